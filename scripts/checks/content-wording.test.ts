/** @jest-environment node */
import { wordingWarnings } from './content-wording';

/** A fishing.json the owner has edited: their own words, in French and in two translations. */
const fishing = {
  accessHours: { opens: '06:00', closes: '20:00' },
  cards: [{ name: 'Carte journalière', prices: [{ who: 'Adulte', euros: 6 }] }],
  offer: 'Une carte achetée = une carte offerte.',
  rules: ['La pêche est autorisée.', 'Ouvert de 6h00 à 20h00, sur le parcours sportif.'],
  en: { cards: [{ name: 'Day permit', prices: [{ who: 'Adult' }] }], rules: ['Fishing is allowed.', 'Open from 06:00 to 20:00.'] },
  de: { offer: 'Beim Kauf eines Angelscheins gibt es einen zweiten gratis dazu.' },
};

describe('the owner’s words against the glossary', () => {
  it('names the file, the field, the language, the word and the site’s word, in French', () => {
    const warnings = wordingWarnings([{ file: 'content/data/fishing.json', errors: [], warnings: [], provisional: [], written: fishing }]);
    expect(warnings).toEqual([
      expect.stringMatching(/^content\/data\/fishing\.json › cards\[0\]\.name .*en anglais : « permit » — .*fishing ticket/),
      expect.stringMatching(/^content\/data\/fishing\.json › offer .*en allemand : « Angelschein » — .*Angelkarte/),
      expect.stringMatching(/^content\/data\/fishing\.json › rules .*en français : « parcours sportif » — .*parcours de santé/),
    ]);
  });

  it('finds nothing in words that follow it', () => {
    const written = {
      ...fishing,
      rules: ['La pêche est autorisée.'],
      en: { rules: ['Fishing is allowed.'] },
      de: { offer: 'Eine Angelkarte gekauft, eine geschenkt.' },
    };
    expect(wordingWarnings([{ file: 'content/data/fishing.json', errors: [], warnings: [], provisional: [], written }])).toEqual([]);
  });

  it('leaves the French spacing to the site: a plain space before « : » is no warning, the page ties it', () => {
    const written = { ...fishing, rules: ['Aucun matériel n’est fourni : pensez à apporter le vôtre !'], en: {}, de: {} };
    expect(wordingWarnings([{ file: 'content/data/fishing.json', errors: [], warnings: [], provisional: [], written }])).toEqual([]);
  });
});
