/** @jest-environment node */
import { phoneDisplayIn } from '@/config/contact';
import type { Lang } from '@/lib/i18n/languages';
import { restaurantMenuIn, type RestaurantMenu } from '@/features/restaurant/menu';
import { readPdfText } from '@/scripts/tools/read-pdf-text';
import { buildMenuPdf, menuPdfContent, type MenuPdfContent } from './menu-pdf';
import { meatOriginWords } from './menu-words';

/** The German origin line of a meat raised and slaughtered in France, in the words the site writes. */
const germanFrenchOrigin = (meat: string) => `${meat} – ${meatOriginWords.de.origin.replace('{country}', 'Frankreich')}.`;

/** The seed's carte in a language: the seed gives one (a carte not given has no PDF at all). */
function menuIn(lang: Lang): RestaurantMenu {
  const menu = restaurantMenuIn(lang);
  if (!menu) throw new Error('the seed gives no carte');
  return menu;
}

/** The first dish of a section of the seed's German carte, by its name there (« Barschfilets nach Müllerinart »). */
function germanDish(sectionId: string): string {
  const dish = menuIn('de').sections.find((section) => section.id === sectionId)?.dishes[0];
  if (!dish) throw new Error(`the seed's carte has no section ${sectionId}`);
  return dish.name;
}

/** What the seed's carte PDF prints in a language. */
function contentOf(lang: Lang): MenuPdfContent {
  const content = menuPdfContent(lang);
  if (!content) throw new Error('the seed gives no carte');
  return content;
}

/** The PDF's text as pdf.js reads it, no-break spaces as plain ones. */
function textOf(bytes: Uint8Array): { pages: number; text: string } {
  const read = readPdfText(bytes);
  return { ...read, text: read.text.replace(/[\u00a0\u202f]/g, ' ') };
}

