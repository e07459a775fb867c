// An event's page told to search engines as a schema.org Event (Google's event rich result): its
// dates with the Paris offset, its state, the estate as its place and organiser, its price. Built from
// the same SiteEvent the page prints, so the two cannot disagree.
import type { Event, EventStatusType, Graph, ItemAvailability, Offer } from 'schema-dts';
import { eventPath, pathOf } from '@/content/routes';
import type { SiteEvent } from '@/content/events';
import type { EventStatus } from '@/content/schema/event-choices';
import { siteName } from '@/content/site';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/lib/page-metadata';
import { currency, nodeIds, postalAddress } from '@/lib/structured-data';

/** A full event keeps its date: it is scheduled, its tickets sold out. */
const eventStatuses: Readonly<Record<EventStatus, EventStatusType>> = {
  prevu: 'https://schema.org/EventScheduled',
  complet: 'https://schema.org/EventScheduled',
  annule: 'https://schema.org/EventCancelled',
  reporte: 'https://schema.org/EventPostponed',
};

const availability = (status: EventStatus): ItemAvailability =>
  status === 'complet' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock';

/** A free event is offered at 0 €, as Google recommends; "from 12 €" offers its lowest price. */
function eventOffer(event: SiteEvent, url: string): Offer {
  return {
    '@type': 'Offer',
    price: event.price.kind === 'gratuit' ? 0 : event.price.euros,
    priceCurrency: currency,
    availability: availability(event.status),
    url,
  };
}

/**
 * The Event of a page in its language. `images`: absolute addresses of the pictures that show it,
 * largest first (its banner photo, the events page's share image).
 */
export function eventJsonLd(event: SiteEvent, lang: Lang, images: readonly string[]): Graph {
  const url = absoluteUrl(eventPath(event.slug, lang));
  const node: Event = {
    '@type': 'Event',
    '@id': `${url}#evenement`,
    name: event.title,
    description: event.description,
    startDate: event.start,
    endDate: event.end,
    eventStatus: eventStatuses[event.status],
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: siteName, address: postalAddress() },
    image: [...images],
    organizer: { '@type': 'LocalBusiness', '@id': nodeIds.venue, name: siteName, url: absoluteUrl(pathOf('home', lang)) },
    offers: eventOffer(event, url),
    inLanguage: intlLocales[lang],
    url,
  };
  return { '@context': 'https://schema.org', '@graph': [node] };
}
