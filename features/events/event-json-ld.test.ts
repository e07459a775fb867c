import type { SiteEvent } from '@/features/events/events';
import { siteUrl } from '@/config/contact';
import { parisInstant, parisIsoDateTime } from '@/lib/paris-time';
import { eventJsonLd } from './event-json-ld';
import { eventWords } from './event-words';

// Google's Event rich result (developers.google.com/search/docs/appearance/structured-data/event).
const requiredProperties = ['name', 'startDate', 'location.address'] as const;
const recommendedProperties = [
  'description',
  'endDate',
  'eventAttendanceMode',
  'eventStatus',
  'image',
  'offers.price',
  'offers.priceCurrency',
  'offers.availability',
  'offers.url',
  'offers.validFrom',
  'organizer.name',
  'organizer.url',
  'performer.name',
] as const;

type Node = Record<string, unknown>;

const valueAt = (node: Node, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Node)[key] : undefined), node);

function fixture(day: string, fields: Partial<SiteEvent> = {}): SiteEvent {
  return {
    slug: `${day}-soiree-moules-frites`,
    title: 'Mussels and fries night',
    description: 'Mussels and as many homemade fries as you like, by the lake.',
    startDay: day,
    startTime: '19:00',
    endDay: day,
    endTime: '22:30',
    start: parisIsoDateTime(day, '19:00'),
    end: parisIsoDateTime(day, '22:30'),
    endsAt: parisInstant(day, '22:30'),
    place: 'restaurant',
    participation: 'table',
    price: { kind: 'prix', euros: 18 },
    status: 'prevu',
    sellsAlcohol: false,
    ...fields,
  };
}

const images = [`${siteUrl}/images/cuisine-figue-1280.jpg`, `${siteUrl}/og/en/events.png`];

/** When the build read the events: the offers are valid from then. */
const readAt = Date.parse('2026-11-24T10:56:00Z');

/** The Event as search engines read it: the JSON text parsed back. */
function eventNode(event: SiteEvent): Node {
  const graph = JSON.parse(JSON.stringify(eventJsonLd(event, 'en', images, readAt))) as { '@context': string; '@graph': Node[] };
  expect(graph['@context']).toBe('https://schema.org');
  const node = graph['@graph'].find((candidate) => candidate['@type'] === 'Event');
  if (!node) throw new Error('no Event in the graph');
  return node;
}

describe('an event told to search engines', () => {
  const node = eventNode(fixture('2026-12-04'));

  it.each([...requiredProperties, ...recommendedProperties])('has %s, which Google asks for', (property) => {
    const value = valueAt(node, property);
    expect(value).toBeDefined();
    expect(value).not.toBe('');
  });

  it('gives its dates with the Paris offset of the season', () => {
    expect(node.startDate).toBe('2026-12-04T19:00:00+01:00');
    expect(node.endDate).toBe('2026-12-04T22:30:00+01:00');
    const summer = eventNode(fixture('2027-07-14'));
    expect(summer.startDate).toBe('2027-07-14T19:00:00+02:00');
    expect(summer.endDate).toMatch(/\+02:00$/);
  });

  it('takes place at the estate, which organises it, in person, at its page’s price', () => {
    expect(node).toMatchObject({
      name: 'Mussels and fries night',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      inLanguage: 'en-GB',
      location: { '@type': 'Place', name: 'Les Chalets du lac', address: { '@type': 'PostalAddress' } },
      organizer: { name: 'Les Chalets du lac', url: `${new URL(siteUrl).origin}/en/` },
      performer: { '@type': 'Organization', name: 'Les Chalets du lac' },
      offers: {
        '@type': 'Offer',
        price: 18,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        validFrom: '2026-11-24T10:56:00.000Z',
        url: `${new URL(siteUrl).origin}/en/events/2026-12-04-soiree-moules-frites/`,
      },
    });
    expect(node.image).toEqual(images);
  });

  it('follows the description of an event that serves alcohol with the health message (CSP L3323-4)', () => {
    const plain = eventNode(fixture('2026-12-04'));
    const served = eventNode(fixture('2026-12-04', { sellsAlcohol: true }));
    expect(served.description).toBe(`${String(plain.description)} ${eventWords.en.alcoholWarning}`);
    expect(plain.description).not.toContain(eventWords.en.alcoholWarning);
  });

  it('says a cancelled or postponed event so, and a full one sold out but scheduled; a free one costs 0', () => {
    const cancelled = eventNode(fixture('2026-12-04', { status: 'annule' }));
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(cancelled.offers).toMatchObject({ availability: 'https://schema.org/Discontinued' });
    expect(eventNode(fixture('2026-12-04', { status: 'reporte' })).eventStatus).toBe('https://schema.org/EventPostponed');
    const full = eventNode(fixture('2026-12-04', { status: 'complet', price: { kind: 'gratuit' } }));
    expect(full.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(full.offers).toMatchObject({ price: 0, availability: 'https://schema.org/SoldOut' });
  });
});
