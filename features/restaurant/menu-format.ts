/** How the carte's numbers, dates and allergens read in each language, for the page and its PDF alike. */
import { diets, type Diet } from '@/content/schema/allergens';
import { allergenNames, menuWords } from '@/features/restaurant/menu-words';
import { allergens, allergensOfChosenDishes, allergensOnRequest, noAllergens, type Allergen, type Dish } from '@/features/restaurant/menu';
import { fill } from '@/lib/i18n/format';
import { intlLocales, type Lang } from '@/lib/i18n/languages';

const prices = new Map<Lang, Intl.NumberFormat>();
const dates = new Map<Lang, Intl.DateTimeFormat>();

/**
 * A price of the carte, always with its cents, as the language writes it: 14.5 as "14,50 €",
 * "€14.50", "€ 14,50", "14,50 €" (a no-break space keeps the sign with its number).
 */
export function formatMenuPrice(lang: Lang, amount: number): string {
  let format = prices.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[lang], { style: 'currency', currency: 'EUR' });
    prices.set(lang, format);
  }
  return format.format(amount);
}

/** "2026-11-01" as "1er novembre 2026", "1 November 2026", "1 november 2026", "1. November 2026". */
export function formatMenuDate(lang: Lang, isoDate: string): string {
  let format = dates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dates.set(lang, format);
  }
  const date = new Date(`${isoDate}T00:00:00Z`);
  const text = format.format(date);
  // French writes the first day of a month as an ordinal.
  return lang === 'fr' && date.getUTCDate() === 1 ? text.replace(/^1 /, '1er ') : text;
}

export function isAllergen(value: unknown): value is Allergen {
  return (allergens as readonly unknown[]).includes(value);
}

/** A price the menu can print: a finite amount of euros and whole cents, not negative. */
export function isWellFormedPrice(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** What follows "Allergènes :" under a dish: their names (lower case where the language allows), « aucun » only where the owner says so, or to ask. */
export function dishAllergensText(lang: Lang, dish: Pick<Dish, 'allergens'>): string {
  const words = menuWords[lang];
  if (dish.allergens === allergensOfChosenDishes) return words.allergensOfChosenDishes;
  if (dish.allergens === noAllergens) return words.noAllergen;
  // An empty list says nothing of the dish (check:content refuses it; a file read as it is still never says « aucun »).
  if (dish.allergens === allergensOnRequest || dish.allergens.length === 0) return words.allergensOnRequest;
  const names = dish.allergens.map((allergen) => allergenNames[lang][allergen].name);
  return `${(words.lowerCaseInLists ? names.map((name) => name.toLocaleLowerCase(intlLocales[lang])) : names).join(', ')}.`;
}

/** The diet marks of a dish, as text (never a colour alone), in the schema's order whatever the owner ticked first; none when it follows none. */
export function dietLabels(lang: Lang, dish: Pick<Dish, 'diets'>): string[] {
  const words = menuWords[lang];
  const labels: Readonly<Record<Diet, string>> = { vegetarien: words.vegetarian, vegan: words.vegan, 'sans-gluten': words.glutenFree };
  return diets.filter((diet) => dish.diets.includes(diet)).map((diet) => labels[diet]);
}

/** One allergen of the legend, e.g. "Arachides (cacahuètes)". */
export function allergenLegendEntry(lang: Lang, allergen: Allergen): string {
  const { name, detail } = allergenNames[lang][allergen];
  return detail ? `${name} (${detail})` : name;
}

/** "Servie à partir du 1er novembre 2026." */
export function menuValidFromText(lang: Lang, isoDate: string): string {
  return fill(menuWords[lang].validFrom, { date: formatMenuDate(lang, isoDate) });
}
