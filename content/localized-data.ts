// The owner's texts in the page's language. A data file holds its French at its root and each
// translation under its language's key (content/schema/translations.ts); the table of where its
// translatable texts are (content/schema/json/translatable-fields.json, made from the schema) says
// which values a translation may replace. Everything else (prices, hours, dates, photos, ids, the
// choices the site names itself) is the French root's, whatever a translation holds. A text with no
// translation keeps its French, passed through markFallback() so the page can mark it lang="fr".
// zod-free, like readDataFile, and never throws: a translation that is missing, empty or malformed
// leaves the French in place.
import translatableFields from './schema/json/translatable-fields.json';
import { readDataFile } from './schema/editor-values';
import { markFallback } from '../lib/i18n/fallback';
import type { Lang } from '../lib/i18n/languages';

/** A data file that has translatable texts, by its name in content/data. */
export type TranslatableDataFile = keyof typeof translatableFields;

type Tree = Record<string, unknown> | unknown[];

/**
 * What becomes of a French text standing in for a missing translation: `path` is where it is in the
 * file, list indexes as strings (["closures", "value", "0", "reason"]), for a reader that marks one
 * item of a list rather than every equal text.
 */
export type MarkFallback = (text: string, path: readonly string[]) => string;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;
const isWritten = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function child(tree: unknown, key: string): unknown {
  if (Array.isArray(tree)) return /^\d+$/.test(key) ? tree[Number(key)] : undefined;
  return isTree(tree) ? (tree as Record<string, unknown>)[key] : undefined;
}

/**
 * Replaces, inside `french` (already a copy), every value the pattern's path reaches: "*" walks each
 * item of a list (or value of a record), the translation being read at the same place.
 */
function localize(french: unknown, translation: unknown, keys: readonly string[], list: boolean, mark: MarkFallback, at: readonly string[] = []): void {
  const [key, ...rest] = keys;
  if (key === undefined || !isTree(french)) return;
  const entries = key === '*' ? Object.keys(french) : [key];
  for (const name of entries) {
    const value = child(french, name);
    if (value === undefined) continue;
    const translated = child(translation, name);
    const path = [...at, name];
    if (rest.length > 0) {
      localize(value, translated, rest, list, mark, path);
      continue;
    }
    const place = french as Record<string, unknown>;
    if (list) {
      if (!Array.isArray(value)) continue;
      place[name] = Array.isArray(translated) && translated.length > 0 && translated.every(isWritten) ? [...translated] : value.map((text) => (typeof text === 'string' ? mark(text, path) : text));
    } else if (typeof value === 'string') {
      place[name] = isWritten(translated) ? translated : mark(value, path);
    }
  }
}

/**
 * A data file as the pages read it, in `lang`: the same shape as readDataFile<T>() gives, each
 * translatable text in `lang` where it is translated, in French marked by `mark` (markFallback)
 * where it is not. French reads as readDataFile does, nothing marked.
 */
export function readLocalizedData<T>(file: TranslatableDataFile, data: unknown, lang: Lang, mark: MarkFallback = markFallback): T {
  const french = readDataFile<T>(data);
  if (lang === 'fr') return french;
  const translation = isTree(data) ? (data as Record<string, unknown>)[lang] : undefined;
  for (const pattern of translatableFields[file]) {
    const list = pattern.endsWith('[]');
    localize(french, translation, (list ? pattern.slice(0, -2) : pattern).split('.'), list, mark);
  }
  return french;
}
