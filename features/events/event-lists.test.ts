import { eventListWords, formatMonth } from './event-lists';
import { languages, type Translated } from '@/lib/i18n/languages';

describe('formatMonth', () => {
  it('heads a month in each language’s words, with its year', () => {
    expect(formatMonth('fr', '2026-12')).toBe('Décembre 2026');
    expect(formatMonth('en', '2026-12')).toBe('December 2026');
    expect(formatMonth('nl', '2026-12')).toBe('December 2026');
    expect(formatMonth('de', '2026-12')).toBe('Dezember 2026');
  });

  it('keeps the first and last month of a year in their year', () => {
    expect(formatMonth('fr', '2027-01')).toBe('Janvier 2027');
    expect(formatMonth('de', '2027-03')).toBe('März 2027');
  });
});

describe('eventListWords', () => {
  it('keeps the home section’s heading other tests find it by', () => {
    const headings: Translated<string> = { fr: 'Prochains événements', en: 'Coming up', nl: 'Binnenkort', de: 'Demnächst' };
    expect(languages.map((lang) => eventListWords[lang].homeTitle)).toEqual(languages.map((lang) => headings[lang]));
  });
});
