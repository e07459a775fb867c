/** @jest-environment node */
import home from './data/home.json';
import menu from './data/menu.json';
import { readLocalizedData } from './localized-data';
import { readDataFile } from './schema/editor-values';
import type { HomePageData } from './schema/pages';
import type { MenuData } from './schema/menu';

/** Records what the reader marks as French standing in for a translation. */
function marker() {
  const marked: string[] = [];
  return { marked, mark: (text: string) => (marked.push(text), text) };
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('readLocalizedData: the owner’s texts in the page’s language', () => {
  it('reads French as readDataFile does, translations left out and nothing marked', () => {
    const { marked, mark } = marker();
    const read = readLocalizedData<HomePageData>('home', home, 'fr', mark);
    expect(read).toEqual(readDataFile(home));
    expect(read).not.toHaveProperty('en');
    expect(read.hero.title).toBe('Découvrez les Chalets du lac');
    expect(marked).toEqual([]);
  });

  it('gives each translated text in the language, the same shape as the French, facts from the French', () => {
    const { marked, mark } = marker();
    const read = readLocalizedData<HomePageData>('home', home, 'de', mark);
    const french = readDataFile<HomePageData>(home);
    expect(read.hero.title).toBe('Entdecken Sie Les Chalets du lac');
    expect(read.intro.paragraphs).toHaveLength(2);
    expect(read.intro.paragraphs[0]).toMatch(/^Direkt am See/);
    expect(read.highlights[1]?.link).toEqual({ label: 'Öffnungszeiten ansehen', href: french.highlights[1]?.link.href });
    expect(read.hero.photo.file).toBe(french.hero.photo.file);
    expect(Object.keys(read)).toEqual(Object.keys(french));
    expect(marked).toEqual([]);
  });

  it('keeps the French, marked, where a translation is missing or empty: never an empty text', () => {
    const data: Record<string, unknown> = clone(home);
    data.nl = { hero: { title: '', subtitle: '   ' }, intro: { paragraphs: ['Een', ''] } };
    const { marked, mark } = marker();
    const read = readLocalizedData<HomePageData>('home', data, 'nl', mark);
    expect(read.hero.title).toBe('Découvrez les Chalets du lac');
    expect(read.hero.subtitle).toBe(home.hero.subtitle);
    // A list of paragraphs is translated as a whole or not at all.
    expect(read.intro.paragraphs).toEqual(home.intro.paragraphs);
    expect(read.meta.title).toBe(home.meta.title);
    expect(marked).toEqual(expect.arrayContaining([home.hero.title, home.hero.subtitle, ...home.intro.paragraphs, home.meta.title, home.hero.photo.alt]));
    expect(marked).not.toContain(home.hero.photo.file);
  });

  it('takes a list of paragraphs whole, whatever its length', () => {
    const data = clone(home);
    data.en.intro.paragraphs = ['One single paragraph.'];
    expect(readLocalizedData<HomePageData>('home', data, 'en', marker().mark).intro.paragraphs).toEqual(['One single paragraph.']);
  });

  it('reads a dish added in French only (the editor writes "" in the other languages) in French, marked', () => {
    type Dishes = { sections: { value: { dishes: Record<string, unknown>[] }[] } };
    const data = clone(menu) as unknown as Dishes & { en: Dishes };
    data.sections.value[0]?.dishes.push({ name: 'Tarte aux myrtilles', description: 'Myrtilles des bois, pâte sablée.', priceEuros: 7.5, diet: '', allergens: ['gluten'] });
    data.en.sections.value[0]?.dishes.push({ name: '', description: '', priceEuros: 7.5 });
    const { marked, mark } = marker();
    const read = readLocalizedData<MenuData>('menu', data, 'en', mark);
    const added = read.sections.value[0]?.dishes.at(-1);
    expect(added).toEqual({ name: 'Tarte aux myrtilles', description: 'Myrtilles des bois, pâte sablée.', priceEuros: 7.5, allergens: ['gluten'] });
    expect(marked).toEqual(expect.arrayContaining(['Tarte aux myrtilles', 'Myrtilles des bois, pâte sablée.']));
    // A dish name left in French is marked too, so that a screen reader reads it in French.
    expect(marked).toContain('Velouté de potimarron');
    expect(read.sections.value[0]?.dishes[0]?.description).toBe(menu.en.sections.value[0]?.dishes[0]?.description);
  });

  it('never lets a translation change a fact: prices, allergens, photos stay the French file’s', () => {
    const data = clone(menu) as unknown as { en: { sections: { value: { dishes: Record<string, unknown>[]; id?: string }[] } } };
    const first = data.en.sections.value[0]!;
    first.id = 'starters';
    first.dishes[0] = { ...first.dishes[0], priceEuros: 99, allergens: [], name: 'Pumpkin soup' };
    const read = readLocalizedData<MenuData>('menu', data, 'en', marker().mark);
    const french = readDataFile<MenuData>(menu);
    expect(read.sections.value[0]?.id).toBe(french.sections.value[0]?.id);
    expect(read.sections.value[0]?.dishes[0]).toMatchObject({ name: 'Pumpkin soup', priceEuros: french.sections.value[0]?.dishes[0]?.priceEuros, allergens: french.sections.value[0]?.dishes[0]?.allergens });
  });

  it('never throws on a translation of the wrong shape: the French stays', () => {
    const french = readDataFile<HomePageData>(home);
    for (const broken of ['text', 42, null, [], { hero: 'x', intro: { paragraphs: 'x' }, highlights: { 0: 1 } }, { highlights: [null, 3] }]) {
      const data = { ...clone(home), en: broken };
      expect(readLocalizedData<HomePageData>('home', data, 'en', marker().mark)).toEqual(french);
    }
    expect(() => readLocalizedData('home', null, 'en', marker().mark)).not.toThrow();
  });
});
