'use client';

// The price of a night in the season under way, beside a unit's « dès » price (issue 49, prices first):
// « Basse saison, jusqu’au vendredi 18 décembre : 95€/nuit ». Today is the visitor's, in Paris: the
// page is built once and served for days. Until the page hydrates (and without JavaScript) it is the
// build's day, so the HTML and the first render agree.
import { fill, formatDay } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { dayFromIso } from '@/lib/opening-status';
import { seasonOfNight, type SeasonPeriod } from '@/features/stays/pricing/season-price';
import { useParisToday } from '@/features/stays/use-paris-today';

/** A type's prices by season, written in the page's language, and the owner's periods. */
export interface SeasonPrices {
  readonly lang: Lang;
  /** The build's day in Paris: what the page says until it hydrates. */
  readonly builtOn: number;
  /** Each season's name and its price for a night, compulsory charges by night included ("95€/nuit"). */
  readonly seasons: readonly { readonly id: string; readonly name: string; readonly price: string }[];
  readonly periods: readonly SeasonPeriod[];
  readonly defaultSeason: string;
  /** "{season}, jusqu’au {date} : {price}", and without an end: "{season} : {price}". */
  readonly words: { readonly until: string; readonly open: string };
}

export function SeasonPriceLine({ prices, className = '' }: { readonly prices: SeasonPrices; readonly className?: string }) {
  const { lang } = prices;
  const today = useParisToday(prices.builtOn);
  const { season, through } = seasonOfNight(prices.periods, prices.defaultSeason, today);
  const shown = prices.seasons.find((candidate) => candidate.id === season);
  if (!shown) return null;
  return (
    <p className={className}>
      {through
        ? fill(prices.words.until, { season: shown.name, date: formatDay(lang, dayFromIso(through)), price: shown.price })
        : fill(prices.words.open, { season: shown.name, price: shown.price })}
    </p>
  );
}
