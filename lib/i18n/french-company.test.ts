import { frenchCompany } from './french-company';

describe('a company named in a French sentence', () => {
  it('takes its article, and says its form once', () => {
    expect(frenchCompany('SARL Les Chalets du lac', 'SARL')).toBe('la SARL Les Chalets du lac');
    expect(frenchCompany('Les Chalets du lac', 'SARL')).toBe('la société Les Chalets du lac (SARL)');
    expect(frenchCompany('SAS Lac Bleu')).toBe('la SAS Lac Bleu');
  });
});
