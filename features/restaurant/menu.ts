// The carte from content/data/menu.json, in a language: the owner's season, sections, dishes and notes
// (French where not translated), with each dish's diets and allergens. Its words (the allergens' names,
// the lines around the carte, the PDF's name) are ./menu-words.ts.
import { readLocalizedData } from '@/content/localized-data';
import type { Lang } from '@/lib/i18n/languages';
import type { Allergen, Diet } from '@/content/schema/allergens';
import type { MenuData } from '@/content/schema/menu';
import { ownerDataFile } from '@/content/owner-data';
import type { Meat } from '@/content/schema/menu';
import { eventWords } from '@/features/events/event-words';
import { fill } from '@/lib/i18n/format';
import { intlLocales } from '@/lib/i18n/languages';
import { meatNames, meatOriginWords, menuWords } from './menu-words';

const menuData = ownerDataFile('menu');

export { allergens, type Allergen } from '@/content/schema/allergens';

/** A set menu made of dishes of the carte: its allergens are those of the dishes chosen. */
export const allergensOfChosenDishes = 'selon-les-plats-choisis';

/** A dish the owner says contains none of the 14: the carte says « aucun » for it, and for no other. */
export const noAllergens = 'aucun';

/** A dish whose allergens are not given (an empty list the owner did not mark « Aucun allergène »): the carte sends the guest to ask, never saying « aucun ». */
export const allergensOnRequest = 'sur-demande';

export interface Dish {
  readonly name: string;
  readonly description?: string;
  /** In euros, cents after the point: 14.5 is shown "14,50 €". */
  readonly priceEuros: number;
  /** Marked on the menu, each in words; several at once (vegetarian and gluten-free); a vegan dish is vegetarian too. */
  readonly diets: readonly Diet[];
  /** Every allergen the dish contains, by the names of `allergens` above; `noAllergens` only when the owner says it has none of the 14. */
  readonly allergens: readonly Allergen[] | typeof allergensOfChosenDishes | typeof noAllergens | typeof allergensOnRequest;
  /** A drink with alcohol: the carte then carries the health message (CSP L3323-4). */
  readonly alcohol?: boolean;
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
  /** Printed under the dishes: the service mention and the meats' origins (the site's), the owner's notes, then the alcohol health message where the carte lists alcohol. */
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
      dishes: dishes.map(
        ({ allergens: contained, allergensOfChosenDishes: chosen, noAllergen, alcohol, diets: followed = [], ...dish }) => ({
          ...dish,
          diets: followed,
          allergens: chosen ? allergensOfChosenDishes : contained.length > 0 ? contained : noAllergen ? noAllergens : allergensOnRequest,
          alcohol: alcohol === true || namesAlcoholicDrink(dish.name),
        }),
      ),
    })),
    // The site's mentions first (the service and taxes, arrêté du 27 mars 1987; free tap water, C. env. L541-15-10; the meats' origins,
    // décret 2002-1465), then the owner's notes, then the health message wherever a drink with alcohol
    // is listed (CSP L3323-4): the carte and its PDF print them all, and the owner can delete none.
    notes: [
      ...(carte.servicePercent === undefined ? [] : [serviceMentionIn(lang, carte.servicePercent)]),
      menuWords[lang].tapWater,
      ...(carte.meatOrigins ?? []).map((origin) => meatOriginLine(lang, origin)),
      ...carte.notes.filter((note) => note !== undefined),
      ...(carte.sections.some((section) => section.dishes.some((dish) => dish.alcohol === true || namesAlcoholicDrink(dish.name)))
        ? [eventWords[lang].alcoholWarning]
        : []),
    ],
  };
}

/** « Prix en euros, toutes taxes comprises, service compris (15 %). », or net prices where no service is charged. */
export function serviceMentionIn(lang: Lang, percent: number): string {
  const rate = new Intl.NumberFormat(intlLocales[lang], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
  return percent > 0 ? fill(menuWords[lang].serviceIncluded, { rate }) : menuWords[lang].netPrices;
}

/**
 * A meat's origin in the decree's words (décret n° 2002-1465 as amended in 2022 and 2025; regulations
 * 1337/2013 and 1760/2000 for the other languages' words): « Origine : France » where the animal was
 * born (beef), raised and slaughtered in one country, else « Élevé : … ; abattu : … » (« Né et élevé »,
 * or « Né », « Élevé », « Abattu » apart, for beef). Countries named in the page's language.
 */
export function meatOriginLine(
  lang: Lang,
  origin: { readonly meat: Meat; readonly born?: string; readonly raised: string; readonly slaughtered: string },
): string {
  const words = meatOriginWords[lang];
  const country = (code: string) => new Intl.DisplayNames([intlLocales[lang]], { type: 'region', fallback: 'code' }).of(code) ?? code;
  const beef = origin.meat === 'boeuf';
  const born = beef ? (origin.born ?? origin.raised) : origin.raised;
  const statement =
    born === origin.raised && origin.raised === origin.slaughtered
      ? fill(words.origin, { country: country(origin.raised) })
      : !beef
        ? fill(words.raisedSlaughtered, { raised: country(origin.raised), slaughtered: country(origin.slaughtered) })
        : born === origin.raised
          ? fill(words.bornRaisedSlaughtered, { raised: country(origin.raised), slaughtered: country(origin.slaughtered) })
          : fill(words.bornApart, { born: country(born), raised: country(origin.raised), slaughtered: country(origin.slaughtered) });
  return fill(words.line, { meat: meatNames[lang][origin.meat], statement });
}

/**
 * A drink whose name says alcohol (« Verre de vin du Jura », « Bière artisanale »): the health message
 * is printed even where the owner has not ticked « Boisson alcoolisée ». A dish cooked with wine
 * (« Poulet au vin jaune ») is not a drink: only a name that opens with the drink counts.
 */
export function namesAlcoholicDrink(name: string): boolean {
  return /^(?:(?:verre|coupe|pichet|bouteille|pinte|demi|carafe|ballon|fillette)\s+(?:de\s+|d[’']))?(?:vins?|bières?|cidres?|poirés?|kir|crémant|champagne|apéritifs?|pastis|liqueurs?|rhum|whisky|vodka|gin|cocktails?|sangria|macvin|marc|eau-de-vie|digestifs?)(?![\p{L}])/iu.test(
    name.trim(),
  );
}

/** The carte in French, as the structured data reads it; undefined until given. */
export const restaurantMenu: RestaurantMenu | undefined = restaurantMenuIn('fr');
