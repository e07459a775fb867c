// A table request made for a restaurant event: which event the address asks for, and the form it
// starts with. Pure, in no language: the words come with the events (table-request-events.ts).
import { hasEnded } from '@/features/events/has-ended';
import { emptyReservation, type ReservationValues } from './reservation';
import type { TableRequestEvent } from './table-request-events';

/** The event `?<parameter>=<slug>` names, if it is one the form knows and it has not ended by `now`; otherwise none, silently. */
export function requestedEvent(
  events: readonly TableRequestEvent[],
  parameter: string,
  search: string,
  now: number,
): TableRequestEvent | null {
  const slug = new URLSearchParams(search).get(parameter);
  if (!slug) return null;
  return events.find((event) => event.slug === slug && !hasEnded(event.endsAt, now)) ?? null;
}

/** The slot at the event's start, else the first after it, else "" (the visitor chooses). Slots are "HH:MM", so they compare as text. */
export function slotFor(start: string, slots: readonly string[]): string {
  return [...slots].sort().find((slot) => slot >= start) ?? '';
}

/**
 * The form a visit starts with: the draft kept from earlier in the visit, else the empty form. Arriving
 * from an event's link, its day and start replace the draft's date and time (the visitor just chose that
 * event), unless the draft is already on the event's day: then its time is theirs (a reload keeps it).
 * Every other field typed earlier stays.
 */
export function startingRequest(
  draft: ReservationValues | null,
  event: TableRequestEvent | null,
  slots: readonly string[],
): ReservationValues {
  const start = draft ?? emptyReservation(slots[0] ?? '');
  if (!event || start.date === event.day) return start;
  return { ...start, date: event.day, heure: slotFor(event.time, slots) };
}

/** The event a request is for, only while the form's date is the event's day: a request for another day names no event. */
export const eventForDate = (event: TableRequestEvent | null, date: string): TableRequestEvent | null =>
  event && event.day === date ? event : null;

/** The page's address without the event's parameter, so that a reload does not bring back an event the visitor removed. */
export function addressWithoutEvent(href: string, parameter: string): string {
  return addressWithEvent(href, parameter, null);
}

/** The page's address naming the event (or none): a reload brings back the request as it stands, for the event's day or another. */
export function addressWithEvent(href: string, parameter: string, slug: string | null): string {
  const url = new URL(href);
  if (slug) url.searchParams.set(parameter, slug);
  else url.searchParams.delete(parameter);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The event's line of the prepared e-mail, in the visitor's language: "Soirée moules-frites, vendredi 4 décembre". */
export const eventMailtoName = (event: Pick<TableRequestEvent, 'title' | 'when'>): string => `${event.title}, ${event.when}`;
