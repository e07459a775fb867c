// The owner's texts in the page's language. A data file holds its French at its root and each
// translation under its language's key (content/schema/translations.ts); the table of where its
// translatable texts are (content/schema/json/translatable-fields.json, made from the schema) says
// which values a translation may replace. Everything else (prices, hours, dates, photos, ids, the
// choices the site names itself) is the French root's, whatever a translation holds. A text with no
// translation keeps its French, passed through markFallback() so the page can mark it lang="fr".
// zod-free, like readDataFile, and never throws: a translation that is missing, empty or malformed
// leaves the French in place. A fact's placeholder in a text ({horaires du restaurant}) is filled in
// the text's own language, French for a French text standing in for a translation (content/fact-texts.ts).
import { factText } from './fact-texts';
import translatableFields from './schema/json/translatable-fields.json';
import { givenFacts, withoutProvisional, type Given } from './given-facts';
import { readDataAsWritten } from './schema/editor-values';
import { markFallback } from '@/lib/i18n/fallback';
import { withFrenchSpaces } from '@/lib/i18n/french-spacing';
import type { Lang } from '@/lib/i18n/languages';
import { fillPlaceholders } from '@/lib/placeholders';
import { translatedItem } from './translated-item';

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
 * A text with its facts' placeholders written in `lang`; a French one with French spacing, whatever
 * spaces the owner typed (« Arrivée : 16h00 » ties its colon with a no-break space).
 */
const withFacts = (text: string, lang: Lang) => {
  const filled = fillPlaceholders(text, (name) => factText(name, lang));
  return lang === 'fr' ? withFrenchSpaces(filled) : filled;
};

/**
 * Replaces, inside `french` (already a copy), every value the pattern's path reaches: "*" walks each
 * item of a list (or value of a record), the translation (in `lang`) being read at the same place.
 */
function localize(
  french: unknown,
  translation: unknown,
  lang: Lang,
  keys: readonly string[],
  list: boolean,
  mark: MarkFallback,
  at: readonly string[] = [],
): void {
  const [key, ...rest] = keys;
  if (key === undefined || !isTree(french)) return;
  const entries = key === '*' ? Object.keys(french) : [key];
  for (const name of entries) {
    const value = child(french, name);
    // A list's item is found in the translation by its id, where its items have one (translated-item.ts).
    const translated = Array.isArray(french) ? translatedItem(translation, value, Number(name)) : child(translation, name);
    if (value === undefined) {
      // An optional text the French leaves out reads as one left empty, as the schema reads both
      // (optional(), content/schema/common.ts): a translation may still give it, as it may for "".
      // A dish whose French name says it all (« Mousse au chocolat noir ») has no French description,
      // and its English one says what the name means.
      if (rest.length === 0 && !list && lang !== 'fr' && isWritten(translated) && !Array.isArray(french))
        (french as Record<string, unknown>)[name] = withFacts(translated, lang);
      continue;
    }
    const path = [...at, name];
    if (rest.length > 0) {
      localize(value, translated, lang, rest, list, mark, path);
      continue;
    }
    const place = french as Record<string, unknown>;
    const inFrench = (text: unknown) => (typeof text === 'string' ? mark(withFacts(text, 'fr'), path) : text);
    if (list) {
      if (!Array.isArray(value)) continue;
      place[name] =
        Array.isArray(translated) && translated.length > 0 && translated.every(isWritten)
          ? translated.map((text) => withFacts(text, lang))
          : value.map(inFrench);
    } else if (typeof value === 'string') {
      place[name] = isWritten(translated) ? withFacts(translated, lang) : inFrench(value);
    }
  }
}

/**
 * A data file as the pages read it, in `lang`: the same shape as readDataFile<T>() gives, each
 * translatable text in `lang` where it is translated, in French marked by `mark` (markFallback)
 * where it is not; the facts' placeholders filled in each text's language. French reads as
 * readDataFile does, placeholders filled, nothing marked. A fact not given is left out (given-facts.ts),
 * and a translation its language still marks provisional reads as missing: the French shows, marked.
 */
export function readLocalizedData<T>(file: TranslatableDataFile, data: unknown, lang: Lang, mark: MarkFallback = markFallback): Given<T> {
  // The facts not given are taken out first: no stand-in is ever localized, filled or marked.
  const french = withoutProvisional(readDataAsWritten<T>(data)) as T;
  // French reads its own texts as their translation: each is kept, its placeholders filled, nothing marked.
  const translation =
    lang === 'fr' ? readDataAsWritten<T>(data) : isTree(data) ? withoutProvisional((data as Record<string, unknown>)[lang]) : undefined;
  for (const pattern of translatableFields[file]) {
    const list = pattern.endsWith('[]');
    localize(french, translation, lang, (list ? pattern.slice(0, -2) : pattern).split('.'), list, lang === 'fr' ? (text) => text : mark);
  }
  return givenFacts(french);
}
