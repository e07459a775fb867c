/** @jest-environment node */
// Each unit's facts as the page and the PDF list them, from the seed (fixtures/seed-data: a small cabin
// with a 2.5 m ladder, children from 6, a dry toilet in its small washroom, as SPEC.md's « toilet and basin »), in the four languages.
import { languages, type Lang } from '@/lib/i18n/languages';
import type { UnitFacts } from '@/content/schema/unit-facts';
import { minimumChildAges, unitFactItems, unitFactsIn } from '@/features/stays/units/unit-facts';

const valueOf = (lang: Lang, key: string) => unitFactsIn(lang, 'petite-cabane')[0]?.items.find((item) => item.key === key)?.value;

const expected: Record<Lang, { access: string; age: string; toilet: string; wheelchair: RegExp }> = {
  fr: {
    access: 'Une échelle, 2,5 m de haut',
    age: 'À partir de 6 ans',
    toilet: 'Toilettes sèches à l’intérieur',
    wheelchair: /^Non accessible, l’échelle/,
  },
  en: {
    access: 'A ladder, 2.5 m high',
    age: 'Ages 6 and up',
    toilet: 'Compost toilet, indoors',
    wheelchair: /^Not possible, as the 2\.5 m ladder/,
  },
  nl: { access: 'Een ladder, 2,5 m hoog', age: 'Vanaf 6 jaar', toilet: 'Composttoilet, binnen', wheelchair: /^Niet mogelijk/ },
  de: {
    access: 'Eine Leiter, 2,5 m hoch',
    age: 'Ab 6 Jahren',
    toilet: 'Trockentoilette in der Unterkunft',
    wheelchair: /^Nicht rollstuhlgerecht/,
  },
};

describe('each unit’s facts, from the seed', () => {
  it.each(languages)('%s: the small cabin’s ladder, minimum age, dry toilet and wheelchair access, in the language', (lang) => {
    const [list, ...others] = unitFactsIn(lang, 'petite-cabane');
    expect(others).toEqual([]);
    expect(list?.items).toHaveLength(10);
    expect(valueOf(lang, 'access')).toContain(expected[lang].access);
    expect(valueOf(lang, 'minimumChildAge')).toContain(expected[lang].age);
    expect(valueOf(lang, 'toilet')).toContain(expected[lang].toilet);
    expect(valueOf(lang, 'wheelchair')).toMatch(expected[lang].wheelchair);
    expect(valueOf(lang, 'beds')).toContain('140 × 190 cm');
    // Every value is given, and a foreign list holds no French note.
    for (const item of list?.items ?? []) expect(item.lang).toBeUndefined();
  });

  it('nl: the beds after the first go on in lower case, after the semicolon', () => {
    const beds = unitFactsIn('nl', 'chalet')[0]?.items.find((item) => item.key === 'beds')?.value;
    expect(beds).toBe('Tweepersoonsbed 140 × 190 cm (×2); stapelbed 90 × 190 cm');
  });

  it.each(languages)('%s: two chalets with the same facts share one list, titled with both names', (lang) => {
    const lists = unitFactsIn(lang, 'chalet');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.unitIds).toEqual(['chalet-1', 'chalet-2']);
    expect(lists[0]?.title).toMatch(/Chalet 1.+Chalet 2/);
  });

  it('gives the estimate each unit’s minimum age, only where one is stated', () => {
    expect(minimumChildAges('petite-cabane')).toEqual({ 'petite-cabane': 6 });
    expect(minimumChildAges('chalet')).toEqual({});
  });
});

const unknown: UnitFacts = {
  access: {},
  beds: [],
  bathroom: {},
  heating: {},
  wifi: {},
  phoneSignal: {},
  parking: {},
  wheelchair: 'à compléter',
};

describe('facts the owner has not given yet', () => {
  it.each(languages)('%s: a unit whose facts are not given has no list at all', (lang) => {
    expect(unitFactItems(lang, undefined)).toEqual([]);
  });

  it('leaves a fact left empty out, label and all, and marks a note standing in French for its translation', () => {
    const facts: UnitFacts = { ...unknown, access: { kind: 'marches', note: 'trois marches' }, wheelchair: 'Pas d’accès.' };
    const items = unitFactItems('en', facts, new Set(['trois marches']));
    const access = items.find((item) => item.key === 'access');
    expect(access).toEqual({ key: 'access', label: 'Access', value: 'A few steps (trois marches)', lang: 'fr' });
    expect(items.map((item) => item.key)).toEqual(['access', 'minimumChildAge', 'wheelchair']);
    expect(items.find((item) => item.key === 'minimumChildAge')?.value).toBe('All ages');
  });

  it('says where the toilet is, outside too', () => {
    const outside: UnitFacts = { ...unknown, bathroom: { washing: 'aucune', toilet: 'seche', toiletPlace: 'dehors' } };
    expect(unitFactItems('fr', outside).find((item) => item.key === 'toilet')?.value).toBe('Toilettes sèches à l’extérieur, à côté');
    expect(unitFactItems('en', outside).find((item) => item.key === 'toilet')?.value).toBe('Compost toilet, outdoors, nearby');
    expect(unitFactItems('de', outside).find((item) => item.key === 'toilet')?.value).toBe('Trockentoilette gleich neben der Unterkunft');
  });

  it('says the same bed listed twice once, with its count', () => {
    const twoDoubles: UnitFacts = {
      ...unknown,
      beds: [
        { kind: 'double', widthCm: 140, lengthCm: 190 },
        { kind: 'canape-lit', widthCm: 130, lengthCm: 190 },
        { kind: 'double', widthCm: 140, lengthCm: 190 },
      ],
    };
    expect(unitFactItems('fr', twoDoubles).find((item) => item.key === 'beds')?.value).toBe(
      'Lit double 140 × 190 cm (×2)\u00a0; Canapé-lit 130 × 190 cm',
    );
    expect(unitFactItems('de', twoDoubles).find((item) => item.key === 'beds')?.value).toBe(
      'Doppelbett 140 × 190 cm (×2); Schlafsofa 130 × 190 cm',
    );
  });
});
