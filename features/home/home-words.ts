// The home page's own words in each language; its texts, highlights and team are the owner's (./home-content.ts).
import type { Translated } from '@/lib/i18n/languages';

/** The home hero's two calls to action, in each language. */
export interface HomeWords {
  readonly primaryAction: string;
  readonly secondaryAction: string;
}

export const homeWords: Translated<HomeWords> = {
  fr: { primaryAction: 'Voir les hébergements', secondaryAction: 'Réserver une table' },
  en: { primaryAction: 'View our accommodation', secondaryAction: 'Book a table' },
  nl: { primaryAction: 'Bekijk de accommodaties', secondaryAction: 'Tafel reserveren' },
  de: { primaryAction: 'Unterkünfte ansehen', secondaryAction: 'Tisch reservieren' },
};
