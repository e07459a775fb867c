// Whether a place is open at a given instant, in Paris time whatever the visitor's own time zone.
// Pure: the instant is an argument. The browser calls it with the current time (components/
// opening-status.tsx); the unit tests with fixed ones.
import joursFeries from '@socialgouv/jours-feries';
import { fill, formatDay, formatTime, uncapitalize } from './i18n/format';
import type { Lang } from './i18n/languages';
import type { TimePeriod } from './hours';

/** A yearly period ("MM-DD" bounds, both included) and its hours on each open day. */
export interface Season {
  readonly validFrom: string;
  readonly validThrough: string;
  readonly openings: readonly TimePeriod[];
}

/**
 * Services by period (the restaurant's seasons): between two month-days of every year ("MM-DD", both
 * included; a period whose end comes before its start runs across the new year), on its weekdays
 * (0 = Monday), its openings replace the week's; none: closed those days.
 */
export interface WeekPeriod {
  readonly from: string;
  readonly through: string;
  readonly weekdays: readonly number[];
  readonly openings: readonly TimePeriod[];
}

/** Whether a month-day ("07-14") falls within a yearly period, across the new year when it ends before it starts. */
export function inYearlyPeriod(monthDay: string, from: string, through: string): boolean {
  return from <= through ? from <= monthDay && monthDay <= through : monthDay >= from || monthDay <= through;
}

/** First and last closed day ("YYYY-MM-DD"), both included. */
export interface ClosureDates {
  readonly from: string;
  readonly through: string;
}

export interface PlaceSchedule {
  /**
   * The same hours every week, Monday first (7 entries), and the periods that replace some days' of
   * them (the restaurant's seasons); or yearly seasons on some weekdays (0 = Monday).
   */
  readonly hours:
    | { readonly week: readonly (readonly TimePeriod[])[]; readonly periods?: readonly WeekPeriod[] }
    | { readonly seasons: readonly Season[]; readonly openWeekdays: readonly number[] };
  readonly closedOnPublicHolidays: boolean;
  readonly closures: readonly ClosureDates[];
}

export type OpeningStatus =
  | { readonly kind: 'open' | 'closingSoon'; readonly closes: string }
  | {
      readonly kind: 'closed';
      /** No opening at all today: day off, public holiday or closure. */
      readonly closedAllDay: boolean;
      /** The next opening within a year, if any; `day` counts days since 1970-01-01 (Paris dates). */
      readonly next?: { readonly day: number; readonly daysAhead: number; readonly opens: string };
    };

const dayMs = 86_400_000;
/** Beyond this, a place with no opening is "closed until further notice". */
const lookAheadDays = 400;

/** Day number of the last Sunday of a month (0-based month) in a year. */
function lastSundayOf(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0) / dayMs;
  return lastDay - ((new Date(lastDay * dayMs).getUTCDay() + 7) % 7);
}

/**
 * Paris is UTC+1, and UTC+2 from the last Sunday of March to the last Sunday of October, the change
 * made at 01:00 UTC (EU directive 2000/84/EC). Computed by hand on purpose: the first
 * `Intl.DateTimeFormat` with a time zone loads the browser's time zone data, about 30 ms of main
 * thread on a mid-range phone, on the page's first screen. The unit tests check this against Intl.
 */
export function parisOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summerStarts = lastSundayOf(year, 2) * dayMs + 3_600_000;
  const summerEnds = lastSundayOf(year, 9) * dayMs + 3_600_000;
  return instant >= summerStarts && instant < summerEnds ? 7_200_000 : 3_600_000;
}

/** The Paris calendar day (days since 1970-01-01) and minute of the day at an instant. */
export function parisTime(instant: Date): { day: number; minutes: number } {
  const paris = instant.getTime() + parisOffsetMs(instant.getTime());
  const day = Math.floor(paris / dayMs);
  return { day, minutes: Math.floor((paris - day * dayMs) / 60_000) };
}

/** "YYYY-MM-DD" of a day number, and back. */
export function isoDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

