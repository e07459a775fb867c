// Extras, offers and stay rules of the owner's content/data/stays.json, as the estimate applies them:
// what each extra costs for a stay, the discounts as named lines, and whether the arrival day keeps its
// season's rules, with the nearest arrivals that do. Pure and zod-free: the estimate (./estimate.ts),
// the price list, the pages' « dès » prices and the tests drive it with plain data.
import { maxCombinedOfferPercent } from '@/content/schema/offer-cap';
import { isoDay, weekdayOf } from '@/lib/opening-status';

export type ExtraUnit = 'sejour' | 'nuit' | 'personne-nuit' | 'animal-nuit';

export interface ExtraRule {
  readonly id: string;
  /** In the page's language (the owner's translation, French where there is none). */
  readonly name: string;
  readonly euros: number;
  readonly unit: ExtraUnit;
  /** In every price (L112-1); an optional one counts only when ticked, one by animal and night for each animal declared. */
  readonly compulsory: boolean;
}

/** Each off at 0 %. */
export interface OfferRules {
  readonly longStay: { readonly percent: number; readonly fromNights: number };
  readonly lastMinute: { readonly percent: number; readonly withinDays: number };
  /** On the nights from Sunday to Thursday, each followed by a weekday. */
  readonly midweek: { readonly percent: number };
}

export const noOffers: OfferRules = {
  longStay: { percent: 0, fromNights: 7 },
  lastMinute: { percent: 0, withinDays: 7 },
  midweek: { percent: 0 },
};

/** A season's rules on the arrival day: weekdays 0 = Monday … 6 = Sunday, as lib/opening-status.ts counts. */
export interface ArrivalRules {
  /** Empty: any day. */
  readonly arrivalDays: readonly number[];
  readonly minimumNights: number;
  /** By weekday of arrival, overriding minimumNights. */
  readonly minimumNightsByArrivalDay: Readonly<Partial<Record<number, number>>>;
}

export interface ExtraLine {
  readonly id: string;
  readonly name: string;
  readonly unit: ExtraUnit;
  readonly compulsory: boolean;
  /** People or animals the line counts (1 for a stay or a night). */
  readonly count: number;
  readonly nights: number;
  readonly rate: number;
  readonly amount: number;
}

export type DiscountKind = 'longStay' | 'lastMinute' | 'midweek';

export interface DiscountLine {
  readonly kind: DiscountKind;
  readonly percent: number;
  /** The nights it is on: all of them, or the mid-week ones. */
  readonly nights: number;
  /** Negative: taken off the total. */
  readonly amount: number;
}

const cents = (euros: number) => Math.round(euros * 100);

/** What an extra costs for a stay of `nights` nights, `people` people and `pets` animals. */
export function extraLine(extra: ExtraRule, nights: number, people: number, pets: number): ExtraLine {
  const count = extra.unit === 'personne-nuit' ? people : extra.unit === 'animal-nuit' ? pets : 1;
  const counted = extra.unit === 'sejour' ? 1 : nights;
  return {
    id: extra.id,
    name: extra.name,
    unit: extra.unit,
    compulsory: extra.compulsory,
    count,
    nights: counted,
    rate: extra.euros,
    amount: (cents(extra.euros) * count * counted) / 100,
  };
}

/**
 * The extras a stay pays: every compulsory one, the optional ones ticked (`chosen`, by id), and those by
 * animal and night when animals come (declaring them is the choice). Lines of 0 € are left out.
 */
export function extraLines(
  extras: readonly ExtraRule[],
  chosen: readonly string[],
  nights: number,
  people: number,
  pets: number,
): ExtraLine[] {
  return extras
    .filter((extra) => extra.compulsory || extra.unit === 'animal-nuit' || chosen.includes(extra.id))
    .map((extra) => extraLine(extra, nights, people, pets))
    .filter((line) => line.amount > 0);
}

/** Mid-week nights: Sunday to Thursday, each followed by a weekday (0 = Monday … 6 = Sunday). */
export const isMidweekNight = (day: number): boolean => weekdayOf(day) !== 4 && weekdayOf(day) !== 5;

