import { openingStatusText } from '@/content/opening-status';
import { availabilityText as text, type UnitTypeId } from '@/content/stays';
import { nextFreePeriods, type MonthGrid, type TypeAvailability } from '@/lib/availability/calendar';
import { monthTablesHtml, type CalendarWords } from '@/lib/availability/calendar-html';
import { dayFromIso, frenchDate } from '@/lib/opening-status';

interface UnitCalendarProps {
  readonly typeId: UnitTypeId;
  readonly months: readonly MonthGrid[];
  readonly availability: TypeAvailability;
  readonly firstDay: number;
  readonly end: number;
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

/** One unit type's 12 months as plain tables, each day's state in words, and its next free periods. */
export function UnitCalendar({ typeId, months, availability, firstDay, end }: UnitCalendarProps) {
  const periods = nextFreePeriods(availability, firstDay, end, 6);
  // With the year: a period that runs into next year would otherwise read as ending before it starts.
  const describeDay = (iso: string) => frenchDate(dayFromIso(iso), openingStatusText, true);
  return (
    <div>
      <h4 className="mt-8 text-xl font-semibold text-lake-900">{text.freePeriodsTitle}</h4>
      {periods.length === 0 ? (
        <p className="mt-2 text-ink-muted">{text.noFreePeriod}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
          {periods.map((period) => (
            <li key={period.arrival} data-until={period.departure}>
              {text.freePeriod(describeDay(period.arrival), describeDay(period.departure), period.nights)}
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-8 text-xl font-semibold text-lake-900">{text.calendarTitle}</h4>
      {/* The tables as one string: the page data carries it once instead of an element tree of every cell. */}
      <div className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3" dangerouslySetInnerHTML={{ __html: monthTablesHtml(months, calendarWords(typeId)) }} />
    </div>
  );
}
