import { companyWithCapital, frenchCompany } from './company-name';

describe('a company named in a French sentence', () => {
  it('takes its article, and says its form once', () => {
    expect(frenchCompany('SARL Les Chalets du lac', 'SARL')).toBe('la SARL Les Chalets du lac');
    expect(frenchCompany('Les Chalets du lac', 'SARL')).toBe('la société Les Chalets du lac (SARL)');
    expect(frenchCompany('SAS Lac Bleu')).toBe('la SAS Lac Bleu');
  });
});

describe('a company named in an English, Dutch or German legal line', () => {
  it('says its form once, with the capital in brackets', () => {
    expect(companyWithCapital('SARL Lac Bleu', 'SARL', '€10,000', 'share capital')).toBe('SARL Lac Bleu (share capital €10,000)');
    expect(companyWithCapital('Lac Bleu', 'SAS', '10.000 €', 'Stammkapital')).toBe('Lac Bleu (SAS, Stammkapital 10.000 €)');
  });
});
