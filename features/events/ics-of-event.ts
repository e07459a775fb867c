// An event of features/events/events.ts as its calendar file in a language: the page's words, the estate's
// address, the page's address. Read at build time by the calendar files' route handlers.
import { addressLines, siteUrl } from '@/config/contact';
import { describedWithWarning, eventPrice, eventStatusText, eventWords } from '@/features/events/event-words';
import type { SiteEvent } from '@/features/events/events';
import { eventPath } from '@/config/routes';
import type { EventStatus } from '@/content/schema/event-choices';
import { siteName } from '@/config/site';
import type { Lang } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/config/page-metadata';
import { eventIcs, type IcsStatus } from './ics';

/** A postponed event keeps its old date until the owner sets the new one: tentative, not confirmed. */
const icsStatuses: Readonly<Record<EventStatus, IcsStatus>> = {
  prevu: 'CONFIRMED',
  complet: 'CONFIRMED',
  reporte: 'TENTATIVE',
  annule: 'CANCELLED',
};

/**
 * A cancelled or postponed event is a revision of the one a calendar imported as planned: a higher
 * SEQUENCE makes the calendar take the change when the file is opened again, not keep its copy. The
 * site counts no edits, so planned (or full) is revision 0, cancelled or postponed 1.
 */
const icsSequences: Readonly<Record<EventStatus, number>> = { prevu: 0, complet: 0, reporte: 1, annule: 1 };

/**
 * The language the file's texts are in: the page's, or French when its title or its description
 * is the French one standing in for a missing translation (then the text is mostly French).
 */
export function icsTextLanguage(
  lang: Lang,
  event: Pick<SiteEvent, 'title' | 'description'>,
  french: Pick<SiteEvent, 'title' | 'description'>,
): Lang {
  return lang !== 'fr' && (event.title === french.title || event.description === french.description) ? 'fr' : lang;
}

/** The event's id in every calendar, the same in each language's file: "2026-12-04-soiree-moules-frites@chalets-du-lac.example". */
export const eventUid = (slug: string): string => `${slug}@${new URL(siteUrl).host}`;

/** The estate's address on one line: where every event takes place (its name alone until the address is given). */
export function estateLocation(): string {
  return [siteName, ...addressLines].join(', ');
}

/** The separator between a state and the title: French puts a space before its colon. */
const statusSeparator = (lang: Lang) => (lang === 'fr' ? '\u00a0: ' : ': ');

/**
 * Where, at what price and how to take part, as the event's page says them: a cancelled event keeps its
 * place alone, a full one no way to take part (« Fully booked » beside « Just come along » said both).
 */
function eventFacts(event: SiteEvent, lang: Lang): string {
  const words = eventWords[lang];
  return [
    words.places[event.place],
    ...(event.status === 'annule' ? [] : [eventPrice(lang, event.price)]),
    ...(event.status === 'annule' || event.status === 'complet' ? [] : [words.participation[event.participation]]),
  ].join(' · ');
}

/**
 * The file of an event in a page's language. `textLanguage`: the language its title and description
 * are in, French where they stand in for a missing translation.
 */
export function siteEventIcs(event: SiteEvent, lang: Lang, stampedAt: number, textLanguage: Lang = lang): string {
  const status = eventStatusText(lang, event.status);
  const url = absoluteUrl(eventPath(event.slug, lang));
  return eventIcs({
    uid: eventUid(event.slug),
    stampedAt,
    startDay: event.startDay,
    startTime: event.startTime,
    endDay: event.endDay,
    endTime: event.endTime,
    language: textLanguage,
    summary: status ? `${status}${statusSeparator(lang)}${event.title}` : event.title,
    description: [describedWithWarning(textLanguage, event), eventFacts(event, lang), url].join('\n\n'),
    location: estateLocation(),
    url,
    status: icsStatuses[event.status],
    sequence: icsSequences[event.status],
  });
}
