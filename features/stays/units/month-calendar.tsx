'use client';

// One unit type's month grid, paged a month at a time over the calendar's 12 months: a single table
// in the page whatever the month (a month is always six rows, so paging moves nothing below it). It
// opens on the visitor's month in Paris and marks the days already past; each day's state is in words.
import { useMemo, useState, useSyncExternalStore } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { MonthCalendarWords } from '@/features/stays/availability-words';
import type { UnitTypeId } from '@/features/stays/stays';
import { monthGrid, monthStart, typeAvailability } from '@/features/stays/availability/calendar';
import type { NightRange } from '@/features/stays/availability/nights';
import { plural } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { dayFromIso } from '@/lib/opening-status';
import { monthTitle } from '@/features/stays/estimate/stay-sentences';
import { requestDatesFor } from '@/features/stays/request/stay-request-opening';
import { useParisToday } from '@/features/stays/use-paris-today';

interface MonthCalendarProps {
  readonly lang: Lang;
  readonly words: MonthCalendarWords;
  readonly typeId: UnitTypeId;
  /** The unit type's name, in the grid's caption. */
  readonly typeTitle: string;
  readonly bookedByUnit: readonly (readonly NightRange[])[];
  /** The 1st of the calendar's first month. */
  readonly firstDay: number;
  readonly months: number;
  readonly builtOn: number;
}

const noSubscription = () => () => undefined;

/** Months from `from`'s month to `to`'s month. */
function monthsBetween(from: number, to: number): number {
  const [a, b] = [new Date(from * 86_400_000), new Date(to * 86_400_000)];
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth();
}

const navButton =
  'flex size-11 items-center justify-center rounded-full border-2 border-lake-700/40 bg-white text-lake-900 noscript:invisible hover:bg-lake-50 aria-disabled:cursor-default aria-disabled:opacity-40';

export function MonthCalendar({ lang, words: text, typeId, typeTitle, bookedByUnit, firstDay, months, builtOn }: MonthCalendarProps) {
  const today = useParisToday(builtOn);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const availability = useMemo(() => typeAvailability(bookedByUnit), [bookedByUnit]);
  // The visitor's month, or the last one the page knows when it is older than the calendar.
  const first = Math.min(Math.max(monthsBetween(firstDay, today), 0), months - 1);
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = chosen ?? first;
  const grid = monthGrid(availability, monthStart(firstDay, shown));
  const title = monthTitle(lang, grid.month);
  const canGoBack = hydrated && shown > first;
  const canGoOn = hydrated && shown < months - 1;

  return (
    <div className="mt-4 max-w-md">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label={text.previousMonth}
          aria-disabled={!canGoBack}
          onClick={() => canGoBack && setChosen(shown - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <p aria-live="polite" className="text-lg font-semibold text-lake-900 first-letter:uppercase">
          {title}
        </p>
        <button
          type="button"
          className={navButton}
          aria-label={text.nextMonth}
          aria-disabled={!canGoOn}
          onClick={() => canGoOn && setChosen(shown + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <table className="stay-calendar mt-2" data-month={grid.month}>
        <caption className="sr-only">{`${title} — ${typeTitle}`}</caption>
        <thead>
          <tr>
            {text.weekdays.map((shortName, index) => (
              <th key={shortName} scope="col">
                <span aria-hidden="true">{shortName}</span>
                <span className="sr-only">{text.weekdayNames[index]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (!day) return <td key={column} />;
                if (dayFromIso(day.iso) < today) {
                  return (
                    <td key={column} data-past="">
                      <span>{day.dayOfMonth}</span> <span>{text.past}</span>
                    </td>
                  );
                }
                const state = text.state[day.state];
                const word = bookedByUnit.length > 1 && day.state === 'free' ? plural(lang, day.freeUnits, text.freeUnits) : state.shown;
                // A day a stay can start on leads to the stay flow from that day, for this unit type, the flow's
                // calendar opened for the departure (by the keyboard: this type's « Demander un séjour » above).
                const canStart = day.state === 'free' || day.state === 'arrival';
                return (
                  <td
                    key={column}
                    data-state={day.state}
                    className={canStart ? 'cursor-pointer hover:outline-2 hover:outline-lake-700' : undefined}
                    onClick={canStart ? (event) => requestDatesFor(typeId, event.currentTarget, day.iso) : undefined}
                  >
                    <span>{day.dayOfMonth}</span>{' '}
                    <span>
                      {state.spoken ? (
                        <>
                          <span aria-hidden="true">{word}</span>
                          <span className="sr-only">{state.spoken}</span>
                        </>
                      ) : (
                        word
                      )}
                      {state.added ? <span className="sr-only">{state.added}</span> : null}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
