/** @jest-environment node */
import { sharedOutputMessages, sharedOutputs, siteOutputTables, type OutputTable } from './output-paths';

// A fifth language, Italian, whose tables were filled by copying English's: its PDFs would overwrite
// English's, and so would its pages where the route table kept English's addresses.
const fixture: OutputTable[] = [
  {
    what: 'la carte en PDF',
    source: 'features/restaurant/menu-words.ts › menuPdfFileNames',
    paths: {
      fr: ['Carte-Restaurant.pdf'],
      en: ['Menu-Restaurant-en.pdf'],
      nl: ['Menukaart-Restaurant-nl.pdf'],
      de: ['Speisekarte-Restaurant-de.pdf'],
      it: ['Menu-Restaurant-en.pdf'],
    },
  },
  {
    what: 'les pages',
    source: 'config/routes.ts › routePaths',
    paths: {
      fr: ['/restaurant/index.html'],
      en: ['/en/restaurant/index.html'],
      nl: ['/nl/restaurant/index.html'],
      de: ['/de/restaurant/index.html'],
      it: ['/it/ristorante/index.html', '/en/restaurant/index.html'],
    },
  },
];

describe('two languages writing one file', () => {
  it('finds each file a copied language claims, with both languages', () => {
    expect(sharedOutputs(fixture)).toEqual([
      {
        path: '/Menu-Restaurant-en.pdf',
        claims: [
          { lang: 'en', what: 'la carte en PDF', source: 'features/restaurant/menu-words.ts › menuPdfFileNames' },
          { lang: 'it', what: 'la carte en PDF', source: 'features/restaurant/menu-words.ts › menuPdfFileNames' },
        ],
      },
      expect.objectContaining({ path: '/en/restaurant/index.html' }),
    ]);
  });

  it('says it in French, naming the file, the languages and the table', () => {
    expect(sharedOutputMessages(sharedOutputs(fixture))[0]).toBe(
      '/Menu-Restaurant-en.pdf : les langues en et it écrivent le même fichier, la dernière écraserait l’autre (la carte en PDF : features/restaurant/menu-words.ts › menuPdfFileNames) ; donnez à chaque langue son propre nom',
    );
  });

  it('leaves alone a file one language names twice, and distinct names', () => {
    expect(sharedOutputs([{ what: 'x', source: 'y', paths: { fr: ['/a.pdf', '/a.pdf'], en: ['/b.pdf'] } }])).toEqual([]);
  });

  it('finds none in the site’s own tables, which cover every page, PDF and share image in every language', () => {
    const tables = siteOutputTables();
    expect(tables.map(({ what }) => what)).toEqual(
      expect.arrayContaining(['les pages', 'les images de partage', 'la carte en PDF', 'les tarifs en PDF']),
    );
    expect(Object.keys(tables[0]!.paths)).toEqual(['fr', 'en', 'nl', 'de']);
    expect(sharedOutputs(tables)).toEqual([]);
  });
});
