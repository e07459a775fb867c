// Reads a data file's text against its schema and says, in French, what is wrong and where: the
// file, the field's path and title, and what to write instead. Run by `npm run check:content`
// (first step of every build) and by the tests; never by the pages, so zod stays out of the browser.
import { z } from 'zod';
import { formatPath, provisionalValues, schemaAt, type ProvisionalValue } from './fields';
import { dataFilePath, type DataFile, type DataFolder } from './index';
import { placeholderProblems } from './placeholders';

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
  const field = schemaAt(entry.schema, issue.path);
  const title = field?.meta.title;
  const where = issue.path.length === 0 ? file : `${file} › ${formatPath(issue.path)}${title ? ` (${title})` : ''}`;
  return `${where} : ${issue.message}`;
}

/** `file` is where the text was read: a data file's own path, or an entry's in a data folder. */
export function validateDataFile(entry: DataFile | DataFolder, text: string, file = dataFilePath(entry.name)): DataFileResult {
  const parsed = parseJson(file, text);
  if ('error' in parsed) return { file, errors: [parsed.error], warnings: [], provisional: [] };
  const result = entry.schema.safeParse(parsed.data);
  if (!result.success) {
    return { file, errors: result.error.issues.map((issue) => describeIssue(entry, issue, file)), warnings: [], provisional: [] };
  }
  // The placeholders are checked in the French and in each translation, which the schema does not read.
  const placeholders = placeholderProblems(entry.schema, parsed.data, file);
  if (placeholders.length > 0) return { file, errors: placeholders, warnings: [], provisional: [] };
  const warnings = ('warnings' in entry ? (entry.warnings?.(result.data) ?? []) : []).map(({ path, message }) =>
    describeIssue(entry, { code: 'custom', path: [...path], message, input: undefined }, file),
  );
  return { file, errors: [], warnings, provisional: provisionalValues(entry.schema, result.data), data: result.data, written: parsed.data };
}
