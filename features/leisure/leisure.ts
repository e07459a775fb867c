// The leisure page's texts and facts from the data files (content/data/leisure-page.json, fishing.json,
// glassworks.json), in a language; its own words are ./leisure-words.ts.
import { readLocalizedData } from '@/content/localized-data';
import { readDataFile } from '@/content/schema/editor-values';
import { photoOf } from '@/config/photo';
import { frenchAmount, hoursIn } from '@/lib/prices';
import type { GlassworksData } from '@/content/schema/glassworks';
import type { LeisurePageData } from '@/content/schema/pages';
import type { FishingData } from '@/content/schema/prices';
import type { WeekdayId } from '@/content/schema/weekdays';
import type { Banner, PageMeta } from '@/config/types';
import { capitalize, formatEuros, formatMonthDays } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { leisureWords } from './leisure-words';
import { ownerDataFile } from '@/content/owner-data';

const fishingData = ownerDataFile('fishing');
const glassworksData = ownerDataFile('glassworks');
const pageData = ownerDataFile('leisure-page');

export interface FishingCard {
  readonly name: string;
  readonly prices: readonly { readonly who: string; readonly euros: number }[];
  readonly note?: string;
}

export interface GlassworksPeriod {
  /** ISO month-day bounds and 24-hour opening periods, for structured data. */
  readonly validFrom: string;
  readonly validThrough: string;
  readonly openings: readonly { readonly opens: string; readonly closes: string }[];
}

// Checked against their schemas by `npm run check:content` before every build; only the types are imported here.
// The owner's texts are read in a language during the page's render (readLocalizedData marks the
// French standing in for a missing translation, for fallbackLang); the glassworks' facts have none.
const fishingFactsIn = (lang: Lang) => readLocalizedData<FishingData>('fishing', fishingData, lang);
const pageIn = (lang: Lang) => readLocalizedData<LeisurePageData>('leisure-page', pageData, lang);
const fishingFacts = fishingFactsIn('fr');
const glassworksFacts = readDataFile<GlassworksData>(glassworksData);

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

/** The leisure page's title and description in a language (the owner's). */
export const leisureMetaIn = (lang: Lang): PageMeta => pageIn(lang).meta;

export const leisureMeta: PageMeta = leisureMetaIn('fr');

/** The leisure page's banner in a language. */
export function leisureHeroIn(lang: Lang): Banner {
  const { banner } = pageIn(lang);
  return { ...banner, photo: photoOf(banner.photo) };
}

export const leisureHero: Banner = leisureHeroIn('fr');

/** The fishing section in a language: the owner's texts, the cards and the rules. */
export function fishingIn(lang: Lang) {
  const page = pageIn(lang);
  const facts = fishingFactsIn(lang);
  return {
    title: page.fishing.title,
    accessHours: facts.accessHours,
    paragraphs: page.fishing.paragraphs,
    offer: facts.offer,
    photo: photoOf(page.fishing.photo),
    cardsTitle: leisureWords[lang].cardsTitle,
    cards: facts.cards satisfies readonly FishingCard[],
    rules: facts.rules,
  };
}

export const fishing = fishingIn('fr');

/** The fitness trail in a language. */
export function fitnessTrailIn(lang: Lang) {
  const page = pageIn(lang);
  return {
    title: page.fitnessTrail.title,
    // Until the owner describes it, one sentence says there is one and invites the question.
    text: page.fitnessTrail.text ?? leisureWords[lang].askAboutFitnessTrail,
    photo: photoOf(page.fitnessTrail.photo),
  };
}

export const fitnessTrail = fitnessTrailIn('fr');

/** The glassworks in a language: the owner's texts, and the facts (seasons, days, website) every language shares. */
export function glassworksIn(lang: Lang) {
  const page = pageIn(lang);
  return {
    title: page.glassworks.title,
    history: page.glassworks.history,
    facts: page.glassworks.facts,
    access: page.glassworks.access,
    periods: glassworksFacts.periods.map(({ from, through, openings }): GlassworksPeriod => ({
      validFrom: from,
      validThrough: through,
      openings,
    })),
    closures: page.glassworks.closures,
    /** The days it opens, as schema.org names them, for search engines and the live status. */
    openDays: glassworksFacts.openDays.map((day) => schemaDays[day]),
    closedOnPublicHolidays: glassworksFacts.closedOnPublicHolidays,
    isAccessibleForFree: glassworksFacts.isAccessibleForFree,
    photo: photoOf(page.glassworks.photo),
    /** The glassworks' own site, once the owner gives its address: no link until then. */
    website: glassworksFacts.website === undefined ? undefined : { href: glassworksFacts.website },
  };
}

export const glassworks = glassworksIn('fr');

/** A fishing card's price in a language: French as the page always wrote it ("55€"), the others by their conventions. */
export function cardPrice(lang: Lang, euros: number): string {
  if (euros === 0) return leisureWords[lang].free;
  return lang === 'fr' ? `${frenchAmount(euros)}\u00a0€` : formatEuros(lang, euros);
}

/** The pond's hours, "de 6h à 20h", "from 06:00 to 20:00", "van 6.00 tot 20.00 uur", "von 6:00 bis 20:00 Uhr". */
export function fishingHours(lang: Lang): string {
  return hoursIn(lang, fishingFacts.accessHours.opens, fishingFacts.accessHours.closes);
}

/** The glassworks' seasons and their hours in a language, in the order of the data file. */
export function glassworksPeriods(lang: Lang): readonly { readonly period: string; readonly hours: string }[] {
  const words = leisureWords[lang];
  return glassworksFacts.periods.map(({ from, through, openings }) => ({
    period: capitalize(formatMonthDays(lang, from, through)),
    hours: openings.map(({ opens, closes }) => words.opening(opens, closes)).join(words.and),
  }));
}
