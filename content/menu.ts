import { ownerValue } from './owner-value';

/**
 * The 14 allergens that must be declared to diners (EU regulation 1169/2011, annex II; in France,
 * décret 2015-447). A dish lists those it contains by these names.
 */
export const allergens = [
  'gluten',
  'crustaces',
  'oeufs',
  'poissons',
  'arachides',
  'soja',
  'lait',
  'fruits-a-coque',
  'celeri',
  'moutarde',
  'sesame',
  'sulfites',
  'lupin',
  'mollusques',
] as const;

export type Allergen = (typeof allergens)[number];

/** How each allergen is named next to a dish and in the legend, with what the regulation includes in it. */
export const allergenNames: Readonly<Record<Allergen, { readonly name: string; readonly detail?: string }>> = {
  gluten: { name: 'Gluten', detail: 'céréales qui en contiennent : blé, seigle, orge, avoine, épeautre, kamut' },
  crustaces: { name: 'Crustacés' },
  oeufs: { name: 'Œufs' },
  poissons: { name: 'Poissons' },
  arachides: { name: 'Arachides', detail: 'cacahuètes' },
  soja: { name: 'Soja' },
  lait: { name: 'Lait', detail: 'lactose compris' },
  'fruits-a-coque': { name: 'Fruits à coque', detail: 'amandes, noisettes, noix, noix de cajou, de pécan, du Brésil, de macadamia, pistaches' },
  celeri: { name: 'Céleri' },
  moutarde: { name: 'Moutarde' },
  sesame: { name: 'Sésame', detail: 'graines' },
  sulfites: { name: 'Sulfites', detail: 'anhydride sulfureux et sulfites, au-delà de 10 mg par kilo ou par litre' },
  lupin: { name: 'Lupin' },
  mollusques: { name: 'Mollusques' },
};

/** A set menu made of dishes of the carte: its allergens are those of the dishes chosen. */
export const allergensOfChosenDishes = 'selon-les-plats-choisis';

