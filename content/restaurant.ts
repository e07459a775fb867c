// The reservation form's script imports this module: facts only here, the words are in
// content/restaurant-page.ts and reach the form as props, in the page's language alone.
import hoursData from './data/restaurant-hours.json';
import { readDataFile } from './schema/editor-values';
import type { RestaurantHoursData } from './schema/restaurant-hours';
import { weekdayIds, weekdayNames, type WeekdayId } from './schema/weekdays';

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const hours = readDataFile<RestaurantHoursData>(hoursData);

export interface OpeningHours {
  readonly id: WeekdayId;
  /** The French name, as the schema.org days of lib/structured-data.ts read it; pages name the day in their own language. */
  readonly day: string;
  /** Opening periods as 24-hour "HH:MM" pairs; empty when closed. Drives the text and structured data. */
  readonly periods: readonly { readonly opens: string; readonly closes: string }[];
}

/** The week, Monday first, from content/data/restaurant-hours.json. */
export const openingHours: readonly OpeningHours[] = weekdayIds.map((id) => ({ id, day: weekdayNames[id], periods: hours.week[id] }));

/** A time slot from this hour on belongs to the evening service, before it to lunch. */
export const eveningStartsAt = hours.eveningStartsAt;

/** The form's fields, by the names the e-mail provider's template reads (docs/emailjs-modele.html). */
export const reservationFields = ['nom', 'prenom', 'telephone', 'email', 'date', 'heure', 'personnes', 'message'] as const;

export type ReservationField = (typeof reservationFields)[number];

/** How a failed sending is explained to the visitor: each kind has its own advice in every language. */
export type SendFailureKind = 'network' | 'timeout' | 'throttled' | 'unavailable' | 'refused';

/**
 * The start of the subject of the e-mail the owner receives, French whatever the visitor's language
 * (the owner reads French): "Réservation Restaurant - Prénom Nom".
 */
export const ownerSubjectPrefix = 'Réservation Restaurant';

/** Longest text each field takes, so that a request always fits in an e-mail. */
export const reservationMaxLengths = {
  nom: 80,
  prenom: 80,
  telephone: 25,
  email: 254,
  date: 10,
  heure: 5,
  personnes: 4,
  message: 1000,
} as const;

/** The times a table can be requested for; the first is the form's default. */
export const timeSlots: readonly string[] = hours.timeSlots;

export const defaultTimeSlot: string = timeSlots[0] ?? '';
