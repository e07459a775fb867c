// What the calendar on /hebergements shows for a unit type: per night, how many of its units are free;
// per day, a state in words; month grids; the next free periods. Pure: "today" is an argument.
import { dayFromIso, isoDay, weekdayOf } from '@/lib/opening-status';
import { bookedNights, rangeOfDays, type NightRange } from './nights';

/**
 * free: no stay ends or starts here; booked: a stay goes on through the day; arrival: a stay ends in
 * the morning and a new one can start; departure: a new stay can end here, the next guests arrive.
 */
export type DayState = 'free' | 'booked' | 'arrival' | 'departure';

export interface CalendarDay {
  readonly iso: string;
  readonly dayOfMonth: number;
  readonly state: DayState;
  /** Units of the type free on the night that starts this day. */
  readonly freeUnits: number;
}

export interface MonthGrid {
  /** "YYYY-MM". */
  readonly month: string;
  /** Weeks from Monday; null before the 1st and after the last day. */
  readonly weeks: readonly (readonly (CalendarDay | null)[])[];
}

/** The free units of a type, night by night (a night counts as free when at least one unit is). */
export interface TypeAvailability {
  readonly unitCount: number;
  freeUnitsOn(night: number): number;
  /** Whether one unit of the type is free on every night from arrival to the night before departure. */
  isStayFree(arrival: number, departure: number): boolean;
}

export function typeAvailability(bookedByUnit: readonly (readonly NightRange[])[]): TypeAvailability {
  const units = bookedByUnit.map(bookedNights);
  return {
    unitCount: units.length,
    freeUnitsOn: (night) => units.filter((booked) => !booked.has(night)).length,
    isStayFree: (arrival, departure) =>
      units.some((booked) => {
        for (let night = arrival; night < departure; night += 1) if (booked.has(night)) return false;
        return true;
      }),
  };
}

export function dayState(availability: TypeAvailability, day: number): DayState {
  const nightBeforeFree = availability.freeUnitsOn(day - 1) > 0;
  const nightFree = availability.freeUnitsOn(day) > 0;
  if (nightBeforeFree) return nightFree ? 'free' : 'departure';
  return nightFree ? 'arrival' : 'booked';
}

/** First day (day number) of the month `offset` months after the one holding `day`. */
export function monthStart(day: number, offset = 0): number {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1) / 86_400_000;
}

/** The grids of `count` months from the month holding `today`. */
export function monthGrids(availability: TypeAvailability, today: number, count: number): MonthGrid[] {
  return Array.from({ length: count }, (_, index) => {
    const first = monthStart(today, index);
    const next = monthStart(today, index + 1);
    const cells: (CalendarDay | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
    for (let day = first; day < next; day += 1) {
      const iso = isoDay(day);
      cells.push({ iso, dayOfMonth: Number(iso.slice(8)), state: dayState(availability, day), freeUnits: availability.freeUnitsOn(day) });
    }
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
    return { month: isoDay(first).slice(0, 7), weeks };
  });
}

export interface FreePeriod extends NightRange {
  readonly nights: number;
}

/** The first `limit` runs of free nights from `from` to the night before `until`. */
export function nextFreePeriods(availability: TypeAvailability, from: number, until: number, limit: number): FreePeriod[] {
  const periods: FreePeriod[] = [];
  let start: number | undefined;
  for (let night = from; night <= until && periods.length < limit; night += 1) {
    const free = night < until && availability.freeUnitsOn(night) > 0;
    if (free && start === undefined) start = night;
    if (!free && start !== undefined) {
      periods.push({ ...rangeOfDays(start, night), nights: night - start });
      start = undefined;
    }
  }
  return periods;
}

/**
 * The free periods as a visitor sees them on `today` (the page is built once and seen for days):
 * those over (their departure day has come) dropped, one under way starting today.
 */
export function freePeriodsOn(periods: readonly FreePeriod[], today: number): FreePeriod[] {
  return periods.flatMap((period) => {
    const departure = dayFromIso(period.departure);
    if (departure <= today) return [];
    const arrival = dayFromIso(period.arrival);
    return arrival < today ? [{ ...rangeOfDays(today, departure), nights: departure - today }] : [period];
  });
}

/** The day after the last night the calendar shows: the end of the 12th month. */
export function calendarEnd(today: number, months: number): number {
  return monthStart(today, months);
}
