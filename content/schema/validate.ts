// Reads a data file's text against its schema and says, in French, what is wrong and where: the
// file, the field's path and title, and what to write instead. Run by `npm run check:content`
// (first step of every build) and by the tests; never by the pages, so zod stays out of the browser.
import { z } from 'zod';
import { isCalendarDay } from '@/lib/calendar-day';
import { translationLanguages } from '@/lib/i18n/languages';
import { formatPath, provisionalValues, schemaAt, type ProvisionalValue } from './fields';
import { dataFilePath, type DataFile, type DataFolder } from './index';
import { placeholderProblems } from './placeholders';
import { controlCharacters, duplicateKeys, unknownKeys } from './raw-data';

z.config(z.locales.fr());
z.config({
  // A field left out reads better as what it is than as zod's "chaîne de caractères attendu, indéfini reçu".
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      return 'ce champ manque : ajoutez-le (voir le même champ dans les autres entrées du fichier)';
    }
    return undefined;
  },
});

export interface DataFileResult {
  readonly file: string;
  /** The French messages, one per problem; empty when the file is valid. */
  readonly errors: readonly string[];
  /** Messages that do not block the build: facts to check. */
  readonly warnings: readonly string[];
  readonly provisional: readonly ProvisionalValue[];
  /** The parsed data, when valid. */
  readonly data?: unknown;
  /** The file as written, translations included (the schema reads the French only), when valid. */
  readonly written?: unknown;
}

/** "ligne 4, colonne 12" of a character offset in a text. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `ligne ${before.length}, colonne ${(before.at(-1)?.length ?? 0) + 1}`;
}

/**
 * Where JSON.parse stopped, from its message. Most messages end "at position 42"; an unexpected
 * character is reported instead with the text around it (`Unexpected token ',', ..."di": [,,"... is not
 * valid JSON`), V8 cutting the text 10 characters either side of it.
 * Undefined when the text ended too soon.
 */
export function errorOffset(reason: string, text: string): number | undefined {
  const position = /position (\d+)/.exec(reason)?.[1];
  if (position !== undefined) return Number(position);
  const unexpected = /^Unexpected token '(.)', (\.\.\.)?"([\s\S]*)"(\.\.\.)? is not valid JSON$/.exec(reason);
  if (!unexpected) return undefined;
  const [, token = '', cutBefore, context = '', cutAfter] = unexpected;
  // Cut on both sides or before only: 10 characters before it; cut after only: the text's first
  // characters, 10 after it; whole (a text of a few characters): its first such character.
  const offset = cutBefore ? text.indexOf(context) + 10 : cutAfter ? context.length - 10 : text.indexOf(token);
  return text[offset] === token ? offset : undefined;
}

