'use client';

// One unit type's month tables (lib/availability/calendar-html.ts), ~1,100 cells for the three types.
// A client component although nothing in it changes: React's page data then carries its props (the
// booked nights, which the estimate needs anyway) instead of the tables' HTML a second time, and
// hydrating it never touches the tables. The build renders them into the HTML; in the browser the
// element is rendered with an empty dangerouslySetInnerHTML, and React does not hydrate into, compare
// or rewrite the children of such an element (suppressHydrationWarning quiets development's check).
import { useEffect, useRef } from 'react';
import { openingStatusText } from '@/content/opening-status';
import { availabilityText as text, type UnitTypeId } from '@/content/stays';
import { monthGrids, typeAvailability } from '@/lib/availability/calendar';
import { monthTablesHtml, type CalendarWords } from '@/lib/availability/calendar-html';
import type { NightRange } from '@/lib/availability/nights';

interface MonthTablesProps {
  readonly typeId: UnitTypeId;
  readonly bookedByUnit: readonly (readonly NightRange[])[];
  /** The 1st of the calendar's first month. */
  readonly firstDay: number;
  readonly months: number;
}

function calendarWords(typeId: UnitTypeId): CalendarWords {
  return {
    caption: (month) => text.monthCaption(openingStatusText.months[Number(month.month.slice(5)) - 1] ?? '', month.month.slice(0, 4)),
    captionAdded: text.typeTitle[typeId],
    weekdays: text.weekdays.map((shown, index) => ({ shown, read: openingStatusText.weekdays[index] ?? shown })),
    state: (state, freeUnits) => ({
      shown: typeId === 'chalet' && state === 'free' ? text.freeUnits(freeUnits) : text.state[state].shown,
      added: text.state[state].added,
    }),
    past: text.past,
  };
}

const tablesHtml = ({ typeId, bookedByUnit, firstDay, months }: MonthTablesProps) =>
  monthTablesHtml(monthGrids(typeAvailability(bookedByUnit), firstDay, months), calendarWords(typeId));

export function MonthTables(props: MonthTablesProps) {
  const { typeId, bookedByUnit, firstDay, months } = props;
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Reached through the site's own links, the page is rendered in the browser from React's data,
    // where the tables are not: they are written here, once.
    if (element.current && !element.current.firstChild) element.current.innerHTML = tablesHtml({ typeId, bookedByUnit, firstDay, months });
  }, [typeId, bookedByUnit, firstDay, months]);
  const html = typeof window === 'undefined' ? tablesHtml(props) : '';
  return <div ref={element} className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
