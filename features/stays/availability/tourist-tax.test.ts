import { touristTaxLines, touristTaxPerAdultNight, type TouristTaxRule } from './tourist-tax';

const classified: TouristTaxRule = { kind: 'montant', eurosPerAdultNight: 0.88 };
const unclassified: TouristTaxRule = { kind: 'pourcentage', percent: 5, capEurosPerAdultNight: 2.3, vatPercent: 0 };
const flatRate: TouristTaxRule = { kind: 'forfait' };

describe('the taxe de séjour of one adult for one night', () => {
  it('is the fixed amount of a classified unit, whatever the price and the party', () => {
    expect(touristTaxPerAdultNight(classified, 70, 2)).toBe(0.88);
    expect(touristTaxPerAdultNight(classified, 400, 6)).toBe(0.88);
  });

  it('is, for an unclassified unit, the percentage of the night’s price shared by everyone staying, children included', () => {
    // 100 € for 4 people: 25 € each, 5 % of it.
    expect(touristTaxPerAdultNight(unclassified, 100, 4)).toBe(1.25);
    // The same night for 2 adults and no child: 50 € each.
    expect(touristTaxPerAdultNight(unclassified, 100, 2)).toBe(2.3);
  });

  it('is a percentage of the night’s price before VAT (CGCT L2333-30), whatever VAT the listed price holds', () => {
    // 110 € with 10 % VAT is 100 € before VAT: 4 people, 25 € each, 5 % of it.
    expect(touristTaxPerAdultNight({ ...unclassified, vatPercent: 10 }, 110, 4)).toBe(1.25);
    // Without the VAT taken out it would be 1.38 €: the price before VAT is the base.
    expect(touristTaxPerAdultNight({ ...unclassified, vatPercent: 0 }, 110, 4)).toBe(1.38);
  });

  it('is nothing for the guest where the commune takes the flat-rate tax from the venue (L2333-40)', () => {
    expect(touristTaxPerAdultNight(flatRate, 140, 2)).toBe(0);
  });

  it('is capped at the commune’s ceiling per adult and night', () => {
    expect(touristTaxPerAdultNight(unclassified, 200, 1)).toBe(2.3);
    expect(touristTaxPerAdultNight({ ...unclassified, capEurosPerAdultNight: 1 }, 70, 2)).toBe(1);
  });

  it('is rounded to the cent', () => {
    // 70 € ÷ 3 × 5 % = 1.1666… €
    expect(touristTaxPerAdultNight(unclassified, 70, 3)).toBe(1.17);
    expect(touristTaxPerAdultNight({ ...unclassified, percent: 3.5 }, 90, 2)).toBe(1.58);
  });
});

describe('the taxe de séjour of a stay', () => {
  it('charges adults only, minors being exempt: one line at a fixed amount', () => {
    expect(touristTaxLines(classified, [70, 70, 80], 2, 3)).toEqual([{ adults: 2, nights: 3, rate: 0.88, amount: 5.28 }]);
  });

  it('follows each night’s price at a percentage, a line per amount', () => {
    // 2 adults and 2 children: 70 € ÷ 4 × 5 % = 0.875 → 0.88; 90 € ÷ 4 × 5 % = 1.125 → 1.13.
    expect(touristTaxLines(unclassified, [70, 70, 90], 2, 2)).toEqual([
      { adults: 2, nights: 2, rate: 0.88, amount: 3.52 },
      { adults: 2, nights: 1, rate: 1.13, amount: 2.26 },
    ]);
  });

  it('adds nothing to the guest’s price under the flat rate: no line at all', () => {
    expect(touristTaxLines(flatRate, [70, 70, 90], 2, 2)).toEqual([]);
  });

  it('has no line for a stay of no night', () => {
    expect(touristTaxLines(classified, [], 2, 0)).toEqual([]);
  });
});
