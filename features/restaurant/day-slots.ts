// Which of the owner's time slots a day offers, from that day's own services: the one rule of both
// request forms (the table request, features/restaurant/reservation-form.tsx, and dinner in the stay
// request, features/stays/stay-dinner.ts). Pure, in no language, without the owner's data.
//
// Derived, not a « last seating » the owner sets per service: the owner already lists the slots once
// and each day's services once; a day keeps the slots that fall in its services, so a Wednesday
// closing at 20:30 drops the 21:30 a summer Saturday serves, and a closure or special hours change
// the slots with no second figure to keep in step.
import type { TimePeriod } from '@/lib/hours';

/**
 * The slots served on a day whose services are `periods`. A slot within a service (opening and
 * closing included) is kept. A slot outside every service of the whole `week` is one the owner wrote
 * on purpose after a closing (13:45 after a lunch closing at 13:30, which the editor lists for the
 * owner to check): it goes with the service that closes last before it, and is kept on a day that has
 * a service closing at that very time. Slots are "HH:MM", so they compare as text.
 */
export function slotsOfDay(slots: readonly string[], periods: readonly TimePeriod[], week: readonly (readonly TimePeriod[])[]): string[] {
  const all = week.flat();
  const within = (slot: string, services: readonly TimePeriod[]) => services.some((period) => period.opens <= slot && slot <= period.closes);
  return slots.filter((slot) => {
    if (within(slot, periods)) return true;
    if (within(slot, all)) return false;
    const before = all.map((period) => period.closes).filter((closes) => closes < slot);
    const closing = before.reduce<string | null>((latest, closes) => (latest === null || closes > latest ? closes : latest), null);
    return closing !== null && periods.some((period) => period.closes === closing);
  });
}

/** The restaurant's days as the table request reads them: its week, Monday first, and the owner's closures. */
export interface ServiceDays {
  readonly week: readonly (readonly TimePeriod[])[];
  /** "YYYY-MM-DD" bounds, both included. */
  readonly closures: readonly { readonly from: string; readonly through: string }[];
}

/** The services on a "YYYY-MM-DD" day: none during a closure; null for a date that is not one. */
export function servicesOnDate(days: ServiceDays, date: string): readonly TimePeriod[] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  if (days.closures.some((closure) => closure.from <= date && date <= closure.through)) return [];
  // Monday first; getUTCDay counts from Sunday.
  const weekday = (new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay() + 6) % 7;
  return days.week[weekday] ?? [];
}

/**
 * The table request's slots for its date: that day's own; every slot while no date is chosen, or on a
 * day with no service (the form's hint then says the restaurant is closed, and a request may still go).
 */
export function tableSlotsOn(slots: readonly string[], days: ServiceDays, date: string): readonly string[] {
  const services = servicesOnDate(days, date);
  if (!services || services.length === 0) return slots;
  return slotsOfDay(slots, services, days.week);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slot nearest `time` (the earlier at the same distance); `time` itself when offered, "" when none is. */
export function nearestSlot(time: string, slots: readonly string[]): string {
  if (slots.includes(time)) return time;
  if (!/^\d{2}:\d{2}$/.test(time)) return slots[0] ?? '';
  let best = '';
  for (const slot of slots) if (best === '' || Math.abs(minutes(slot) - minutes(time)) < Math.abs(minutes(best) - minutes(time))) best = slot;
  return best;
}
