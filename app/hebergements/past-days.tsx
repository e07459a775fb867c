'use client';

// Marks the calendar's days already past in Paris, in the visitor's browser: the page is built once and
// served for days, so "today" cannot be written at build. React renders a style rule naming the past
// days' cells (whole past months by their table, this month's by row and column), which shows their
// "passé" instead of their state, and hides the free periods already over.
import { useSyncExternalStore } from 'react';
import { isoDay, parisTime, weekdayOf } from '@/lib/opening-status';
import { monthStart } from '@/lib/availability/calendar';

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
  // A period is over once its departure day has come.
  const periods: string[] = [];
  for (let day = firstDay; day <= today; day += 1) periods.push(`[data-until="${isoDay(day)}"]`);
  // As specific as the calendar's own rules in app/globals.css, and later: these win.
  const css = [
    `${cells.map((cell) => `${cell}[data-state]>span:nth-child(2)`).join(',')}{display:none}`,
    `${cells.map((cell) => `${cell}[data-state]>span:last-child`).join(',')}{display:block}`,
    `${cells.map((cell) => `${cell}[data-state]`).join(',')}{background:transparent}`,
    `${periods.join(',')}{display:none}`,
  ].join('');
  return <style>{css}</style>;
}
