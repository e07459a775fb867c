import ICAL from 'ical.js';
import type { SiteEvent } from '@/features/events/events';
import { siteUrl } from '@/config/contact';
import { parisInstant, parisIsoDateTime } from '@/lib/paris-time';
import { escapeText, foldLine } from './ics';
import { icsTextLanguage, siteEventIcs } from './ics-of-event';
import { eventPrice, eventWords } from './event-words';

function siteEvent(slug: string, day: string, start: string, end: string, fields: Partial<SiteEvent> = {}): SiteEvent {
  return {
    slug,
    title: 'Soirée moules-frites',
    description: 'Moules, frites; à volonté, au bord du lac.\nVenez nombreux.',
    startDay: day,
    startTime: start,
    endDay: day,
    endTime: end,
    start: parisIsoDateTime(day, start),
    end: parisIsoDateTime(day, end),
    endsAt: parisInstant(day, end),
    place: 'restaurant',
    participation: 'table',
    price: { kind: 'prix', euros: 18 },
    status: 'prevu',
    sellsAlcohol: false,
    ...fields,
  };
}

const winter = siteEvent('2026-12-04-soiree-moules-frites', '2026-12-04', '19:00', '22:30', {
  title: 'Mussels and fries night',
  description: 'Mussels, fries; as many as you like.',
});
const summer = siteEvent('2027-07-14-feu-d-artifice', '2027-07-14', '22:00', '23:30', { status: 'annule', place: 'domaine' });
const stampedAt = Date.parse('2026-11-24T10:00:00Z');

