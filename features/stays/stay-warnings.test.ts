/** @jest-environment node */
import { languages } from '@/lib/i18n/languages';
import { stayWarnings, type UnitLiving } from './stay-warnings';
import { unitLivingIn } from './unit-living';

const cabin: UnitLiving = { minimumChildAge: 6, childAgeWarning: 'La cabane : enfants de 6 ans au moins.', wheelchairNote: 'La cabane, en fauteuil roulant : pas d’accès.' };

describe('the warnings beside a stay', () => {
  it('says the minimum age whenever children come, as the forms ask a count and not ages', () => {
    expect(stayWarnings(cabin, { children: 1 })).toEqual([cabin.childAgeWarning, cabin.wheelchairNote]);
    expect(stayWarnings(cabin, { children: 3 })[0]).toBe(cabin.childAgeWarning);
  });

  it('says no age rule without children, nor a count typed badly, and always the wheelchair fact once given', () => {
    expect(stayWarnings(cabin, { children: 0 })).toEqual([cabin.wheelchairNote]);
    expect(stayWarnings(cabin, { children: Number.NaN })).toEqual([cabin.wheelchairNote]);
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
