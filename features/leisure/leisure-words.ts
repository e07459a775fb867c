// The leisure page's own words in each language (the owner's texts come from the data files: ./leisure.ts).
import { externalLinkText } from '@/config/ui';
import { frenchHour } from '@/lib/prices';
import { formatClockRange } from '@/lib/i18n/format';
import type { Translated } from '@/lib/i18n/languages';

/** The leisure page's own words (the owner's texts come from the data files), in each language. */
export interface LeisureWords {
  readonly accessLabel: string;
  readonly cardsTitle: string;
  /** Under the tickets' prices: taxes included (arrêté du 3 décembre 1987). */
  readonly cardsPrices: string;
  /** A card's line that costs nothing. */
  readonly free: string;
  readonly rulesTitle: string;
  readonly periodsTitle: string;
  readonly accessTitle: string;
  readonly website: string;
  /** What a screen reader adds to a link that opens a new tab. */
  readonly newTab: string;
  /** One opening, "10h-12h", "10:00–12:00", "10.00–12.00 uur". */
  readonly opening: (opens: string, closes: string) => string;
  /** Between two openings of a day. */
  readonly and: string;
  /** The fitness trail's text until the owner writes theirs: one neutral sentence that invites the question. */
  readonly askAboutFitnessTrail: string;
}

export const leisureWords: Translated<LeisureWords> = {
  fr: {
    accessLabel: 'Accès',
    cardsTitle: 'Cartes de pêche',
    cardsPrices: 'Prix en euros, TVA comprise.',
    free: 'Gratuit',
    rulesTitle: 'Règlement',
    periodsTitle: 'Périodes d’ouverture',
    accessTitle: 'Pour y aller',
    website: 'Site de la verrerie',
    newTab: externalLinkText.newTab,
    opening: (opens, closes) => `${frenchHour(opens)}–${frenchHour(closes)}`,
    and: ' et ',
    askAboutFitnessTrail: 'Demandez-nous où commence le parcours de santé.',
  },
  en: {
    // What the hours are for, not « Open » above the live « Open · until 20:00 » (the round-G English reader).
    accessLabel: 'Fishing',
    cardsTitle: 'Fishing tickets',
    cardsPrices: 'Prices in euros, including VAT.',
    free: 'Free',
    rulesTitle: 'Pond rules',
    periodsTitle: 'Opening times',
    accessTitle: 'Getting there',
    website: 'Glassworks website',
    newTab: '(opens in a new tab)',
    opening: (opens, closes) => formatClockRange('en', opens, closes),
    and: ' and ',
    askAboutFitnessTrail: 'Ask us where the fitness trail starts.',
  },
  nl: {
    accessLabel: 'Vissen',
    cardsTitle: 'Viskaarten',
    cardsPrices: 'Prijzen in euro, inclusief btw.',
    free: 'Gratis',
    rulesTitle: 'Regels bij de vijver',
    periodsTitle: 'Openingstijden',
    accessTitle: 'Zo kom je er',
    website: 'Website van de glasblazerij',
    newTab: '(opent in een nieuw tabblad)',
    opening: (opens, closes) => formatClockRange('nl', opens, closes),
    and: ' en ',
    askAboutFitnessTrail: 'Vraag ons waar de trimbaan begint.',
  },
  de: {
    accessLabel: 'Angeln',
    cardsTitle: 'Angelkarten',
    cardsPrices: 'Preise in Euro, inklusive Mehrwertsteuer.',
    // Beside « Erwachsene », « Kinder unter 12 Jahren »: an adjective, in lower case, as « 55 € » is no sentence either.
    free: 'kostenlos',
    rulesTitle: 'Teichordnung',
    periodsTitle: 'Öffnungszeiten',
    accessTitle: 'Anfahrt',
    website: 'Website der Glashütte',
    newTab: '(öffnet in einem neuen Tab)',
    opening: (opens, closes) => formatClockRange('de', opens, closes),
    and: ' und ',
    askAboutFitnessTrail: 'Fragen Sie uns, wo der Trimm-dich-Pfad beginnt.',
  },
};
