import { cabinSection as cabinWords } from './cabin-section';
import pageData from './data/accommodations-page.json';
import { readDataFile } from './schema/editor-values';
import { photoOf } from './photo';
import { frenchAmount, frenchHours } from './prices';
import type { AccommodationsPageData } from './schema/pages';
import { lowestRate, rateItems, stays } from './stays';
import type { Banner, InfoItem, PageMeta, Photo } from './types';

export interface Cabin {
  readonly id: string;
  readonly name: string;
  readonly images: readonly Photo[];
  readonly description: string;
  /** As shown to visitors, per night. */
  readonly price: string;
  /** The nightly price in euros, for structured data and the price list. */
  readonly priceEuros: number;
  readonly equipements: readonly string[];
}

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const page = readDataFile<AccommodationsPageData>(pageData);

/** A price per night as the pages show it, "70€/nuit". */
const perNight = (euros: number) => `${frenchAmount(euros)}€/nuit`;

export const accommodationsMeta: PageMeta = {
  title: 'Hébergements : chalets et cabanes',
  description:
    `Chalets familiaux tout équipés avec terrasse et cabanes dans les arbres à ${lowestRate('petite-cabane')} € et ${lowestRate('grande-cabane')} € la nuit, au bord du lac. Disponibilités, estimation, tarifs à télécharger, réservation par téléphone.`,
};

export const accommodationsBanner: Banner = { ...page.banner, photo: photoOf(page.banner.photo) };

/** Arrival, departure and house rules, shared by the chalets and the cabins. */
export const stayConditions = {
  arrival: { label: 'Arrivée', value: frenchHours(stays.arrival.opens, stays.arrival.closes), ...stays.arrival },
  departure: { label: 'Départ', value: frenchHours(stays.departure.opens, stays.departure.closes), ...stays.departure },
  pets: { label: 'Animaux', value: `acceptés (+${perNight(stays.petsPerNight)})` },
  deposit: { label: 'Caution', value: `${frenchAmount(stays.depositEuros)}€` },
  smoking: { label: 'Tabac', value: 'Non-fumeur' },
};

export const stayInfoItems: readonly InfoItem[] = [
  stayConditions.arrival,
  stayConditions.departure,
  stayConditions.pets,
  stayConditions.deposit,
  stayConditions.smoking,
];

export const chaletSection = {
  title: page.chalets.title,
  description: page.chalets.description,
  equipmentTitle: 'Équipements inclus',
  equipment: page.chalets.equipment,
  priceList: {
    label: 'Télécharger les tarifs (PDF)',
    href: '/Tarifs-Chalets.pdf',
    fileName: 'Tarifs-Chalets.pdf',
  },
  callToBook: 'Appeler pour réserver',
  carouselLabel: 'Photos des chalets',
  images: page.chalets.images.map(photoOf),
  infoTitle: 'Informations complémentaires',
  /** By season, in the panel and the price list; empty until the owner sets the chalets' rates in content/data/stays.json. */
  nightlyRates: rateItems('chalet'),
};

export const cabinSection = { ...cabinWords, title: page.cabins.title, intro: page.cabins.intro, banner: photoOf(page.cabins.banner) };

/** A cabin as the pages show it: its words and photos from the page's data, its price from stays.json. */
function cabinOf(id: 'petite-cabane' | 'grande-cabane'): Cabin {
  const words = page.cabins[id];
  return {
    id,
    name: words.name,
    price: perNight(lowestRate(id)),
    priceEuros: lowestRate(id),
    description: words.description,
    equipements: words.equipment,
    images: words.images.map(photoOf),
  };
}

export const cabins: readonly Cabin[] = [cabinOf('petite-cabane'), cabinOf('grande-cabane')];
