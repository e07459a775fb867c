// The restaurant's hours and table settings, from the owner's data: read when the site is built, so no
// page's script imports this (the browser's leaves get them as props). What is served on a day is
// lib/restaurant-services.ts's to say, from these; the closures join them in
// features/opening-hours/place-schedules.ts. The words are in features/restaurant/restaurant-words.ts.
import { readDataFile } from './schema/editor-values';
import { maxLargestParty, type RestaurantHoursData } from './schema/restaurant-hours';
import { weekdayIds } from './schema/weekdays';
import { ownerDataFile } from './owner-data';
import type { RestaurantHours } from '@/lib/restaurant-services';

const hoursData = ownerDataFile('restaurant-hours');

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const hours = readDataFile<RestaurantHoursData>(hoursData);

/** The week (Monday first), the periods, the time slots and the evening's start, from content/data/restaurant-hours.json. */
export const restaurantHours: RestaurantHours = {
  week: weekdayIds.map((id) => hours.week[id]),
  periods: hours.periods.map((period) => ({
    from: period.from,
    through: period.through,
    weekdays: weekdayIds.filter((id) => period.days.includes(id)).map((id) => weekdayIds.indexOf(id)),
    openings: period.services,
  })),
  slots: hours.timeSlots,
  eveningStartsAt: hours.eveningStartsAt,
};

/** The most people a table request may count: the owner's group size, else what the form takes at all; above it, « for groups, call us ». */
export const largestParty: number = hours.largestParty ?? maxLargestParty;

/** Whether the owner gave that group size: the form's hint says a limit only then, never the form's own 99. */
export const largestPartyGiven: boolean = hours.largestParty !== undefined;
