import {
  allergens,
  allergensOfChosenDishes,
  allergensOnRequest,
  meatOriginLine,
  namesAlcoholicDrink,
  noAllergens,
  restaurantMenu,
  restaurantMenuIn,
  serviceMentionIn,
} from '@/features/restaurant/menu';
import { meatOriginWords } from '@/features/restaurant/menu-words';
import { languages } from '@/lib/i18n/languages';
import {
  allergenLegendEntry,
  dietLabels,
  dishAllergensText,
  formatMenuDate,
  formatMenuPrice,
  isAllergen,
  isWellFormedPrice,
} from './menu-format';

const formatEuros = (amount: number) => formatMenuPrice('fr', amount);

/** French typography keeps "€" with its number by a no-break space; tests read it as a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the carte in French', () => {
  it('writes prices with a decimal comma, two decimals and the euro sign after a no-break space', () => {
    expect(plain(formatEuros(14.5))).toBe('14,50 €');
    expect(plain(formatEuros(7))).toBe('7,00 €');
    expect(plain(formatEuros(2.2))).toBe('2,20 €');
    expect(plain(formatEuros(1250))).toBe('1 250,00 €');
    expect(formatEuros(14.5)).toMatch(/14,50[\u00a0\u202f]€/);
  });

  it('writes the first day of a month as "1er" and the others as numbers', () => {
    expect(formatMenuDate('fr', '2026-11-01')).toBe('1er novembre 2026');
    expect(formatMenuDate('fr', '2027-03-21')).toBe('21 mars 2027');
    expect(formatMenuDate('fr', '2026-07-11')).toBe('11 juillet 2026');
  });

  it('names a dish’s allergens in lower case, says « aucun » only where the owner ticks it, and defers to the dishes chosen for a set menu', () => {
    expect(dishAllergensText('fr', { allergens: ['gluten', 'oeufs', 'fruits-a-coque'] })).toBe('gluten, œufs, fruits à coque.');
    expect(dishAllergensText('fr', { allergens: noAllergens })).toBe('aucun.');
    // An empty selection is no statement: the guest asks, never « aucun ».
    expect(dishAllergensText('fr', { allergens: allergensOnRequest })).toBe('demandez-les au service.');
    expect(dishAllergensText('fr', { allergens: [] })).toBe('demandez-les au service.');
    expect(dishAllergensText('fr', { allergens: allergensOfChosenDishes })).toBe('ceux des plats choisis.');
  });

  it('marks vegetarian, vegan and gluten-free dishes in words, several on one dish in a fixed order', () => {
    expect(dietLabels('fr', { diets: ['vegan'] })).toEqual(['Végan']);
    expect(dietLabels('fr', { diets: ['vegetarien'] })).toEqual(['Végétarien']);
    expect(dietLabels('fr', { diets: ['sans-gluten', 'vegetarien'] })).toEqual(['Végétarien', 'Sans gluten']);
    expect(dietLabels('en', { diets: ['vegetarien', 'sans-gluten'] })).toEqual(['Vegetarian', 'Gluten-free']);
    expect(dietLabels('fr', { diets: [] })).toEqual([]);
  });

  it('knows exactly the 14 allergens of regulation 1169/2011, each with its legend entry', () => {
    expect(allergens).toHaveLength(14);
    expect(new Set(allergens).size).toBe(14);
    expect(allergenLegendEntry('fr', 'arachides')).toBe('Arachides (cacahuètes)');
    expect(allergenLegendEntry('fr', 'lupin')).toBe('Lupin');
    expect(isAllergen('sesame')).toBe(true);
    expect(isAllergen('arachide')).toBe(false);
    expect(isAllergen('Gluten')).toBe(false);
  });

  it('accepts a price in euros and cents, and nothing else', () => {
    for (const good of [0, 2.2, 14.5, 23, 7.99]) expect(isWellFormedPrice(good)).toBe(true);
    for (const bad of [-1, 14.555, Number.NaN, Number.POSITIVE_INFINITY, '14,50', '14.5', undefined])
      expect(isWellFormedPrice(bad)).toBe(false);
  });

  it('ships a carte whose every section has dishes, with prices and known allergens', () => {
    expect(restaurantMenu?.sections.length).toBeGreaterThanOrEqual(5);
    for (const section of restaurantMenu?.sections ?? []) {
      expect(section.dishes.length).toBeGreaterThan(0);
      for (const dish of section.dishes) {
        expect(isWellFormedPrice(dish.priceEuros)).toBe(true);
        // The seed gives every dish's allergens, or says it has none: never a list left empty.
        expect(dish.allergens).not.toBe(allergensOnRequest);
        if (Array.isArray(dish.allergens)) expect(dish.allergens.every(isAllergen)).toBe(true);
      }
    }
  });
});

describe('the carte in the other languages', () => {
  it('writes prices, with their cents, as each language does', () => {
    expect(plain(formatMenuPrice('en', 14.5))).toBe('€14.50');
    expect(plain(formatMenuPrice('nl', 14.5))).toBe('€ 14,50');
    expect(plain(formatMenuPrice('de', 14.5))).toBe('14,50 €');
    expect(plain(formatMenuPrice('en', 7))).toBe('€7.00');
  });

  it('writes the first day of the carte as each language does', () => {
    expect(formatMenuDate('en', '2026-11-01')).toBe('1 November 2026');
    expect(formatMenuDate('nl', '2026-11-01')).toBe('1 november 2026');
    expect(formatMenuDate('de', '2026-11-01')).toBe('1. November 2026');
  });

  it('names a dish’s allergens in the language, German nouns keeping their capital', () => {
    const dish = { allergens: ['gluten', 'oeufs', 'fruits-a-coque'] as const };
    expect(dishAllergensText('en', { allergens: [...dish.allergens] })).toBe('gluten, eggs, tree nuts.');
    expect(dishAllergensText('nl', { allergens: [...dish.allergens] })).toBe('gluten, eieren, noten.');
    expect(dishAllergensText('de', { allergens: [...dish.allergens] })).toBe('Gluten, Eier, Schalenfrüchte.');
    expect(dishAllergensText('de', { allergens: noAllergens })).toBe('keine.');
    expect(dishAllergensText('de', { allergens: [] })).toBe('bitte beim Service erfragen.');
    expect(dishAllergensText('en', { allergens: allergensOfChosenDishes })).toBe('those of the dishes you choose.');
    expect(dietLabels('nl', { diets: ['vegan', 'sans-gluten'] })).toEqual(['Veganistisch', 'Glutenvrij']);
    expect(dietLabels('de', { diets: ['vegetarien', 'sans-gluten'] })).toEqual(['Vegetarisch', 'Glutenfrei']);
  });

  it('names each of the 14 allergens in every language, each name its own', () => {
    for (const lang of languages) {
      const names = allergens.map((allergen) => allergenLegendEntry(lang, allergen));
      expect(new Set(names).size).toBe(14);
      for (const name of names) expect(name.trim()).not.toBe('');
    }
    expect(allergenLegendEntry('en', 'sulfites')).toBe('Sulphites (sulphur dioxide and sulphites, above 10 mg per kilo or per litre)');
    expect(allergenLegendEntry('de', 'arachides')).toBe('Erdnüsse');
    expect(allergenLegendEntry('nl', 'mollusques')).toBe('Weekdieren');
  });
});

describe('what the site prints on the carte itself (not an owner’s note)', () => {
  const carte = (dishes: Record<string, unknown>[], more: Record<string, unknown> = {}) => ({
    sections: { value: [{ id: 'boissons', title: 'Boissons', dishes }], provisional: false },
    notes: [],
    ...more,
  });

  it('reads an empty allergen list as « ask », « aucun » only where the owner ticks it', () => {
    const read = restaurantMenuIn(
      'fr',
      carte([
        { name: 'Eau', priceEuros: 2, diets: [], allergens: [], noAllergen: true },
        { name: 'Sorbet', priceEuros: 5, diets: [], allergens: [] },
      ]),
    );
    expect(read?.sections[0]?.dishes.map((dish) => dish.allergens)).toEqual([noAllergens, allergensOnRequest]);
  });

  it('says under every carte, in its language, that tap water is free on request (C. env. L541-15-10)', () => {
    const notes = restaurantMenuIn('en', carte([{ name: 'Jus de pomme', priceEuros: 3, diets: [], allergens: [] }]))?.notes;
    expect(notes).toContain('Free tap water on request.');
    expect(restaurantMenuIn('fr', carte([{ name: 'Jus de pomme', priceEuros: 3, diets: [], allergens: [] }]))?.notes).toContain(
      'Eau potable en carafe gratuite sur demande.',
    );
  });

  it('prints the alcohol health message whenever a drink with alcohol is listed, ticked or named so, and never otherwise (CSP L3323-4)', () => {
    const warning = 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.';
    expect(
      restaurantMenuIn('fr', carte([{ name: 'Verre de crémant du Jura', priceEuros: 6, diets: [], allergens: ['sulfites'] }]))?.notes,
    ).toContain(warning);
    expect(
      restaurantMenuIn('fr', carte([{ name: 'Spritz', priceEuros: 6, diets: [], allergens: ['sulfites'], alcohol: true }]))?.notes,
    ).toContain(warning);
    expect(
      restaurantMenuIn('fr', carte([{ name: 'Poulet au vin jaune', priceEuros: 18, diets: [], allergens: ['sulfites'] }]))?.notes,
    ).not.toContain(warning);
    for (const name of ['Bière artisanale locale (33 cl)', 'Pichet de vin rouge', 'Kir', 'Coupe de champagne'])
      expect(namesAlcoholicDrink(name)).toBe(true);
    for (const name of ['Jus de pomme', 'Vinaigrette maison', 'Poire pochée au vin rouge', 'Sirop à l’eau'])
      expect(namesAlcoholicDrink(name)).toBe(false);
  });

  it('writes the service mention from the rate (arrêté du 27 mars 1987), and net prices where none is charged', () => {
    expect(serviceMentionIn('fr', 15).replace(/\s/g, ' ')).toBe('Prix en euros, toutes taxes comprises, service compris (15 %).');
    expect(serviceMentionIn('en', 12.5)).toBe('Prices in euros, including VAT and a 12.5% service charge.');
    expect(serviceMentionIn('fr', 0)).toBe('Prix nets en euros, toutes taxes comprises\u00a0; aucun service n’est perçu en plus.');
  });

  it('writes a meat’s origin in the 2025 decree’s words: one country, else where it was raised and slaughtered (and born, for beef)', () => {
    expect(meatOriginLine('fr', { meat: 'porc', raised: 'FR', slaughtered: 'FR' })).toBe('Viande porcine – Origine\u00a0: France.');
    expect(meatOriginLine('fr', { meat: 'volaille', raised: 'BE', slaughtered: 'FR' })).toBe(
      'Volaille – Élevé\u00a0: Belgique\u00a0; abattu\u00a0: France.',
    );
    expect(meatOriginLine('fr', { meat: 'boeuf', born: 'IE', raised: 'IE', slaughtered: 'FR' })).toBe(
      'Viande bovine – Né et élevé\u00a0: Irlande\u00a0; abattu\u00a0: France.',
    );
    expect(meatOriginLine('fr', { meat: 'boeuf', born: 'IE', raised: 'FR', slaughtered: 'FR' })).toBe(
      'Viande bovine – Né\u00a0: Irlande\u00a0; élevé\u00a0: France\u00a0; abattu\u00a0: France.',
    );
    expect(meatOriginLine('en', { meat: 'agneau', raised: 'GB', slaughtered: 'FR' })).toBe(
      'Lamb and mutton – reared in: United Kingdom; slaughtered in: France.',
    );
    expect(meatOriginLine('de', { meat: 'porc', raised: 'DE', slaughtered: 'DE' })).toBe(
      `Schweinefleisch – ${meatOriginWords.de.origin.replace('{country}', 'Deutschland')}.`,
    );
  });
});
