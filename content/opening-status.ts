// Everything the live "open now?" status says, and the closures the owner announces. The status is
// computed in the visitor's browser from these constants and the weekly hours (content/restaurant.ts,
// content/leisure.ts), in Paris time, by lib/opening-status.ts.
import closuresData from './data/closures.json';
import { readDataFile } from './schema/editor-values';
import type { ClosuresData } from './schema/closures';
import { placeChoiceNames, type PlaceId } from './schema/places';

export { placeIds, type PlaceId } from './schema/places';

export type Closure = ClosuresData['closures']['value'][number];

/**
 * Exceptional closures and annual closing periods, from content/data/closures.json (checked by
 * `npm run check:content`). A closure shows a notice on the pages of the places it concerns from the
 * build until its last day, and wins over the weekly hours in the status; once over, it disappears.
 */
export const closures: readonly Closure[] = readDataFile<ClosuresData>(closuresData).closures.value;

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

/** How each place is named in a closure notice and next to its status (and in the editor's choices). */
export const placeNames: Readonly<Record<PlaceId, string>> = placeChoiceNames;

/** What each place's status box says before the scripts run (and without JavaScript). */
export const statusFallback: Readonly<Record<PlaceId, string>> = {
  restaurant: 'Du mercredi au samedi midi et soir, le dimanche midi',
  etang: 'Tous les jours de 6h à 20h',
  verrerie: 'Du 22 mars au 31 octobre, sauf dimanches et jours fériés',
};
