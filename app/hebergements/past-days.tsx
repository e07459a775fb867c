'use client';

// What the page says about days already past in Paris, in the visitor's browser: the page is built once
// and served for days, so "today" cannot be written at build. PastDays renders a style rule naming the
// past days' cells (whole past months by their table, this month's by row and column), which shows
// their "passé" instead of their state; FreePeriods lists the free periods as they are today.
import { useSyncExternalStore } from 'react';
import { openingStatusText } from '@/content/opening-status';
import { availabilityText as text } from '@/content/stays';
import { dayFromIso, frenchDate, isoDay, parisTime, weekdayOf } from '@/lib/opening-status';
import { freePeriodsOn, monthStart, type FreePeriod } from '@/lib/availability/calendar';

const subscribe = () => () => undefined;
const parisToday = () => parisTime(new Date()).day;
const noDay = () => null;

/** The selectors of the day cells before `today`, in tables that start at `firstDay`'s month. */
export function pastCellSelectors(firstDay: number, today: number): string[] {
  const selectors: string[] = [];
  let month = monthStart(firstDay);
  for (; monthStart(month, 1) <= today; month = monthStart(month, 1)) selectors.push(`.stay-calendar[data-month="${isoDay(month).slice(0, 7)}"] td`);
  if (today <= month) return selectors;
  // Rows and columns from 1, Monday first, as lib/availability/calendar.ts lays out the weeks.
  const place = weekdayOf(month) + today - month;
  const row = Math.floor(place / 7) + 1;
  const column = (place % 7) + 1;
  const table = `.stay-calendar[data-month="${isoDay(month).slice(0, 7)}"] tbody`;
  if (row > 1) selectors.push(`${table} tr:nth-child(-n+${row - 1}) td`);
  if (column > 1) selectors.push(`${table} tr:nth-child(${row}) td:nth-child(-n+${column - 1})`);
  return selectors;
}

export function PastDays({ firstDay }: { readonly firstDay: number }) {
  const today = useSyncExternalStore(subscribe, parisToday, noDay);
  if (today === null || today <= firstDay) return null;
  const cells = pastCellSelectors(firstDay, today);
  // As specific as the calendar's own rules in app/globals.css, and later: these win.
  const css = [
    `${cells.map((cell) => `${cell}[data-state]>span:nth-child(2)`).join(',')}{display:none}`,
    `${cells.map((cell) => `${cell}[data-state]>span:last-child`).join(',')}{display:block}`,
    `${cells.map((cell) => `${cell}[data-state]`).join(',')}{background:transparent}`,
  ].join('');
  return <style>{css}</style>;
}

// With the year: a period that runs into next year would otherwise read as ending before it starts.
const describeDay = (iso: string) => frenchDate(dayFromIso(iso), openingStatusText, true);

/**
 * The first `limit` of a unit type's free periods, computed at build over the whole calendar: as built
 * until the browser knows today (and without JavaScript), then without those over and with the one
 * under way starting today.
 */
export function FreePeriods({ periods, limit }: { readonly periods: readonly FreePeriod[]; readonly limit: number }) {
  const today = useSyncExternalStore(subscribe, parisToday, noDay);
  const shown = (today === null ? periods : freePeriodsOn(periods, today)).slice(0, limit);
  if (shown.length === 0) return <p className="mt-2 text-ink-muted">{text.noFreePeriod}</p>;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
      {shown.map((period) => (
        <li key={period.arrival}>{text.freePeriod(describeDay(period.arrival), describeDay(period.departure), period.nights)}</li>
      ))}
    </ul>
  );
}
