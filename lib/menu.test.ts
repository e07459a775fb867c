import { allergens, allergensOfChosenDishes, restaurantMenu } from '@/content/menu';
import { allergenLegendEntry, dietLabel, dishAllergensText, formatEuros, formatMenuDate, isAllergen, isWellFormedPrice } from './menu';

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
    expect(formatMenuDate('2026-11-01')).toBe('1er novembre 2026');
    expect(formatMenuDate('2027-03-21')).toBe('21 mars 2027');
    expect(formatMenuDate('2026-07-11')).toBe('11 juillet 2026');
  });

  it('names a dish’s allergens in lower case, says when there is none, and defers to the dishes chosen for a set menu', () => {
    expect(dishAllergensText({ allergens: ['gluten', 'oeufs', 'fruits-a-coque'] })).toBe('gluten, œufs, fruits à coque.');
    expect(dishAllergensText({ allergens: [] })).toBe('aucun.');
    expect(dishAllergensText({ allergens: allergensOfChosenDishes })).toBe('ceux des plats choisis.');
  });

  it('marks vegetarian and vegan dishes in words', () => {
    expect(dietLabel({ diet: 'vegan' })).toBe('Végan');
    expect(dietLabel({ diet: 'vegetarien' })).toBe('Végétarien');
    expect(dietLabel({})).toBeNull();
  });

  it('knows exactly the 14 allergens of regulation 1169/2011, each with its legend entry', () => {
    expect(allergens).toHaveLength(14);
    expect(new Set(allergens).size).toBe(14);
    expect(allergenLegendEntry('arachides')).toBe('Arachides (cacahuètes)');
    expect(allergenLegendEntry('lupin')).toBe('Lupin');
    expect(isAllergen('sesame')).toBe(true);
    expect(isAllergen('arachide')).toBe(false);
    expect(isAllergen('Gluten')).toBe(false);
  });

  it('accepts a price in euros and cents, and nothing else', () => {
    for (const good of [0, 2.2, 14.5, 23, 7.99]) expect(isWellFormedPrice(good)).toBe(true);
    for (const bad of [-1, 14.555, Number.NaN, Number.POSITIVE_INFINITY, '14,50', '14.5', undefined]) expect(isWellFormedPrice(bad)).toBe(false);
  });

  it('ships a carte whose every section has dishes, with prices and known allergens', () => {
    expect(restaurantMenu.sections.length).toBeGreaterThanOrEqual(5);
    for (const section of restaurantMenu.sections) {
      expect(section.dishes.length).toBeGreaterThan(0);
      for (const dish of section.dishes) {
        expect(isWellFormedPrice(dish.priceEuros)).toBe(true);
        if (dish.allergens !== allergensOfChosenDishes) expect(dish.allergens.every(isAllergen)).toBe(true);
      }
    }
  });
});
