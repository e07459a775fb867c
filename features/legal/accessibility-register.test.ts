/** @jest-environment node */
// The restaurant's public accessibility register (arrêté du 19 avril 2017), as the legal page lists it:
// from the seed (fixtures/seed-data), in four languages, and from a register still to fill.
import { languages, type Lang } from '@/lib/i18n/languages';
import { accessibilityRegisterIn } from './accessibility-register';

const values = (lang: Lang, data?: unknown) => accessibilityRegisterIn(lang, data)?.items.flatMap((item) => item.values) ?? [];

describe('the public accessibility register', () => {
  const seedWords: Record<Lang, readonly string[]> = {
    fr: [
      '5e catégorie',
      'Attestation d’accessibilité — 30 septembre 2017',
      'rampe de 4 %',
      'À l’accueil du restaurant',
      '20 novembre 2026',
    ],
    en: [
      'Category 5',
      'Certificate of accessibility – 30 September 2017',
      '4% ramp',
      'At reception, in the restaurant',
      '20 November 2026',
    ],
    nl: [
      'Categorie 5',
      'Toegankelijkheidsverklaring – 30 september 2017',
      'hellingbaan van 4%',
      'Bij de receptie in het restaurant',
      '20 november 2026',
    ],
    de: [
      'Kategorie 5',
      'Bescheinigung der Barrierefreiheit – 30. September 2017',
      'Rampe mit 4 % Steigung',
      'Am Empfang im Restaurant',
      '20. November 2026',
    ],
  };

  it.each(languages)('%s: lists every item the arrêté asks, in the language, from the seed', (lang) => {
    const register = accessibilityRegisterIn(lang);
    // Category, services, accessibility, documents, staff guide, training, upkeep, where to read it, date.
    expect(register?.items).toHaveLength(9);
    const text = values(lang).join('\n');
    for (const words of seedWords[lang]) expect(text).toContain(words);
    expect(register?.items.every((item) => item.lang === undefined)).toBe(true);
  });

  it.each(languages)(
    '%s: a register still to fill is left out whole, and one partly filled shows only what is given, never a stand-in',
    (lang) => {
      const toFill = <T>(value: T) => ({ value, provisional: true });
      const unfilled = {
        covers: toFill(['restaurant']),
        category: toFill('5'),
        services: toFill('à compléter'),
        access: toFill('à compléter'),
        documents: toFill([]),
        staffGuide: toFill(false),
        training: toFill('à compléter'),
        maintenance: toFill('à compléter'),
        consultOnSite: toFill('à compléter'),
        updatedOn: toFill('2026-01-01'),
      };
      expect(accessibilityRegisterIn(lang, unfilled)).toBeUndefined();
      const partly = {
        ...unfilled,
        covers: { value: ['restaurant'], provisional: false },
        consultOnSite: { value: 'À l’accueil du restaurant', provisional: false },
      };
      expect(accessibilityRegisterIn(lang, partly)?.items.map((item) => item.values)).toEqual([['À l’accueil du restaurant']]);
      // Without saying which parts of the grounds it covers, the register is not shown.
      expect(accessibilityRegisterIn(lang, { ...partly, covers: toFill(['restaurant']) })).toBeUndefined();
    },
  );

  it('says which parts of the grounds open to the public it covers, in each language', () => {
    expect(accessibilityRegisterIn('fr')?.intro).toMatch(/Ce registre couvre le restaurant et l’accueil\.$/);
    expect(accessibilityRegisterIn('en')?.intro).toMatch(/This register covers the restaurant and reception\.$/);
    expect(accessibilityRegisterIn('nl')?.title).toBe('Openbaar toegankelijkheidsregister');
    expect(accessibilityRegisterIn('de')?.intro).toMatch(/Dieses Register gilt für das Restaurant und den Empfang\.$/);
  });
});
