/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { languages } from '@/lib/i18n/languages';
import { stayConditionsIn } from '@/features/stays/units/accommodations-content';
import { availabilityWords } from '@/features/stays/availability-words';
import { stays, unitsOf } from '@/features/stays/stays';
import type { UnitFactsList } from '@/features/stays/units/unit-facts';
import { unitFactsWords } from '@/features/stays/units/unit-facts-words';
import { arrivalGuideIn, arrivalSections, groundsPlaces, sectionsOf, unitConnectionsIn } from './arrival-content';
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
    places: {
      reception: 'Accueil',
      parking: 'Parking',
      restaurant: 'Restaurant',
      chalets: 'Chalets',
      cabins: 'Cabanes',
      pond: 'Étang',
      fitnessTrail: 'Parcours',
    },
    walks: [{ from: 'parking', to: 'cabins', minutes: { value: 7, provisional: false } }],
  },
  lateArrival: 'Après 20 h, appelez-nous en route.',
  wifi: '',
  phoneSignal: undefined,
  en: {
    title: 'Your arrival',
    lateArrival: 'Arriving after 20:00? Call us on the way.',
    wifi: 'Free Wi-Fi at reception.',
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

  it.each(languages.map((lang) => [lang] as const))(
    'shows the stays’ arrival and departure hours, pets and smoking in %s, from their one source',
    (lang) => {
      const conditions = stayConditionsIn(lang);
      const read = arrivalGuideIn(lang, guide);
      expect(read.times).toEqual([
        { label: conditions.arrival.label, value: conditions.arrival.value },
        { label: conditions.departure.label, value: conditions.departure.value },
      ]);
      expect(read.houseRules.slice(1).join('\n')).toContain(conditions.pets.value);
      expect(read.houseRules.slice(1).join('\n')).toContain(conditions.smoking.value);
      expect(read.included).toHaveLength(3);
    },
  );

  it('names every place of the plan in every language of the seed, and says the walking time in each', () => {
    for (const lang of languages) {
      const read = arrivalGuideIn(lang, seed);
      for (const place of groundsPlaces)
        expect({ lang, place, named: read.plan.places[place].trim().length > 0 }).toEqual({ lang, place, named: true });
      expect(arrivalWords[lang].walk(12)).toContain('12');
    }
  });
});

describe('the guide’s optional blocks and its index', () => {
  it('reads late arrival, Wi-Fi and signal where the owner wrote them, and leaves them out where empty or absent', () => {
    const french = arrivalGuideIn('fr', guide);
    expect(french.lateArrival).toBe('Après 20 h, appelez-nous en route.');
    expect(french.wifi).toBeUndefined();
    expect(french.phoneSignal).toBeUndefined();
    // A translation may give what the French leaves empty, as for any optional text.
    const english = arrivalGuideIn('en', guide);
    expect(english.lateArrival).toBe('Arriving after 20:00? Call us on the way.');
    expect(english.wifi).toBe('Free Wi-Fi at reception.');
  });

  it('lists in its index every block that has something to say, in the page’s order, and no other', () => {
    const read = arrivalGuideIn('fr', guide);
    expect(sectionsOf(read)).toEqual(arrivalSections);
    const bare = {
      ...read,
      address: undefined,
      coordinates: undefined,
      notes: [],
      lastKilometres: undefined,
      key: undefined,
      lateArrival: undefined,
      wifi: undefined,
      phoneSignal: undefined,
      unitConnections: [],
      houseRules: [],
      toBring: [],
      toBringForCabins: [],
      included: [],
    };
    expect(sectionsOf(bare)).toEqual(['horaires', 'plan']);
    // One fact is enough to show its block: a unit's Wi-Fi alone makes the Wi-Fi block, the GPS position the way here.
    expect(
      sectionsOf({ ...bare, coordinates: '47.8, 6.5', unitConnections: [{ label: 'Les chalets', value: 'Wi-Fi\u00a0: Oui' }] }),
    ).toEqual(['venir', 'horaires', 'wifi-reseau', 'plan']);
  });

  it('shows each unit type’s Wi-Fi and phone signal from its units’ facts: under the type’s name when all its units say the same', () => {
    const words = unitFactsWords.en;
    const read = unitConnectionsIn('en');
    // The seed gives every unit's facts: one line per type (its two chalets say the same).
    expect(read.map((item) => item.label)).toEqual(stays.unitTypes.map((type) => availabilityWords.en.typeTitle[type.id]));
    for (const [index, type] of stays.unitTypes.entries()) {
      const facts = unitsOf(type)[0]?.facts;
      const value = read[index]?.value ?? '';
      // After the first, an item goes on in lower case after its semicolon (issue 48): compared without case.
      expect(value.toLowerCase()).toContain(
        `${words.labels.wifi}: ${facts?.wifi.level ? words.signal[facts.wifi.level] : ''}`.toLowerCase(),
      );
      expect(value.toLowerCase()).toContain(
        `${words.labels.phoneSignal}: ${facts?.phoneSignal.level ? words.signal[facts.phoneSignal.level] : ''}`.toLowerCase(),
      );
    }
  });

  it('names the units where a type’s units differ, and leaves out a unit that gives neither', () => {
    const item = (key: 'wifi' | 'phoneSignal' | 'beds', value: string) => ({ key, label: unitFactsWords.fr.labels[key], value });
    // The units' lists as the stays' reader gives them: only the facts given.
    const lists = (typeId: string): UnitFactsList[] =>
      typeId === 'chalet'
        ? [
            { unitIds: ['chalet-1'], title: '', items: [item('wifi', 'Oui'), item('phoneSignal', 'Faible'), item('beds', 'Lit double')] },
            { unitIds: ['chalet-2'], title: '', items: [item('wifi', 'Non')] },
          ]
        : [{ unitIds: [typeId], title: '', items: [item('beds', 'Lit double')] }];
    const names = Object.fromEntries(stays.unitTypes.flatMap((type) => unitsOf(type).map((unit) => [unit.id, unit.name])));
    expect(unitConnectionsIn('fr', lists)).toEqual([
      { label: names['chalet-1'], value: 'Wi-Fi\u00a0: oui\u00a0; réseau mobile\u00a0: faible' },
      { label: names['chalet-2'], value: 'Wi-Fi\u00a0: non' },
    ]);
  });

  it('goes on in lower case after a label inside the line, in German too where the value is no noun', () => {
    const lists = (lang: 'nl' | 'de') => (): UnitFactsList[] => [
      {
        unitIds: ['chalet-1'],
        title: '',
        items: [
          { key: 'wifi', label: unitFactsWords[lang].labels.wifi, value: unitFactsWords[lang].signal.oui },
          { key: 'phoneSignal', label: unitFactsWords[lang].labels.phoneSignal, value: unitFactsWords[lang].signal.faible },
        ],
      },
    ];
    const [dutch] = unitConnectionsIn('nl', lists('nl'));
    expect(dutch?.value).toBe(`Wifi: ja; ${unitFactsWords.nl.labels.phoneSignal.toLowerCase()}: zwak`);
    // German too: « ja », « schwach », « nein » are no nouns, so they go on in lower case after the colon
    // (« WLAN: ja; Handyempfang: schwach »), while a noun the owner writes after a label keeps its capital.
    const [german] = unitConnectionsIn('de', lists('de'));
    expect(german?.value).toBe(
      `${unitFactsWords.de.labels.wifi}: ${unitFactsWords.de.signal.oui.toLowerCase()}; ${unitFactsWords.de.labels.phoneSignal}: ${unitFactsWords.de.signal.faible.toLowerCase()}`,
    );
  });
});
