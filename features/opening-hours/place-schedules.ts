// Each place's hours from the owner's data, in the one shape lib/opening-status.ts reads. Plain data, so a
// server component can hand it to the status leaf that runs in the browser.
import { readDataFile } from '@/content/schema/editor-values';
import type { GlassworksData } from '@/content/schema/glassworks';
import type { FishingData } from '@/content/schema/prices';
import { weekdayIds } from '@/content/schema/weekdays';
import { ownerDataFile } from '@/content/owner-data';
import { closures, type Closure, type PlaceId } from '@/features/opening-hours/opening-status-words';
import { restaurantHours } from '@/content/restaurant-week';
import type { PlaceSchedule } from '@/lib/opening-status';
import { restaurantSchedule, type RestaurantServices } from '@/lib/restaurant-services';

// Checked against their schemas by `npm run check:content` before every build; only the types are imported here.
const fishing = readDataFile<FishingData>(ownerDataFile('fishing'));
const glassworks = readDataFile<GlassworksData>(ownerDataFile('glassworks'));

export function closuresOf(place: PlaceId): readonly Closure[];
export function closuresOf<T extends Closure>(place: PlaceId, all: readonly T[]): readonly T[];
export function closuresOf(place: PlaceId, all: readonly Closure[] = closures): readonly Closure[] {
  return all.filter((closure) => closure.places.includes(place));
}

/**
 * The restaurant's hours with its closures: what lib/restaurant-services.ts answers every question of
 * a day from (the status, the table request, dinner on arrival). Plain data, handed to the browser.
 */
export function restaurantServicesWith(all: readonly Closure[] = closures): RestaurantServices {
  return { ...restaurantHours, closures: closuresOf('restaurant', all).map(({ from, through }) => ({ from, through })) };
}

export function placeSchedule(place: PlaceId, all: readonly Closure[] = closures): PlaceSchedule {
  const closed = closuresOf(place, all).map(({ from, through }) => ({ from, through }));
  switch (place) {
    case 'restaurant':
      return restaurantSchedule(restaurantServicesWith(all));
    case 'etang': {
      const { opens, closes } = fishing.accessHours;
      return { hours: { week: weekdayIds.map(() => [{ opens, closes }]) }, closedOnPublicHolidays: false, closures: closed };
    }
    case 'verrerie':
      return {
        hours: {
          seasons: glassworks.periods.map(({ from, through, openings }) => ({ validFrom: from, validThrough: through, openings })),
          openWeekdays: glassworks.openDays.map((day) => weekdayIds.indexOf(day)),
        },
        closedOnPublicHolidays: glassworks.closedOnPublicHolidays,
        closures: closed,
      };
  }
}
