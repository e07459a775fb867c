'use client';

// A unit type's free and booked periods over the calendar's 12 months, in words: the whole answer to
// "is it free on my dates?" without JavaScript, and in a few lines for a screen reader. Computed at
// build; in the browser, those over by the Paris date are dropped and the one under way starts today.
import type { StayPeriodsWords } from '@/features/stays/availability-words';
import { periodsFrom, type StayPeriod } from '@/features/stays/availability/calendar';
import type { Lang } from '@/lib/i18n/languages';
import { periodText } from '@/features/stays/estimate/stay-sentences';
import { useParisToday } from '@/features/stays/use-paris-today';

interface StayPeriodsProps {
  readonly lang: Lang;
  readonly words: StayPeriodsWords;
  readonly periods: readonly StayPeriod[];
  readonly builtOn: number;
  /** "YYYY-MM-DD" of the day after the calendar's last night. */
  readonly end: string;
}

export function StayPeriods({ lang, words, periods, builtOn, end }: StayPeriodsProps) {
  const shown = periodsFrom(periods, useParisToday(builtOn));
  if (shown.length === 0) return <p className="mt-2 text-ink-muted">{words.noPeriod}</p>;
  return (
    <ul className="mt-2 space-y-1 text-ink">
      {shown.map((period) => (
        <li key={period.arrival}>
          <strong className={period.free ? 'text-forest-800' : 'text-ink'}>{period.free ? words.free : words.booked}</strong>{' '}
          {periodText(lang, words, period, end)}
        </li>
      ))}
    </ul>
  );
}
