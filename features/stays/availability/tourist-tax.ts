// The taxe de séjour a family pays, from the rate the commune votes (CGCT L2333-30), as the owner
// enters it in content/data/stays.json. Two kinds: a classified unit's category has a fixed amount per
// adult and night; an unclassified unit's is a percentage of the night's price per person (the price
// shared by everyone staying, minors included), capped. Minors pay none (L2333-31 1°). Pure, for the
// estimate in the browser, the pages and the price list.

export type TouristTaxRule =
  | { readonly kind: 'montant'; readonly eurosPerAdultNight: number }
  | { readonly kind: 'pourcentage'; readonly percent: number; readonly capEurosPerAdultNight: number };

/** Cents, so that sums of amounts stay exact. */
const cents = (euros: number) => Math.round(euros * 100);

/**
 * What one adult pays for one night at `nightlyRate` euros shared by `occupants` people (adults and
 * children): the fixed amount, or the percentage of the price per person, rounded to the cent and
 * capped at the commune's ceiling.
 */
export function touristTaxPerAdultNight(rule: TouristTaxRule, nightlyRate: number, occupants: number): number {
  if (rule.kind === 'montant') return rule.eurosPerAdultNight;
  // Euros × percent is already in cents: one division, one rounding.
  const percentOfShare = Math.round((nightlyRate * rule.percent) / Math.max(occupants, 1));
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
 * The tax of a stay, night by night (`nightlyRates`, one per night in order), in lines of consecutive
 * nights at the same amount per adult: one line at a fixed amount, one per rate a percentage gives.
 */
export function touristTaxLines(rule: TouristTaxRule, nightlyRates: readonly number[], adults: number, children: number): TouristTaxLine[] {
  const lines: { adults: number; nights: number; rate: number; amount: number }[] = [];
  for (const nightlyRate of nightlyRates) {
    const rate = touristTaxPerAdultNight(rule, nightlyRate, adults + children);
    const last = lines.at(-1);
    if (last?.rate === rate) last.nights += 1;
    else lines.push({ adults, nights: 1, rate, amount: 0 });
  }
  return lines.map((line) => ({ ...line, amount: (cents(line.rate) * line.adults * line.nights) / 100 }));
}
