// A Paris wall-clock time, as the owner types it ("2026-12-04", "19:00"), as an instant and as an
// ISO 8601 date with its offset ("2026-12-04T19:00:00+01:00"), for Google's Event data, the .ics
// file and the browser's "has it ended?". Without Intl, as lib/opening-status.ts computes Paris time.
import { isoDay, parisOffsetMs, parisTime } from './opening-status';

/**
 * The instant of a Paris wall-clock time. Of the hour skipped in March, the time reads as winter time
 * (02:30 is 03:30 summer time); of the hour told twice in October, the first (summer) one.
 */
export function parisInstant(day: string, time: string): number {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const summer = wall - 7_200_000;
  return parisOffsetMs(summer) === 7_200_000 ? summer : wall - 3_600_000;
}

/** "2026-12-04T19:00:00+01:00". */
export function parisIsoDateTime(day: string, time: string): string {
  const offsetHours = (Date.parse(`${day}T${time}:00Z`) - parisInstant(day, time)) / 3_600_000;
  return `${day}T${time}:00+0${offsetHours}:00`;
}

/** A calendar day `days` after "2027-10-29" (before, if negative), by the calendar: a 23- or 25-hour day is one day all the same. */
export function addCalendarDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The Paris day `days` after the one `now` falls on, "2026-12-04". */
export const parisDayIn = (days: number, now: number): string => addCalendarDays(isoDay(parisTime(new Date(now)).day), days);
