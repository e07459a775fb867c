// A place's week written out as a sentence's words, from its hours in the data files: what a status
// box says before its script runs, and what the owner's texts say where they write a fact's
// placeholder ({horaires du restaurant}…, content/fact-texts.ts). Pure: the words of each language
// come in as a table (content/fact-texts.ts), the day names and lists from Intl. Lower case
// throughout: the words go inside a sentence; a box capitalizes them (lib/i18n/format.ts).
import { formatMonthDays } from './i18n/format';
import { intlLocales, type Lang } from './i18n/languages';
import type { WeekPeriod } from './opening-status';

export interface TimePeriod {
  readonly opens: string;
  readonly closes: string;
}

/** The services of a day, as the restaurant's guests know them. */
export type Services = 'lunchAndDinner' | 'lunch' | 'dinner';

/** A language's ways of saying days, services and exceptions, around the day names Intl gives. */
export interface HoursTextWords {
  /** A single day of the week, for every week: "le mercredi", "on Wednesdays", "op woensdag", "mittwochs". */
  readonly onDay: (weekday: string) => string;
  /** Three days or more in a row: "du mercredi au samedi", "from Wednesday to Saturday"… */
  readonly fromTo: (first: string, last: string) => string;
  readonly everyDay: string;
  /** A week with no day open. */
  readonly closedAllWeek: string;
  readonly services: Readonly<Record<Services, string>>;
  /** Days and what is served on them: "du mercredi au samedi midi et soir", "lunch and dinner from Wednesday to Saturday". */
  readonly daysWithServices: (days: string, services: string) => string;
  /**
   * One weekday and its services where the language names them by the day ("Sunday lunch", « op dinsdagavond »), told
   * which services they are; null: `daysWithServices` and `onDay`.
   */
  readonly oneDayWithServices: ((weekday: string, services: string, served: Services) => string) | null;
  /** Before the last of the week's groups of days: ", " or, in English, ", and " ("…, and Sunday lunch"). */
  readonly lastGroupSeparator: string;
  /** A day a place is closed, in the list after `except`: "le dimanche", "Sundays", "zondag", "sonntags". */
  readonly closedDay: (weekday: string) => string;
  /** The public holidays in that list: "les jours fériés", "public holidays", "feestdagen", "an Feiertagen". */
  readonly publicHolidays: string;
  /** "sauf {closed}", "every day except {closed}", "elke dag, behalve op {closed}", "außer {closed}". */
  readonly except: (closed: string) => string;
  /** Closed on Sundays and public holidays, where the language has a set phrase for it: "van maandag t/m zaterdag, behalve op feestdagen". */
  readonly exceptSundaysAndHolidays?: string;
  /** After the days a place opens, when it closes on public holidays: ", sauf les jours fériés". */
  readonly butPublicHolidays: string;
  /** A period's dates and what is served then: "du 1er juillet au 31 août, le mardi soir", "from 1 July to 31 August: dinner on Tuesdays". */
  readonly inPeriod: (dates: string, services: string) => string;
  /**
   * A period whose services fall on days the week closes, said as adding to the week (without it, the
   * summer reads as replacing the week, the panels): « ainsi que le mardi soir du 1er juillet au 31 août »,
   * "from 1 July to 31 August, Tuesday dinner too".
   */
  readonly addedPeriod: (dates: string, services: string) => string;
  /** Before such a period: « , » in French (« le dimanche midi, ainsi que… », the French reader, round D), "; " in the others. */
  readonly addedPeriodSeparator: string;
  /** Days a period closes: "fermé le dimanche", "closed on Sundays", "gesloten op zondag", "sonntags geschlossen". */
  readonly closedOnDays: (days: string) => string;
  /** Between the week and each period: " ; " in French, "; " in the others. */
  readonly periodSeparator: string;
}

const dayMs = 86_400_000;

/** Monday first, as the data files and lib/opening-status.ts count. */
export const daysInWeek = 7;

