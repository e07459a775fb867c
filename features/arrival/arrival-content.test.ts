/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { languages } from '@/lib/i18n/languages';
import { stayConditionsIn } from '@/features/stays/accommodations-content';
import { arrivalGuideIn, groundsPlaces } from './arrival-content';
import { arrivalWords } from './arrival-words';

// A guide of the test's own: the owner's data is not a fixture.
const seed = JSON.parse(readFileSync('fixtures/seed-data/arrival-guide.json', 'utf8')) as Record<string, unknown>;
const guide = {
  ...seed,
  title: 'Votre arrivée',
  key: { value: 'La boîte à clés est à gauche de la porte de l’accueil.', provisional: false },
  toBring: { everyone: ['Des bottes'], cabins: ['Une lampe de poche'] },
  houseRules: { value: ['Silence après 22 h'], provisional: false },
  plan: {
    title: 'Plan',
    places: { reception: 'Accueil', parking: 'Parking', restaurant: 'Restaurant', chalets: 'Chalets', cabins: 'Cabanes', pond: 'Étang', fitnessTrail: 'Parcours' },
    walks: [{ from: 'parking', to: 'cabins', minutes: { value: 7, provisional: false } }],
  },
  en: {
    title: 'Your arrival',
    toBring: { everyone: ['Boots'], cabins: ['A torch'] },
    plan: { places: { cabins: 'Treehouses', parking: 'Car park' } },
  },
};

describe('the arrival guide’s reader', () => {
  it('reads the owner’s texts, the walks by the places’ names and the time in words', () => {
    const french = arrivalGuideIn('fr', guide);
    expect(french.title).toBe('Votre arrivée');
    expect(french.key).toBe('La boîte à clés est à gauche de la porte de l’accueil.');
    expect(french.toBringForCabins).toEqual(['Une lampe de poche']);
    expect(french.plan.walks).toEqual([{ from: 'Parking', to: 'Cabanes', time: '7 min à pied' }]);
  });

  it('takes the translation where there is one, the French where there is none', () => {
    const english = arrivalGuideIn('en', guide);
    expect(english.title).toBe('Your arrival');
    expect(english.toBringForCabins).toEqual(['A torch']);
    expect(english.plan.walks).toEqual([{ from: 'Car park', to: 'Treehouses', time: '7 min on foot' }]);
    // Untranslated: the French stands in (the page marks it lang="fr").
    expect(english.key).toBe(guide.key.value);
  });

  it.each(languages.map((lang) => [lang] as const))('shows the stays’ arrival and departure hours, pets and smoking in %s, from their one source', (lang) => {
    const conditions = stayConditionsIn(lang);
    const read = arrivalGuideIn(lang, guide);
    expect(read.times).toEqual([
      { label: conditions.arrival.label, value: conditions.arrival.value },
      { label: conditions.departure.label, value: conditions.departure.value },
    ]);
    expect(read.houseRules.slice(1).join('\n')).toContain(conditions.pets.value);
    expect(read.houseRules.slice(1).join('\n')).toContain(conditions.smoking.value);
    expect(read.included).toHaveLength(3);
  });

  it('names every place of the plan in every language of the seed, and says the walking time in each', () => {
    for (const lang of languages) {
      const read = arrivalGuideIn(lang, seed);
      for (const place of groundsPlaces) expect({ lang, place, named: read.plan.places[place].trim().length > 0 }).toEqual({ lang, place, named: true });
      expect(arrivalWords[lang].walk(12)).toContain('12');
    }
  });
});
