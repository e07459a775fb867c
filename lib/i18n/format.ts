// Words with numbers and dates in them, in each language's conventions: templates with {named}
// places (plain data, so that a page can hand its words to the browser), plural forms chosen by the
// language's own rules, dates, times and prices by Intl, French as the site always wrote them.
import { intlLocales, type Lang, type Translated } from './languages';

const dayMs = 86_400_000;

/** "{count} nuits" with count 3: "3 nuits". A place with no value is left as written, so a missing one shows. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/**
 * The forms a count can take; languages with more forms than French or English need none here.
 * German declines the noun after von, mit, bei… (the dative: „von 7 Nächten“, „mit 1 Erwachsenem“):
 * its forms say so where they differ from the nominative.
 */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
  readonly oneDative?: string;
  readonly otherDative?: string;
}

/** The grammatical case a count stands in: the dative after a preposition that governs it (German). */
export type GrammaticalCase = 'nominative' | 'dative';

const pluralRules = new Map<Lang, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `lang`, with {count} filled. French counts 0 and 1 as one, English 1 only. */
export function plural(lang: Lang, count: number, forms: PluralForms, grammaticalCase: GrammaticalCase = 'nominative'): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocales[lang]);
    pluralRules.set(lang, rules);
  }
  const one = rules.select(count) === 'one';
  const dative = grammaticalCase === 'dative';
  const form = one ? ((dative ? forms.oneDative : undefined) ?? forms.one) : ((dative ? forms.otherDative : undefined) ?? forms.other);
  return fill(form, { count });
}

/**
 * A count for a template's places, in both cases: `{name}` (nominative) and `{nameDative}`, which a
 * German template writes after von, mit, bei… („Mindestaufenthalt von {nightsDative}“); the other
 * languages have one form for both.
 */
export function countPlaces(lang: Lang, name: string, count: number, forms: PluralForms): Readonly<Record<string, string>> {
  return { [name]: plural(lang, count, forms), [`${name}Dative`]: plural(lang, count, forms, 'dative') };
}

/**
 * A day (days since 1970-01-01) as its language writes it with the weekday: "lundi 1er novembre",
 * "Monday 1 November", "maandag 1 november", "Montag, 1. November"; with the year when asked.
 */
export function formatDay(lang: Lang, day: number, withYear = false): string {
  const date = new Date(day * dayMs);
  const text = new Intl.DateTimeFormat(intlLocales[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
  // French writes the first of the month "1er"; British English puts no comma after the weekday,
  // with the year as without it ("Saturday 12 December 2026"), where Intl adds one.
  if (lang === 'fr') return text.replace(/(^|\s)1(?=\s)/, '$11er');
  return lang === 'en' ? text.replace(/^(\p{L}+),/u, '$1') : text;
}

/**
 * "12:00" as each language's clock shows it, without the hour's word: "12h00", "12:00", "12.00",
 * "12:00". One clock per language (config/glossary.ts): English keeps the 24-hour clock's two
 * digits ("06:00"), Dutch and German write the hour as they say it ("6.00", "6:00").
 */
export function formatClock(lang: Lang, time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = String(Number(hours));
  switch (lang) {
    case 'fr':
      return `${hour}h${minutes}`;
    case 'en':
      return `${hours.padStart(2, '0')}:${minutes}`;
    case 'nl':
      return `${hour}.${minutes}`;
    case 'de':
      return `${hour}:${minutes}`;
  }
}

/** The word after an hour, once after a range ("19.00–22.30 uur"): Dutch and German say it, French and English do not. */
export const hourWord: Translated<string> = { fr: '', en: '', nl: ' uur', de: ' Uhr' };

/** "12:00" as each language writes an hour on a sign: "12h00", "12:00", "12.00 uur", "12:00 Uhr". */
export function formatTime(lang: Lang, time: string): string {
  return `${formatClock(lang, time)}${hourWord[lang]}`;
}

/** One opening, its hour's word said once: "12:00–14:00", "12.00–14.00 uur", "12:00–14:00 Uhr" (French: lib/prices.ts). */
export function formatClockRange(lang: Lang, opens: string, closes: string): string {
  return `${formatClock(lang, opens)}–${formatTime(lang, closes)}`;
}

/** A whole number as the language writes it: "1 000" (a narrow no-break space), "1,000", "1.000". */
export function formatCount(lang: Lang, count: number): string {
  return new Intl.NumberFormat(intlLocales[lang], { maximumFractionDigits: 0 }).format(count);
}

/** An amount in euros, cents only when there are some: "70 €", "€70", "€ 70", "70 €"; "7,50 €", "€7.50". */
export function formatEuros(lang: Lang, amount: number): string {
  // An amount taken off takes the true minus sign, as « −15 % » beside it does (issue 48): "−€52.50", not Intl's "-€52.50" or "€ -52,50".
  if (amount < 0) return `\u2212${formatEuros(lang, -amount)}`;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocales[lang], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** "03-22" (a day of every year) as the language writes it, "22 mars", "22 March", "22 maart", "22. März"; or its day alone. */
function monthDayIn(lang: Lang, monthDay: string, dayOnly: boolean): string {
  const [month = 1, day = 1] = monthDay.split('-').map(Number);
  // A leap year, so that a season may end on 29 February.
  const date = new Date(Date.UTC(2000, month - 1, day));
  const text = new Intl.DateTimeFormat(intlLocales[lang], {
    day: 'numeric',
    ...(dayOnly ? {} : { month: 'long' }),
    timeZone: 'UTC',
  }).format(date);
  if (lang === 'fr' && day === 1) return text.replace(/^1(?=\s|$)/, '1er');
  // German writes a day with its point, also without its month: "1. bis 31. Oktober".
  return lang === 'de' && dayOnly && !text.endsWith('.') ? `${text}.` : text;
}

/**
 * A stretch of every year, from one month-day to another, both included: "du 22 mars au 30 avril",
 * "22 March to 30 April", "22 maart t/m 30 april", "22. März bis 30. April"; the month said once when
 * both days fall in it: "du 1er au 31 octobre", "1 to 31 October". Lower case: a sentence's words.
 */
export function formatMonthDays(lang: Lang, from: string, through: string): string {
  const start = monthDayIn(lang, from, from.slice(0, 2) === through.slice(0, 2));
  const end = monthDayIn(lang, through, false);
  switch (lang) {
    case 'fr':
      return `du ${start} au ${end}`;
    case 'en':
      return `${start} to ${end}`;
    case 'nl':
      return `${start} t/m ${end}`;
    case 'de':
      return `${start} bis ${end}`;
  }
}

/** A sentence's words at the head of a line or a box: "du mercredi…" as "Du mercredi…". */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Words written to head a line, going on after a label and its colon: "Geschlossen · …" as "geschlossen · …". */
export function uncapitalize(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}
