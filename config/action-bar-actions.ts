import type { RouteId } from '@/config/routes';
import type { Translated } from '@/lib/i18n/languages';

/** A button's words: what shows, short enough for one line in a third of a 320 px screen, and its whole name for a screen reader (the words shown are in it). */
export interface ShortLabel {
  readonly shown: string;
  readonly name: string;
}

/** The bar of quick actions at the bottom of every page on phones and tablets, and the header's booking button on wide screens. */
export interface ActionBarWords {
  /** Names the bar for screen readers: it is a navigation landmark of its own. */
  readonly label: string;
  readonly call: string;
  readonly directions: string;
  /** What the booking button offers, by page (bookingOn): a stay, a table, the plan of the grounds. */
  readonly booking: Readonly<Record<BookingKind, ShortLabel>>;
}

export const actionBarWords: Translated<ActionBarWords> = {
  fr: {
    label: 'Actions rapides',
    call: 'Appeler',
    directions: 'Itinéraire',
    booking: {
      stay: { shown: 'Réserver', name: 'Réserver un séjour' },
      table: { shown: 'Réserver', name: 'Réserver une table' },
      guide: { shown: 'Plan', name: 'Plan du domaine' },
    },
  },
  en: {
    label: 'Quick actions',
    call: 'Call',
    directions: 'Directions',
    booking: {
      stay: { shown: 'Book', name: 'Book a stay' },
      table: { shown: 'Book', name: 'Book a table' },
      guide: { shown: 'Map', name: 'Map of the grounds' },
    },
  },
  nl: {
    label: 'Snelle acties',
    call: 'Bellen',
    directions: 'Route',
    booking: {
      stay: { shown: 'Boeken', name: 'Verblijf boeken' },
      table: { shown: 'Reserveren', name: 'Tafel reserveren' },
      guide: { shown: 'Plattegrond', name: 'Plattegrond van het terrein' },
    },
  },
  de: {
    label: 'Schnellzugriff',
    call: 'Anrufen',
    directions: 'Anfahrt',
    booking: {
      stay: { shown: 'Buchen', name: 'Aufenthalt buchen' },
      table: { shown: 'Reservieren', name: 'Tisch reservieren' },
      guide: { shown: 'Lageplan', name: 'Lageplan des Geländes' },
    },
  },
};

/** Where the bar's directions and booking links lead, on the page of each language (config/routes.ts). */
export const actionBarAnchors = { directions: 'acces', reserve: 'reservation', requestStay: 'demande-de-sejour', plan: 'plan' } as const;

export type BookingKind = 'stay' | 'table' | 'guide';

/**
 * What the booking button offers on a page (issue 49): a table on the restaurant's, the plan of the
 * grounds on the arrival guide (a guest reading it has booked already), a stay everywhere else,
 * the stays page included. The header's button on wide screens follows it, the guide's aside: there
 * it offers a stay, the bar's plan being at hand on the page.
 */
export function bookingOn(route: RouteId | null): BookingKind {
  if (route === 'restaurant') return 'table';
  if (route === 'arrival') return 'guide';
  return 'stay';
}

/** The page a booking button leads to, and where on it. */
export const bookingTarget: Readonly<Record<BookingKind, { readonly route: RouteId; readonly anchor: string }>> = {
  stay: { route: 'stays', anchor: actionBarAnchors.requestStay },
  table: { route: 'restaurant', anchor: actionBarAnchors.reserve },
  guide: { route: 'arrival', anchor: actionBarAnchors.plan },
};
