// The price of a stay, computed in the visitor's browser from the seasons and rates of content/data/
// stays.json: nights grouped by season, pets, taxe de séjour, total; whether the minimum stay is met
// and the nights are free. Pure: today and the calendar's end are arguments. Any doubt about the
// request gives a message in the page's language instead of a total, never a wrong one.
import { dayFromIso, isoDay } from '@/lib/opening-status';
import { isCalendarDay } from '@/lib/calendar-day';
import { fill, formatDay, formatEuros as formatEurosIntl } from '@/lib/i18n/format';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import {
  arrivalAllowed,
  discountLines,
  extraLines,
  minimumNightsOn,
  nearestArrivals,
  type ArrivalRules,
  type DiscountLine,
  type ExtraLine,
  type ExtraRule,
  type OfferRules,
} from './offers';
import { touristTaxLines, type TouristTaxLine, type TouristTaxRule } from './tourist-tax';

export interface SeasonRule {
  readonly id: string;
  readonly name: string;
  readonly minimumNights: number;
  /** Euros per night for the unit type (only a type whose rates are given is estimated). */
  readonly rate: number;
  /** Weekdays an arrival may fall on (0 = Monday); empty: any. */
  readonly arrivalDays: readonly number[];
  readonly minimumNightsByArrivalDay: Readonly<Partial<Record<number, number>>>;
}

export interface EstimateRules {
  readonly seasons: readonly SeasonRule[];
  /** Nights from `from` to `through` (both included) belong to `season`; other nights to the default. */
  readonly periods: readonly { readonly season: string; readonly from: string; readonly through: string }[];
  readonly defaultSeason: string;
  /** The type's extras (./offers.ts), named in the page's language. */
  readonly extras: readonly ExtraRule[];
  readonly offers: OfferRules;
  /** The commune's rate for the unit type (./tourist-tax.ts); null while the owner has not set it. */
  readonly touristTax: TouristTaxRule | null;
  readonly capacity: number;
}

export interface EstimateRequest {
  readonly arrival: string;
  readonly departure: string;
  readonly adults: number;
  readonly children: number;
  readonly pets: number;
  /** The optional extras ticked, by id. */
  readonly extras?: readonly string[];
}

export interface EstimateContext {
  /** Paris day number of the visitor's today. */
  readonly today: number;
  /** The day after the calendar's last night. */
  readonly calendarEnd: number;
  readonly isStayFree: (arrival: number, departure: number) => boolean;
}

export interface EstimateWords {
  readonly missingDates: string;
  readonly badDate: string;
  readonly wrongOrder: string;
  readonly past: string;
  readonly beyondCalendar: (lastDeparture: string) => string;
  readonly noAdult: string;
  readonly badCount: string;
  readonly overCapacity: (capacity: number) => string;
  /**
   * An arrival on a day the season does not take, then the nearest arrivals that keep the stay's length:
   * `arrivals` holds the nearest before and the nearest after, earliest first (nearestArrivals).
   */
  readonly arrivalDay: (season: string, weekdays: readonly number[], arrivals: readonly string[]) => string;
  /** The sentence after it when both exist: "The nearest possible arrivals, before and after this date: {dates}." */
  readonly nearestAround: string;
  /** The sentence after it when only one exists (the other before today or past the calendar): "{dates}" is that one. */
  readonly nearestOne: string;
}

/** The same messages as plain data, as a page hands them to the browser: "{date}", "{capacity}", "{season}", "{days}", "{dates}" templates. */
export type EstimateMessages = { readonly [key in keyof EstimateWords]: string };

/** 2024-01-01 was a Monday: weekday 0. */
const mondayOfReference = Date.UTC(2024, 0, 1);

/** "samedi", "samedi ou dimanche": weekdays (0 = Monday) as the language names them, in a choice. */
export function weekdaysIn(lang: Lang, weekdays: readonly number[], type: 'disjunction' | 'conjunction' = 'disjunction'): string {
  const name = new Intl.DateTimeFormat(intlLocales[lang], { weekday: 'long', timeZone: 'UTC' });
  const names = weekdays.toSorted((a, b) => a - b).map((weekday) => name.format(new Date(mondayOfReference + weekday * 86_400_000)));
  return new Intl.ListFormat(intlLocales[lang], { type }).format(names);
}

/** The messages of `lang` with their dates and numbers written in it. */
export function estimateWords(lang: Lang, messages: EstimateMessages): EstimateWords {
  return {
    ...messages,
    beyondCalendar: (lastDeparture) => fill(messages.beyondCalendar, { date: formatDay(lang, dayFromIso(lastDeparture), true) }),
    overCapacity: (capacity) => fill(messages.overCapacity, { capacity }),
    arrivalDay: (season, weekdays, arrivals) => {
      const refused = fill(messages.arrivalDay, { season, days: weekdaysIn(lang, weekdays) });
      if (arrivals.length === 0) return refused;
      const dates = new Intl.ListFormat(intlLocales[lang], { type: 'disjunction' }).format(
        arrivals.map((arrival) => formatDay(lang, dayFromIso(arrival))),
      );
      return `${refused} ${fill(arrivals.length > 1 ? messages.nearestAround : messages.nearestOne, { dates })}`;
    },
  };
}

export interface SeasonLine {
  readonly season: string;
  readonly nights: number;
  readonly rate: number;
  readonly amount: number;
}

export type Estimate =
  | { readonly ok: false; readonly message: string }
  | {
      readonly ok: true;
      readonly nights: number;
      readonly seasons: readonly SeasonLine[];
      /** Compulsory extras, the optional ones ticked, animals' (./offers.ts). */
      readonly extras: readonly ExtraLine[];
      /** The offers that apply, each a negative amount. */
      readonly discounts: readonly DiscountLine[];
      /** One line per amount per adult and night; null while the taxe de séjour is not set: the total then leaves it out. */
      readonly touristTax: readonly TouristTaxLine[] | null;
      readonly total: number;
      readonly minimumNights: number;
      readonly minimumStayMet: boolean;
      readonly free: boolean;
    };

