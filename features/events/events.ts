// The events the owner announces, one file of content/data/events each (checked against
// content/schema/events.ts by `npm run check:content` before every build), read at build time in a
// language. A file's name is the event's id in its page's address. The e2e build points EVENTS_DATA at
// a folder of events dated from the build (e2e/event-fixtures.ts), so that its tests hold on any day.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataFileOnDisk } from '@/content/data-file';
import { readLocalizedData } from '@/content/localized-data';
import type { EventParticipation, EventPlace, EventPriceKind, EventStatus } from '@/content/schema/event-choices';
import type { EventData } from '@/content/schema/events';
import { pathOf } from '@/config/routes';
import type { Lang } from '@/lib/i18n/languages';
import { hasEnded } from '@/features/events/has-ended';
import { parisInstant, parisIsoDateTime } from '@/lib/paris-time';

export const eventsFolder = dataFileOnDisk('content/data/events', 'EVENTS_DATA');

export interface SiteEvent {
  /** The file's name without .json, "2026-12-04-soiree-moules-frites": the event's id in addresses. */
  readonly slug: string;
  /** In the page's language, or the French marked by markFallback where it is not translated. */
  readonly title: string;
  readonly description: string;
  /** A photo of content/photos, or none: then the place's. */
  readonly photo?: { readonly file: string; readonly alt: string };
  /** Paris wall-clock time, as the owner wrote it. */
  readonly startDay: string;
  readonly startTime: string;
  readonly endDay: string;
  readonly endTime: string;
  /** ISO 8601 with the Paris offset, "2026-12-04T19:00:00+01:00". */
  readonly start: string;
  readonly end: string;
  /** Milliseconds since 1970: the instant the event ends, for "has it ended?". */
  readonly endsAt: number;
  readonly place: EventPlace;
  readonly participation: EventParticipation;
  readonly price:
    { readonly kind: Extract<EventPriceKind, 'gratuit'> } | { readonly kind: Exclude<EventPriceKind, 'gratuit'>; readonly euros: number };
  readonly status: EventStatus;
  /** Drinks with alcohol are served (the owner's box): the page carries the health message (CSP L3323-4). */
  readonly sellsAlcohol: boolean;
}

/**
 * Each event file's name and parsed JSON, in file name order: a name keeps the day the event was
 * created for, even once the owner moves its date, so callers sort by start themselves.
 */
function eventFiles(folder: string): { slug: string; data: unknown }[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    // No folder (git keeps no empty one): no event announced.
    return [];
  }
  return names
    .sort()
    .map((name) => ({ slug: name.slice(0, -'.json'.length), data: JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as unknown }));
}

function toSiteEvent(slug: string, event: EventData, french: { readonly title?: unknown; readonly description?: unknown }): SiteEvent {
  return {
    slug,
    title: event.title,
    description: event.description,
    ...(event.photo ? { photo: { file: event.photo, alt: event.photoAlt ?? '' } } : {}),
    startDay: event.startDay,
    startTime: event.startTime,
    endDay: event.endDay,
    endTime: event.endTime,
    start: parisIsoDateTime(event.startDay, event.startTime),
    end: parisIsoDateTime(event.endDay, event.endTime),
    endsAt: parisInstant(event.endDay, event.endTime),
    place: event.place,
    participation: event.participation,
    price:
      event.priceKind === 'gratuit' || event.priceEuros === undefined
        ? { kind: 'gratuit' }
        : { kind: event.priceKind, euros: event.priceEuros },
    status: event.status,
    // The owner's box, or the event's own French words naming a drink with alcohol: the health message is the site's to print.
    sellsAlcohol: event.sellsAlcohol === true || mentionsAlcohol(`${String(french.title ?? '')} ${String(french.description ?? '')}`),
  };
}

/**
 * Whether a text names a drink with alcohol (« vin chaud », « dégustation de vins », « bière »): an
 * event that does carries the health message (CSP L3323-4) even where the owner did not tick it.
 */
export function mentionsAlcohol(text: string): boolean {
  return /(?<![\p{L}])(?:vins?|bières?|cidres?|poirés?|kir|crémant|champagne|apéritifs?|pastis|liqueurs?|rhum|whisky|vodka|cocktails?|sangria|macvin|marc\s+du\s+jura|eau-de-vie|digestifs?|dégustation\s+de\s+vins?)(?![\p{L}])/iu.test(
    text,
  );
}

/**
 * Every event, ended ones included (their pages stay), in a language, by start. An event the owner
 * marks as an example to replace is published nowhere: no page, list, calendar file or JSON-LD.
 */
export function eventsIn(lang: Lang, folder = eventsFolder): SiteEvent[] {
  return eventFiles(folder)
    .map(({ slug, data }) => ({ slug, data, event: readLocalizedData<EventData>('events', data, lang) }))
    .filter(({ event }) => event.example !== true)
    .map(({ slug, data, event }) => toSiteEvent(slug, event, typeof data === 'object' && data !== null ? data : {}))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.slug.localeCompare(b.slug));
}

/** One event in a language, by its id. */
export function eventIn(slug: string, lang: Lang, folder = eventsFolder): SiteEvent | undefined {
  return eventsIn(lang, folder).find((event) => event.slug === slug);
}

/** The events not yet over at an instant (the build's, or the visitor's in the browser). */
export function upcomingEvents<T extends Pick<SiteEvent, 'endsAt'>>(events: readonly T[], now: number): T[] {
  return events.filter((event) => !hasEnded(event.endsAt, now));
}

/** When the build read the events: what it knew is what a page shows without JavaScript. */
export const readAt = Date.now();

/** The events not yet over when the build ran, in a language: the lists as served, before the browser's filter. */
export const upcomingAtBuildIn = (lang: Lang, folder = eventsFolder): SiteEvent[] => upcomingEvents(eventsIn(lang, folder), readAt);

/**
 * Whether a table can be requested for the event now: a restaurant evening taken by table, as
 * planned. A cancelled one takes nobody, a full one no more, and a postponed one has no date yet
 * (the old one must not fill the form). Both the event's page and the restaurant's form ask this.
 */
export const takesTableRequestsNow = (event: Pick<SiteEvent, 'place' | 'participation' | 'status'>): boolean =>
  event.place === 'restaurant' && event.participation === 'table' && event.status === 'prevu';

/** The events offered to search engines (the sitemap): those not over when the build ran. */
export const searchableAtBuild = (folder = eventsFolder): SiteEvent[] => upcomingAtBuildIn('fr', folder);

/** The address parameter that names the event a table request is for: the restaurant's form reads it and fills the event's day and hour. */
export const tableRequestEventParameter = 'evenement';

/** « Réserver une table pour cette soirée » of a restaurant event: the restaurant page's form, opened for that event. */
export function eventTableRequestPath(slug: string, lang: Lang): string {
  return `${pathOf('restaurant', lang)}?${tableRequestEventParameter}=${encodeURIComponent(slug)}#reservation`;
}
