// The words of the cabin section around the owner's texts (its title, introduction and banner are in
// content/data/accommodations-page.json). Server-only: the cabin tabs' script gets them as props.
import type { Translated } from '@/lib/i18n/languages';

export interface CabinSectionWords {
  readonly tabsLabel: string;
  readonly equipmentTitle: string;
  readonly infoTitle: string;
  /** The carousel of a cabin, named by the cabin's name. */
  readonly carouselLabel: (cabinName: string) => string;
}

export const cabinSectionWords: Translated<CabinSectionWords> = {
  fr: {
    tabsLabel: 'Choisir une cabane',
    equipmentTitle: 'Équipements',
    infoTitle: 'Informations complémentaires',
    carouselLabel: (cabinName) => `Photos de la ${cabinName.toLowerCase()}`,
  },
  en: {
    tabsLabel: 'Choose a treehouse',
    equipmentTitle: 'Facilities',
    infoTitle: 'Good to know',
    carouselLabel: (cabinName) => `Photos of the ${cabinName.toLowerCase()}`,
  },
  nl: {
    tabsLabel: 'Kies een boomhut',
    equipmentTitle: 'Voorzieningen',
    infoTitle: 'Goed om te weten',
    carouselLabel: (cabinName) => `Foto’s van de ${cabinName.toLowerCase()}`,
  },
  de: {
    tabsLabel: 'Baumhaus wählen',
    equipmentTitle: 'Ausstattung',
    infoTitle: 'Gut zu wissen',
    // German writes nouns with a capital: the name as the owner wrote it.
    carouselLabel: (cabinName) => `Fotos: ${cabinName}`,
  },
};

/** The French words, as the content check and the structured data read them. */
export const cabinSection = cabinSectionWords.fr;
