// The booked nights of one iCal feed, as the booking platforms export them. Only dates leave this
// module: summaries, descriptions, guest names, phone digits and links are read by nobody.
import ICAL from 'ical.js';
import { dayFromIso, isoDay, parisTime } from '@/lib/opening-status';
import { isCalendarDay } from '@/lib/calendar-day';
import { mergeRanges, rangeOfDays, type NightRange } from './nights';

export class FeedError extends Error {}

/** The Paris date of a DTSTART or DTEND, as a day number. */
function parisDay(time: ICAL.Time): number {
  const wallDate = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  // A date, a floating time or one in a zone the feed does not define: the venue's own (Paris) calendar.
  if (time.isDate || time.zone?.tzid === 'floating') return dayFromIso(wallDate);
  // UTC (or a defined zone): the instant, then its Paris date (a 23:00Z arrival in winter is the next day).
  return parisTime(new Date(time.toUnixTime() * 1000)).day;
}

/** `day` moved by whole calendar years (29 February lands on 1 March). */
function yearsFrom(day: number, years: number): number {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate()) / 86_400_000;
}

/**
 * The dates a sync believes: from one year before today to three years after (Paris days). A booking
 * outside them is a platform's error (a year typed 2062, a test event from 2009), not a stay to show.
 */
export function feedWindow(today: number): { readonly first: number; readonly last: number } {
  return { first: yearsFrom(today, -1), last: yearsFrom(today, 3) };
}

export interface FeedReading {
  /** The booked nights, merged. */
  readonly booked: NightRange[];
  /** Events with a date outside feedWindow(today), as written in the feed: only their nights inside it are booked. */
  readonly outOfWindow: NightRange[];
}

/**
 * The nights an iCal text books, merged. All-day events end on their DTEND excluded (RFC 5545): the
 * departure day is free for a new arrival. An event with no end books one night (ical.js gives an
 * all-day DTSTART alone one day, a date-time alone no length). The nights of an event dated more than
 * a year ago or more than three years ahead are left out (the event listed), the rest of the feed read. Throws FeedError, in
 * French, for a text that is not iCal, holds an unreadable date, an event that ends before it starts or
 * a repeated event (RRULE, RDATE: ical.js would read its first occurrence alone, and the platforms
 * never write one): the caller keeps the unit's previous dates rather than publish a calendar with a
 * booking missing.
 */
export function parseFeed(text: string, today: number): FeedReading {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedError('ce n’est pas un calendrier iCal');
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedError('calendrier iCal mal formé');
  }
  const window = feedWindow(today);
  const ranges: NightRange[] = [];
  const outOfWindow: NightRange[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const status = vevent.getFirstPropertyValue('status');
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    if (!vevent.hasProperty('dtstart')) throw new FeedError('réservation sans date de début');
    if (vevent.hasProperty('rrule') || vevent.hasProperty('rdate')) {
      throw new FeedError('réservation répétée (RRULE ou RDATE), que la synchronisation ne lit pas');
    }
    // ical.js rolls an impossible date over (20270230 becomes 2 March): a wrong night must not pass as a right one.
    for (const name of ['dtstart', 'dtend']) {
      const written: unknown = vevent.getFirstProperty(name)?.jCal[3];
      if (written !== undefined && !(typeof written === 'string' && isCalendarDay(written.slice(0, 10))))
        throw new FeedError('date illisible');
    }
    let start: ICAL.Time;
    let end: ICAL.Time;
    try {
      const event = new ICAL.Event(vevent);
      start = event.startDate;
      end = event.endDate;
    } catch {
      // ical.js reads values lazily and throws on one it cannot make out (a DURATION of P1X).
      throw new FeedError('date illisible');
    }
    const arrival = parisDay(start);
    const departure = parisDay(end);
    if (end.compare(start) < 0 || departure < arrival) {
      throw new FeedError(`une réservation finit avant de commencer (arrivée le ${isoDay(arrival)}, départ le ${isoDay(departure)})`);
    }
    const range = rangeOfDays(arrival, Math.max(departure, arrival + 1));
    if (arrival >= window.first && dayFromIso(range.departure) <= window.last) {
      ranges.push(range);
      continue;
    }
    outOfWindow.push(range);
    // Only the nights inside the window are kept: an event wholly outside books none, and one across
    // its edge (a block typed until 2062) keeps its nights inside rather than free them.
    const first = Math.max(arrival, window.first);
    const last = Math.min(dayFromIso(range.departure), window.last);
    if (first < last) ranges.push(rangeOfDays(first, last));
  }
  return { booked: mergeRanges(ranges), outOfWindow };
}
