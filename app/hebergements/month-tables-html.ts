// One unit type's month tables as HTML (lib/availability/calendar-html.ts) in the page's words. Apart
// from month-tables.tsx so that the browser loads it only when it has tables to write.
import { openingStatusText } from '@/content/opening-status';
import { availabilityText as text, type UnitTypeId } from '@/content/stays';
import { monthGrids, typeAvailability } from '@/lib/availability/calendar';
import { monthTablesHtml, type CalendarWords } from '@/lib/availability/calendar-html';
import type { NightRange } from '@/lib/availability/nights';

export interface MonthTablesProps {
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

export const tablesHtml = ({ typeId, bookedByUnit, firstDay, months }: MonthTablesProps) =>
  monthTablesHtml(monthGrids(typeAvailability(bookedByUnit), firstDay, months), calendarWords(typeId));
