// Everything the live "open now?" status says, and the closures the owner announces. The status is
// computed in the visitor's browser from these constants and the weekly hours (content/restaurant.ts,
// content/leisure.ts), in Paris time, by lib/opening-status.ts.
import { ownerValue } from './owner-value';

/** The places that have opening hours. A closure names the ones it concerns. */
export const placeIds = ['restaurant', 'etang', 'verrerie'] as const;
export type PlaceId = (typeof placeIds)[number];

export interface Closure {
  /** Which places are closed. */
  readonly places: readonly PlaceId[];
  /** First and last closed day, both included, as "YYYY-MM-DD". */
  readonly from: string;
  readonly through: string;
  /** Shown to visitors after the dates, e.g. "congés annuels". Optional. */
  readonly reason?: string;
}

/**
 * Exceptional closures and annual closing periods. A closure shows a notice on the pages of the
 * places it concerns from the build until its last day, and wins over the weekly hours in the
 * status; once over, it disappears by itself. The two below are EXAMPLES: replace them by the real
 * dates, or by an empty list `[]`.
 */
export const closures: readonly Closure[] = ownerValue<readonly Closure[]>(
  [
    { places: ['restaurant'], from: '2026-12-21', through: '2027-01-04', reason: 'congés annuels' },
    { places: ['etang'], from: '2027-03-01', through: '2027-03-05', reason: 'alevinage de l’étang' },
  ],
  'Fermetures exceptionnelles et congés annuels (exemples à remplacer)',
);

export const openingStatusText = {
  /** From this many minutes before closing, the status says "Ferme bientôt" instead of "Ouvert". */
  closingSoonMinutes: 30,
  open: (closes: string) => `Ouvert · jusqu’à ${closes}`,
  closingSoon: (closes: string) => `Ferme bientôt · ${closes}`,
  /** Closed now, but open earlier or later today. */
  closed: (next: string) => `Fermé · ${next}`,
  /** No opening at all today (day off, public holiday, closure). */
  closedToday: (next: string) => `Fermé aujourd’hui · ${next}`,
  /** Nothing planned in the coming year. */
  closedUntilFurtherNotice: 'Fermé',
  opensToday: (time: string) => `ouvre à ${time}`,
  opensTomorrow: (time: string) => `ouvre demain à ${time}`,
  opensOnWeekday: (weekday: string, time: string) => `ouvre ${weekday} à ${time}`,
  opensOnDate: (date: string, time: string) => `ouvre le ${date} à ${time}`,
  weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  /** "lundi 4 janvier", "1er mai"… */
  date: (weekday: string, day: number, month: string) => `${weekday} ${day === 1 ? '1er' : day} ${month}`,
  /** The notice of a closure on the pages of the place it concerns. */
  closureNotice: (place: string, from: string, through: string, reason?: string) =>
    `${place} : fermeture du ${from} au ${through} inclus${reason ? ` (${reason})` : ''}.`,
} as const;

/** How each place is named in a closure notice and next to its status. */
export const placeNames: Readonly<Record<PlaceId, string>> = {
  restaurant: 'Restaurant',
  etang: 'Étang de pêche',
  verrerie: 'Verrerie',
};

/** What each place's status box says before the scripts run (and without JavaScript). */
export const statusFallback: Readonly<Record<PlaceId, string>> = {
  restaurant: 'Du mercredi au samedi midi et soir, le dimanche midi',
  etang: 'Tous les jours de 6h à 20h',
  verrerie: 'Du 22 mars au 31 octobre, sauf dimanches et jours fériés',
};
