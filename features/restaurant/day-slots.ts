// Which of the owner's time slots a day offers, from that day's own services: the one rule of both
// request forms. The table request applies it when the site is built, to each weekday
// (features/restaurant/reservation-setup.ts: its form then only looks the date's weekday up, so that
// the restaurant page's script does not share this module with the stay request's and gain a chunk);
// dinner in the stay request applies it in the browser to each evening's services
// (features/stays/stay-dinner.ts). Pure, in no language, without the owner's data.
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

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The slot nearest `time` (the earlier at the same distance); `time` itself when offered, "" when none is. */
export function nearestSlot(time: string, slots: readonly string[]): string {
  if (slots.includes(time)) return time;
  if (!/^\d{2}:\d{2}$/.test(time)) return slots[0] ?? '';
  let best = '';
  for (const slot of slots) if (best === '' || Math.abs(minutes(slot) - minutes(time)) < Math.abs(minutes(best) - minutes(time))) best = slot;
  return best;
}