export function dayFromIso(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / dayMs;
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(day: number): number {
  return (new Date(day * dayMs).getUTCDay() + 6) % 7;
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * France's public holidays of a year as "YYYY-MM-DD" (metropolitan list, without Alsace-Moselle's two
 * extra days). The library builds local-time midnights and moves Easter by whole days in
 * milliseconds, which lands an hour off midnight across a daylight-saving change in some time
 * zones: the nearest local midnight is the right day.
 */
export function frenchPublicHolidays(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(
      Object.values(joursFeries(year)).map((date) => {
        const noon = new Date(date.getTime() + dayMs / 2);
        return isoDay(Date.UTC(noon.getFullYear(), noon.getMonth(), noon.getDate()) / dayMs);
      }),
    );
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** The closure that covers a day, if any. */
export function closureOn<T extends ClosureDates>(closures: readonly T[], day: number): T | undefined {
  const iso = isoDay(day);
  return closures.find((closure) => closure.from <= iso && iso <= closure.through);
}

/** The opening periods of a place on a Paris day, closures and public holidays included. */
export function periodsOn(schedule: PlaceSchedule, day: number): readonly TimePeriod[] {
  const iso = isoDay(day);
  if (closureOn(schedule.closures, day)) return [];
  if (schedule.closedOnPublicHolidays && frenchPublicHolidays(Number(iso.slice(0, 4))).has(iso)) return [];
  const weekday = weekdayOf(day);
  const monthDay = iso.slice(5);
  if ('week' in schedule.hours) {
    // The one place a week's day is read: every other reader asks this function, or lib/restaurant-services.ts.
    const period = schedule.hours.periods?.find(
      (entry) => entry.weekdays.includes(weekday) && inYearlyPeriod(monthDay, entry.from, entry.through),
    );
    return period ? period.openings : (schedule.hours.week[weekday] ?? []);
  }
  if (!schedule.hours.openWeekdays.includes(weekday)) return [];
  const season = schedule.hours.seasons.find((entry) => entry.validFrom <= monthDay && monthDay <= entry.validThrough);
  return season?.openings ?? [];
}

/** Open, closing soon (within `closingSoonMinutes` of closing) or closed, and when it next opens. */
export function openingStatus(schedule: PlaceSchedule, instant: Date, closingSoonMinutes: number): OpeningStatus {
  const { day, minutes } = parisTime(instant);
  const today = periodsOn(schedule, day);
  const current = today.find((period) => minutesOf(period.opens) <= minutes && minutes < minutesOf(period.closes));
  if (current) {
    const soon = minutesOf(current.closes) - minutes <= closingSoonMinutes;
    return { kind: soon ? 'closingSoon' : 'open', closes: current.closes };
  }
  const closedAllDay = today.length === 0;
  const laterToday = today.find((period) => minutesOf(period.opens) > minutes);
  if (laterToday) return { kind: 'closed', closedAllDay, next: { day, daysAhead: 0, opens: laterToday.opens } };
  for (let ahead = 1; ahead <= lookAheadDays; ahead += 1) {
    const first = periodsOn(schedule, day + ahead)[0];
    if (first) return { kind: 'closed', closedAllDay, next: { day: day + ahead, daysAhead: ahead, opens: first.opens } };
  }
  return { kind: 'closed', closedAllDay };
}

/**
 * The words of features/opening-hours/opening-status-words.ts that the status and the notices use, in one language: plain
 * data ("{name}" templates), so that the server hands them to the status leaf in the browser. Each status
 * (open… closedUntilFurtherNotice) heads its line with a capital and goes on in lower case after a place's
 * name and its colon (« Restaurant: geschlossen · … », statusText's `afterLabel`): none opens with a noun.
 */
export interface StatusWords {
  /** "{time}": closing time. */
  readonly open: string;
  readonly closingSoon: string;
  /** "{next}": when it opens again (one of the opens… below). */
  readonly closed: string;
  readonly closedToday: string;
  readonly closedUntilFurtherNotice: string;
  /** "{time}", and "{weekday}" or "{date}". */
  readonly opensToday: string;
  readonly opensTomorrow: string;
  readonly opensOnWeekday: string;
  readonly opensOnDate: string;
  /** Monday first. */
  readonly weekdays: readonly string[];
  /** "{place}", "{from}", "{through}", and "{reason}" where the closureReason goes (empty without one). */
  readonly closureNotice: string;
  /** "{reason}": the owner's own words, in French. */
  readonly closureReason: string;
}

/** The parts of French date writing that frenchDate needs. */
export interface FrenchDateWords {
  readonly weekdays: readonly string[];
  readonly months: readonly string[];
  readonly date: (weekday: string, day: number, month: string) => string;
}

/** "lundi 4 janvier", with the year when asked. */
export function frenchDate(day: number, words: FrenchDateWords, withYear = false): string {
  const date = new Date(day * dayMs);
  const text = words.date(words.weekdays[weekdayOf(day)] ?? '', date.getUTCDate(), words.months[date.getUTCMonth()] ?? '');
  return withYear ? `${text} ${date.getUTCFullYear()}` : text;
}

/**
 * The status as one line of the page's language, e.g. "Fermé aujourd’hui · ouvre mercredi à 12h00";
 * `afterLabel`: after a place's name and its colon, a fragment going on in lower case ("Restaurant : fermé aujourd’hui · …").
 */
export function statusText(status: OpeningStatus, words: StatusWords, lang: Lang, afterLabel = false): string {
  const text = headedStatusText(status, words, lang);
  return afterLabel ? uncapitalize(text) : text;
}

function headedStatusText(status: OpeningStatus, words: StatusWords, lang: Lang): string {
  if (status.kind !== 'closed') {
    return fill(status.kind === 'open' ? words.open : words.closingSoon, { time: formatTime(lang, status.closes) });
  }
  const { next } = status;
  if (!next) return words.closedUntilFurtherNotice;
  const time = formatTime(lang, next.opens);
  const when =
    next.daysAhead === 0
      ? fill(words.opensToday, { time })
      : next.daysAhead === 1
        ? fill(words.opensTomorrow, { time })
        : next.daysAhead < 7
          ? fill(words.opensOnWeekday, { weekday: words.weekdays[weekdayOf(next.day)] ?? '', time })
          : fill(words.opensOnDate, { date: formatDay(lang, next.day), time });
  // « Closed today » while it opens again within the week; before a date further off (a season's break), just « Closed ».
  return fill(status.closedAllDay && next.daysAhead < 7 ? words.closedToday : words.closed, { next: when });
}

/** Whether a closure is over on a Paris day: its notice no longer shows. */
export function closureIsOver(closure: ClosureDates, day: number): boolean {
  return closure.through < isoDay(day);
}
