import { openingStatusText } from '@/content/opening-status';
import { availabilityText as text, type UnitTypeId } from '@/content/stays';
import { nextFreePeriods, type MonthGrid, type TypeAvailability } from '@/lib/availability/calendar';
import { dayFromIso, frenchDate } from '@/lib/opening-status';

interface UnitCalendarProps {
  readonly typeId: UnitTypeId;
  readonly months: readonly MonthGrid[];
  readonly availability: TypeAvailability;
  readonly firstDay: number;
  readonly end: number;
}

/** One unit type's 12 months as plain tables, each day's state in words, and its next free periods. */
export function UnitCalendar({ typeId, months, availability, firstDay, end }: UnitCalendarProps) {
  const periods = nextFreePeriods(availability, firstDay, end, 6);
  const describeDay = (iso: string) => frenchDate(dayFromIso(iso), openingStatusText);
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
      <div className="mt-4 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {months.map((month) => (
          <table key={month.month} className="stay-calendar w-full table-fixed border-collapse text-center text-sm">
            <caption className="pb-2 text-left text-lg font-semibold text-lake-900 first-letter:uppercase">
              {text.monthCaption(openingStatusText.months[Number(month.month.slice(5)) - 1] ?? '', month.month.slice(0, 4))}
              <span className="sr-only"> — {text.typeTitle[typeId]}</span>
            </caption>
            <thead>
              <tr>
                {text.weekdays.map((weekday, index) => (
                  <th key={weekday} scope="col" className="pb-1 text-xs font-semibold text-ink-muted">
                    <span aria-hidden="true">{weekday}</span>
                    <span className="sr-only">{openingStatusText.weekdays[index]}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {month.weeks.map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) =>
                    day ? (
                      // Styled by .stay-calendar in app/globals.css: 12 months of per-cell classes weighed more than the page.
                      <td key={day.iso} data-day={day.iso} data-state={day.state}>
                        <span>{day.dayOfMonth}</span>{' '}
                        <span className="day-state">
                          {typeId === 'chalet' && day.state === 'free' ? text.freeUnits(day.freeUnits) : text.state[day.state].shown}
                          {text.state[day.state].added ? <span className="sr-only">{text.state[day.state].added}</span> : null}
                        </span>{' '}
                        <span className="day-past">{text.past}</span>
                      </td>
                    ) : (
                      <td key={`empty-${column}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}
