// A table request made for a restaurant event: which event the address asks for, and the form it
// starts with. Pure, in no language: the words come with the events (table-request-events.ts).
import { initialReservationValues, type ReservationValues } from './reservation';
import type { TableRequestEvent } from './table-request-events';

/** The event `?<parameter>=<slug>` names, if it is one the form knows and it has not ended by `now`; otherwise none, silently. */
export function requestedEvent(events: readonly TableRequestEvent[], parameter: string, search: string, now: number): TableRequestEvent | null {
  const slug = new URLSearchParams(search).get(parameter);
  if (!slug) return null;
  return events.find((event) => event.slug === slug && event.endsAt > now) ?? null;
}

/** The slot at the event's start, else the first after it, else "" (the visitor chooses). Slots are "HH:MM", so they compare as text. */
export function slotFor(start: string, slots: readonly string[]): string {
  return [...slots].sort().find((slot) => slot >= start) ?? '';
}

/**
 * The form a visit starts with: the draft kept from earlier in the visit, else the empty form; for an
 * event, its day and start fill the date and time, unless the visitor already chose either (what they
 * typed is never replaced).
 */
export function startingRequest(draft: ReservationValues | null, event: TableRequestEvent | null, slots: readonly string[]): ReservationValues {
  const start = draft ?? initialReservationValues;
  const chosen = start.date !== initialReservationValues.date || start.heure !== initialReservationValues.heure;
  if (!event || chosen) return start;
  return { ...start, date: event.day, heure: slotFor(event.time, slots) };
}

/** The page's address without the event's parameter, so that a reload does not bring back an event the visitor removed. */
export function addressWithoutEvent(href: string, parameter: string): string {
  const url = new URL(href);
  url.searchParams.delete(parameter);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The event's line of the prepared e-mail, in the visitor's language: "Soirée moules-frites, vendredi 4 décembre". */
export const eventMailtoName = (event: Pick<TableRequestEvent, 'title' | 'when'>): string => `${event.title}, ${event.when}`;
