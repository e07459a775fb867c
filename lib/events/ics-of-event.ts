// An event of content/events.ts as its calendar file in a language: the page's words, the estate's
// address, the page's address. Read at build time by the calendar files' route handlers.
import { address, siteUrl } from '@/content/contact';
import { eventPrice, eventStatusText, eventWords } from '@/content/event-words';
import type { SiteEvent } from '@/content/events';
import { eventPath } from '@/content/routes';
import type { EventStatus } from '@/content/schema/event-choices';
import { siteName } from '@/content/site';
import type { Lang } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/lib/page-metadata';
import { eventIcs, type IcsStatus } from './ics';

/** A postponed event keeps its old date until the owner sets the new one: tentative, not confirmed. */
const icsStatuses: Readonly<Record<EventStatus, IcsStatus>> = { prevu: 'CONFIRMED', complet: 'CONFIRMED', reporte: 'TENTATIVE', annule: 'CANCELLED' };

/** The event's id in every calendar, the same in each language's file: "2026-12-04-soiree-moules-frites@chalets-du-lac.example". */
export const eventUid = (slug: string): string => `${slug}@${new URL(siteUrl).host}`;

/** The estate's address on one line: where every event takes place. */
export const estateLocation = (): string => `${siteName}, ${address.street}, ${address.postalCode} ${address.city}`;

/** The separator between a state and the title: French puts a space before its colon. */
const statusSeparator = (lang: Lang) => (lang === 'fr' ? ' : ' : ': ');

/**
 * The file of an event in a page's language. `textLanguage`: the language its title and description
 * are in, French where they stand in for a missing translation.
 */
export function siteEventIcs(event: SiteEvent, lang: Lang, stampedAt: number, textLanguage: Lang = lang): string {
  const words = eventWords[lang];
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
    description: [event.description, `${words.places[event.place]} · ${eventPrice(lang, event.price)} · ${words.participation[event.participation]}`, url].join('\n\n'),
    location: estateLocation(),
    url,
    status: icsStatuses[event.status],
  });
}
