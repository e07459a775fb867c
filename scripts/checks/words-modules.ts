// The site's words as the tests (config/glossary.test.ts, foreign-punctuation.test.ts,
// german-grammar.test.ts) and the content check read them: every words module, found on disk by the
// naming rule (a module that holds a language's words is `<topic>-words.ts`, docs/areas.md), plus the
// few listed modules that keep a small dictionary beside their code. A new words file is read the day
// it is written, without editing a list. It loads every area's modules: scripts and tests only.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isNotTranslated, sourceTextOf } from '../../lib/i18n/not-translated';
import { languages, type Lang } from '../../lib/i18n/languages';

const root = path.join(__dirname, '..', '..');

/** The folders whose modules may hold the site's words. */
export const wordsFolders = ['lib', 'content', 'config', 'components', 'features', 'site'] as const;

/** A words module by the naming rule. */
export const isWordsFile = (file: string): boolean => /-words\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

/**
 * Modules that hold a dictionary beside the code that uses it, each small (the rule of the house
 * allows it under 400 lines), read as the words modules are.
 */
export const wordsBesideCode = [
  'config/action-bar-actions',
  'config/language-names',
  'config/request-privacy',
  'config/site',
  'config/ui',
  'content/fact-texts',
  'content/photo-credits',
  'content/unit-types',
  'features/contact/access',
  'features/events/event-lists',
  'features/stays/units/arrival-guide-link',
  'features/stays/pricing/price-list',
  'features/voucher/voucher-pdf',
  'lib/i18n/format',
  'lib/i18n/languages',
  'site/seo',
] as const;

/** Modules whose tables by language are not words to read: the glossary's own rules (what it rules out), addresses, the schema's. */
export const notWords = ['config/glossary', 'config/routes', 'content/schema/translations'] as const;

/** Every `*-words.ts` module under the words folders, repo-relative and without its extension, sorted. */
export function wordsModuleFiles(): string[] {
  return wordsFolders
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter(isWordsFile)
        .map((file) => `${folder}/${moduleNameOf(file)}`),
    )
    .sort();
}

/** A file found under a folder, as a module's name: forward slashes, no extension. */
const moduleNameOf = (file: string): string =>
  file
    .split(path.sep)
    .join('/')
    .replace(/\.tsx?$/, '');

/** The words modules and the modules with words beside their code, loaded, by their repo-relative names. */
export function wordsModules(): Readonly<Record<string, Readonly<Record<string, unknown>>>> {
  // Loaded by name, under Jest and under tsx alike (both compile TypeScript on require).
  return Object.fromEntries(
    [...wordsModuleFiles(), ...wordsBesideCode].map((name) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const loaded = require(path.join(root, name)) as Record<string, unknown>;
      return [name, loaded];
    }),
  );
}

/** A table with one entry per language, and nothing else: a dictionary. */
export const isTranslated = (value: unknown): value is Readonly<Record<Lang, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === [...languages].sort().join();

export interface WalkOptions {
  /** Keys whose values are not words (addresses, file names); none skipped unless given. */
  readonly skipKeys?: readonly string[];
  /** Called on every object met, before its children (the German test collects the count forms). */
  readonly onObject?: (value: object) => void;
}

/**
 * Every text a value holds, a template's function called with a stand-in word for each place (a
 * function that needs a real value, a date or an amount, throws and is left to explicit calls).
 */
export function textsOf(value: unknown, options: WalkOptions = {}, found: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') {
    found.push(value);
  } else if (typeof value === 'function') {
    try {
      textsOf((value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, () => 'X')), options, found, seen);
    } catch {
      // A template of dates or amounts, which a stand-in word cannot fill.
    }
  } else if (typeof value === 'object' && value !== null && !(value instanceof RegExp) && !seen.has(value)) {
    seen.add(value);
    options.onObject?.(value);
    for (const [key, child] of Object.entries(value)) if (!options.skipKeys?.includes(key)) textsOf(child, options, found, seen);
  }
  return found;
}

/** Every exported dictionary of the words modules, named `module.export`. */
export function dictionaries(modules = wordsModules()): { where: string; dictionary: Readonly<Record<Lang, unknown>> }[] {
  return Object.entries(modules).flatMap(([name, module]) =>
    Object.entries(module)
      .filter((entry): entry is [string, Readonly<Record<Lang, unknown>>] => isTranslated(entry[1]))
      .map(([exported, dictionary]) => ({ where: `${name}.${exported}`, dictionary })),
  );
}

/** Every text of every dictionary in `lang`, named `module.export.lang`. */
export function dictionaryTexts(lang: Lang, options: WalkOptions = {}, modules = wordsModules()): { where: string; text: string }[] {
  return dictionaries(modules).flatMap(({ where, dictionary }) =>
    textsOf(dictionary[lang], options).map((text) => ({ where: `${where}.${lang}`, text })),
  );
}

/** Every entry of the dictionaries still `notTranslatedYet(…)` (lib/i18n/not-translated.ts), in any language, by file and key. */
export function notTranslatedEntries(modules = wordsModules()): { file: string; key: string; sourceText: string }[] {
  const found: { file: string; key: string; sourceText: string }[] = [];
  const visit = (file: string, key: string, value: unknown, seen: Set<unknown>) => {
    if (typeof value === 'string') {
      if (isNotTranslated(value)) found.push({ file, key, sourceText: sourceTextOf(value) });
    } else if (typeof value === 'function') {
      try {
        visit(file, `${key}()`, (value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, () => '…')), seen);
      } catch {
        // A template of dates or amounts, which a stand-in word cannot fill.
      }
    } else if (typeof value === 'object' && value !== null && !(value instanceof RegExp) && !seen.has(value)) {
      seen.add(value);
      for (const [child, childValue] of Object.entries(value)) visit(file, `${key}.${child}`, childValue, seen);
    }
  };
  for (const { where, dictionary } of dictionaries(modules)) {
    const name = where.slice(0, where.lastIndexOf('.'));
    const file = existsSync(path.join(root, `${name}.tsx`)) ? `${name}.tsx` : `${name}.ts`;
    for (const lang of languages) visit(file, `${where.slice(name.length + 1)}.${lang}`, dictionary[lang], new Set());
  }
  return found;
}

/** What the content check prints, in French, for each entry not translated yet: the build then refuses to publish. */
export const notTranslatedMessages = (entries: ReturnType<typeof notTranslatedEntries>): string[] =>
  entries.map(
    ({ file, key, sourceText }) =>
      `${file} › ${key} : pas encore traduit (« ${sourceText} ») ; une page ne publie jamais les mots d’une autre langue, écrivez la traduction`,
  );
