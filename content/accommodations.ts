import { frenchAmount, frenchHours } from './prices';
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

/** A price per night as the pages show it, "70€/nuit". */
const perNight = (euros: number) => `${frenchAmount(euros)}€/nuit`;

export const accommodationsMeta: PageMeta = {
  title: 'Hébergements : chalets et cabanes',
  description:
    `Chalets familiaux tout équipés avec terrasse et cabanes dans les arbres à ${lowestRate('petite-cabane')} € et ${lowestRate('grande-cabane')} € la nuit, au bord du lac. Disponibilités, estimation, tarifs à télécharger, réservation par téléphone.`,
};

export const accommodationsBanner: Banner = {
  title: 'Nos hébergements',
  subtitle: 'Chalets familiaux et cabanes perchées, loués à la nuit.',
  photo: { file: 'lac-ponton.jpg', alt: 'Ponton en bois au bord d’un lac' },
};

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

const chaletPhoto = (file: string, alt: string): Photo => ({ file: `placeholders/${file}`, alt, isPlaceholder: true });

export const chaletSection = {
  title: 'Nos Chalets familiaux',
  description: [
    'Nos chalets en bois accueillent jusqu’à six personnes dans le calme, à quelques pas du lac. Deux chambres, une chambre à lits superposés pour les enfants et une grande pièce de vie : tout est prévu pour que la famille se sente chez elle.',
    'Le matin, le café se prend sur la terrasse privée ; le soir, le barbecue s’allume face à l’eau.',
  ],
  equipmentTitle: 'Équipements inclus',
  equipment: [
    '2 chambres avec lits 1,40 x 1,90 m',
    '1 chambre avec lits superposés 0,90 x 1,90 m',
    'Une salle de bain avec WC séparés',
    'Une pièce de vie entièrement équipée',
    'Une terrasse privée avec salon de jardin et barbecue',
  ],
  priceList: {
    label: 'Télécharger les tarifs (PDF)',
    href: '/Tarifs-Chalets.pdf',
    fileName: 'Tarifs-Chalets.pdf',
  },
  callToBook: 'Appeler pour réserver',
  carouselLabel: 'Photos des chalets',
  images: [
    chaletPhoto('chalet-exterieur.svg', 'Illustration : le chalet en bois et sa terrasse au bord du lac'),
    chaletPhoto('chalet-sejour.svg', 'Illustration : la pièce de vie avec cuisine équipée, table et canapé'),
    chaletPhoto('chalet-chambre.svg', 'Illustration : une chambre avec lit double de 1,40 m'),
    chaletPhoto('chalet-chambre-enfants.svg', 'Illustration : la chambre des enfants et ses lits superposés'),
    chaletPhoto('chalet-salle-de-bain.svg', 'Illustration : la salle de bain avec douche et lavabo'),
    chaletPhoto('chalet-terrasse.svg', 'Illustration : la terrasse privée avec salon de jardin et barbecue'),
    chaletPhoto('chalet-lac.svg', 'Illustration : le lac au crépuscule vu depuis les chalets'),
  ] satisfies readonly Photo[],
  infoTitle: 'Informations complémentaires',
  /** By season, in the panel and the price list; empty until the owner sets the chalets' rates in content/data/stays.json. */
  nightlyRates: rateItems('chalet'),
};

export { cabinSection } from './cabin-section';

export const cabins: readonly Cabin[] = [
  {
    id: 'petite-cabane',
    name: 'Petite cabane',
    price: perNight(lowestRate('petite-cabane')),
    priceEuros: lowestRate('petite-cabane'),
    description:
      'Nichée dans les branches, la petite cabane est faite pour deux : un lit douillet sous la charpente et le silence de la forêt pour seule voisine.',
    equipements: ['1 lit double 1,40 x 1,90 m', 'Un petit cabinet de toilette avec WC et lavabo'],
    images: [
      chaletPhoto('petite-cabane-exterieur.svg', 'Illustration : la petite cabane perchée dans un arbre, avec son escalier'),
      chaletPhoto('petite-cabane-interieur.svg', 'Illustration : le lit double sous la charpente en bois de la petite cabane'),
      chaletPhoto('petite-cabane-cabinet.svg', 'Illustration : le petit cabinet de toilette avec WC et lavabo'),
    ],
  },
  {
    id: 'grande-cabane',
    name: 'Grande cabane',
    price: perNight(lowestRate('grande-cabane')),
    priceEuros: lowestRate('grande-cabane'),
    description:
      'Plus spacieuse, la grande cabane accueille jusqu’à trois personnes : un lit double et un lit simple, idéal pour un couple et un enfant, à hauteur des cimes.',
    equipements: ['1 lit double 1,40 x 1,90 m', '1 lit 0,90 x 1,90 m', 'Un petit cabinet de toilette'],
    images: [
      chaletPhoto('grande-cabane-exterieur.svg', 'Illustration : la grande cabane sur pilotis autour d’un tronc, avec sa terrasse'),
      chaletPhoto('grande-cabane-interieur.svg', 'Illustration : un lit double et un lit simple dans la grande cabane'),
      chaletPhoto('grande-cabane-terrasse.svg', 'Illustration : la vue sur les cimes depuis la grande cabane, le soir'),
    ],
  },
];
