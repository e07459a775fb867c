/** @jest-environment node */
// The footer's copyright: its years come from the clock at the build, never a year typed in.
import { copyrightYears, firstCopyrightYear, footerWords } from './site';
import { languages } from '@/lib/i18n/languages';

describe('the copyright’s years', () => {
  it('are the first year alone in that year, then a range to the build’s year', () => {
    expect(copyrightYears(new Date('2025-06-01T12:00:00Z'))).toBe('2025');
    expect(copyrightYears(new Date('2027-03-01T12:00:00Z'))).toBe('2025–2027');
  });

  it('turn with the year in Paris, not in London or UTC', () => {
    // 31 December, 23:30 UTC: already 1 January 2027 in Paris.
    expect(copyrightYears(new Date('2026-12-31T23:30:00Z'))).toBe('2025–2027');
  });

  it('end at the current year, and no footer types a year', () => {
    const year = new Date().getFullYear();
    expect(copyrightYears()).toMatch(new RegExp(`^${firstCopyrightYear}(?:–${year})?$`));
    for (const lang of languages) {
      expect(footerWords[lang].copyright('YEARS')).toMatch(/^© YEARS Les Chalets du lac\. /);
      expect(footerWords[lang].copyright('YEARS')).not.toMatch(/\d{4}/);
    }
  });
});
