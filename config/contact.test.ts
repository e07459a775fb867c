import { phone, phoneDisplayIn, phoneLanguagesText } from './contact';
import { translationLanguages } from '@/lib/i18n/languages';

describe('the languages the phone is answered in, in each page’s language', () => {
  it.each([
    ['fr', ['fr', 'en'], 'On vous répond en français et en anglais.'],
    ['en', ['fr', 'en'], 'We answer the phone in French and English.'],
    ['nl', ['fr', 'en'], 'Aan de telefoon spreken we Frans en Engels.'],
    ['de', ['fr', 'en'], 'Am Telefon sprechen wir Französisch und Englisch.'],
    ['fr', ['fr'], 'On vous répond en français.'],
    ['en', ['fr', 'en', 'nl'], 'We answer the phone in French, English and Dutch.'],
    ['de', ['fr', 'nl', 'de'], 'Am Telefon sprechen wir Französisch, Niederländisch und Deutsch.'],
  ] as const)('%s, %j', (lang, spoken, sentence) => {
    expect(phoneLanguagesText(lang, spoken)).toBe(sentence);
  });
});

describe('the venue’s number in each page’s language', () => {
  it('gives the venue’s number in its national form on French pages and its international form elsewhere', () => {
    // The seed gives the number, as every publishable site does (a needed fact).
    const international = phone?.international ?? '';
    // No-break spaces between the groups: a number never wraps across two lines (issue 48).
    expect(phoneDisplayIn('fr')).toMatch(/^0\d(\u00a0\d{2}){4}$/);
    expect(`+33${(phoneDisplayIn('fr') ?? '').replace(/\u00a0/g, '').slice(1)}`).toBe(international);
    for (const lang of translationLanguages) {
      expect(phoneDisplayIn(lang)).toMatch(/^\+33\u00a0\d\u00a0\d{2}\u00a0\d{2}\u00a0\d{2}\u00a0\d{2}$/);
      expect((phoneDisplayIn(lang) ?? '').replace(/\u00a0/g, '')).toBe(international);
    }
  });
});
