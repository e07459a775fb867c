// How the content writes a price and an hour: the data files store numbers and "16:00"; the pages
// show "70 €/nuit" and "de 16h00 à 18h00", made here. French keeps the site's own short forms; the other
// languages write them by their conventions (lib/i18n/format.ts).
import { formatClock, formatEuros, formatTime } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';

/** 70 as "70", 5.5 as "5,50". */
export function frenchAmount(euros: number): string {
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',');
}

/** "16:00" as "16h00", "09:30" as "9h30": the French clock of every page (issue 48: one style, formatClock's). */
export function frenchHour(time: string): string {
  return formatClock('fr', time);
}

export const frenchHours = (opens: string, closes: string) => `de ${frenchHour(opens)} à ${frenchHour(closes)}`;

/** A price as a fact in a list: "70 €", "€70", "€ 70", "70 €". */
export function amountIn(lang: Lang, euros: number): string {
  // French keeps its sign with its number by a no-break space: « 70 € », never broken at a line's end.
  return lang === 'fr' ? `${frenchAmount(euros)}\u00a0€` : formatEuros(lang, euros);
}

/** A price by night as each language writes it in running text: English says "a night", not "/night". */
const perNight: Translated<(amount: string) => string> = {
  fr: (amount) => `${amount}/nuit`,
  en: (amount) => `${amount} a night`,
  nl: (amount) => `${amount}/nacht`,
  de: (amount) => `${amount}/Nacht`,
};

/** "70 €/nuit", "€70 a night", "€ 70/nacht", "70 €/Nacht". */
export const perNightIn = (lang: Lang, euros: number): string => perNight[lang](amountIn(lang, euros));

/** "16h00", "16:00", "16.00 uur", "16:00 Uhr". */
export const hourIn = (lang: Lang, time: string): string => (lang === 'fr' ? frenchHour(time) : formatTime(lang, time));

const hoursRange: Translated<(opens: string, closes: string) => string> = {
  fr: frenchHours,
  en: (opens, closes) => `from ${formatTime('en', opens)} to ${formatTime('en', closes)}`,
  // "van 16.00 tot 18.00 uur", "von 16:00 bis 18:00 Uhr": the hour's word once, at the end.
  nl: (opens, closes) => `van ${formatClock('nl', opens)} tot ${formatTime('nl', closes)}`,
  de: (opens, closes) => `von ${formatClock('de', opens)} bis ${formatTime('de', closes)}`,
};

/** "de 16h00 à 18h00", "from 16:00 to 18:00", "van 16.00 tot 18.00 uur", "von 16:00 bis 18:00 Uhr". */
export const hoursIn = (lang: Lang, opens: string, closes: string): string => hoursRange[lang](opens, closes);

/**
 * A window to do something in, as a verb before it asks (« please leave your accommodation … »):
 * English and Dutch say "between 09:00 and 11:00", "tussen 9.00 en 11.00 uur" (issue 48: "leave …
 * from 09:00 to 11:00" reads as leaving for two hours), German too (« zwischen 9:00 und 11:00 Uhr »), French « entre 9h00 et 11h00 ».
 */
export const windowIn = (lang: Lang, opens: string, closes: string): string => {
  if (lang === 'en') return `between ${formatTime('en', opens)} and ${formatTime('en', closes)}`;
  if (lang === 'nl') return `tussen ${formatClock('nl', opens)} en ${formatTime('nl', closes)}`;
  // « Bitte verlassen Sie die Unterkunft … von 9:00 bis 11:00 Uhr » read the same way to the German panel.
  if (lang === 'de') return `zwischen ${formatClock('de', opens)} und ${formatTime('de', closes)}`;
  // « libérer l’hébergement de 9h00 à 11h00 » read the same way to the French reader (round D).
  return `entre ${frenchHour(opens)} et ${frenchHour(closes)}`;
};
