// Everything the live "open now?" status says, and the closures the owner announces. The status is
// computed in the visitor's browser from these constants and the weekly hours (content/restaurant-week.ts,
// features/leisure/leisure.ts), in Paris time, by lib/opening-status.ts.
import type { Lang, Translated } from '@/lib/i18n/languages';
import type { StatusWords } from '@/lib/opening-status';
import { readLocalizedData } from '@/content/localized-data';
import { readDataFile } from '@/content/schema/editor-values';
import type { ClosuresData } from '@/content/schema/closures';
import { placeChoiceNames, type PlaceId } from '@/content/schema/places';
import { ownerDataFile } from '@/content/owner-data';

const closuresData = ownerDataFile('closures');

export { placeIds, type PlaceId } from '@/content/schema/places';

export type Closure = ClosuresData['closures']['value'][number];

/** The closures as read: none while the owner has not given them (their examples are never shown). */
const closuresOf = (read: { readonly closures?: readonly Closure[] }): readonly Closure[] => read.closures ?? [];

/**
 * Exceptional closures and annual closing periods, from content/data/closures.json (checked by
 * `npm run check:content`). A closure shows a notice on the pages of the places it concerns from the
 * build until its last day, and wins over the weekly hours in the status; once over, it disappears.
 */
export const closures: readonly Closure[] = closuresOf(readDataFile<ClosuresData>(closuresData));

/** A closure as a page in a language says it: its reason translated, or French marked `reasonLang: 'fr'` where the owner did not translate it. */
export type ClosureNotice = Closure & { readonly reasonLang?: 'fr' };

/**
 * The closures in `lang`, in the order of the file: each reason in the owner's translation, the
 * French one where there is none (content/localized-data.ts). The leaf that shows them runs in the
 * browser, away from the render's record of French stand-ins (lib/i18n/fallback.ts): each notice
 * carries its own mark instead. `data`: the file as written, translations included.
 */
export function closuresIn(lang: Lang, data: unknown = closuresData): readonly ClosureNotice[] {
  const untranslated = new Set<string>();
  const read = readLocalizedData<ClosuresData>('closures', data, lang, (text, path) => {
    // closures.value.<index>.reason
    if (path[3] === 'reason' && path[2] !== undefined) untranslated.add(path[2]);
    return text;
  });
  return closuresOf(read).map((closure, index) =>
    closure.reason !== undefined && untranslated.has(String(index)) ? { ...closure, reasonLang: 'fr' } : closure,
  );
}

/** From this many minutes before closing, the status says "Ferme bientôt" instead of "Ouvert". */
export const closingSoonMinutes = 30;

/** The status line and the closure notices, in each language ("{name}" templates, lib/opening-status.ts). */
export const statusWords: Translated<StatusWords> = {
  fr: {
    open: 'Ouvert · jusqu’à {time}',
    closingSoon: 'Ferme bientôt · {time}',
    closed: 'Fermé · {next}',
    closedToday: 'Fermé aujourd’hui · {next}',
    closedUntilFurtherNotice: 'Fermé',
    opensToday: 'ouvre à {time}',
    opensTomorrow: 'ouvre demain à {time}',
    opensOnWeekday: 'ouvre {weekday} à {time}',
    opensOnDate: 'ouvre le {date} à {time}',
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    closureNotice: '{place}\u00a0: fermeture du {from} au {through} inclus{reason}.',
    closureReason: ' ({reason})',
  },
  en: {
    open: 'Open · until {time}',
    closingSoon: 'Closing soon · {time}',
    closed: 'Closed · {next}',
    closedToday: 'Closed today · {next}',
    closedUntilFurtherNotice: 'Closed',
    opensToday: 'opens at {time}',
    opensTomorrow: 'opens tomorrow at {time}',
    opensOnWeekday: 'opens on {weekday} at {time}',
    opensOnDate: 'opens on {date} at {time}',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    closureNotice: '{place}: closed from {from} to {through} inclusive{reason}.',
    closureReason: ' ({reason})',
  },
  nl: {
    open: 'Open · tot {time}',
    closingSoon: 'Sluit om {time}',
    closed: 'Gesloten · {next}',
    closedToday: 'Vandaag gesloten · {next}',
    closedUntilFurtherNotice: 'Gesloten',
    opensToday: 'gaat om {time} open',
    opensTomorrow: 'gaat morgen om {time} open',
    opensOnWeekday: 'gaat {weekday} om {time} open',
    opensOnDate: 'gaat op {date} om {time} open',
    weekdays: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
    closureNotice: '{place}: gesloten van {from} tot en met {through}{reason}.',
    closureReason: ' ({reason})',
  },
  de: {
    open: 'Geöffnet · bis {time}',
    closingSoon: 'Schließt um {time}',
    closed: 'Geschlossen · {next}',
    closedToday: 'Heute geschlossen · {next}',
    closedUntilFurtherNotice: 'Geschlossen',
    opensToday: 'öffnet um {time}',
    opensTomorrow: 'öffnet morgen um {time}',
    opensOnWeekday: 'öffnet am {weekday} um {time}',
    // A date's weekday apposition closes with a comma when the sentence goes on („am Montag, 4. Januar, um 9:00 Uhr“).
    opensOnDate: 'öffnet am {date}, um {time}',
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    closureNotice: '{place}: geschlossen von {from}, bis einschließlich {through}{reason}.',
    closureReason: ' ({reason})',
  },
};

/**
 * The status of a place a language names in the feminine agrees with it: « Fermée aujourd’hui », la
 * verrerie, beside its « Ouverte sauf le dimanche » (the French native panel); the restaurant and
 * l’étang keep the masculine. The other languages do not mark it.
 */
const feminineStatus: Partial<Record<Lang, { readonly places: readonly PlaceId[]; readonly words: Partial<StatusWords> }>> = {
  fr: {
    places: ['verrerie'],
    words: {
      open: 'Ouverte · jusqu’à {time}',
      closed: 'Fermée · {next}',
      closedToday: 'Fermée aujourd’hui · {next}',
      closedUntilFurtherNotice: 'Fermée',
    },
  },
};

/** The status words of one place in `lang`, agreeing with its name where the language marks it. */
export function statusWordsFor(lang: Lang, place: PlaceId): StatusWords {
  const feminine = feminineStatus[lang];
  return feminine?.places.includes(place) ? { ...statusWords[lang], ...feminine.words } : statusWords[lang];
}

/** French day and month names, for the sections that write dates with lib/opening-status.ts's frenchDate. */
export const openingStatusText = {
  weekdays: statusWords.fr.weekdays,
  months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  /** "lundi 4 janvier", "1er mai"… */
  date: (weekday: string, day: number, month: string) => `${weekday} ${day === 1 ? '1er' : day} ${month}`,
} as const;

/** How each place is named in a closure notice and next to its status (French: the editor's choices). */
export const placeNames: Translated<Readonly<Record<PlaceId, string>>> = {
  fr: placeChoiceNames,
  en: { restaurant: 'Restaurant', etang: 'Fishing pond', verrerie: 'Glassworks' },
  nl: { restaurant: 'Restaurant', etang: 'Visvijver', verrerie: 'Glasblazerij' },
  de: { restaurant: 'Restaurant', etang: 'Angelteich', verrerie: 'Glashütte' },
};