/** Cents, so that 0.1 + 0.2 sums stay exact in the total. */
const cents = (euros: number) => Math.round(euros * 100);

export function seasonOf(rules: Pick<EstimateRules, 'periods' | 'defaultSeason'>, night: string): string {
  return rules.periods.find((period) => period.from <= night && night <= period.through)?.season ?? rules.defaultSeason;
}

/** The arrival rules of the season a night is in (its name, arrival days, minimum stays); any day and one night where no season says otherwise. */
export function arrivalRulesOn(
  rules: Pick<EstimateRules, 'seasons' | 'periods' | 'defaultSeason'>,
  day: number,
): ArrivalRules & { readonly name: string } {
  const season = rules.seasons.find((candidate) => candidate.id === seasonOf(rules, isoDay(day)));
  return season ?? { name: '', arrivalDays: [], minimumNights: 1, minimumNightsByArrivalDay: {} };
}

export function estimateStay(rules: EstimateRules, request: EstimateRequest, context: EstimateContext, words: EstimateWords): Estimate {
  const fail = (message: string): Estimate => ({ ok: false, message });
  if (!request.arrival || !request.departure) return fail(words.missingDates);
  if (!isCalendarDay(request.arrival) || !isCalendarDay(request.departure)) return fail(words.badDate);
  const arrival = dayFromIso(request.arrival);
  const departure = dayFromIso(request.departure);
  if (departure <= arrival) return fail(words.wrongOrder);
  if (arrival < context.today) return fail(words.past);
  if (departure > context.calendarEnd) return fail(words.beyondCalendar(isoDay(context.calendarEnd)));
  // The adults start at 1, the children and pets at 0: each refusal names its own minimum.
  if (!Number.isInteger(request.adults) || request.adults < 1) return fail(words.noAdult);
  const counts = [request.children, request.pets];
  if (counts.some((count) => !Number.isInteger(count) || count < 0)) return fail(words.badCount);
  if (request.adults + request.children > rules.capacity) return fail(words.overCapacity(rules.capacity));
  // The arrival night's season sets the arrival days and the minimum, as the platforms do.
  const arrivalRules = arrivalRulesOn(rules, arrival);
  if (!arrivalAllowed(arrivalRules, arrival)) {
    const nearest = nearestArrivals((day) => arrivalRulesOn(rules, day), arrival, departure - arrival, context);
    return fail(words.arrivalDay(arrivalRules.name, arrivalRules.arrivalDays, nearest));
  }

  const lines: { id: string; name: string; rate: number; minimumNights: number; nights: number }[] = [];
  for (let night = arrival; night < departure; night += 1) {
    const id = seasonOf(rules, isoDay(night));
    const season = rules.seasons.find((candidate) => candidate.id === id);
    // Every season a period names is described (content/schema/stays.ts, seasonIssues).
    if (!season) throw new Error(`no season ${id} in the rules`);
    const last = lines.at(-1);
    if (last?.id === id) last.nights += 1;
    else lines.push({ id, name: season.name, rate: season.rate, minimumNights: season.minimumNights, nights: 1 });
  }
  const nights = departure - arrival;
  const seasons = lines.map((line) => ({
    season: line.name,
    nights: line.nights,
    rate: line.rate,
    amount: (cents(line.rate) * line.nights) / 100,
  }));
  const extras = extraLines(rules.extras, request.extras ?? [], nights, request.adults + request.children, request.pets);
  // The percentage kind of tax is on each night's own price: the nights' rates in order (the listed
  // rates, before any offer: a lower tax on a discounted night is the owner's to quote in the reply).
  const nightlyRates = lines.flatMap((line) => Array.from({ length: line.nights }, () => line.rate));
  const discounts = discountLines(rules.offers, arrival, nightlyRates, context.today);
  const touristTax = rules.touristTax === null ? null : touristTaxLines(rules.touristTax, nightlyRates, request.adults, request.children);
  // Never below 0, whatever the offers (their cap is the schema's and the discounts' own: ./offers.ts).
  const total = Math.max(
    0,
    [
      ...seasons.map((line) => line.amount),
      ...discounts.map((line) => line.amount),
      ...extras.map((line) => line.amount),
      ...(touristTax ?? []).map((line) => line.amount),
    ].reduce((sum, amount) => sum + cents(amount), 0) / 100,
  );
  const minimumNights = minimumNightsOn(arrivalRules, arrival);
  return {
    ok: true,
    nights,
    seasons,
    extras,
    discounts,
    touristTax,
    total,
    minimumNights,
    minimumStayMet: nights >= minimumNights,
    free: context.isStayFree(arrival, departure),
  };
}

/** "1 234,50 €", "70 €": French grouping by hand, as the French pages always wrote it, a no-break space before the sign. */
export function formatEuros(euros: number): string {
  if (euros < 0) return `\u2212${formatEuros(-euros)}`;
  const [whole = '0', decimals = '00'] = (Math.round(euros * 100) / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return decimals === '00' ? `${grouped}\u00a0€` : `${grouped},${decimals}\u00a0€`;
}

/** An amount as each language writes it: French as above; "€1,234.50", "€ 1.234,50", "1.234,50 €"; an amount taken off with a true minus, "−€52.50". */
export function eurosIn(lang: Lang, euros: number): string {
  return lang === 'fr' ? formatEuros(euros) : formatEurosIntl(lang, euros);
}
