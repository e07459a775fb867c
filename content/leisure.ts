import fishingData from './data/fishing.json';
import { ownerValue } from './owner-value';
import { frenchAmount, frenchHours } from './prices';
import type { FishingData } from './schema/prices';
import type { Banner, Link, PageMeta, Photo } from './types';

export interface FishingCard {
  readonly name: string;
  readonly prices: readonly { readonly who: string; readonly price: string; readonly euros: number }[];
  readonly note?: string;
}

export interface GlassworksPeriod {
  readonly period: string;
  readonly hours: string;
  /** ISO month-day bounds and 24-hour opening periods, for structured data. */
  readonly validFrom: string;
  readonly validThrough: string;
  readonly openings: readonly { readonly opens: string; readonly closes: string }[];
}

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const fishingFacts = fishingData as FishingData;

export const leisureMeta: PageMeta = {
  title: 'Loisirs : pêche, parcours de santé et verrerie',
  description:
    'Pêche à l’étang de 6h à 20h, cartes de pêche à la journée, à la semaine ou à l’année, parcours de santé en forêt et verrerie historique à 5 minutes des chalets.',
};

export const leisureHero: Banner = {
  title: 'Loisirs au bord du lac',
  subtitle: 'Pêche, balades en forêt et savoir-faire verrier, à deux pas des chalets.',
  photo: { file: 'lac-jetee-brume.jpg', alt: 'Jetée en bois avançant sur un lac dans la brume du matin' },
};

export const fishing = {
  title: 'La pêche à l’étang',
  accessHours: { label: 'Accès', value: frenchHours(fishingFacts.accessHours.opens, fishingFacts.accessHours.closes), ...fishingFacts.accessHours },
  paragraphs: [
    'L’étang vous attend de 6h à 20h, pour une matinée au calme ou une soirée au bord de l’eau.',
    'La carte de pêche est disponible à l’accueil du restaurant.',
  ],
  offer: fishingFacts.offer,
  photo: { file: 'poissons-perches.jpg', alt: 'Deux perches communes, poissons à rayures sombres' } satisfies Photo,
  cardsTitle: 'Cartes de pêche',
  cards: fishingFacts.cards.map(
    (card): FishingCard => ({
      ...card,
      prices: card.prices.map((line) => ({ ...line, price: line.euros === 0 ? 'Gratuit' : `${frenchAmount(line.euros)}€` })),
    }),
  ),
  rulesTitle: 'Règlement',
  rules: fishingFacts.rules,
};

export const fitnessTrail = {
  title: 'Le parcours de santé',
  text: ownerValue(
    'Un parcours de santé vous attend sous les arbres, pour marcher, courir ou s’étirer à votre rythme. Renseignez-vous à l’accueil pour en connaître le départ et les ateliers.',
    'Parcours de santé : longueur, départ, nombre d’ateliers',
  ),
  photo: { file: 'foret-sentier.jpg', alt: 'Sentier de terre traversant une forêt de pins' } satisfies Photo,
};

export const glassworks = {
  title: 'La verrerie voisine',
  history: 'Une verrerie dont l’histoire remonte à 1475 : plus de cinq siècles de savoir-faire, à découvrir tout près des chalets.',
  facts: [
    { label: 'Distance', value: '1,9 km, soit 5 min en voiture' },
    { label: 'Histoire', value: 'depuis 1475' },
    { label: 'Visite', value: 'gratuite' },
    { label: 'Accessibilité', value: 'accessible en fauteuil roulant' },
  ],
  accessTitle: 'Pour y aller',
  access: [
    { mode: 'En voiture', time: 'moins de 5 min' },
    { mode: 'À vélo', time: 'moins de 10 min' },
    { mode: 'À pied', time: 'moins de 25 min' },
  ],
  periodsTitle: 'Périodes d’ouverture',
  periods: [
    {
      period: 'Du 22 mars au 30 avril',
      hours: '10h-12h et 14h-16h30',
      validFrom: '03-22',
      validThrough: '04-30',
      openings: [
        { opens: '10:00', closes: '12:00' },
        { opens: '14:00', closes: '16:30' },
      ],
    },
    {
      period: 'Du 2 mai au 30 septembre',
      hours: '10h-12h et 14h-17h30',
      validFrom: '05-02',
      validThrough: '09-30',
      openings: [
        { opens: '10:00', closes: '12:00' },
        { opens: '14:00', closes: '17:30' },
      ],
    },
    {
      period: 'Du 1er au 31 octobre',
      hours: '14h-16h30',
      validFrom: '10-01',
      validThrough: '10-31',
      openings: [{ opens: '14:00', closes: '16:30' }],
    },
  ] satisfies readonly GlassworksPeriod[],
  closures: 'Fermé les dimanches et jours fériés.',
  /** The same closures as data for search engines (schema.org day names): keep both in step. */
  openDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const,
  isAccessibleForFree: true,
  photo: { file: 'placeholders/verrerie.svg', alt: 'Illustration : la gueule rougeoyante d’un four de verrier et des vases en verre', isPlaceholder: true } satisfies Photo,
  website: {
    label: 'Site de la verrerie',
    href: ownerValue('https://www.example.org/', 'Adresse du site de visite de la verrerie'),
  } satisfies Link,
};