/** The file as a calendar application reads it: ical.js, with the file's own VTIMEZONE registered. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zoneComponent = calendar.getFirstSubcomponent('vtimezone');
  if (!zoneComponent) throw new Error('no VTIMEZONE');
  const zone = new ICAL.Timezone(zoneComponent);
  ICAL.TimezoneService.register(zone, 'Europe/Paris');
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, zoneComponent, vevent, event: new ICAL.Event(vevent) };
}

afterEach(() => ICAL.TimezoneService.reset());

describe('an event’s calendar file', () => {
  it('is an RFC 5545 calendar with the Paris zone and its EU summer-time rule', () => {
    const text = siteEventIcs(winter, 'en', stampedAt);
    const { calendar, zoneComponent } = parsed(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Chalets du lac/);
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(zoneComponent.getFirstPropertyValue('tzid')).toBe('Europe/Paris');
    const rules = Object.fromEntries(
      ['daylight', 'standard'].map((name) => [name, String(zoneComponent.getFirstSubcomponent(name)?.getFirstPropertyValue('rrule'))]),
    );
    expect(rules).toEqual({ daylight: 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', standard: 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
  });

  it.each([
    ['winter, at +01:00', winter, '2026-12-04T18:00:00.000Z', '2026-12-04T21:30:00.000Z', '19:00'],
    ['summer, at +02:00', summer, '2027-07-14T20:00:00.000Z', '2027-07-14T21:30:00.000Z', '22:00'],
  ])('starts and ends at its Paris times in %s', (_season, event, startUtc, endUtc, wallStart) => {
    const { vevent, event: parsedEvent } = parsed(siteEventIcs(event, 'en', stampedAt));
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
    expect(vevent.getFirstProperty('dtend')?.getParameter('tzid')).toBe('Europe/Paris');
    expect(parsedEvent.startDate.toString()).toContain(`T${wallStart}:00`);
    expect(parsedEvent.startDate.toJSDate().toISOString()).toBe(startUtc);
    expect(parsedEvent.endDate.toJSDate().toISOString()).toBe(endUtc);
  });

  it('says the event in the page’s language, at its page’s address, with a stable id', () => {
    const { vevent, event } = parsed(siteEventIcs(winter, 'en', stampedAt));
    expect(event.summary).toBe('Mussels and fries night');
    expect(event.description).toContain('Mussels, fries; as many as you like.');
    expect(event.description).toContain('At the restaurant');
    expect(vevent.getFirstProperty('summary')?.getParameter('language')).toBe('en');
    expect(vevent.getFirstPropertyValue('url')).toBe(`${new URL(siteUrl).origin}/en/events/2026-12-04-soiree-moules-frites/`);
    expect(event.uid).toBe(`2026-12-04-soiree-moules-frites@${new URL(siteUrl).host}`);
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-24T10:00:00Z');
    expect(event.location).toContain('Les Chalets du lac');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
  });

  it('gives a cancelled or postponed event a higher SEQUENCE than the planned one, so that a calendar takes the change', () => {
    expect(parsed(siteEventIcs(winter, 'en', stampedAt, 'en')).vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(parsed(siteEventIcs({ ...winter, status: 'complet' }, 'en', stampedAt)).vevent.getFirstPropertyValue('sequence')).toBe(0);
    expect(parsed(siteEventIcs(summer, 'fr', stampedAt)).vevent.getFirstPropertyValue('sequence')).toBe(1);
    const postponed = parsed(siteEventIcs({ ...winter, status: 'reporte' }, 'en', stampedAt)).vevent;
    expect(postponed.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(postponed.getFirstPropertyValue('sequence')).toBe(1);
  });

  it('marks its text French when the title or the description is the French one standing in for a translation', () => {
    const french = { title: 'Soirée moules-frites', description: 'Moules et frites.' };
    expect(icsTextLanguage('en', { title: 'Mussels night', description: 'Mussels and fries.' }, french)).toBe('en');
    expect(icsTextLanguage('en', { title: 'Soirée moules-frites', description: 'Mussels and fries.' }, french)).toBe('fr');
    expect(icsTextLanguage('de', { title: 'Muschelabend', description: 'Moules et frites.' }, french)).toBe('fr');
    expect(icsTextLanguage('fr', french, french)).toBe('fr');
  });

  it('says a cancelled event cancelled, in French on the French page, and French text standing in is marked French', () => {
    const { vevent, event } = parsed(siteEventIcs(summer, 'fr', stampedAt));
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.summary).toBe('Événement annulé\u00a0: Soirée moules-frites');
    expect(event.description).toContain('Moules, frites; à volonté, au bord du lac.\nVenez nombreux.');
    expect(vevent.getFirstPropertyValue('url')).toBe(`${new URL(siteUrl).origin}/evenements/2027-07-14-feu-d-artifice/`);
    const untranslated = parsed(siteEventIcs(summer, 'de', stampedAt, 'fr')).vevent;
    expect(untranslated.getFirstProperty('summary')?.getParameter('language')).toBe('fr');
    expect(String(untranslated.getFirstPropertyValue('summary'))).toBe('Abgesagt: Soirée moules-frites');
  });
});

describe('what an event’s file says of taking part', () => {
  it('says what its page says: a full event no way to take part, a cancelled one neither that nor a price', () => {
    const described = (event: SiteEvent) => String(parsed(siteEventIcs(event, 'en', stampedAt)).event.description);
    const takePart = eventWords.en.participation[winter.participation];
    const price = eventPrice('en', winter.price);
    expect(described(winter)).toContain(`${eventWords.en.places[winter.place]} · ${price} · ${takePart}`);
    const full = described({ ...winter, status: 'complet' });
    expect(full).toContain(`${eventWords.en.places[winter.place]} · ${price}`);
    expect(full).not.toContain(takePart);
    const cancelled = described({ ...winter, status: 'annule' });
    expect(cancelled).toContain(eventWords.en.places[winter.place]);
    expect(cancelled).not.toContain(price);
    expect(cancelled).not.toContain(takePart);
  });
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('drops the control characters RFC 5545 forbids in text (NUL, vertical tab, form feed, escape, DEL) and keeps a tab', () => {
    expect(escapeText('Soirée\u0000 moules\u000b-frites\u000c\u001b\u007f\tau lac\r\nà 19 h')).toBe(
      'Soirée moules-frites\tau lac\\nà 19 h',
    );
  });

  it('folds lines at 75 octets without cutting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((part) => Buffer.byteLength(part, 'utf8') <= 75)).toBe(true);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});
