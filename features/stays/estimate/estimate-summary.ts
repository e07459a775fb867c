// The estimate's result in the page's words: one line per season, offer, extra and tax, the total and
// the notes. Pure. The estimate form loads it, with the estimate's rules (./availability/estimate.ts,
// ./availability/offers.ts), when a visitor first asks for an estimate: none of it is in a stays page's
// first load. The stay request and the owner's French copy use it too.
import type { StayEstimateWords } from '@/features/stays/availability-words';
import { eurosIn, type Estimate } from '@/features/stays/availability/estimate';
import type { DiscountLine, ExtraLine, OfferRules } from '@/features/stays/availability/offers';
import { countPlaces, fill, plural } from '@/lib/i18n/format';
import { intlLocales, type Lang } from '@/lib/i18n/languages';

/** What the prices the estimate names but does not compute are. */
export interface EstimatePrices {
  readonly depositEuros: number;
}

/** "10 %", "10%": a discount's percentage as the language writes it. */
export const percentIn = (lang: Lang, percent: number): string =>
  new Intl.NumberFormat(intlLocales[lang], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** An extra's line: its name, and how its amount is reached. */
export function extraLabel(lang: Lang, words: StayEstimateWords, line: ExtraLine): string {
  const values = { name: line.name, count: line.count, nights: plural(lang, line.nights, words.nights), rate: eurosIn(lang, line.rate) };
  if (line.unit === 'sejour') return fill(words.extraStayLine, values);
  return fill(line.unit === 'nuit' ? words.extraNightsLine : words.extraCountLine, values);
}

/** An offer's line: "Offre long séjour, dès 7 nuits : −10 %". */
export function discountLabel(lang: Lang, words: StayEstimateWords, line: DiscountLine, offers: OfferRules): string {
  const nights = line.kind === 'longStay' ? offers.longStay.fromNights : line.nights;
  return fill(words.discountLines[line.kind], {
    percent: percentIn(lang, line.percent),
    ...countPlaces(lang, 'nights', nights, words.nights),
  });
}

/** What the estimate says of its unit type beyond the numbers: the taxe de séjour as the total holds it, included with its rate, or nothing added under the commune’s flat rate (features/stays/pricing/stay-price.ts, touristTaxIn().estimateNote). */
export interface EstimateTypeNotes {
  readonly taxNote: string;
  /** The offers' thresholds, for their lines' words. */
  readonly offers: OfferRules;
}

export interface EstimateSummary {
  /** "Estimation · 3 nuits". */
  readonly title: string;
  /** `computed`: the label says how its amount is reached (« 3 nuits × 70 € »), so « = » may join them; a price alone (« Ménage de fin de séjour ») takes the label's colon. */
  readonly lines: readonly { readonly label: string; readonly amount: string; readonly computed: boolean }[];
  readonly total: { readonly label: string; readonly amount: string };
  /** Tax, minimum stay, availability and deposit, in that order. */
  readonly notes: readonly string[];
}

/** A computed estimate in the page's words: one line per season, offer, extra and tax, the total and what goes with it. */
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
      computed: true,
    })),
    ...estimate.discounts.map((line) => ({ label: discountLabel(lang, words, line, notes.offers), amount: line.amount, computed: true })),
    ...estimate.extras.map((line) => ({ label: extraLabel(lang, words, line), amount: line.amount, computed: line.unit !== 'sejour' })),
    ...(estimate.touristTax ?? []).map((line) => ({
      label: fill(words.taxLine, {
        adults: plural(lang, line.adults, words.adultCount),
        nights: nights(line.nights),
        rate: euros(line.rate),
      }),
      amount: line.amount,
      computed: true,
    })),
  ];
  const minimum = countPlaces(lang, 'nights', estimate.minimumNights, words.nights);
  return {
    title: `${words.resultTitle} · ${nights(estimate.nights)}`,
    lines: lines.map((line) => ({ ...line, amount: euros(line.amount) })),
    total: { label: words.total, amount: euros(estimate.total) },
    notes: [
      // The tax's rate in words when it is in the total (how a percentage was reached, minors free); that it is on top when not.
      estimate.touristTax ? notes.taxNote : words.taxUnknown,
      // A minimum of one night is no rule: « Séjour minimum de 1 nuit : respecté » says nothing (the panels' finding).
      ...(estimate.minimumNights > 1 || !estimate.minimumStayMet
        ? [fill(estimate.minimumStayMet ? words.minimumMet : words.minimumNotMet, minimum)]
        : []),
      synced ? (estimate.free ? words.free : words.notFree) : words.availabilityUnknown,
      fill(words.deposit, { amount: euros(prices.depositEuros) }),
    ],
  };
}
