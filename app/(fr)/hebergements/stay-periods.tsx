'use client';

// A unit type's free and booked periods over the calendar's 12 months, in words: the whole answer to
// "is it free on my dates?" without JavaScript, and in a few lines for a screen reader. Computed at
// build; in the browser, those over by the Paris date are dropped and the one under way starts today.
import { openingStatusText } from '@/content/opening-status';
import { availabilityText as text } from '@/content/stays';
import { periodsFrom, type StayPeriod } from '@/lib/availability/calendar';
import { dayFromIso, frenchDate } from '@/lib/opening-status';
import { useParisToday } from './use-paris-today';

// With the year: a period that runs into next year would otherwise read as ending before it starts.
const describeDay = (iso: string) => frenchDate(dayFromIso(iso), openingStatusText, true);

interface StayPeriodsProps {
  readonly periods: readonly StayPeriod[];
  readonly builtOn: number;
  /** "YYYY-MM-DD" of the day after the calendar's last night. */
  readonly end: string;
}

export function StayPeriods({ periods, builtOn, end }: StayPeriodsProps) {
  const shown = periodsFrom(periods, useParisToday(builtOn));
  if (shown.length === 0) return <p className="mt-2 text-ink-muted">{text.noPeriod}</p>;
  return (
    <ul className="mt-2 space-y-1 text-ink">
      {shown.map((period) => (
        <li key={period.arrival}>
          <strong className={period.free ? 'text-forest-800' : 'text-ink'}>{period.free ? text.periodFree : text.periodBooked}</strong>{' '}
          {text.period(describeDay(period.arrival), describeDay(period.departure), period.nights, period.departure === end)}
        </li>
      ))}
    </ul>
  );
}
