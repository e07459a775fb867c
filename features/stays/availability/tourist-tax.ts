// The taxe de séjour a family pays, from the rate the commune votes (CGCT L2333-30), as the owner
// enters it in content/data/stays.json. Three kinds: a classified unit's category has a fixed amount
// per adult and night; an unclassified unit's is a percentage of the night's price per person (the
// price before VAT and before any offer, shared by everyone staying, minors included), capped; and
// where the commune takes the flat-rate tax from the venue (« taxe de séjour forfaitaire », L2333-40
// and following), the guest pays none on top. Minors pay none (L2333-31 1°). Pure, for the estimate
// in the browser, the pages and the price list.

export type TouristTaxRule =
  | { readonly kind: 'montant'; readonly eurosPerAdultNight: number }
  | { readonly kind: 'pourcentage'; readonly percent: number; readonly capEurosPerAdultNight: number; readonly vatPercent: number }
  | { readonly kind: 'forfait' };

/** Cents, so that sums of amounts stay exact. */
const cents = (euros: number) => Math.round(euros * 100);

/** Whether the guest pays the tax on top of the price: not under the commune's flat rate, which the venue pays. */
export const isAddedToPrice = (rule: TouristTaxRule): boolean => rule.kind !== 'forfait';

/**
 * What one adult pays for one night at `nightlyRate` euros (the listed rate, VAT included, before any
 * offer) shared by `occupants` people (adults and children): the fixed amount, or the percentage of the
 * price before VAT per person, rounded to the cent and capped at the commune's ceiling; nothing under
 * the flat rate.
 */
export function touristTaxPerAdultNight(rule: TouristTaxRule, nightlyRate: number, occupants: number): number {
  if (rule.kind === 'forfait') return 0;
  if (rule.kind === 'montant') return rule.eurosPerAdultNight;
  // The night's price before VAT (L2333-30: « le prix de la prestation d'hébergement hors taxes »).
  const beforeVat = nightlyRate / (1 + rule.vatPercent / 100);
  // Euros × percent is already in cents: one division, one rounding.
  const percentOfShare = Math.round((beforeVat * rule.percent) / Math.max(occupants, 1));
  return Math.min(percentOfShare, cents(rule.capEurosPerAdultNight)) / 100;
}

export interface TouristTaxLine {
  readonly adults: number;
  readonly nights: number;
  /** Euros per adult and night on these nights. */
  readonly rate: number;
  readonly amount: number;
}

/**
 * The tax of a stay, night by night (`nightlyRates`, one per night in order: the listed rates, before
 * any offer), in lines of consecutive nights at the same amount per adult: one line at a fixed amount,
 * one per rate a percentage gives, none under the flat rate (nothing is added to the guest's price).
 */
export function touristTaxLines(rule: TouristTaxRule, nightlyRates: readonly number[], adults: number, children: number): TouristTaxLine[] {
  if (!isAddedToPrice(rule)) return [];
  const lines: { adults: number; nights: number; rate: number; amount: number }[] = [];
  for (const nightlyRate of nightlyRates) {
    const rate = touristTaxPerAdultNight(rule, nightlyRate, adults + children);
    const last = lines.at(-1);
    if (last?.rate === rate) last.nights += 1;
    else lines.push({ adults, nights: 1, rate, amount: 0 });
  }
  return lines.map((line) => ({ ...line, amount: (cents(line.rate) * line.adults * line.nights) / 100 }));
}
