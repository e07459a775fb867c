/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FeedError, feedWindow, parseFeed as parse } from './ical';
import { bookedNights } from './nights';
import { dayFromIso } from '@/lib/opening-status';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
/** The fixtures' bookings run from December 2026 to November 2027. */
const today = dayFromIso('2026-11-23');
const parseFeed = (text: string) => parse(text, today).booked;
const booked = (name: string) => bookedNights(parseFeed(fixture(name)));
const event = (start: string, end: string, extra = '') =>
  `BEGIN:VEVENT\nUID:${start}\nDTSTART;VALUE=DATE:${start}\nDTEND;VALUE=DATE:${end}\n${extra}END:VEVENT\n`;
const calendar = (...events: string[]) => `BEGIN:VCALENDAR\nVERSION:2.0\n${events.join('')}END:VCALENDAR\n`;

describe('parseFeed', () => {
  it('reads Airbnb’s "Reserved" and "Airbnb (Not available)" events, DTEND excluded, across New Year', () => {
    expect(parseFeed(fixture('airbnb.ics'))).toEqual([
      { arrival: '2026-12-24', departure: '2026-12-27' },
      { arrival: '2026-12-30', departure: '2027-01-03' },
      { arrival: '2027-02-10', departure: '2027-02-15' },
    ]);
  });

  it('frees the departure day for a new arrival', () => {
    const nights = booked('airbnb.ics');
    expect(nights.has(dayFromIso('2026-12-26'))).toBe(true);
    expect(nights.has(dayFromIso('2026-12-27'))).toBe(false);
  });

  it('reads Booking.com’s "CLOSED - Not available" blocks', () => {
    expect(parseFeed(fixture('booking.ics'))).toEqual([
      { arrival: '2027-02-12', departure: '2027-02-19' },
      { arrival: '2027-03-26', departure: '2027-03-30' },
    ]);
  });

  it('joins Abritel’s one-night stay and the block that follows it on the changeover day, skips a cancelled stay', () => {
    expect(parseFeed(fixture('abritel.ics'))).toEqual([{ arrival: '2027-03-05', departure: '2027-03-09' }]);
  });

  it('converts Gîtes de France’s date-times to Paris dates, across both daylight-saving changes and at midnight UTC', () => {
    expect(parseFeed(fixture('gites-de-france.ics'))).toEqual([
      // 23:30 UTC on the 14th is 00:30 on the 15th in Paris.
      { arrival: '2027-01-15', departure: '2027-01-16' },
      // Summer time starts on 28 March 2027: 15:00Z is 16:00 before, 09:00Z is 11:00 after.
      { arrival: '2027-03-27', departure: '2027-04-03' },
      // An all-day event with no end books its one night.
      { arrival: '2027-05-01', departure: '2027-05-02' },
      // Winter time comes back on 31 October 2027.
      { arrival: '2027-10-30', departure: '2027-11-01' },
    ]);
  });

  it('gives a date-time with no end its arrival night', () => {
    const text = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20270610T140000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    expect(parseFeed(text)).toEqual([{ arrival: '2027-06-10', departure: '2027-06-11' }]);
  });

  it('merges overlapping events into one stay', () => {
    const text = calendar(event('20270702', '20270709'), event('20270705', '20270712'), event('20270703', '20270704'));
    expect(parseFeed(text)).toEqual([{ arrival: '2027-07-02', departure: '2027-07-12' }]);
  });

  it('reads an empty calendar as no booking', () => {
    expect(parseFeed('BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n')).toEqual([]);
  });

  it.each([
    ['malformed.ics', 'date illisible'],
    ['not-ical.html', 'ce n’est pas un calendrier iCal'],
  ])('refuses %s', (name, message) => {
    expect(() => parseFeed(fixture(name))).toThrow(new FeedError(message));
  });

  it('refuses a calendar whose lines cannot be read', () => {
    expect(() => parseFeed('BEGIN:VCALENDAR\nthis is not a property\nEND:VCALENDAR')).toThrow(FeedError);
  });

  it.each(['20270230', '20271301'])('refuses the impossible date %s rather than book the wrong night', (written) => {
    expect(() => parseFeed(`BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART;VALUE=DATE:${written}\nEND:VEVENT\nEND:VCALENDAR`)).toThrow(
      new FeedError('date illisible'),
    );
  });

  it('refuses an event without a start', () => {
    expect(() => parseFeed('BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nSUMMARY:Reserved\nEND:VEVENT\nEND:VCALENDAR')).toThrow(
      'réservation sans date de début',
    );
  });

  it('refuses a feed with an event that ends before it starts, rather than book one night of it', () => {
    expect(() => parseFeed(calendar(event('20270702', '20270709'), event('20270712', '20270705')))).toThrow(
      new FeedError('une réservation finit avant de commencer (arrivée le 2027-07-12, départ le 2027-07-05)'),
    );
    const hours = 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:x\nDTSTART:20270610T140000Z\nDTEND:20270610T100000Z\nEND:VEVENT\nEND:VCALENDAR\n';
    expect(() => parseFeed(hours)).toThrow(
      new FeedError('une réservation finit avant de commencer (arrivée le 2027-06-10, départ le 2027-06-10)'),
    );
  });

  it.each([
    ['RRULE', 'RRULE:FREQ=WEEKLY;COUNT=10\n'],
    ['RDATE', 'RDATE;VALUE=DATE:20270801\n'],
  ])('refuses a feed with a repeated event (%s), which ical.js would read as its first occurrence alone', (_name, rule) => {
    expect(() => parseFeed(calendar(event('20270702', '20270704', rule)))).toThrow(
      new FeedError('réservation répétée (RRULE ou RDATE), que la synchronisation ne lit pas'),
    );
  });

  it('believes dates from one year before today to three years after, and keeps the rest of the feed', () => {
    expect(feedWindow(today)).toEqual({ first: dayFromIso('2025-11-23'), last: dayFromIso('2029-11-23') });
    const reading = parse(
      calendar(
        event('20251120', '20251122'), // more than a year ago
        event('20251123', '20251125'), // a year ago, to the day
        event('20270702', '20270709'),
        event('20291120', '20291123'), // ends on the window's last day
        event('20620701', '20620708'), // a year typed 2062
        event('20291120', '20620101'), // a block typed until 2062: its nights inside the window stay booked
      ),
      today,
    );
    expect(reading.booked).toEqual([
      { arrival: '2025-11-23', departure: '2025-11-25' },
      { arrival: '2027-07-02', departure: '2027-07-09' },
      { arrival: '2029-11-20', departure: '2029-11-23' },
    ]);
    expect(reading.outOfWindow).toEqual([
      { arrival: '2025-11-20', departure: '2025-11-22' },
      { arrival: '2062-07-01', departure: '2062-07-08' },
      { arrival: '2029-11-20', departure: '2062-01-01' },
    ]);
  });
});
