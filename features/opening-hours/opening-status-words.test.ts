/** @jest-environment node */
import { languages } from '@/lib/i18n/languages';
import { statusText } from '@/lib/opening-status';
import { closuresIn, statusWords, statusWordsFor } from './opening-status-words';

// A closures file as the editor writes it: the French at the root, each translation beside it,
// its list items aligned with the French ones. The second closure's reason is translated in English
// only; the third has no reason at all.
const written = {
  closures: {
    value: [
      { places: ['restaurant'], from: '2027-02-01', through: '2027-02-03', reason: 'travaux' },
      { places: ['etang'], from: '2027-03-01', through: '2027-03-02', reason: 'vidange' },
      { places: ['verrerie'], from: '2027-04-01', through: '2027-04-01' },
    ],
    provisional: false,
  },
  en: { closures: { value: [{ reason: 'building work' }, { reason: 'draining the pond' }, { reason: '' }] } },
  nl: { closures: { value: [{ reason: 'verbouwing' }, { reason: '' }] } },
  de: { closures: { value: [{ reason: 'Bauarbeiten' }, { reason: '   ' }] } },
  lang: languages,
};

describe('the closures in a page’s language', () => {
  it('gives the French reasons on French pages, nothing marked', () => {
    expect(closuresIn('fr', written).map(({ reason, reasonLang }) => [reason, reasonLang])).toEqual([
      ['travaux', undefined],
      ['vidange', undefined],
      [undefined, undefined],
    ]);
  });

  it('gives each reason the owner translated in the page’s language, and the French one, marked, where they did not', () => {
    expect(closuresIn('en', written).map(({ reason, reasonLang }) => [reason, reasonLang])).toEqual([
      ['building work', undefined],
      ['draining the pond', undefined],
      [undefined, undefined],
    ]);
    expect(closuresIn('nl', written).map(({ reason, reasonLang }) => [reason, reasonLang])).toEqual([
      ['verbouwing', undefined],
      ['vidange', 'fr'],
      [undefined, undefined],
    ]);
    // A blank translation is no translation.
    expect(closuresIn('de', written)[1]).toEqual({
      places: ['etang'],
      from: '2027-03-01',
      through: '2027-03-02',
      reason: 'vidange',
      reasonLang: 'fr',
    });
  });

  it('marks only the untranslated closure when two closures share the same French reason', () => {
    const same = {
      closures: {
        value: [
          { places: ['restaurant'], from: '2027-02-01', through: '2027-02-01', reason: 'inventaire' },
          { places: ['restaurant'], from: '2027-06-01', through: '2027-06-01', reason: 'inventaire' },
        ],
        provisional: false,
      },
      en: { closures: { value: [{ reason: 'stocktaking' }] } },
    };
    expect(closuresIn('en', same).map(({ reason, reasonLang }) => [reason, reasonLang])).toEqual([
      ['stocktaking', undefined],
      ['inventaire', 'fr'],
    ]);
  });

  it('keeps each closure’s dates and places from the French, whatever a translation holds', () => {
    const moved = { ...written, en: { closures: { value: [{ reason: 'building work', from: '2030-01-01', places: ['etang'] }] } } };
    expect(closuresIn('en', moved)[0]).toEqual({
      places: ['restaurant'],
      from: '2027-02-01',
      through: '2027-02-03',
      reason: 'building work',
    });
  });
});

describe('a place’s status in French', () => {
  const closedToday = { kind: 'closed', closedAllDay: true, next: { day: 20_800, daysAhead: 3, opens: '10:00' } } as const;

  it('agrees with la verrerie, as its « Ouverte sauf le dimanche » does, and keeps the masculine for the restaurant and l’étang', () => {
    expect(statusText(closedToday, statusWordsFor('fr', 'verrerie'), 'fr')).toMatch(/^Fermée aujourd’hui · ouvre /u);
    expect(statusText({ kind: 'open', closes: '17:30' }, statusWordsFor('fr', 'verrerie'), 'fr')).toBe('Ouverte · jusqu’à 17h30');
    expect(statusText(closedToday, statusWordsFor('fr', 'restaurant'), 'fr')).toMatch(/^Fermé aujourd’hui · /u);
    expect(statusText({ kind: 'open', closes: '20:00' }, statusWordsFor('fr', 'etang'), 'fr')).toBe('Ouvert · jusqu’à 20h00');
  });

  it('leaves the other languages as they are', () => {
    for (const lang of languages.filter((one) => one !== 'fr')) expect(statusWordsFor(lang, 'verrerie')).toBe(statusWords[lang]);
  });
});
