import { givenFacts, isStoredFact, whenGiven, withoutProvisional } from './given-facts';
import { readDataFile } from './schema/editor-values';
import { readLocalizedData } from './localized-data';

describe('a fact the owner has not given yet is read as nothing', () => {
  it('reads a fact given as its value and leaves a fact not given out, inside objects and lists', () => {
    const written = {
      phone: { value: '+33384250000', provisional: false },
      email: { value: 'contact@chalets-du-lac.example', provisional: true },
      units: {
        value: [
          { name: 'Petite cabane', facts: { value: { wifi: 'oui' }, provisional: true } },
          { name: 'Grande cabane', facts: { value: { wifi: 'faible' }, provisional: false } },
        ],
        provisional: false,
      },
      notes: [
        { value: 'Prix nets.', provisional: false },
        { value: 'Note à compléter', provisional: true },
      ],
    };
    expect(givenFacts(written)).toEqual({
      phone: '+33384250000',
      units: [{ name: 'Petite cabane' }, { name: 'Grande cabane', facts: { wifi: 'faible' } }],
      notes: ['Prix nets.', undefined],
    });
  });

  it('tells a stored fact from an object that merely has a value', () => {
    expect(isStoredFact({ value: 1, provisional: true })).toBe(true);
    expect(isStoredFact({ provisional: false })).toBe(true);
    expect(isStoredFact({ value: 1 })).toBe(false);
    expect(isStoredFact({ value: 1, provisional: true, label: 'Prix' })).toBe(false);
    expect(isStoredFact([{ value: 1, provisional: true }])).toBe(false);
  });

  it('keeps a translation only where its language has unticked « Valeur provisoire »', () => {
    expect(
      withoutProvisional({
        retention: { value: 'period to be confirmed', provisional: true },
        country: { value: 'United States', provisional: false },
      }),
    ).toEqual({
      retention: undefined,
      country: { value: 'United States', provisional: false },
    });
  });

  it('writes a sentence once every fact it states is given, and leaves it out otherwise', () => {
    const sentence = (name: string, mail: string) => `${name}, ${mail}.`;
    expect(whenGiven(['SARL Les Chalets du lac', 'bonjour@example.fr'], sentence)).toBe('SARL Les Chalets du lac, bonjour@example.fr.');
    expect(whenGiven(['SARL Les Chalets du lac', undefined], sentence)).toBeUndefined();
  });
});

describe('the pages’ readers go through it', () => {
  const legal = {
    reservationRetention: { value: 'durée à compléter', provisional: true },
    emailProcessor: { country: { value: 'États-Unis', provisional: false }, transferBasis: { value: 'clauses types', provisional: false } },
    en: {
      reservationRetention: { value: 'period to be confirmed', provisional: true },
      emailProcessor: {
        country: { value: 'United States', provisional: false },
        transferBasis: { value: 'safeguard to be confirmed', provisional: true },
      },
    },
  };
  type Legal = {
    reservationRetention: { value: string; provisional: boolean };
    emailProcessor: { country: { value: string; provisional: boolean }; transferBasis: { value: string; provisional: boolean } };
  };

  it('readDataFile: a French fact not given is absent', () => {
    const read = readDataFile<Legal>(legal);
    expect(read.reservationRetention).toBeUndefined();
    expect(read.emailProcessor.country).toBe('États-Unis');
  });

  it('readLocalizedData: a translation still marked provisional gives way to the French, marked; a French fact not given is absent in every language', () => {
    const marked: string[] = [];
    const read = readLocalizedData<Legal>('legal', legal, 'en', (text) => (marked.push(text), text));
    expect(read.reservationRetention).toBeUndefined();
    expect(read.emailProcessor.country).toBe('United States');
    expect(read.emailProcessor.transferBasis).toBe('clauses types');
    expect(marked).toEqual(['clauses types']);
  });
});
