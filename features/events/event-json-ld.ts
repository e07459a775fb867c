// An event's page told to search engines as a schema.org Event (Google's event rich result): its
// dates with the Paris offset, its state, the estate as its place and organiser, its price. Built from
// the same SiteEvent the page prints, so the two cannot disagree.
import type { Event, EventStatusType, Graph, ItemAvailability, Offer } from 'schema-dts';
import { eventPath, pathOf } from '@/config/routes';
import { describedWithWarning } from '@/features/events/event-words';
import type { SiteEvent } from '@/features/events/events';
import type { EventStatus } from '@/content/schema/event-choices';
import { siteName } from '@/config/site';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/config/page-metadata';
import { currency, nodeIds, postalAddress } from '@/config/structured-data';

/** A full event keeps its date: it is scheduled, its tickets sold out. */
const eventStatuses: Readonly<Record<EventStatus, EventStatusType>> = {
  prevu: 'https://schema.org/EventScheduled',
  complet: 'https://schema.org/EventScheduled',
  annule: 'https://schema.org/EventCancelled',
  reporte: 'https://schema.org/EventPostponed',
};

/**
 * A cancelled event keeps its offer, as Google's own cancelled example does (it asks to change the
 * status, not to strip the event), but nobody can take it any more: Discontinued.
 */
const availabilities: Readonly<Record<EventStatus, ItemAvailability>> = {
  prevu: 'https://schema.org/InStock',
  reporte: 'https://schema.org/InStock',
  complet: 'https://schema.org/SoldOut',
  annule: 'https://schema.org/Discontinued',
};

/**
 * A free event is offered at 0 €, as Google recommends; "from 12 €" offers its lowest price.
 * `offeredSince`: when the build read the events. The site keeps no date of announcement (a file's
 * first commit is not there in every build, the e2e one's events are never committed): the build's
 * time is the latest the offer can have been valid from, so it never claims too early a start.
 */
function eventOffer(event: SiteEvent, url: string, offeredSince: number): Offer {
  return {
    '@type': 'Offer',
    price: event.price.kind === 'gratuit' ? 0 : event.price.euros,
    priceCurrency: currency,
    availability: availabilities[event.status],
    validFrom: new Date(offeredSince).toISOString(),
    url,
  };
}

/**
 * The Event of a page in its language (an example the owner has still to replace is published
 * nowhere: features/events/events.ts). `images`: absolute addresses of the pictures that
 * show it, largest first (its banner photo, the events page's share image). `offeredSince`: when the
 * build read the events (features/events/events.ts readAt).
 */
export function eventJsonLd(event: SiteEvent, lang: Lang, images: readonly string[], offeredSince: number): Graph {
  const url = absoluteUrl(eventPath(event.slug, lang));
  const node: Event = {
    '@type': 'Event',
    '@id': `${url}#evenement`,
    name: event.title,
    description: describedWithWarning(lang, event),
    startDate: event.start,
    endDate: event.end,
    eventStatus: eventStatuses[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: siteName, address: postalAddress() },
    image: [...images],
    organizer: { '@type': 'LocalBusiness', '@id': nodeIds.venue, name: siteName, url: absoluteUrl(pathOf('home', lang)) },
    // The estate's own team holds its evenings: until an event names its performer, the estate performs.
    performer: { '@type': 'Organization', name: siteName },
    offers: eventOffer(event, url, offeredSince),
    inLanguage: intlLocales[lang],
    url,
  };
  return { '@context': 'https://schema.org', '@graph': [node] };
}
