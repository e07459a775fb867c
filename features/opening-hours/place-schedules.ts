// Each place's hours from the owner's data, in the one shape lib/opening-status.ts reads. Plain data, so a
// server component can hand it to the status leaf that runs in the browser.
import { readDataFile } from '@/content/schema/editor-values';
import type { GlassworksData } from '@/content/schema/glassworks';
import type { FishingData } from '@/content/schema/prices';
import { weekdayIds } from '@/content/schema/weekdays';
import { ownerDataFile } from '@/content/owner-data';
import { closures, type Closure, type PlaceId } from '@/features/opening-hours/opening-status-words';
import { openingHours } from '@/content/restaurant-week';
import type { PlaceSchedule } from '@/lib/opening-status';

// Checked against their schemas by `npm run check:content` before every build; only the types are imported here.
const fishing = readDataFile<FishingData>(ownerDataFile('fishing'));
const glassworks = readDataFile<GlassworksData>(ownerDataFile('glassworks'));

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
