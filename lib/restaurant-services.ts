// The restaurant's services, day by day: the one module through which every reader of its hours goes
// (the open-now status, the hours table and sentences, the JSON-LD, the table request's days, slots
// and hints, dinner on the stay's first evening). The owner sets a week and, by period, the services
// that replace some of its days (Tuesday evenings in July and August); closures win over both. The
// data is plain, handed to the browser's leaves as props (read at build by content/restaurant-week.ts,
// closures added by features/opening-hours/place-schedules.ts); the functions are pure, in Paris days
// (days since 1970-01-01, lib/opening-status.ts), so that facts depending on today are computed in
// the visitor's browser with the Paris clock.
import type { TimePeriod } from './hours';
import { closureOn, periodsOn, weekdayOf, type ClosureDates, type PlaceSchedule, type WeekPeriod } from './opening-status';

export type { WeekPeriod } from './opening-status';

/** The owner's hours of the restaurant, as the data file gives them: no closures (the page adds them). */
export interface RestaurantHours {
  /** Monday first, 7 entries: the services of every week. */
  readonly week: readonly (readonly TimePeriod[])[];
  /** Services by period: on their weekdays between two month-days of every year, they replace the week's. */
  readonly periods: readonly WeekPeriod[];
  /** The times a table can be requested at, for every day; a day offers those its services serve. */
  readonly slots: readonly string[];
  /** A service opening from this time on is a dinner, before it a lunch. */
  readonly eveningStartsAt: string;
}

/** The hours and the closures that concern the restaurant: everything that says what is served on a day. */
export interface RestaurantServices extends RestaurantHours {
  readonly closures: readonly ClosureDates[];
}

/** The services as lib/opening-status.ts's status reads a place's hours. */
export function restaurantSchedule(services: RestaurantServices): PlaceSchedule {
  return { hours: { week: services.week, periods: services.periods }, closedOnPublicHolidays: false, closures: services.closures };
}

/** The services of a Paris day: a closure's none, else its period's, else the week's. */
export function servicesOn(services: RestaurantServices, day: number): readonly TimePeriod[] {
  return periodsOn(restaurantSchedule(services), day);
}

/** Why a day without service has none: its weekday is off every week of the year, or this date is (a closure, a period). */
export function closedReason(services: RestaurantServices, day: number): 'weekday' | 'date' | null {
  if (servicesOn(services, day).length > 0) return null;
  const weekday = weekdayOf(day);
  const openSomePeriod = services.periods.some((period) => period.weekdays.includes(weekday) && period.openings.length > 0);
  return closureOn(services.closures, day) || openSomePeriod || (services.week[weekday]?.length ?? 0) > 0 ? 'date' : 'weekday';
}

/** Every service the owner lists, the week's and the periods': the "whole week" of slotsOfDay's rule. */
export function everyService(hours: RestaurantHours): TimePeriod[] {
  return [...hours.week.flat(), ...hours.periods.flatMap((period) => period.openings)];
}

/**
 * The slots served on a day whose services are `periods`. A slot within a service (opening and
 * closing included) is kept. A slot outside every service of the owner's (`all`) is one written on
 * purpose after a closing (13:45 after a lunch closing at 13:30, which the editor lists for the owner
 * to check): it goes with the service that closes last before it, and is kept on a day that has a
 * service closing at that very time. Slots are "HH:MM", so they compare as text.
 *
 * Derived, not a « last seating » the owner sets per service: the owner lists the slots once and the
 * services once; a day keeps the slots that fall in its services, so a Wednesday closing at 20:30
 * drops the 21:30 a summer Tuesday serves, and a closure or a period changes the slots with no second
 * figure to keep in step.
 */
export function slotsOfDay(slots: readonly string[], periods: readonly TimePeriod[], all: readonly TimePeriod[]): string[] {
  const within = (slot: string, services: readonly TimePeriod[]) =>
    services.some((period) => period.opens <= slot && slot <= period.closes);
  return slots.filter((slot) => {
    if (within(slot, periods)) return true;
    if (within(slot, all)) return false;
    const before = all.map((period) => period.closes).filter((closes) => closes < slot);
    const closing = before.reduce<string | null>((latest, closes) => (latest === null || closes > latest ? closes : latest), null);
    return closing !== null && periods.some((period) => period.closes === closing);
  });
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The table slots of a Paris day, from its own services; on today (`now`, the Paris day and minute),
 * only those still to come.
 */
export function slotsOn(services: RestaurantServices, day: number, now?: { readonly day: number; readonly minutes: number }): string[] {
  const served = slotsOfDay(services.slots, servicesOn(services, day), everyService(services));
  return now && now.day === day ? served.filter((slot) => minutesOf(slot) > now.minutes) : served;
}

/** The dinner slots of a Paris day (dinner on the stay's evenings): its dinner services only, and the slots from the evening on. */
export function dinnerSlotsOn(services: RestaurantServices, day: number): string[] {
  const dinners = servicesOn(services, day).filter((period) => period.opens >= services.eveningStartsAt);
  return slotsOfDay(
    services.slots.filter((slot) => slot >= services.eveningStartsAt),
    dinners,
    everyService(services),
  );
}

/** Whether a Paris day serves the service (lunch or dinner) a time belongs to. */
export function servesServiceOf(services: RestaurantServices, day: number, time: string): boolean {
  const evening = time >= services.eveningStartsAt;
  return servicesOn(services, day).some((period) => period.opens >= services.eveningStartsAt === evening);
}

/**
 * The next `count` Paris days from `now` on that still have a slot to offer (today only with a slot
 * to come), looking at most `within` days ahead: the table request's quick choice of a day.
 */
export function nextServiceDays(
  services: RestaurantServices,
  now: { readonly day: number; readonly minutes: number },
  count: number,
  within = 60,
): number[] {
  const days: number[] = [];
  for (let day = now.day; day <= now.day + within && days.length < count; day += 1) {
    if (slotsOn(services, day, now).length > 0) days.push(day);
  }
  return days;
}

/** The slot nearest `time` (the earlier at the same distance); `time` itself when offered, "" when none is. */
export function nearestSlot(time: string, slots: readonly string[]): string {
  if (slots.includes(time)) return time;
  if (!/^\d{2}:\d{2}$/.test(time)) return slots[0] ?? '';
  let best = '';
  for (const slot of slots)
    if (best === '' || Math.abs(minutesOf(slot) - minutesOf(time)) < Math.abs(minutesOf(best) - minutesOf(time))) best = slot;
  return best;
}