export interface Dish {
  readonly name: string;
  readonly description?: string;
  /** In euros, cents after the point: 14.5 is shown "14,50 €". */
  readonly priceEuros: number;
  /** Marked on the menu; a vegan dish is vegetarian too. */
  readonly diet?: 'vegetarien' | 'vegan';
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

export const restaurantMenu: RestaurantMenu = {
  title: 'La carte',
  season: ownerValue('Carte d’automne', 'Carte du restaurant : nom ou saison de la carte'),
  validFrom: ownerValue('2026-11-01', 'Carte du restaurant : date à partir de laquelle elle est servie (AAAA-MM-JJ)'),
  // An example carte written for the site while the restaurant's own dishes are awaited.
  sections: ownerValue<readonly MenuSection[]>(
    [
      {
        id: 'entrees',
        title: 'Entrées',
        dishes: [
          {
            name: 'Velouté de potimarron',
            description: 'Graines de courge torréfiées, huile de noisette.',
            priceEuros: 7.5,
            diet: 'vegan',
            allergens: ['celeri', 'fruits-a-coque'],
          },
          {
            name: 'Croûte aux champignons des bois',
            description: 'Pain de campagne, champignons poêlés à la crème, Comté fondu.',
            priceEuros: 9.5,
            diet: 'vegetarien',
            allergens: ['gluten', 'lait', 'sulfites'],
          },
          {
            name: 'Terrine de campagne maison',
            description: 'Pickles de légumes, pain grillé.',
            priceEuros: 8.5,
            allergens: ['gluten', 'oeufs', 'moutarde', 'sulfites'],
          },
          {
            name: 'Salade de chèvre chaud',
            description: 'Toasts de chèvre au miel, noix, jeunes pousses.',
            priceEuros: 9,
            diet: 'vegetarien',
            allergens: ['gluten', 'lait', 'fruits-a-coque', 'moutarde'],
          },
        ],
      },
      {
        id: 'plats',
        title: 'Plats',
        dishes: [
          {
            name: 'Filets de perche meunière',
            description: 'Beurre noisette, citron, pommes vapeur persillées.',
            priceEuros: 23,
            allergens: ['poissons', 'lait', 'gluten'],
          },
          {
            name: 'Friture de perchettes du lac',
            description: 'Frites maison, sauce tartare.',
            priceEuros: 18.5,
            allergens: ['poissons', 'gluten', 'oeufs', 'moutarde'],
          },
          {
            name: 'Poulet fermier au vin jaune et aux morilles',
            description: 'Riz pilaf.',
            priceEuros: 24,
            allergens: ['lait', 'sulfites', 'celeri'],
          },
          {
            name: 'Saucisse de Morteau et cancoillotte',
            description: 'Pommes de terre fondantes, salade verte.',
            priceEuros: 17,
            allergens: ['lait', 'moutarde'],
          },
          {
            name: 'Risotto crémeux aux champignons',
            description: 'Champignons de saison, copeaux de Comté.',
            priceEuros: 16.5,
            diet: 'vegetarien',
            allergens: ['lait', 'sulfites', 'celeri'],
          },
        ],
      },
      {
        id: 'fromages-desserts',
        title: 'Fromages et desserts',
        dishes: [
          {
            name: 'Assiette de fromages de la région',
            description: 'Comté, Morbier, Mont d’Or en saison.',
            priceEuros: 8,
            allergens: ['lait'],
          },
          {
            name: 'Tarte fine aux pommes',
            description: 'Boule de glace vanille.',
            priceEuros: 7.5,
            diet: 'vegetarien',
            allergens: ['gluten', 'lait', 'oeufs'],
          },
          {
            name: 'Mousse au chocolat noir',
            priceEuros: 6.5,
            diet: 'vegetarien',
            allergens: ['oeufs', 'lait'],
          },
          {
            name: 'Poire pochée au vin rouge et aux épices',
            priceEuros: 7,
            diet: 'vegan',
            allergens: ['sulfites'],
          },
        ],
      },
      {
        id: 'enfants',
        title: 'Menu enfant',
        note: 'Jusqu’à 12 ans.',
        dishes: [
          {
            name: 'Menu Moussaillon',
            description: 'Poisson pané ou steak haché, frites maison, une boule de glace et un sirop à l’eau.',
            priceEuros: 11,
            allergens: ['poissons', 'gluten', 'oeufs', 'lait'],
          },
        ],
      },
      {
        id: 'formules',
        title: 'Formules',
        note: 'À composer avec les plats de la carte.',
        dishes: [
          { name: 'Entrée et plat, ou plat et dessert', priceEuros: 26, allergens: allergensOfChosenDishes },
          { name: 'Entrée, plat et dessert', priceEuros: 32, allergens: allergensOfChosenDishes },
        ],
      },
      {
        id: 'boissons',
        title: 'Boissons',
        note: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
        dishes: [
          { name: 'Sirop à l’eau', priceEuros: 2.5, allergens: [] },
          { name: 'Jus de pomme artisanal (25 cl)', priceEuros: 3.5, allergens: [] },
          { name: 'Eau minérale plate ou gazeuse (50 cl)', priceEuros: 3.5, allergens: [] },
          { name: 'Bière artisanale locale (33 cl)', priceEuros: 5.5, allergens: ['gluten'] },
          { name: 'Verre de vin du Jura (12 cl)', description: 'Chardonnay, Savagnin ou Poulsard.', priceEuros: 5, allergens: ['sulfites'] },
          { name: 'Café ou thé', priceEuros: 2.2, allergens: [] },
        ],
      },
    ],
    'Carte du restaurant : plats, descriptions, prix et allergènes (exemple à remplacer)',
  ),
  notes: [
    'Prix nets en euros, service compris.',
    ownerValue('Viande bovine : origine France.', 'Carte du restaurant : origine des viandes bovines'),
    'Carte de saison : certains plats peuvent changer selon le marché et la pêche.',
  ],
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
