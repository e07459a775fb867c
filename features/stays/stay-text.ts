// The calendar's and the estimate's sentences, put together from the words a page hands its scripts
// (features/stays/stays.ts) and the numbers, dates and prices of its language. Pure, for the browser and tests.
import type { StayEstimateWords, StayPeriodsWords } from '@/features/stays/stays';
import type { StayPeriod } from '@/features/stays/availability/calendar';
import { eurosIn, type Estimate } from '@/features/stays/availability/estimate';
import { countPlaces, fill, formatDay, plural } from '@/lib/i18n/format';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { dayFromIso } from '@/lib/opening-status';

/** "novembre 2026", "November 2026", "november 2026": a month of the grid ("YYYY-MM"), as its caption names it. */
export function monthTitle(lang: Lang, month: string): string {
  return new Intl.DateTimeFormat(intlLocales[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
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

/** What the prices the estimate names but does not compute are. */
export interface EstimatePrices {
  readonly petsPerNight: number;
  readonly depositEuros: number;
}

/** What the estimate says of its unit type beyond the numbers: the taxe de séjour's rate in words (features/stays/stay-price.ts). */
export interface EstimateTypeNotes {
  readonly taxNote: string;
}

export interface EstimateSummary {
  /** "Estimation · 3 nuits". */
  readonly title: string;
  readonly lines: readonly { readonly label: string; readonly amount: string }[];
  readonly total: { readonly label: string; readonly amount: string };
  /** Tax, minimum stay, availability and deposit, in that order. */
  readonly notes: readonly string[];
}

/** A computed estimate in the page's words: one line per season, pets and tax, the total and what goes with it. */
export function estimateSummary(
  lang: Lang,
  words: StayEstimateWords,
  estimate: Extract<Estimate, { ok: true }>,
  synced: boolean,
  prices: EstimatePrices,
  notes: EstimateTypeNotes,
): EstimateSummary {
  const euros = (amount: number) => eurosIn(lang, amount);
  const nights = (count: number) => plural(lang, count, words.nights);
  const lines = [
    ...estimate.seasons.map((line) => ({
      label: fill(words.seasonLine, { season: line.season, nights: nights(line.nights), rate: euros(line.rate) }),
      amount: line.amount,
    })),
    ...(estimate.pets
      ? [{ label: fill(words.petsLine, { count: estimate.pets.count, nights: nights(estimate.pets.nights), rate: euros(prices.petsPerNight) }), amount: estimate.pets.amount }]
      : []),
    ...(estimate.touristTax ?? []).map((line) => ({
      label: fill(words.taxLine, { adults: plural(lang, line.adults, words.adultCount), nights: nights(line.nights), rate: euros(line.rate) }),
      amount: line.amount,
    })),
  ];
  const minimum = countPlaces(lang, 'nights', estimate.minimumNights, words.nights);
  return {
    title: `${words.resultTitle} · ${nights(estimate.nights)}`,
    lines: lines.map((line) => ({ label: line.label, amount: euros(line.amount) })),
    total: { label: words.total, amount: euros(estimate.total) },
    notes: [
      // The tax's rate in words when it is in the total (how a percentage was reached, minors free); that it is on top when not.
      estimate.touristTax ? notes.taxNote : words.taxUnknown,
      fill(estimate.minimumStayMet ? words.minimumMet : words.minimumNotMet, minimum),
      synced ? (estimate.free ? words.free : words.notFree) : words.availabilityUnknown,
      fill(words.deposit, { amount: euros(prices.depositEuros) }),
    ],
  };
}
