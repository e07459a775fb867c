// Which items of an events list show at an instant: the browser hides what has ended since the build
// (Paris time is an instant here: each item carries the instant its event, or its month, ends).
// Plain logic apart from React, shared by the events page and the home's next events.
import { hasEnded } from '@/features/events/has-ended';

/**
 * The indexes of the items to show, in order: those whose end is after `now`, at most `limit` of
 * them. Without an instant (on the server, during hydration) every item the build listed, up to
 * `limit`: what the page shows without JavaScript.
 */
export function itemsShowing(endsAt: readonly number[], now: number | null, limit = Number.POSITIVE_INFINITY): number[] {
  const indexes = endsAt.map((_, index) => index);
  return (now === null ? indexes : indexes.filter((index) => !hasEnded(endsAt[index] ?? 0, now))).slice(0, limit);
}

/** An events list's events by the month they start in ("2026-12"), months in order, each month's events in their order. */
export function byStartMonth<T extends { readonly startDay: string }>(
  events: readonly T[],
): { readonly month: string; readonly events: readonly T[] }[] {
  const months = new Map<string, T[]>();
  for (const event of events) {
    const month = event.startDay.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months].map(([month, monthEvents]) => ({ month, events: monthEvents })).sort((a, b) => a.month.localeCompare(b.month));
}