function parseJson(file: string, text: string): { data: unknown } | { error: string } {
  try {
    return { data: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = errorOffset(reason, text);
    const where =
      position !== undefined ? `, ${lineAndColumn(text, position)}` : /end of JSON input/.test(reason) ? ', à la fin du fichier' : '';
    return {
      error: `${file}${where} : le fichier n’est plus du JSON valide. Vérifiez ${where ? 'à cet endroit ou juste avant ' : ''}les guillemets droits "…" autour des textes, les virgules entre les éléments (aucune après le dernier) et les accolades { } et crochets [ ] fermés.`,
    };
  }
}

/** One issue as the owner reads it: « file › path (Title) : message ». */
export function describeIssue(entry: DataFile | DataFolder, issue: z.core.$ZodIssue, file = dataFilePath(entry.name)): string {
  return `${fieldName(entry, file, issue.path)} : ${issue.message}`;
}

/**
 * « content/data/home.json › hero.title (Titre) », or the file alone for its root. A translation's
 * field is titled as its French (the schema reads the French only).
 */
function fieldName(entry: DataFile | DataFolder, file: string, path: readonly PropertyKey[]): string {
  if (path.length === 0) return file;
  const translated = (translationLanguages as readonly PropertyKey[]).includes(path[0] ?? '');
  const title = schemaAt(entry.schema, translated ? path.slice(1) : path)?.meta.title;
  return `${file} › ${formatPath(path)}${title ? ` (${title})` : ''}`;
}

/**
 * What the text holds that the schema cannot see (raw-data.ts): a key written twice, a key no field
 * has, a control character. Each in French with the file and the field.
 */
function rawProblems(entry: DataFile | DataFolder, file: string, text: string, data: unknown): string[] {
  return [
    ...duplicateKeys(text).map(
      ({ path, key }) =>
        `${fieldName(entry, file, [...path, key])} : « ${key} » est écrit deux fois ici ; le site ne lirait que la dernière valeur : gardez-en une seule`,
    ),
    ...unknownKeys(entry.schema, data).map(
      ({ path, key, known }) =>
        `${fieldName(entry, file, path)} : « ${key} » n’est pas un champ de ce fichier (faute de frappe, ou mauvais niveau ?) : le site l’ignorerait sans rien dire ; les champs possibles ici : ${known.join(', ')}`,
    ),
    ...controlCharacters(data).map(
      ({ path, character }) =>
        `${fieldName(entry, file, path)} : contient un caractère de contrôle invisible (${character}), venu sans doute d’un copier-coller depuis un autre programme : retapez ce texte dans l’éditeur`,
    ),
  ];
}

/**
 * An event's file name is its address (/evenements/2026-12-04-soiree-moules-frites/) and goes into the
 * hosts' rules (_headers): a day, then the characters an address needs no escaping for, as the
 * editor's slug writes them (letters without accents, digits, - _ . ~), never two dots.
 */
export const folderEntryNamePattern = /^(\d{4}-\d{2}-\d{2})-(?!.*\.\.)[A-Za-z0-9_~-][A-Za-z0-9._~-]*\.json$/;

function entryNameProblem(entry: DataFile | DataFolder, file: string): string | null {
  if (!('labelSingular' in entry)) return null;
  const name = file.slice(file.lastIndexOf('/') + 1);
  const day = folderEntryNamePattern.exec(name)?.[1];
  if (day && isCalendarDay(day)) return null;
  return `${file} : le nom du fichier « ${name} » n’est pas de la forme 2026-12-04-soiree-moules-frites.json (le jour, puis des lettres sans accents, des chiffres et des tirets) : il devient l’adresse de la page de l’${entry.labelSingular.toLowerCase()}. Renommez le fichier, ou recréez l’${entry.labelSingular.toLowerCase()} dans l’éditeur, qui le nomme ainsi`;
}

/** `file` is where the text was read: a data file's own path, or an entry's in a data folder. */
export function validateDataFile(entry: DataFile | DataFolder, text: string, file = dataFilePath(entry.name)): DataFileResult {
  const parsed = parseJson(file, text);
  if ('error' in parsed) return { file, errors: [parsed.error], warnings: [], provisional: [] };
  const nameProblem = entryNameProblem(entry, file);
  const raw = [...(nameProblem ? [nameProblem] : []), ...rawProblems(entry, file, text, parsed.data)];
  const result = entry.schema.safeParse(parsed.data);
  if (!result.success || raw.length > 0) {
    return {
      file,
      errors: [...raw, ...(result.success ? [] : result.error.issues.map((issue) => describeIssue(entry, issue, file)))],
      warnings: [],
      provisional: [],
    };
  }
  // The placeholders are checked in the French and in each translation, which the schema does not read.
  const placeholders = placeholderProblems(entry.schema, parsed.data, file);
  if (placeholders.length > 0) return { file, errors: placeholders, warnings: [], provisional: [] };
  const warnings = ('warnings' in entry ? (entry.warnings?.(result.data, parsed.data) ?? []) : []).map(({ path, message }) =>
    describeIssue(entry, { code: 'custom', path: [...path], message, input: undefined }, file),
  );
  return { file, errors: [], warnings, provisional: provisionalValues(entry.schema, result.data), data: result.data, written: parsed.data };
}
