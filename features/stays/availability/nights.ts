// Booked nights as ranges of Paris dates: a range is the arrival day and the departure day, the
// departure excluded (the night of the departure day is free for the next guest).
import { dayFromIso, isoDay } from '@/lib/opening-status';

/** Nights from `arrival` to the night before `departure`, both "YYYY-MM-DD". */
export interface NightRange {
  readonly arrival: string;
  readonly departure: string;
}

/** Sorted ranges with overlapping and touching ones joined: one form per set of nights, so two syncs compare equal. */
export function mergeRanges(ranges: readonly NightRange[]): NightRange[] {
  const sorted = ranges.filter((range) => range.arrival < range.departure).toSorted((a, b) => a.arrival.localeCompare(b.arrival));
  const merged: { arrival: string; departure: string }[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.arrival <= last.departure) {
      if (range.departure > last.departure) last.departure = range.departure;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/** The booked nights of ranges as a set of day numbers (days since 1970-01-01). */
export function bookedNights(ranges: readonly NightRange[]): Set<number> {
  const nights = new Set<number>();
  for (const range of ranges) {
    for (let night = dayFromIso(range.arrival); night < dayFromIso(range.departure); night += 1) nights.add(night);
  }
  return nights;
}

export function rangeOfDays(arrival: number, departure: number): NightRange {
  return { arrival: isoDay(arrival), departure: isoDay(departure) };
}
