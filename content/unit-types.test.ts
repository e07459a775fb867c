import { groundsPlaces } from '@/content/schema/arrival-guide';
import { languages } from '@/lib/i18n/languages';
import { cabinTypeIds, chaletTypeId, twoOfTypeWords, unitKinds, unitTypeIds, unitTypes, unitTypeWords } from './unit-types';

describe('the unit types’ table', () => {
  it('puts each kind at a place the plan of the grounds draws', () => {
    for (const { plan } of Object.values(unitKinds)) expect(groundsPlaces).toContain(plan);
  });

  it('gives every type its words in every language, the capacity in the sentence that refuses a larger party', () => {
    for (const lang of languages) {
      for (const id of unitTypeIds) {
        const words = unitTypeWords[lang][id];
        expect([id, lang, words.title.trim().length > 0, words.taken.trim().length > 0]).toEqual([id, lang, true, true]);
        expect(words.sleeps).toContain('{capacity}');
      }
    }
  });

  it('says the words of two units of one type for the types that have them, in every language alike', () => {
    const withTwo = unitTypeIds.filter((id) => 'twoOfType' in unitTypes[id]);
    for (const lang of languages) expect(Object.keys(twoOfTypeWords[lang]).sort()).toEqual([...withTwo].sort());
  });

  it('sorts the types by kind: the chalets’ one type, the cabins each with their texts', () => {
    expect(unitTypes[chaletTypeId].kind).toBe('chalet');
    expect(cabinTypeIds.every((id) => unitTypes[id].kind === 'cabin')).toBe(true);
    expect(unitTypeIds.filter((id) => unitTypes[id].kind === 'cabin')).toEqual(cabinTypeIds);
  });
});
