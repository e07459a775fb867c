// The dates behind each season's rate, as the rates by season show them (the chalets' panel, the price
// list): a rate named by its season alone says nothing of when it applies (Code de la consommation
// L112-1, arrêté du 3 décembre 1987: a price says the period it applies to). Each period as a range of
// nights (« 3 juil. – 29 août 2027 »), the season the other nights fall in as such. Pure.
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';

export interface SeasonPeriod {
  readonly season: string;
  /** First and last night, "2027-07-03". */
  readonly from: string;
  readonly through: string;
}

/** The nights no period names: the default season's. */
const otherNights: Translated<string> = {
  fr: 'les autres nuits',
  en: 'all other nights',
  nl: 'alle andere nachten',
  de: 'alle übrigen Nächte',
};

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** "3 juil. – 29 août 2027": one period's nights, as the language writes a range of dates. */
export function periodIn(lang: Lang, period: Pick<SeasonPeriod, 'from' | 'through'>): string {
  const format = new Intl.DateTimeFormat(intlLocales[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const range =
    period.from === period.through ? format.format(utc(period.from)) : format.formatRange(utc(period.from), utc(period.through));
  // French writes the first of a month « 1er »; a range's dash with spaces around it, as Intl gives it.
  if (lang === 'fr') return range.replace(/(^|\s)1(?=\s)/g, '$11er');
  // British Intl shortens September to « Sept » beside « Jul », « Aug »: three letters, as every other month.
  return lang === 'en' ? range.replace(/(?<![\p{L}])Sept(?![\p{L}])/gu, 'Sep') : range;
}

/**
 * When a season's rate applies, in a language: its periods in the order of the year, and for the
 * default season « les autres nuits » after any of its own; undefined while the owner has given no
 * dates (every night is then in the default season, and no date is said).
 */
export function seasonDatesIn(
  lang: Lang,
  seasonId: string,
  periods: readonly SeasonPeriod[] | undefined,
  defaultSeason: string,
): string | undefined {
  if (periods === undefined) return undefined;
  const own = periods
    .filter((period) => period.season === seasonId)
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .map((period) => periodIn(lang, period));
  const all = seasonId === defaultSeason ? [...own, otherNights[lang]] : own;
  return all.length === 0 ? undefined : all.join(', ');
}
