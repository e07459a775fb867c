/** How the carte's numbers, dates and allergens read in French, for the page and its PDF alike. */
import { allergenNames, allergens, allergensOfChosenDishes, menuText, type Allergen, type Dish } from '@/content/menu';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 14.5 as "14,50 €" (a no-break space keeps the sign with its number). */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-01" as "1er novembre 2026": French writes the first day of a month as an ordinal. */
export function formatMenuDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const text = longDate.format(date);
  return date.getUTCDate() === 1 ? text.replace(/^1 /, '1er ') : text;
}

export function isAllergen(value: unknown): value is Allergen {
  return (allergens as readonly unknown[]).includes(value);
}

/** A price the menu can print: a finite amount of euros and whole cents, not negative. */
export function isWellFormedPrice(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** What follows "Allergènes :" under a dish: their names in lower case, or why there are none. */
export function dishAllergensText(dish: Pick<Dish, 'allergens'>): string {
  if (dish.allergens === allergensOfChosenDishes) return menuText.allergensOfChosenDishes;
  if (dish.allergens.length === 0) return menuText.noAllergen;
  return `${dish.allergens.map((allergen) => allergenNames[allergen].name.toLocaleLowerCase('fr-FR')).join(', ')}.`;
}

/** The diet mark of a dish, as text (never a colour alone), or null when it has none. */
export function dietLabel(dish: Pick<Dish, 'diet'>): string | null {
  if (dish.diet === 'vegan') return menuText.vegan;
  if (dish.diet === 'vegetarien') return menuText.vegetarian;
  return null;
}

/** One allergen of the legend, e.g. "Arachides (cacahuètes)". */
export function allergenLegendEntry(allergen: Allergen): string {
  const { name, detail } = allergenNames[allergen];
  return detail ? `${name} (${detail})` : name;
}