/**
 * The discounts of a stay, each on the nights' own price (the rates by season, before extras and tax),
 * side by side rather than one on another, so each line reads as its percentage of what it names.
 * `nightlyRates` are the stay's nights in order from `arrival`; `today` is the visitor's, in Paris.
 */
export function discountLines(offers: OfferRules, arrival: number, nightlyRates: readonly number[], today: number): DiscountLine[] {
  const lines: DiscountLine[] = [];
  const off = (percent: number, rates: readonly number[]) =>
    -Math.round((rates.reduce((sum, rate) => sum + cents(rate), 0) * percent) / 100) / 100;
  const { longStay, lastMinute, midweek } = offers;
  if (midweek.percent > 0) {
    const rates = nightlyRates.filter((_, index) => isMidweekNight(arrival + index));
    if (rates.length > 0)
      lines.push({ kind: 'midweek', percent: midweek.percent, nights: rates.length, amount: off(midweek.percent, rates) });
  }
  if (longStay.percent > 0 && nightlyRates.length >= longStay.fromNights) {
    lines.push({ kind: 'longStay', percent: longStay.percent, nights: nightlyRates.length, amount: off(longStay.percent, nightlyRates) });
  }
  if (lastMinute.percent > 0 && arrival - today <= lastMinute.withinDays) {
    lines.push({
      kind: 'lastMinute',
      percent: lastMinute.percent,
      nights: nightlyRates.length,
      amount: off(lastMinute.percent, nightlyRates),
    });
  }
  return capDiscounts(
    lines.filter((line) => line.amount !== 0),
    nightlyRates,
  );
}

/**
 * The discounts held to {@link maxCombinedOfferPercent} of the nights' price together, the last ones
 * cut first (the schema refuses offers that could pass it: this holds whatever the estimate is handed).
 */
function capDiscounts(lines: readonly DiscountLine[], nightlyRates: readonly number[]): DiscountLine[] {
  let left = Math.round((nightlyRates.reduce((sum, rate) => sum + cents(rate), 0) * maxCombinedOfferPercent) / 100);
  return lines.flatMap((line) => {
    const amount = Math.min(cents(-line.amount), left);
    left -= amount;
    return amount > 0 ? [{ ...line, amount: -amount / 100 }] : [];
  });
}

/** The minimum stay for an arrival on `day`: the weekday's own, else the season's. */
export function minimumNightsOn(rules: ArrivalRules, day: number): number {
  return rules.minimumNightsByArrivalDay[weekdayOf(day)] ?? rules.minimumNights;
}

export const arrivalAllowed = (rules: ArrivalRules, day: number): boolean =>
  rules.arrivalDays.length === 0 || rules.arrivalDays.includes(weekdayOf(day));

/**
 * The arrivals nearest to `arrival` that keep their own season's arrival days, keeping the stay's length:
 * the nearest before it and the nearest after it (issue 48: the messages say « before and after »), from
 * `today`, the whole stay before `calendarEnd`, within a fortnight, earliest first ("7 or 14 August").
 * `rulesOn` gives the rules of the season a night is in.
 */
export function nearestArrivals(
  rulesOn: (day: number) => ArrivalRules,
  arrival: number,
  nights: number,
  window: { readonly today: number; readonly calendarEnd: number },
): string[] {
  const fits = (day: number) => day >= window.today && day + nights <= window.calendarEnd && arrivalAllowed(rulesOn(day), day);
  const nearest = (step: -1 | 1): number[] => {
    for (let distance = 1; distance <= 14; distance += 1) if (fits(arrival + step * distance)) return [arrival + step * distance];
    return [];
  };
  return [...nearest(-1), ...nearest(1)].map(isoDay);
}

/** The compulsory extras' part of one night's price for `people`: what a « dès » price per night adds. */
export function compulsoryPerNight(extras: readonly ExtraRule[]): number {
  return extras.filter((extra) => extra.compulsory && extra.unit === 'nuit').reduce((sum, extra) => sum + cents(extra.euros), 0) / 100;
}

/** The compulsory extras that cannot fold into a price per night (per stay, per person): said beside it, never hidden. */
export const compulsoryBeside = (extras: readonly ExtraRule[]): readonly ExtraRule[] =>
  extras.filter((extra) => extra.compulsory && extra.unit !== 'nuit' && extra.unit !== 'animal-nuit');
