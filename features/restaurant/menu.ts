// The carte from content/data/menu.json, in a language: the owner's season, sections, dishes and notes
// (French where not translated), with each dish's diets and allergens. Its words (the allergens' names,
// the lines around the carte, the PDF's name) are ./menu-words.ts.
import { readLocalizedData } from '@/content/localized-data';
import type { Lang } from '@/lib/i18n/languages';
import type { Allergen, Diet } from '@/content/schema/allergens';
import type { MenuData } from '@/content/schema/menu';
import { ownerDataFile } from '@/content/owner-data';
import { meatNames, meatOriginWords, menuWords } from './menu-words';

const menuData = ownerDataFile('menu');

export { allergens, type Allergen } from '@/content/schema/allergens';

/** A set menu made of dishes of the carte: its allergens are those of the dishes chosen. */
export const allergensOfChosenDishes = 'selon-les-plats-choisis';

export interface Dish {
  readonly name: string;
  readonly description?: string;
  /** In euros, cents after the point: 14.5 is shown "14,50 €". */
  readonly priceEuros: number;
  /** Marked on the menu, each in words; several at once (vegetarian and gluten-free); a vegan dish is vegetarian too. */
  readonly diets: readonly Diet[];
  /** Every allergen the dish contains, by the names of `allergens` above; [] when it has none of the 14. */
  readonly allergens: readonly Allergen[] | typeof allergensOfChosenDishes;
}

export interface MenuSection {
  /** Part of the section's address on the page (#carte-<id>): lowercase letters and dashes. */
  readonly id: string;
  readonly title: string;
  readonly note?: string;
  readonly dishes: readonly Dish[];
}

export interface RestaurantMenu {
  readonly title: string;
  /** The season or name of this carte, shown under the title, once given. */
  readonly season?: string;
  /** First day this carte is served, "YYYY-MM-DD", once given. */
  readonly validFrom?: string;
  readonly sections: readonly MenuSection[];
  /** Printed under the dishes: prices, origins, what may change. */
  readonly notes: readonly string[];
}

/**
 * The carte in a language, from content/data/menu.json (checked against its schema by `npm run
 * check:content` before every build; only the type is imported here): the owner's season, section
 * titles and notes, dish names and descriptions in `lang`, French where not translated (marked for
 * the page's render: call it while rendering). Prices, allergens and diets are the French root's.
 */
export function restaurantMenuIn(lang: Lang, data: unknown = menuData): RestaurantMenu | undefined {
  const carte = readLocalizedData<MenuData>('menu', data, lang);
  // No carte until the owner gives its dishes: the page, its PDF and its structured data leave it out.
  if (carte.sections === undefined) return undefined;
  return {
    title: menuWords[lang].sectionTitle,
    ...(carte.season === undefined ? {} : { season: carte.season }),
    ...(carte.validFrom === undefined ? {} : { validFrom: carte.validFrom }),
    sections: carte.sections.map(({ dishes, ...section }) => ({
      ...section,
      // No diet may be written as the field left out (content/schema/menu.ts): none.
      dishes: dishes.map(({ allergens: contained, allergensOfChosenDishes: chosen, diets: followed = [], ...dish }) => ({
        ...dish,
        diets: followed,
        allergens: chosen ? allergensOfChosenDishes : contained,
      })),
    })),
    // The meats' origins first (décret 2002-1465), then the owner's notes: the carte and its PDF print both.
    notes: [
      ...(carte.meatOrigins ?? []).map(({ meat, origin }) => meatOriginWords[lang](meatNames[lang][meat], origin)),
      ...carte.notes.filter((note) => note !== undefined),
    ],
  };
}

/** The carte in French, as the structured data reads it; undefined until given. */
export const restaurantMenu: RestaurantMenu | undefined = restaurantMenuIn('fr');
