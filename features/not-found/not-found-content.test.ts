/** @jest-environment node */
import notFoundData from '@/fixtures/seed-data/not-found.json';

// A fixture of the seed's file whose German lacks its text: the French stands in for it.
jest.mock('@/content/owner-data', () => {
  const actual = jest.requireActual<typeof import('@/content/owner-data')>('@/content/owner-data');
  return {
    ownerDataFile: (name: string) => {
      if (name !== 'not-found') return actual.ownerDataFile(name);
      const seed = actual.ownerDataFile(name) as typeof notFoundData;
      const german: Partial<typeof seed.de> = { ...seed.de };
      delete german.text;
      return { ...seed, de: german };
    },
  };
});

import { notFoundMeta, notFoundMetaIn, notFoundPage, notFoundPageIn } from './not-found-content';

describe('the 404 page’s owner texts in each language', () => {
  it('keeps the French as the page always showed it', () => {
    expect(notFoundMetaIn('fr')).toEqual(notFoundMeta);
    expect(notFoundPageIn('fr')).toEqual(notFoundPage);
    expect(notFoundPage.banner.title).toBe('Page introuvable');
  });

  it('reads the translations, the same photo described in the language', () => {
    expect(notFoundMetaIn('nl').title).toBe('Pagina niet gevonden');
    expect(notFoundPageIn('en').text).toBe('The path ends here. Find your way back from the home page or the menu.');
    const german = notFoundPageIn('de');
    expect(german.banner.title).toBe('Seite nicht gefunden');
    expect(german.banner.photo).toEqual({ ...notFoundPage.banner.photo, alt: 'Ruhiger See in der Abenddämmerung, von Schilf gesäumt' });
  });

  it('shows the French text where the translation is missing, never nothing', () => {
    expect(notFoundData.de).toHaveProperty('text');
    expect(notFoundPageIn('de').text).toBe(notFoundPage.text);
  });
});
