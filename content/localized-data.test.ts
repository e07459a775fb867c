/** @jest-environment node */
import home from '@/fixtures/seed-data/home.json';
import menu from '@/fixtures/seed-data/menu.json';
import stays from '@/fixtures/seed-data/stays.json';
import faq from '@/fixtures/seed-data/faq.json';
import { factText } from './fact-texts';
import { readLocalizedData } from './localized-data';
import { readDataFile } from './schema/editor-values';
import type { HomePageData } from './schema/pages';
import type { MenuData } from './schema/menu';
import type { FaqPageData } from './schema/faq';
import type { Stays } from './schema/stays';
import { fillPlaceholders } from '@/lib/placeholders';
import { languages } from '@/lib/i18n/languages';

/** Records what the reader marks as French standing in for a translation. */
function marker() {
  const marked: string[] = [];
  return { marked, mark: (text: string) => (marked.push(text), text) };
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A French text as the pages read it: its facts' placeholders written in French. */
const inFrench = (text: string) => fillPlaceholders(text, (name) => factText(name, 'fr'));

/** readDataFile()'s French with the placeholders of its texts filled (no other value holds braces). */
const frenchOf = <T>(data: unknown): T =>
  JSON.parse(JSON.stringify(readDataFile(data)), (_, value: unknown) => (typeof value === 'string' ? inFrench(value) : value)) as T;

describe('readLocalizedData: the owner’s texts in the page’s language', () => {
  it('reads French as readDataFile does, placeholders filled, translations left out and nothing marked', () => {
    const { marked, mark } = marker();
    const read = readLocalizedData<HomePageData>('home', home, 'fr', mark);
    expect(read).toEqual(frenchOf(home));
    expect(read).not.toHaveProperty('en');
    expect(read.hero.title).toBe('Découvrez les Chalets du lac');
    expect(marked).toEqual([]);
  });

  it('gives each translated text in the language, the same shape as the French, facts from the French', () => {
    const { marked, mark } = marker();
    const read = readLocalizedData<HomePageData>('home', home, 'de', mark);
    const french = readDataFile<HomePageData>(home);
    // The seed's own German title, read from the fixture the test reads.
    expect(read.hero.title).toBe(home.de.hero.title);
    expect(read.hero.title).not.toBe(french.hero.title);
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
    expect(read.intro.paragraphs).toEqual(home.intro.paragraphs.map(inFrench));
    expect(read.meta.title).toBe(home.meta.title);
    expect(marked).toEqual(
      expect.arrayContaining([
        home.hero.title,
        home.hero.subtitle,
        ...home.intro.paragraphs.map(inFrench),
        home.meta.title,
        home.hero.photo.alt,
      ]),
    );
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
    data.sections.value[0]?.dishes.push({
      name: 'Tarte aux myrtilles',
      description: 'Myrtilles des bois, pâte sablée.',
      priceEuros: 7.5,
      diets: [],
      allergens: ['gluten'],
    });
    data.en.sections.value[0]?.dishes.push({ name: '', description: '', priceEuros: 7.5 });
    const { marked, mark } = marker();
    const read = readLocalizedData<MenuData>('menu', data, 'en', mark);
    const added = read.sections?.[0]?.dishes.at(-1);
    expect(added).toEqual({
      name: 'Tarte aux myrtilles',
      description: 'Myrtilles des bois, pâte sablée.',
      priceEuros: 7.5,
      diets: [],
      allergens: ['gluten'],
    });
    expect(marked).toEqual(expect.arrayContaining(['Tarte aux myrtilles', 'Myrtilles des bois, pâte sablée.']));
    // A dish name left in French is marked too, so that a screen reader reads it in French.
    expect(marked).toContain('Velouté de potimarron');
    expect(read.sections?.[0]?.dishes[0]?.description).toBe(
      (menu.en.sections.value[0]?.dishes[0] as { description?: string } | undefined)?.description,
    );
  });

  it('gives a translation’s optional text where the French leaves it out, as where the French leaves it empty', () => {
    type Dishes = { sections: { value: { dishes: Record<string, unknown>[] }[] } };
    const data = clone(menu) as unknown as Dishes & { en: Dishes; nl: Dishes };
    data.sections.value[0]?.dishes.push({ name: 'Mousse au chocolat noir', priceEuros: 6.5, diets: [], allergens: ['oeufs', 'lait'] });
    data.en.sections.value[0]?.dishes.push({ description: 'Dark chocolate mousse.' });
    data.nl.sections.value[0]?.dishes.push({ description: '' });
    const { marked, mark } = marker();
    expect(readLocalizedData<MenuData>('menu', data, 'en', mark).sections?.[0]?.dishes.at(-1)).toMatchObject({
      name: 'Mousse au chocolat noir',
      description: 'Dark chocolate mousse.',
    });
    expect(marked).toContain('Mousse au chocolat noir');
    expect(readLocalizedData<MenuData>('menu', data, 'nl', mark).sections?.[0]?.dishes.at(-1)).not.toHaveProperty('description');
    expect(readLocalizedData<MenuData>('menu', data, 'fr').sections?.[0]?.dishes.at(-1)).not.toHaveProperty('description');
  });

  it('never lets a translation change a fact: prices, allergens, photos stay the French file’s', () => {
    const data = clone(menu) as unknown as { en: { sections: { value: { dishes: Record<string, unknown>[]; id?: string }[] } } };
    const first = data.en.sections.value[0]!;
    first.dishes[0] = { ...first.dishes[0], priceEuros: 99, allergens: [], name: 'Pumpkin soup' };
    const read = readLocalizedData<MenuData>('menu', data, 'en', marker().mark);
    const french = readDataFile<MenuData>(menu);
    expect(read.sections?.[0]?.id).toBe(french.sections?.[0]?.id);
    expect(read.sections?.[0]?.dishes[0]).toMatchObject({
      name: 'Pumpkin soup',
      priceEuros: french.sections?.[0]?.dishes[0]?.priceEuros,
      allergens: french.sections?.[0]?.dishes[0]?.allergens,
    });
  });

  it('never throws on a translation of the wrong shape: the French stays', () => {
    const french = frenchOf<HomePageData>(home);
    for (const broken of [
      'text',
      42,
      null,
      [],
      { hero: 'x', intro: { paragraphs: 'x' }, highlights: { 0: 1 } },
      { highlights: [null, 3] },
    ]) {
      const data = { ...clone(home), en: broken };
      expect(readLocalizedData<HomePageData>('home', data, 'en', marker().mark)).toEqual(french);
    }
    expect(() => readLocalizedData('home', null, 'en', marker().mark)).not.toThrow();
  });

  it('fills a fact’s placeholder in the text’s language: a translation’s in its own, the French standing in for one in French', () => {
    const data: Record<string, unknown> & {
      hero: { subtitle: string };
      en: { hero: { subtitle: string } };
      de: { hero: { subtitle: string } };
    } = clone(home);
    data.hero.subtitle = 'Ouvert {horaires du restaurant}, étang {horaires de l’étang}.';
    data.en.hero.subtitle = "Open {Horaires du restaurant}; the pond {horaires de l'étang}.";
    data.de.hero.subtitle = 'Geöffnet {horaires du resto}.';
    data.nl = { hero: { subtitle: '' } };
    const french = `Ouvert ${factText('horaires du restaurant', 'fr')}, étang ${factText('horaires de l’étang', 'fr')}.`;
    expect(readLocalizedData<HomePageData>('home', data, 'fr', marker().mark).hero.subtitle).toBe(french);
    expect(readLocalizedData<HomePageData>('home', data, 'en', marker().mark).hero.subtitle).toBe(
      `Open ${factText('horaires du restaurant', 'en')}; the pond ${factText('horaires de l’étang', 'en')}.`,
    );
    const { marked, mark } = marker();
    expect(readLocalizedData<HomePageData>('home', data, 'nl', mark).hero.subtitle).toBe(french);
    expect(marked).toContain(french);
    // An unknown name is left as typed: check:content refuses it before any build.
    expect(readLocalizedData<HomePageData>('home', data, 'de', marker().mark).hero.subtitle).toBe('Geöffnet {horaires du resto}.');
  });

  it('writes each fact differently in each language', () => {
    for (const name of ['horaires du restaurant', 'horaires de l’étang', 'saison de la verrerie', 'jours de la verrerie']) {
      const texts = languages.map((lang) => factText(name, lang));
      expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(languages.length);
    }
    expect(factText('horaires du resto', 'fr')).toBeUndefined();
  });
});

describe('readLocalizedData: a list translated by id', () => {
  type Extra = { id: string; name: string };
  const extrasOf = (data: unknown) => (data as { extras: Extra[] }).extras;
  const translatedExtras = (lang: 'en' | 'nl' | 'de') => (stays as unknown as Record<string, { extras: Extra[] }>)[lang]!.extras;

  it('keeps each language’s words on their items when the French list is reordered and an item inserted', () => {
    const data = clone(stays) as unknown as { extras: Extra[] };
    const french = extrasOf(stays);
    expect(french.length).toBeGreaterThan(1);
    // The owner moves the last extra first and adds one, in French only.
    data.extras = [
      { ...french.at(-1)!, name: french.at(-1)!.name },
      { ...french[0]!, id: 'bois', name: 'Bois pour la cheminée' },
      ...french.slice(0, -1),
    ];
    for (const lang of ['en', 'nl', 'de'] as const) {
      const { marked, mark } = marker();
      const read = extrasOf(readLocalizedData<Stays>('stays', data, lang, mark));
      const words = new Map(translatedExtras(lang).map((extra) => [extra.id, extra.name]));
      expect(read.map((extra) => extra.id)).toEqual(data.extras.map((extra) => extra.id));
      for (const extra of read.filter((item) => item.id !== 'bois'))
        expect([extra.id, extra.name]).toEqual([extra.id, words.get(extra.id)]);
      // The new extra has no translation yet: its French, marked.
      expect(read.find((extra) => extra.id === 'bois')?.name).toBe('Bois pour la cheminée');
      expect(marked).toEqual(['Bois pour la cheminée']);
    }
  });

  it('keeps the FAQ’s groups on their words when the French moves them', () => {
    const data = clone(faq) as unknown as { groups: { id: string; title: string }[] };
    data.groups.reverse();
    const english = new Map(
      (faq as unknown as { en: { groups: { id: string; title: string }[] } }).en.groups.map((group) => [group.id, group.title]),
    );
    const read = readLocalizedData<FaqPageData>('faq', data, 'en', marker().mark);
    expect(read.groups.map((group) => [group.id, group.title])).toEqual(data.groups.map((group) => [group.id, english.get(group.id)]));
  });

  it('keeps each language’s words on their FAQ questions when the French list is reordered and a question inserted', () => {
    type Question = { id: string; question: string; answer: { value: string } };
    type Faq = { groups: { id: string; questions: Question[] }[] };
    const data = clone(faq) as unknown as Faq;
    const group = data.groups.find((entry) => entry.questions.length > 1)!;
    const french = [...group.questions];
    // The owner moves the last question of a theme first and adds one, in French only.
    const added: Question = { id: 'question-nouvelle', question: 'Peut-on louer des vélos\u00a0?', answer: { value: 'Oui, à l’accueil.' } };
    group.questions = [french.at(-1)!, added, ...french.slice(0, -1)];
    for (const lang of ['en', 'nl', 'de'] as const) {
      const { marked, mark } = marker();
      const read = (readLocalizedData<FaqPageData>('faq', data, lang, mark) as unknown as Faq).groups.find(
        (entry) => entry.id === group.id,
      )!.questions;
      const translated = (faq as unknown as Record<string, Faq>)[lang]!.groups.find((entry) => entry.id === group.id)!.questions;
      const words = new Map(translated.map((item) => [item.id, item.question]));
      expect(read.map((item) => item.id)).toEqual(group.questions.map((item) => item.id));
      for (const item of read.filter((entry) => entry.id !== added.id)) {
        expect(words.get(item.id)).toBeDefined();
        expect([item.id, item.question]).toEqual([item.id, words.get(item.id)]);
      }
      // The new question has no translation yet: its French, marked.
      expect(read.find((item) => item.id === added.id)?.question).toBe(added.question);
      expect(marked).toEqual(expect.arrayContaining([added.question, added.answer.value]));
    }
  });

  it('keeps each language’s descriptions on their dishes when the French carte is reordered and a dish inserted', () => {
    type Dish = { id: string; name: string; description?: string };
    type Carte = { sections: { value: { id: string; dishes: Dish[] }[] } };
    const data = clone(menu) as unknown as Carte;
    const section = data.sections.value.find((entry) => entry.dishes.length > 1)!;
    const french = [...section.dishes];
    // The owner moves the last dish of a section first and adds one, in French only.
    const added = { ...french[0]!, id: 'plat-nouveau', name: 'Omelette aux morilles', description: 'Œufs fermiers, morilles.' };
    section.dishes = [french.at(-1)!, added, ...french.slice(0, -1)];
    for (const lang of ['en', 'nl', 'de'] as const) {
      const { marked, mark } = marker();
      const read = (
        readLocalizedData<MenuData>('menu', data, lang, mark) as unknown as { sections: Carte['sections']['value'] }
      ).sections.find((entry) => entry.id === section.id)!.dishes;
      const translated = (menu as unknown as Record<string, Carte>)[lang]!.sections.value.find((entry) => entry.id === section.id)!.dishes;
      const words = new Map(translated.map((item) => [item.id, item.description]));
      expect(read.map((item) => item.id)).toEqual(section.dishes.map((item) => item.id));
      for (const item of read.filter((entry) => entry.id !== added.id && words.get(entry.id)))
        expect([item.id, item.description]).toEqual([item.id, words.get(item.id)]);
      expect(read.filter((item) => words.get(item.id)).length).toBeGreaterThan(1);
      // The new dish has no translation yet: its French, marked.
      expect(read.find((item) => item.id === added.id)?.description).toBe(added.description);
      expect(marked).toContain(added.description);
    }
  });

  it('reads a translation written before its items had ids by position, as it always was', () => {
    const data = clone(stays) as unknown as { en: { extras: Partial<Extra>[] } };
    data.en.extras = data.en.extras.map(({ name }) => ({ name }));
    const read = extrasOf(readLocalizedData<Stays>('stays', data, 'en', marker().mark));
    expect(read.map((extra) => extra.name)).toEqual(translatedExtras('en').map((extra) => extra.name));
  });
});
