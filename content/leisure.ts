import fishingData from './data/fishing.json';
import glassworksData from './data/glassworks.json';
import pageData from './data/leisure-page.json';
import { readDataFile } from './schema/editor-values';
import { photoOf } from './photo';
import { frenchAmount, frenchHour, frenchHours } from './prices';
import type { GlassworksData } from './schema/glassworks';
import type { LeisurePageData } from './schema/pages';
import type { FishingData } from './schema/prices';
import type { WeekdayId } from './schema/weekdays';
import type { Banner, Link, PageMeta } from './types';

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

// Checked against their schemas by `npm run check:content` before every build; only the types are imported here.
const fishingFacts = readDataFile<FishingData>(fishingData);
const glassworksFacts = readDataFile<GlassworksData>(glassworksData);
const page = readDataFile<LeisurePageData>(pageData);

const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "03-22" as "22 mars", "10-01" as "1er octobre". */
function frenchDay(monthDay: string): { day: string; month: string } {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return { day: day === 1 ? '1er' : String(day), month: months[month - 1] ?? '' };
}

/** "Du 22 mars au 30 avril", "Du 1er au 31 octobre". */
function frenchPeriod(from: string, through: string): string {
  const start = frenchDay(from);
  const end = frenchDay(through);
  return start.month === end.month ? `Du ${start.day} au ${end.day} ${end.month}` : `Du ${start.day} ${start.month} au ${end.day} ${end.month}`;
}

/** schema.org's name of each day of the data files. */
const schemaDays = {
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
} as const satisfies Record<WeekdayId, string>;

export const leisureMeta: PageMeta = page.meta;

export const leisureHero: Banner = { ...page.banner, photo: photoOf(page.banner.photo) };

export const fishing = {
  title: page.fishing.title,
  accessHours: { label: 'Accès', value: frenchHours(fishingFacts.accessHours.opens, fishingFacts.accessHours.closes), ...fishingFacts.accessHours },
  paragraphs: page.fishing.paragraphs,
  offer: fishingFacts.offer,
  photo: photoOf(page.fishing.photo),
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
  title: page.fitnessTrail.title,
  text: page.fitnessTrail.text.value,
  photo: photoOf(page.fitnessTrail.photo),
};

export const glassworks = {
  title: page.glassworks.title,
  history: page.glassworks.history,
  facts: page.glassworks.facts,
  accessTitle: 'Pour y aller',
  access: page.glassworks.access,
  periodsTitle: 'Périodes d’ouverture',
  periods: glassworksFacts.periods.map(
    ({ from, through, openings }): GlassworksPeriod => ({
      period: frenchPeriod(from, through),
      hours: openings.map(({ opens, closes }) => `${frenchHour(opens)}-${frenchHour(closes)}`).join(' et '),
      validFrom: from,
      validThrough: through,
      openings,
    }),
  ),
  closures: page.glassworks.closures,
  /** The days it opens, as schema.org names them, for search engines and the live status. */
  openDays: glassworksFacts.openDays.map((day) => schemaDays[day]),
  closedOnPublicHolidays: glassworksFacts.closedOnPublicHolidays,
  isAccessibleForFree: glassworksFacts.isAccessibleForFree,
  photo: photoOf(page.glassworks.photo),
  website: { label: 'Site de la verrerie', href: glassworksFacts.website.value } satisfies Link,
};
