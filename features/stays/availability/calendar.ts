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

/** Rows in every month grid: a month spans at most six weeks, and a grid that pages keeps its height. */
export const gridWeeks = 6;

/** The grid of the month holding `day`: weeks from Monday, always six, null outside the month. */
export function monthGrid(availability: TypeAvailability, day: number): MonthGrid {
  const first = monthStart(day);
  const next = monthStart(day, 1);
  const cells: (CalendarDay | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let current = first; current < next; current += 1) {
    const iso = isoDay(current);
    cells.push({
      iso,
      dayOfMonth: Number(iso.slice(8)),
      state: dayState(availability, current),
      freeUnits: availability.freeUnitsOn(current),
    });
  }
  while (cells.length < gridWeeks * 7) cells.push(null);
  const weeks = Array.from({ length: gridWeeks }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  return { month: isoDay(first).slice(0, 7), weeks };
}

/** A run of nights with the same answer: at least one unit free, or every unit booked. */
export interface StayPeriod extends NightRange {
  readonly free: boolean;
  readonly nights: number;
}

/** Every night from `from` to the night before `until`, as alternating free and booked periods. */
export function stayPeriods(availability: TypeAvailability, from: number, until: number): StayPeriod[] {
  const periods: StayPeriod[] = [];
  let start = from;
  for (let night = from + 1; night <= until; night += 1) {
    const free = availability.freeUnitsOn(start) > 0;
    if (night === until || availability.freeUnitsOn(night) > 0 !== free) {
      periods.push({ ...rangeOfDays(start, night), free, nights: night - start });
      start = night;
    }
  }
  return periods;
}

/**
 * The periods as a visitor sees them on `today` (the page is built once and seen for days): those
 * over (their departure day has come) dropped, the one under way starting today.
 */
export function periodsFrom(periods: readonly StayPeriod[], today: number): StayPeriod[] {
  return periods.flatMap((period) => {
    const departure = dayFromIso(period.departure);
    if (departure <= today) return [];
    const arrival = dayFromIso(period.arrival);
    return arrival < today ? [{ ...period, ...rangeOfDays(today, departure), nights: departure - today }] : [period];
  });
}

/** The day after the last night the calendar shows: the end of the 12th month. */
export function calendarEnd(today: number, months: number): number {
  return monthStart(today, months);
}