describe('the printable carte', () => {
  it('is an A4 PDF of at most two pages with every section, dish and price of the carte, on the dish’s line', async () => {
    const bytes = await buildMenuPdf('fr', contentOf('fr'));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { pages, text } = textOf(bytes);
    expect(pages).toBeLessThanOrEqual(2);
    expect(text).toContain('Les Chalets du lac');
    expect(text).toContain('Servie à partir du 1er novembre 2026.');
    for (const section of menuIn('fr').sections) {
      expect(text).toContain(section.title);
    }
    expect(text).toContain('Filets de perche meunière 23,00 €');
    expect(text).toContain('Friture de perchettes du lac 18,50 €');
    expect(text).toContain('Allergènes : poissons, gluten, œufs, moutarde.');
    expect(text).toContain('Velouté de potimarron 7,50 €');
    expect(text).toContain('(végétarien)');
    // Several diets on one dish (the seed's velouté), in one bracket.
    expect(text).toContain('(végan, sans gluten)');
    expect(text).toContain('Lupin, Mollusques.');
    expect(text).toContain((phoneDisplayIn('fr') ?? '').replace(/\u00a0/g, ' '));

    const { PDFDocument } = await import('pdf-lib');
    const size = (await PDFDocument.load(bytes)).getPage(0).getSize();
    expect([Math.round(size.width), Math.round(size.height)]).toEqual([595, 842]);
  });

  it('follows the content: a changed dish and price appear, and a long carte flows onto more pages', async () => {
    const dishes = Array.from({ length: 40 }, (_, index) => ({
      name: `Plat numéro ${index + 1}`,
      priceEuros: 10 + index / 4,
      diets: [],
      allergens: [],
    }));
    const { pages, text } = textOf(
      await buildMenuPdf('fr', {
        ...contentOf('fr'),
        menu: { ...menuIn('fr'), sections: [{ id: 'long', title: 'Une longue section', dishes }] },
      }),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Plat numéro 1 10,00 €');
    expect(text).toContain('Plat numéro 40 19,75 €');
    expect(text).not.toContain('Filets de perche');
  });

  it('prints a carte whose titles hold an emoji or a letter the standard font lacks: the emoji left out, the letter without its accent', async () => {
    // A carte of the test's own, as valid as the owner may write it.
    const menu = {
      title: 'La carte',
      season: 'Carte d’hiver ❄',
      validFrom: '2027-01-05',
      sections: [
        {
          id: 'desserts',
          title: 'Desserts 🍰 et Ćevapčići',
          note: 'Faits maison ✓',
          dishes: [{ name: 'Tarte 🍎', description: 'Pommes ★', priceEuros: 6.5, diets: [], allergens: [] }],
        },
      ],
      notes: ['Prix nets ✔'],
    };
    const { text } = textOf(await buildMenuPdf('fr', { ...contentOf('fr'), menu }));
    expect(text).toContain('Carte d’hiver');
    expect(text).not.toContain('La carte - ');
    expect(text).toContain('Desserts et Cevapcici');
    expect(text).toContain('Tarte 6,50 €');
    expect(text).toContain('Prix nets');
  });

  it('exists in German and English: allergens, diets, words and prices in the language, a dish name left untranslated in French', async () => {
    const german = textOf(await buildMenuPdf('de', contentOf('de')));
    expect(german.pages).toBeLessThanOrEqual(2);
    expect(german.text).toContain('Gültig ab 1. November 2026.');
    expect(german.text).toContain(`${germanDish('plats')} 23,00 €`);
    expect(german.text).toContain('Menu Moussaillon 11,00 €');
    expect(german.text).toContain('Allergene: Fisch, Gluten, Eier, Senf.');
    expect(german.text).toContain('(Vegan, Glutenfrei)');
    expect(german.text).toContain('Lupinen, Weichtiere.');
    expect(german.text).toContain('Reservierung: +33 ');
    expect(german.text).not.toContain('Allergènes');
    // The owner's German carte: season, sections, descriptions and notes; a dish name untranslated stays French.
    for (const line of [
      'Herbstkarte',
      'Vorspeisen',
      'Käse und Desserts',
      'Mit Pilzen der Saison und gehobeltem Comté-Käse.',
      'Zartbitter-Schokoladenmousse',
      germanFrenchOrigin('Rindfleisch'),
    ]) {
      expect(german.text).toContain(line);
    }
    expect(german.text).not.toContain('Entrées');

    const english = textOf(await buildMenuPdf('en', contentOf('en')));
    expect(english.text).toContain('Served from 1 November 2026.');
    expect(english.text).toContain('Filets de perche meunière €23.00');
    expect(english.text).toContain('Allergens: fish, gluten, eggs, mustard.');
    expect(english.text).toContain('Allergens and diets');
    expect(english.text).toContain('Tree nuts (almonds');
    expect(english.text).toContain('Starters');
    expect(english.text).not.toContain('Fromages et desserts');
    // A dessert keeps its French name like every dish; its English description says what it is.
    expect(english.text).toContain('Mousse au chocolat noir');
    expect(english.text).toContain('Dark chocolate mousse.');
  });

  it('prints the origin of each meat bought raw, pork and poultry as well as beef, in the decree’s words in each language, on the carte and in its PDF (décret 2002-1465, 2025)', async () => {
    const lines = {
      fr: ['Viande bovine – Origine : France.', 'Viande porcine – Origine : France.', 'Volaille – Origine : France.'],
      en: ['Beef – origin: France.', 'Pork – origin: France.', 'Poultry – origin: France.'],
      nl: ['Rundvlees – herkomst: Frankrijk.', 'Varkensvlees – herkomst: Frankrijk.', 'Gevogelte – herkomst: Frankrijk.'],
      de: [germanFrenchOrigin('Rindfleisch'), germanFrenchOrigin('Schweinefleisch'), germanFrenchOrigin('Geflügel')],
    } as const;
    for (const lang of ['fr', 'en', 'nl', 'de'] as const) {
      // The carte on the page lists the same notes the PDF prints (read back from it with plain spaces).
      expect(menuIn(lang).notes.map((note) => note.replace(/\u00a0/g, ' '))).toEqual(expect.arrayContaining([...lines[lang]]));
      const { text } = textOf(await buildMenuPdf(lang, contentOf(lang)));
      for (const line of lines[lang]) expect(text).toContain(line);
    }
  });

  it('prints the service mention and the alcohol health message itself, on the carte and in its PDF, where the owner can delete neither', async () => {
    const notes = menuIn('fr').notes;
    expect(notes[0]?.replace(/\s/g, ' ')).toBe('Prix en euros, toutes taxes comprises, service compris (15 %).');
    expect(notes.at(-1)).toBe('L’abus d’alcool est dangereux pour la santé, à consommer avec modération.');
    const { text } = textOf(await buildMenuPdf('de', contentOf('de')));
    expect(text).toContain('Übermäßiger Alkoholkonsum schadet der Gesundheit.');
    expect(text).toContain('Bedienung inbegriffen (15 %)');
  });

  it('never claims « maison » on a dish, in any language, without the « fait maison » mention it would need', () => {
    for (const lang of ['fr', 'en', 'nl', 'de'] as const) {
      const texts = menuIn(lang).sections.flatMap((section) => section.dishes.flatMap((dish) => [dish.name, dish.description ?? '']));
      for (const text of texts) expect(text).not.toMatch(/(?<![\p{L}])(?:maison|home-?made|huisgemaakte?|hausgemacht\w*)(?![\p{L}])/iu);
    }
  });
});
