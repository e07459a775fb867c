// Each place's hours from content/, in the one shape lib/opening-status.ts reads. Plain data, so a
// server component can hand it to the status leaf that runs in the browser.
import { glassworks, fishing } from '@/features/leisure/leisure';
import { closures, type Closure, type PlaceId } from '@/features/opening-hours/opening-status-words';
import { openingHours } from '@/content/restaurant-week';
import type { PlaceSchedule } from '@/lib/opening-status';

/** schema.org day names of features/leisure/leisure.ts, Monday first: their place is the weekday number. */
const schemaWeek = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function closuresOf(place: PlaceId): readonly Closure[];
export function closuresOf<T extends Closure>(place: PlaceId, all: readonly T[]): readonly T[];
export function closuresOf(place: PlaceId, all: readonly Closure[] = closures): readonly Closure[] {
  return all.filter((closure) => closure.places.includes(place));
}

export function placeSchedule(place: PlaceId, all: readonly Closure[] = closures): PlaceSchedule {
  const closed = closuresOf(place, all).map(({ from, through }) => ({ from, through }));
  switch (place) {
    case 'restaurant':
      return { hours: { week: openingHours.map((day) => day.periods) }, closedOnPublicHolidays: false, closures: closed };
    case 'etang': {
      const { opens, closes } = fishing.accessHours;
      return { hours: { week: schemaWeek.map(() => [{ opens, closes }]) }, closedOnPublicHolidays: false, closures: closed };
    }
    case 'verrerie':
      return {
        hours: {
          seasons: glassworks.periods.map(({ validFrom, validThrough, openings }) => ({ validFrom, validThrough, openings })),
          openWeekdays: glassworks.openDays.map((day) => schemaWeek.indexOf(day)),
        },
        closedOnPublicHolidays: glassworks.closedOnPublicHolidays,
        closures: closed,
      };
  }
}
