/** @jest-environment node */
import { languages } from '@/lib/i18n/languages';
import { childAges, stayWarnings, tooYoung, type UnitLiving } from '@/features/stays/estimate/stay-warnings';
import { unitLivingIn } from '@/features/stays/units/unit-living';

const cabin: UnitLiving = {
  minimumChildAge: 6,
  childAgeWarning: 'La cabane : enfants de 6 ans au moins.',
  wheelchairNote: 'La cabane, en fauteuil roulant : pas d’accès.',
};

describe('the warnings beside a stay', () => {
  it('says the minimum age whenever children come, as the forms ask a count and not ages', () => {
    expect(stayWarnings(cabin, { children: 1 })).toEqual([cabin.childAgeWarning, cabin.wheelchairNote]);
    expect(stayWarnings(cabin, { children: 3 })[0]).toBe(cabin.childAgeWarning);
  });

  it('says no age rule without children, nor a count typed badly, and always the wheelchair fact once given', () => {
    expect(stayWarnings(cabin, { children: 0 })).toEqual([cabin.wheelchairNote]);
    expect(stayWarnings(cabin, { children: Number.NaN })).toEqual([cabin.wheelchairNote]);
  });

  it('stops saying the minimum age once every child’s age is given and none is under it (issue 49: the ages, asked where a rule needs them)', () => {
    expect(stayWarnings(cabin, { children: 2, ages: [7, 9] })).toEqual([cabin.wheelchairNote]);
    // One age not given: the rule is still said.
    expect(stayWarnings(cabin, { children: 2, ages: [7, null] })[0]).toBe(cabin.childAgeWarning);
    expect(tooYoung(cabin, [7, 4, null])).toEqual([4]);
    expect(tooYoung({ ...cabin, minimumChildAge: null }, [1])).toEqual([]);
  });

  it('says one age warning per unit: the rule while no age is under it, the request’s « too young » once one is (round E)', () => {
    // What the request shows about a unit's age: its « too young » sentence (tooYoung) and the rule (stayWarnings).
    const ageWarnings = (party: { children: number; ages?: (number | null)[] }) => [
      ...(tooYoung(cabin, party.ages ?? []).length > 0 ? ['tooYoung'] : []),
      ...stayWarnings(cabin, party).filter((warning) => warning === cabin.childAgeWarning),
    ];
    expect(ageWarnings({ children: 1 })).toEqual([cabin.childAgeWarning]);
    expect(ageWarnings({ children: 2, ages: [7, null] })).toEqual([cabin.childAgeWarning]);
    expect(ageWarnings({ children: 2, ages: [7, 4] })).toEqual(['tooYoung']);
    expect(ageWarnings({ children: 1, ages: [1] })).toEqual(['tooYoung']);
    // The wheelchair fact is still said beside it.
    expect(stayWarnings(cabin, { children: 2, ages: [7, 4] })).toEqual([cabin.wheelchairNote]);
  });

  it('reads the ages as the form keeps them, one per child, none where not given', () => {
    expect(childAges('4,,7', 3)).toEqual([4, null, 7]);
    expect(childAges('4,x', 3)).toEqual([4, null, null]);
    expect(childAges('4,5,6', 1)).toEqual([4]);
    expect(childAges('', Number.NaN)).toEqual([]);
  });

  it('says nothing for a unit without a minimum age or facts given, nor for an unknown type', () => {
    expect(stayWarnings({ minimumChildAge: null, childAgeWarning: null, wheelchairNote: null }, { children: 2 })).toEqual([]);
    expect(stayWarnings(undefined, { children: 2 })).toEqual([]);
  });
});

describe('each type’s rules to live there, from the seed', () => {
  const ageIn = { fr: 'au moins 6 ans', en: 'at least 6', nl: 'vanaf 6 jaar', de: 'mindestens 6 Jahre' };
  it.each(languages)('%s: the small cabin warns from 6 and says its wheelchair fact, in the language', (lang) => {
    const living = unitLivingIn(lang, 'petite-cabane');
    expect(living.minimumChildAge).toBe(6);
    expect(living.childAgeWarning).toContain(ageIn[lang]);
    expect(living.wheelchairNote).toContain(lang === 'fr' ? '2,5 m' : lang === 'en' ? '2.5 m' : '2,5 m');
    expect(stayWarnings(living, { children: 1 })).toHaveLength(2);
  });

  it('gives the chalets, which take children of any age, no age warning', () => {
    const living = unitLivingIn('en', 'chalet');
    expect(living.minimumChildAge).toBeNull();
    expect(stayWarnings(living, { children: 2 })).toEqual([living.wheelchairNote]);
  });
});
