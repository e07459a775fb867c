// The restaurant's week and time slots, from the owner's data: read when the site is built, so no page's
// script imports this (the reservation form gets them as props, features/restaurant/reservation-setup.ts).
// The words are in features/restaurant/restaurant-words.ts.
import { readDataFile } from './schema/editor-values';
import type { RestaurantHoursData } from './schema/restaurant-hours';
import { weekdayIds, weekdayNames, type WeekdayId } from './schema/weekdays';
import { ownerDataFile } from './owner-data';

const hoursData = ownerDataFile('restaurant-hours');

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const hours = readDataFile<RestaurantHoursData>(hoursData);

export interface OpeningHours {
  readonly id: WeekdayId;
  /** The French name, as the schema.org days of site/structured-data.ts read it; pages name the day in their own language. */
  readonly day: string;
  /** Opening periods as 24-hour "HH:MM" pairs; empty when closed. Drives the text and structured data. */
  readonly periods: readonly { readonly opens: string; readonly closes: string }[];
}

/** The week, Monday first, from content/data/restaurant-hours.json. */
export const openingHours: readonly OpeningHours[] = weekdayIds.map((id) => ({ id, day: weekdayNames[id], periods: hours.week[id] }));

/** A time slot from this hour on belongs to the evening service, before it to lunch. */
export const eveningStartsAt = hours.eveningStartsAt;

/** The times a table can be requested for; the first is the form's default. */
export const timeSlots: readonly string[] = hours.timeSlots;
