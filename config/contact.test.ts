import { phoneLanguagesText } from './contact';

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
