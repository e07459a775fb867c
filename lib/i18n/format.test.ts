import { capitalize, formatMonthDays } from './format';
import { languages } from './languages';

describe('a stretch of every year in each language', () => {
  it('writes both days, the month once when both fall in it, French with its « 1er »', () => {
    expect(languages.map((lang) => formatMonthDays(lang, '03-22', '04-30'))).toEqual(['du 22 mars au 30 avril', '22 March to 30 April', '22 maart t/m 30 april', '22. März bis 30. April']);
    expect(languages.map((lang) => formatMonthDays(lang, '10-01', '10-31'))).toEqual(['du 1er au 31 octobre', '1 to 31 October', '1 t/m 31 oktober', '1. bis 31. Oktober']);
    expect(formatMonthDays('fr', '12-01', '02-29')).toBe('du 1er décembre au 29 février');
  });

  it('puts a capital at the head of a line', () => {
    expect(capitalize('du 22 mars au 30 avril')).toBe('Du 22 mars au 30 avril');
    expect(capitalize('élevé')).toBe('Élevé');
  });
});