/** The weekday names of a language, Monday first, as Intl writes them in a sentence: "mercredi", "Wednesday", "woensdag", "Mittwoch". */
function weekdayNames(lang: Lang): string[] {
  const format = new Intl.DateTimeFormat(intlLocales[lang], { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Array.from({ length: daysInWeek }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/** "A, B et C", "A, B and C", "A, B en C", "A, B und C". */
function listOf(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(intlLocales[lang], { style: 'long', type: 'conjunction' }).format(items);
}

/** The stretches of consecutive days of `open` (Monday first), the week read as a circle: Saturday to Monday is one stretch. */
export function dayRuns(open: readonly boolean[]): { readonly first: number; readonly length: number }[] {
  const closedDay = open.findIndex((isOpen) => !isOpen);
  if (closedDay < 0) return open.length > 0 ? [{ first: 0, length: open.length }] : [];
  const runs: { first: number; length: number }[] = [];
  // Start after a closed day, so that no stretch is cut in two at the end of the list.
  for (let step = 1; step <= open.length; step += 1) {
    const day = (closedDay + step) % open.length;
    if (!open[day]) continue;
    const last = runs.at(-1);
    if (last && (last.first + last.length) % open.length === day) last.length += 1;
    else runs.push({ first: day, length: 1 });
  }
  return runs.sort((a, b) => a.first - b.first);
}

/** The days of `open` in words: "tous les jours", "du mercredi au samedi", "le lundi et le jeudi"… */
export function openDaysText(lang: Lang, words: HoursTextWords, open: readonly boolean[]): string {
  if (open.length > 0 && open.every(Boolean)) return words.everyDay;
  const names = weekdayNames(lang);
  const name = (day: number) => names[day % daysInWeek] ?? '';
  // Two days in a row read better named each than as a stretch: "le samedi et le dimanche".
  const items = dayRuns(open).flatMap(({ first, length }) =>
    length >= 3
      ? [words.fromTo(name(first), name(first + length - 1))]
      : Array.from({ length }, (_, offset) => words.onDay(name(first + offset))),
  );
  return items.length === 0 ? words.closedAllWeek : listOf(lang, items);
}

/** What a day's periods serve: lunch before `eveningStartsAt`, dinner from it (as the table request tells them apart). */
export function servicesOf(periods: readonly TimePeriod[], eveningStartsAt: string): Services | null {
  const lunch = periods.some((period) => period.opens < eveningStartsAt);
  const dinner = periods.some((period) => period.opens >= eveningStartsAt);
  return lunch && dinner ? 'lunchAndDinner' : lunch ? 'lunch' : dinner ? 'dinner' : null;
}

/**
 * The restaurant's week, Monday first: "du mercredi au samedi midi et soir, le dimanche midi". Days
 * serving the same are said together, in the order of the week.
 */
export function restaurantWeekText(
  lang: Lang,
  words: HoursTextWords,
  week: readonly (readonly TimePeriod[])[],
  eveningStartsAt: string,
): string {
  const services = week.map((periods) => servicesOf(periods, eveningStartsAt));
  const groups = new Map<Services, boolean[]>();
  for (const served of services) {
    if (served && !groups.has(served))
      groups.set(
        served,
        services.map((other) => other === served),
      );
  }
  if (groups.size === 0) return words.closedAllWeek;
  const names = weekdayNames(lang);
  const texts = [...groups.entries()]
    .map(([served, open]) => {
      const days = open.flatMap((isOpen, day) => (isOpen ? [day] : []));
      const oneDay = days.length === 1 ? names[days[0] ?? 0] : undefined;
      return {
        first: dayRuns(open)[0]?.first ?? 0,
        text:
          words.oneDayWithServices && oneDay
            ? words.oneDayWithServices(oneDay, words.services[served], served)
            : words.daysWithServices(openDaysText(lang, words, open), words.services[served]),
      };
    })
    .sort((a, b) => a.first - b.first)
    .map((group) => group.text);
  return texts.length > 1 ? `${texts.slice(0, -1).join(', ')}${words.lastGroupSeparator}${texts.at(-1) ?? ''}` : (texts[0] ?? '');
}

/** One period in words: "du 1er juillet au 31 août, le mardi soir", or the days it closes: "du 1er novembre au 31 mars, fermé le dimanche". */
export function restaurantPeriodText(
  lang: Lang,
  words: HoursTextWords,
  period: WeekPeriod,
  eveningStartsAt: string,
  /** Whether it opens only days the week closes: its services then add to the week (`addedPeriod`). */
  addsToWeek = false,
): string {
  const days = Array.from({ length: daysInWeek }, (_, day) => period.weekdays.includes(day));
  const served =
    period.openings.length > 0
      ? restaurantWeekText(
          lang,
          words,
          days.map((day) => (day ? period.openings : [])),
          eveningStartsAt,
        )
      : words.closedOnDays(openDaysText(lang, words, days));
  const dates = formatMonthDays(lang, period.from, period.through);
  return addsToWeek ? words.addedPeriod(dates, served) : words.inPeriod(dates, served);
}

/**
 * The restaurant's hours in words, the week then each period: "du mercredi au samedi midi et soir, le
 * dimanche midi, ainsi que le mardi soir du 1er juillet au 31 août ; du 1er novembre au 31 mars, fermé le dimanche".
 */
export function restaurantHoursText(
  lang: Lang,
  words: HoursTextWords,
  hours: { readonly week: readonly (readonly TimePeriod[])[]; readonly periods: readonly WeekPeriod[]; readonly eveningStartsAt: string },
): string {
  const addsToWeek = (period: WeekPeriod) =>
    period.openings.length > 0 && period.weekdays.every((day) => (hours.week[day] ?? []).length === 0);
  // The periods that add to the week come right after it (« …le dimanche midi, ainsi que le mardi soir… »), then the others.
  const added = hours.periods.filter(addsToWeek);
  const others = hours.periods.filter((period) => !addsToWeek(period));
  return [
    restaurantWeekText(lang, words, hours.week, hours.eveningStartsAt),
    ...added.map((period) => `${words.addedPeriodSeparator}${restaurantPeriodText(lang, words, period, hours.eveningStartsAt, true)}`),
    ...others.map((period) => `${words.periodSeparator}${restaurantPeriodText(lang, words, period, hours.eveningStartsAt)}`),
  ].join('');
}

/**
 * The days a place opens every week: "tous les jours", or the one or two days it closes ("sauf le
 * dimanche et les jours fériés"), or else the days it opens ("du mardi au jeudi, sauf les jours fériés").
 */
export function weeklyDaysText(lang: Lang, words: HoursTextWords, open: readonly boolean[], closedOnPublicHolidays: boolean): string {
  const holidays = closedOnPublicHolidays ? words.butPublicHolidays : '';
  if (!open.some(Boolean)) return words.closedAllWeek;
  if (open.every(Boolean)) return `${words.everyDay}${holidays}`;
  const closed = open.flatMap((isOpen, day) => (isOpen ? [] : [day]));
  if (closed.length > 2) return `${openDaysText(lang, words, open)}${holidays}`;
  const sunday = daysInWeek - 1;
  if (closedOnPublicHolidays && words.exceptSundaysAndHolidays && closed.length === 1 && closed[0] === sunday)
    return words.exceptSundaysAndHolidays;
  const names = weekdayNames(lang);
  const items = closed.map((day) => words.closedDay(names[day] ?? ''));
  return words.except(listOf(lang, closedOnPublicHolidays ? [...items, words.publicHolidays] : items));
}

/** "03-22" as its day of a leap year (0 for 1 January), so that days between two month-days can be counted. */
function dayOfYear(monthDay: string): number {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  return (Date.UTC(2000, month - 1, day) - Date.UTC(2000, 0, 1)) / dayMs;
}

function monthDayOf(day: number): string {
  return new Date(Date.UTC(2000, 0, 1) + day * dayMs).toISOString().slice(5, 10);
}

/**
 * A place's seasons as the stretches of the year it is open: seasons that follow each other become
 * one, and so do seasons apart only by public holidays that fall on the same day every year (1 May)
 * when the place closes on public holidays anyway: "du 22 mars au 31 octobre" for 22 March–30 April,
 * 2 May–30 September and October.
 */
export function openSeasons(
  seasons: readonly { readonly from: string; readonly through: string }[],
  closedOnPublicHolidays: boolean,
  isFixedPublicHoliday: (monthDay: string) => boolean,
): { from: string; through: string }[] {
  const sorted = [...seasons].sort((a, b) => a.from.localeCompare(b.from));
  const merged: { from: string; through: string }[] = [];
  for (const season of sorted) {
    const last = merged.at(-1);
    if (last) {
      const gap = Array.from({ length: Math.max(0, dayOfYear(season.from) - dayOfYear(last.through) - 1) }, (_, index) =>
        monthDayOf(dayOfYear(last.through) + 1 + index),
      );
      if (gap.every((day) => closedOnPublicHolidays && isFixedPublicHoliday(day))) {
        if (season.through > last.through) last.through = season.through;
        continue;
      }
    }
    merged.push({ from: season.from, through: season.through });
  }
  return merged;
}

/** Stretches of the year in words: "du 22 mars au 30 avril et du 2 mai au 31 octobre". */
export function seasonsText(lang: Lang, seasons: readonly { readonly from: string; readonly through: string }[]): string {
  return listOf(
    lang,
    seasons.map(({ from, through }) => formatMonthDays(lang, from, through)),
  );
}
