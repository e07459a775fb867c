// The 14 allergens that must be declared to diners (EU regulation 1169/2011, annex II; in France,
// décret 2015-447), by id and French name. Plain constants, without zod: the pages read them too.
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

export const allergenFrenchNames: Readonly<Record<Allergen, string>> = {
  gluten: 'Gluten',
  crustaces: 'Crustacés',
  oeufs: 'Œufs',
  poissons: 'Poissons',
  arachides: 'Arachides',
  soja: 'Soja',
  lait: 'Lait',
  'fruits-a-coque': 'Fruits à coque',
  celeri: 'Céleri',
  moutarde: 'Moutarde',
  sesame: 'Sésame',
  sulfites: 'Sulfites',
  lupin: 'Lupin',
  mollusques: 'Mollusques',
};

/** A dish may follow several (a risotto both vegetarian and gluten-free); a vegan dish is vegetarian too. */
export const diets = ['vegetarien', 'vegan', 'sans-gluten'] as const;
export type Diet = (typeof diets)[number];
export const dietNames: Readonly<Record<Diet, string>> = { vegetarien: 'Végétarien', vegan: 'Végan', 'sans-gluten': 'Sans gluten' };
