/** @jest-environment node */
// The naming rule the words tests rely on (README.md, docs/areas.md): a module that exports a
// language's words is `<topic>-words.ts`, or one of the few small modules listed with a dictionary
// beside their code; no module over 400 lines mixes reading data with words. Read from the sources'
// text, so that a dictionary written anywhere else fails here rather than going unread by the glossary.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { notTranslatedYet, type NotTranslated } from '@/lib/i18n/not-translated';
import type { Translated } from '@/lib/i18n/languages';
import {
  dictionaries,
  isWordsFile,
  notTranslatedEntries,
  notTranslatedMessages,
  notWords,
  wordsBesideCode,
  wordsFolders,
  wordsModuleFiles,
} from './words-modules';

const root = path.join(__dirname, '..', '..');

const sources = wordsFolders.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => {
      const relative = `${folder}/${file.split(path.sep).join('/')}`;
      return { file: relative, name: relative.replace(/\.tsx?$/, ''), text: readFileSync(path.join(root, relative), 'utf8') };
    }),
);

/** An exported table with one entry per language: `export const x: Translated<…>`, `… satisfies Record<Lang, …>`. */
const exportsDictionary = (text: string) =>
  /^export const \w+\s*:\s*(?:Readonly<)?(?:Translated<|Record<(?:Lang|TranslationLanguage),)/m.test(text) ||
  /^export const [^\n]*(?:\n(?!export )[^\n]*)*?satisfies (?:Readonly<)?(?:Translated<|Record<(?:Lang|TranslationLanguage),)/m.test(text);

const readsData = (text: string) => /\b(?:ownerDataFile|readLocalizedData|readDataFile)\(/.test(text);

describe('the words modules', () => {
  it('are found by their name, in every layer', () => {
    const found = wordsModuleFiles();
    expect(found).toEqual(
      expect.arrayContaining(['features/stays/availability-words', 'features/restaurant/menu-words', 'features/leisure/leisure-words']),
    );
    expect(found.every((name) => isWordsFile(`${name}.ts`) || isWordsFile(`${name}.tsx`))).toBe(true);
  });

  it('hold every exported dictionary: a module with one is named *-words.ts, or listed', () => {
    const listed = new Set<string>([...wordsBesideCode, ...notWords]);
    const unnamed = sources
      .filter(({ file, name, text }) => !isWordsFile(file) && !listed.has(name) && exportsDictionary(text))
      .map(({ file }) => file);
    expect(unnamed).toEqual([]);
  });

  it('list only modules that exist and export a dictionary', () => {
    const byName = new Map(sources.map((source) => [source.name, source]));
    expect([...wordsBesideCode, ...notWords].filter((name) => !byName.has(name) || !exportsDictionary(byName.get(name)!.text))).toEqual([]);
  });

  it('mix reading data with words only under 400 lines', () => {
    const words = new Set<string>([...wordsModuleFiles(), ...wordsBesideCode]);
    const mixed = sources
      .filter(({ name, text }) => words.has(name) && readsData(text) && text.split('\n').length > 400)
      .map(({ file, text }) => `${file} (${text.split('\n').length} lines)`);
    expect(mixed).toEqual([]);
  });

  it('are all read: every words file gives the tests at least one dictionary', () => {
    const read = new Set(dictionaries().map(({ where }) => where.slice(0, where.lastIndexOf('.'))));
    expect(wordsModuleFiles().filter((name) => !read.has(name))).toEqual([]);
  });
});

describe('a text not translated yet', () => {
  // A fifth area's words, half written: English copied from French and marked, Dutch's sentence a stand-in.
  const fixtureWords: Translated<{ readonly title: string; readonly nights: (count: string) => string }> = {
    fr: { title: 'Réserver une table', nights: (count) => `${count} nuits` },
    en: { title: notTranslatedYet('Réserver une table'), nights: (count) => `${count} nights` },
    nl: { title: 'Tafel reserveren', nights: (count) => notTranslatedYet(`${count} nuits`) },
    de: { title: 'Tisch reservieren', nights: (count) => `${count} Nächte` },
  };
  const modules = { 'features/fixture/fixture-words': { fixtureWords, notADictionary: 'Réserver' } };

  it('stands for a string where the dictionary wants one', () => {
    const stand: NotTranslated = notTranslatedYet('Book a table');
    const asString: string = stand;
    expect(asString).toContain('Book a table');
  });

  it('is found in any language, by file and key, templates included', () => {
    expect(notTranslatedEntries(modules)).toEqual([
      { file: 'features/fixture/fixture-words.ts', key: 'fixtureWords.en.title', sourceText: 'Réserver une table' },
      { file: 'features/fixture/fixture-words.ts', key: 'fixtureWords.nl.nights()', sourceText: '… nuits' },
    ]);
  });

  it('is reported in French, naming the file and the key', () => {
    const [message] = notTranslatedMessages(notTranslatedEntries(modules));
    expect(message).toBe(
      'features/fixture/fixture-words.ts › fixtureWords.en.title : pas encore traduit (« Réserver une table ») ; une page ne publie jamais les mots d’une autre langue, écrivez la traduction',
    );
  });

  it('is nowhere in the site’s words', () => {
    expect(notTranslatedEntries()).toEqual([]);
  });
});
