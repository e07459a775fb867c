// The booked nights of one iCal feed, as the booking platforms export them. Only dates leave this
// module: summaries, descriptions, guest names, phone digits and links are read by nobody.
import ICAL from 'ical.js';
import { dayFromIso, parisTime } from '@/lib/opening-status';
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

/**
 * The nights an iCal text books, merged. All-day events end on their DTEND excluded (RFC 5545): the
 * departure day is free for a new arrival. An event with no end books one night (ical.js gives an
 * all-day DTSTART alone one day, a date-time alone no length). Throws FeedError, in French, for a
 * text that is not iCal or holds an unreadable date: the caller keeps the unit's previous dates rather
 * than publish a calendar with a booking missing.
 */
export function parseFeed(text: string): NightRange[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedError('ce n’est pas un calendrier iCal');
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedError('calendrier iCal mal formé');
  }
  const ranges: NightRange[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const status = vevent.getFirstPropertyValue('status');
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    if (!vevent.hasProperty('dtstart')) throw new FeedError('réservation sans date de début');
    // ical.js rolls an impossible date over (20270230 becomes 2 March): a wrong night must not pass as a right one.
    for (const name of ['dtstart', 'dtend']) {
      const written: unknown = vevent.getFirstProperty(name)?.jCal[3];
      if (written !== undefined && !(typeof written === 'string' && isCalendarDay(written.slice(0, 10)))) throw new FeedError('date illisible');
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
    ranges.push(rangeOfDays(arrival, Math.max(departure, arrival + 1)));
  }
  return mergeRanges(ranges);
}
