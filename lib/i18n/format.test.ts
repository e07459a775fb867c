import { capitalize, formatMonthDays } from './format';
import { languages, type Translated } from './languages';

describe('a stretch of every year in each language', () => {
  it('writes both days, the month once when both fall in it, French with its « 1er »', () => {
    const spring: Translated<string> = {
      fr: 'du 22 mars au 30 avril',
      en: '22 March to 30 April',
      nl: '22 maart t/m 30 april',
      de: '22. März bis 30. April',
    };
    const october: Translated<string> = {
      fr: 'du 1er au 31 octobre',
      en: '1 to 31 October',
      nl: '1 t/m 31 oktober',
      de: '1. bis 31. Oktober',
    };
    expect(languages.map((lang) => formatMonthDays(lang, '03-22', '04-30'))).toEqual(languages.map((lang) => spring[lang]));
    expect(languages.map((lang) => formatMonthDays(lang, '10-01', '10-31'))).toEqual(languages.map((lang) => october[lang]));
    expect(formatMonthDays('fr', '12-01', '02-29')).toBe('du 1er décembre au 29 février');
  });

  it('puts a capital at the head of a line', () => {
    expect(capitalize('du 22 mars au 30 avril')).toBe('Du 22 mars au 30 avril');
    expect(capitalize('élevé')).toBe('Élevé');
  });
});
