import type { Photo } from './types';

// Apart from content/accommodations.ts, which imports a data file: the cabin tabs' script imports
// these words, and a data file imported beside them would ship whole with it.
export const cabinSection = {
  title: 'Nos Cabanes atypiques',
  intro: 'Dormir dans les arbres, bercé par le vent et le clapotis du lac : deux cabanes perchées pour une nuit hors du temps.',
  banner: {
    file: 'foret-troncs.jpg',
    alt: 'Troncs de grands arbres vus d’en bas, vers la cime',
  } satisfies Photo,
  tabsLabel: 'Choisir une cabane',
  equipmentTitle: 'Équipements',
  infoTitle: 'Informations complémentaires',
  carouselLabel: (cabinName: string) => `Photos de la ${cabinName.toLowerCase()}`,
};
