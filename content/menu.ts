import menuData from './data/menu.json';
import { readDataFile } from './schema/editor-values';
import { allergenFrenchNames, allergens, type Allergen, type Diet } from './schema/allergens';
import type { MenuData } from './schema/menu';

export { allergens, type Allergen } from './schema/allergens';

/** How each allergen is named next to a dish and in the legend, with what the regulation includes in it. */
const allergenDetails: Partial<Readonly<Record<Allergen, string>>> = {
  gluten: 'céréales qui en contiennent : blé, seigle, orge, avoine, épeautre, kamut',
  arachides: 'cacahuètes',
  lait: 'lactose compris',
  'fruits-a-coque': 'amandes, noisettes, noix, noix de cajou, de pécan, du Brésil, de macadamia, pistaches',
  sesame: 'graines',
  sulfites: 'anhydride sulfureux et sulfites, au-delà de 10 mg par kilo ou par litre',
};

export const allergenNames: Readonly<Record<Allergen, { readonly name: string; readonly detail?: string }>> = Object.fromEntries(
  allergens.map((allergen) => {
    const detail = allergenDetails[allergen];
    return [allergen, detail ? { name: allergenFrenchNames[allergen], detail } : { name: allergenFrenchNames[allergen] }];
  }),
) as Record<Allergen, { readonly name: string; readonly detail?: string }>;

/** A set menu made of dishes of the carte: its allergens are those of the dishes chosen. */
export const allergensOfChosenDishes = 'selon-les-plats-choisis';

export interface Dish {
  readonly name: string;
  readonly description?: string;
  /** In euros, cents after the point: 14.5 is shown "14,50 €". */
  readonly priceEuros: number;
  /** Marked on the menu; a vegan dish is vegetarian too. */
  readonly diet?: Diet;
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
  /** The season or name of this carte, shown under the title. */
  readonly season: string;
  /** First day this carte is served, "YYYY-MM-DD". */
  readonly validFrom: string;
  readonly sections: readonly MenuSection[];
  /** Printed under the dishes: prices, origins, what may change. */
  readonly notes: readonly string[];
}

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const carte = readDataFile<MenuData>(menuData);

/** The carte, from content/data/menu.json. */
export const restaurantMenu: RestaurantMenu = {
  title: 'La carte',
  season: carte.season.value,
  validFrom: carte.validFrom.value,
  sections: carte.sections.value.map(({ dishes, ...section }) => ({
    ...section,
    dishes: dishes.map(({ allergens: contained, allergensOfChosenDishes: chosen, ...dish }) => ({
      ...dish,
      allergens: chosen ? allergensOfChosenDishes : contained,
    })),
  })),
  notes: carte.notes.map((note) => note.value),
};

/** Words around the carte on the restaurant page and in its PDF. */
export const menuText = {
  sectionTitle: 'La carte',
  validFrom: (date: string) => `Carte servie à partir du ${date}.`,
  seeMenu: 'Voir la carte',
  download: { label: 'Télécharger la carte (PDF)', href: '/Carte-Restaurant.pdf', fileName: 'Carte-Restaurant.pdf' },
  price: 'Prix',
  vegetarian: 'Végétarien',
  vegan: 'Végan',
  allergensLabel: 'Allergènes :',
  noAllergen: 'aucun.',
  allergensOfChosenDishes: 'ceux des plats choisis.',
  legendTitle: 'Allergènes et régimes',
  legendIntro:
    'Chaque plat indique en toutes lettres les allergènes qu’il contient, parmi les 14 à déclarer selon le règlement européen 1169/2011 :',
  dietsIntro: 'Les plats végétariens et végans portent la mention « Végétarien » ou « Végan ».',
  traces:
    'Des traces d’allergènes restent possibles dans tous les plats : en cas d’allergie ou d’intolérance, dites-le-nous en réservant ou en commandant.',
  pdfTitle: 'La carte du restaurant',
  pdfBooking: (phoneDisplay: string) => `Réservations : ${phoneDisplay}, ou en ligne sur notre site.`,
};
