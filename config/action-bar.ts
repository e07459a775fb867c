import type { Translated } from '@/lib/i18n/languages';

/** The bar of quick actions at the bottom of every page on phones and tablets. */
export interface ActionBarWords {
  /** Names the bar for screen readers: it is a navigation landmark of its own. */
  readonly label: string;
  readonly call: string;
  readonly directions: string;
  readonly reserve: string;
  /** On the accommodation page, in the table's place: the stay request, which opens there. */
  readonly requestStay: string;
}

export const actionBarWords: Translated<ActionBarWords> = {
  fr: { label: 'Actions rapides', call: 'Appeler', directions: 'Itinéraire', reserve: 'Réserver une table', requestStay: 'Demander des dates' },
  en: { label: 'Quick actions', call: 'Call', directions: 'Directions', reserve: 'Book a table', requestStay: 'Request dates' },
  nl: { label: 'Snelle acties', call: 'Bellen', directions: 'Route', reserve: 'Tafel reserveren', requestStay: 'Data aanvragen' },
  de: { label: 'Schnellzugriff', call: 'Anrufen', directions: 'Anfahrt', reserve: 'Tisch reservieren', requestStay: 'Zeitraum anfragen' },
};

/** Where the bar's directions and booking links lead, on the page of each language (config/routes.ts). */
export const actionBarAnchors = { directions: 'acces', reserve: 'reservation', requestStay: 'demande-de-sejour' } as const;
