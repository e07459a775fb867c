// The calendar's and the estimate's sentences, put together from the words a page hands its scripts
// (features/stays/availability-words.ts) and the numbers and dates of its language. Pure, for the browser and tests. The
// estimate's result is ./estimate-summary.ts, loaded with the estimate's rules when a visitor asks for one.
import type { StayPeriodsWords } from '@/features/stays/availability-words';
import type { StayPeriod } from '@/features/stays/availability/calendar';
import { fill, formatDay, plural } from '@/lib/i18n/format';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { dayFromIso } from '@/lib/opening-status';

/** "novembre 2026", "November 2026", "november 2026": a month of the grid ("YYYY-MM"), as its caption names it. */
export function monthTitle(lang: Lang, month: string): string {
  return new Intl.DateTimeFormat(intlLocales[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * A period's dates and nights: "du lundi 1er novembre 2027 au jeudi 4 novembre 2027 (3 nuits)". With
 * the years, or a period that runs into next year would read as ending before it starts.
 */
export function periodText(lang: Lang, words: StayPeriodsWords, period: StayPeriod, calendarEnd: string): string {
  const describe = (iso: string) => formatDay(lang, dayFromIso(iso), true);
  return fill(period.departure === calendarEnd ? words.periodToEnd : words.period, {
    arrival: describe(period.arrival),
    departure: describe(period.departure),
    nights: plural(lang, period.nights, words.nights),
  });
}
