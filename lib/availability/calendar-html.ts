// A unit type's month tables as one HTML string, for /hebergements. As React elements, ~1,100 cells
// would be in the HTML and again in the page data that hydrates them; as a string that
// app/hebergements/month-tables.tsx writes, they are in the HTML only, and the cells carry no class
// (their look is the .stay-calendar rule set in app/globals.css). Pure, and escapes every word it writes.
import { escapeHtml } from '@/lib/escape-html';
import type { DayState, MonthGrid } from './calendar';

export interface CalendarWords {
  /** "novembre 2026". */
  readonly caption: (month: MonthGrid) => string;
  /** Read after the caption by a screen reader, so that 36 tables keep distinct names: "Les chalets". */
  readonly captionAdded: string;
  /** Shown ("lun") and read ("lundi"), Monday first. */
  readonly weekdays: readonly { readonly shown: string; readonly read: string }[];
  /** The state of a day in its cell, and what a screen reader reads after it (" possible"). */
  readonly state: (state: DayState, freeUnits: number) => { readonly shown: string; readonly added: string };
  /** Shown instead of the state once the day is past (app/hebergements/past-days.tsx). */
  readonly past: string;
}

const srOnly = (text: string) => (text ? `<span class="sr-only">${escapeHtml(text)}</span>` : '');

/**
 * One table per month: caption, weekday headers, a cell per day with its number, its state in words
 * and the past word (hidden until the browser marks the day past). The month in data-month lets the
 * browser find a day's cell by its row and column.
 */
export function monthTablesHtml(months: readonly MonthGrid[], words: CalendarWords): string {
  const head = `<thead><tr>${words.weekdays.map((day) => `<th scope="col"><span aria-hidden="true">${escapeHtml(day.shown)}</span>${srOnly(day.read)}</th>`).join('')}</tr></thead>`;
  return months
    .map((month) => {
      const rows = month.weeks.map((week) => {
        const cells = week.map((day) => {
          if (!day) return '<td></td>';
          const state = words.state(day.state, day.freeUnits);
          return `<td data-state="${day.state}"><span>${day.dayOfMonth}</span> <span>${escapeHtml(state.shown)}${srOnly(state.added)}</span> <span>${escapeHtml(words.past)}</span></td>`;
        });
        return `<tr>${cells.join('')}</tr>`;
      });
      // In a box of its own: a table cannot be skipped while off screen (.stay-month in app/globals.css).
      return `<div class="stay-month"><table class="stay-calendar" data-month="${month.month}"><caption>${escapeHtml(words.caption(month))}${srOnly(` — ${words.captionAdded}`)}</caption>${head}<tbody>${rows.join('')}</tbody></table></div>`;
    })
    .join('');
}
