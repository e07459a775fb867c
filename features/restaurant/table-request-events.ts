// The restaurant events a table can be requested for, as the page hands them to the form's script:
// only what the form shows and sends, in the page's language, plus the French name the owner reads.
// Server only (it reads the event files); the form's script imports its types alone.
import { eventsIn, tableRequestEventParameter, takesTableRequestsNow, upcomingAtBuildIn } from '@/features/events/events';
import { ownerEventTemplate, tableRequestEventWords, type TableRequestEventWords } from '@/features/restaurant/table-request-event-words';
import { fallbackLang } from '@/lib/i18n/fallback';
import { eventPath } from '@/config/routes';
import { fill, formatDay, formatTime } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { dayFromIso } from '@/lib/opening-status';

export interface TableRequestEvent {
  /** The event's id, as the address's parameter names it. */
  readonly slug: string;
  /** In the page's language; French standing in for a missing translation is marked "fr". */
  readonly title: string;
  readonly titleLang?: 'fr';
  /** The event's day as the page's language writes it: "vendredi 4 décembre". */
  readonly when: string;
  /** Paris wall-clock day and start, "2026-12-04" and "19:00": the form's date and time. */
  readonly day: string;
  readonly time: string;
  /** Milliseconds since 1970 when it ends: an event over by the visit is ignored. */
  readonly endsAt: number;
  /** The owner's e-mail line, French: « Soirée moules-frites (vendredi 4 décembre 2026, 19h00) ». */
  readonly forOwner: string;
}

export interface TableRequestEvents {
  /** The address parameter that names the event (features/events/events.ts), handed over: that module reads files. */
  readonly parameter: string;
  readonly events: readonly TableRequestEvent[];
  readonly words: TableRequestEventWords;
}

/** A restaurant event on a day, as the form names it when that day is chosen, with the link to its page. */
export interface EventNight {
  /** "YYYY-MM-DD", its first day (Paris). */
  readonly day: string;
  /** In the page's language; French standing in for a missing translation is marked "fr". */
  readonly title: string;
  readonly titleLang?: 'fr';
  /** Its start as the language writes it: "19h00", "19:00 Uhr". */
  readonly time: string;
  readonly href: string;
  /** Full: no table left for it. */
  readonly full: boolean;
  /** Milliseconds since 1970 when it ends: an event over by the visit is not named. */
  readonly endsAt: number;
}

/** The restaurant's events planned or full, not over at the build, in a language: a cancelled or postponed one is no event that night. */
export function eventNightsIn(lang: Lang, folder?: string): EventNight[] {
  return upcomingAtBuildIn(lang, folder)
    .filter((event) => event.place === 'restaurant' && (event.status === 'prevu' || event.status === 'complet'))
    .map((event) => {
      const titleLang = fallbackLang(event.title);
      return {
        day: event.startDay,
        title: event.title,
        ...(titleLang ? { titleLang } : {}),
        time: formatTime(lang, event.startTime),
        href: eventPath(event.slug, lang),
        full: event.status === 'complet',
        endsAt: event.endsAt,
      };
    });
}

/** The upcoming table events at build time in a language, or null when there is none (the form's script then carries nothing of them). */
export function tableRequestEventsIn(lang: Lang, folder?: string): TableRequestEvents | null {
  const upcoming = upcomingAtBuildIn(lang, folder).filter(takesTableRequestsNow);
  if (upcoming.length === 0) return null;
  const frenchTitles = new Map(eventsIn('fr', folder).map((event) => [event.slug, event.title]));
  const events = upcoming.map((event): TableRequestEvent => {
    const day = dayFromIso(event.startDay);
    const titleLang = fallbackLang(event.title);
    return {
      slug: event.slug,
      title: event.title,
      ...(titleLang ? { titleLang } : {}),
      when: formatDay(lang, day),
      day: event.startDay,
      time: event.startTime,
      endsAt: event.endsAt,
      forOwner: fill(ownerEventTemplate, {
        title: frenchTitles.get(event.slug) ?? event.title,
        day: formatDay('fr', day, true),
        time: formatTime('fr', event.startTime),
      }),
    };
  });
  return { parameter: tableRequestEventParameter, events, words: tableRequestEventWords[lang] };
}
