'use client';

// Marks the calendar's days already past in Paris, in the visitor's browser: the page is built once and
// served for days, so "today" cannot be written at build. React renders a style rule naming each past
// day (whole past months by their prefix), which shows the cells' "passé" and hides the periods over.
import { useSyncExternalStore } from 'react';
import { isoDay, parisTime } from '@/lib/opening-status';
import { monthStart } from '@/lib/availability/calendar';

const subscribe = () => () => undefined;
const parisToday = () => parisTime(new Date()).day;
const noDay = () => null;

export function PastDays({ firstDay }: { readonly firstDay: number }) {
  const today = useSyncExternalStore(subscribe, parisToday, noDay);
  if (today === null || today <= firstDay) return null;
  const prefixes: string[] = [];
  let day = firstDay;
  for (; monthStart(day, 1) <= today; day = monthStart(day, 1)) prefixes.push(isoDay(day).slice(0, 7));
  const days: string[] = [];
  for (; day < today; day += 1) days.push(isoDay(day));
  // As specific as the calendar's own rules in app/globals.css, and later: these win.
  const cells = [...prefixes.map((month) => `.stay-calendar td[data-day^="${month}"]`), ...days.map((iso) => `.stay-calendar td[data-day="${iso}"]`)];
  // A period is over once its departure day has come.
  const periods = [...prefixes.map((month) => `[data-until^="${month}"]`), ...[...days, isoDay(today)].map((iso) => `[data-until="${iso}"]`)];
  const css = [
    `${cells.map((cell) => `${cell}>.day-state`).join(',')}{display:none}`,
    `${cells.map((cell) => `${cell}>.day-past`).join(',')}{display:block}`,
    `${cells.join(',')}{background:transparent}`,
    `${periods.join(',')}{display:none}`,
  ].join('');
  return <style>{css}</style>;
}
