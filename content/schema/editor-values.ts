// What the editor writes, read as the data files mean it. Two rules, each read in two places: by the
// schema (common.ts: optional(), photoFile()) and by the content modules when they read a data file
// (readDataFile; no zod in the pages), so that the constants the pages read hold what the schema read.
// zod-free on purpose: the content modules import it, and some reach the browser.
import { givenFacts, type Given } from '@/content/given-facts';
import { translationLanguages } from '@/lib/i18n/languages';

/** Where photos live and the editor uploads them: the folder the image pipeline (scripts/build/build-images.mjs) reads. */
export const mediaFolder = 'content/photos';

/**
 * The editor writes "" for an optional text or choice left empty (Sveltia CMS does, Decap CMS too):
 * such a field is absent, not an empty text.
 */
export const absentWhenEmpty = (value: unknown): unknown => (value === '' ? undefined : value);

const fromRepositoryRoot = `/${mediaFolder}/`;

/**
 * A photo picked among those already sent is written from the repository's root,
 * "/content/photos/lac.jpg" (an upload is written "lac.jpg", the editor's configuration sees to it):
 * both name content/photos/lac.jpg, which the data files, the image pipeline and the credits call "lac.jpg".
 */
export const photoName = (value: unknown): unknown =>
  typeof value === 'string' && value.startsWith(fromRepositoryRoot) ? value.slice(fromRepositoryRoot.length) : value;

/** The keys a data file's root holds beside its French: each translation, and the editor's list of languages. */
export const translationKeys: readonly string[] = [...translationLanguages, 'lang'];

/**
 * A data file as the editor wrote it, in French: every "" of an object left out, every photo by its name
 * in content/photos, each fact still `{ value, provisional }`. Safe on a file that passed its schema
 * (check:content runs before every build): a text that is not optional refuses "", and no text but a
 * photo's starts with /content/photos/. editor-values.test.ts holds each data file's schema to that.
 * The pages read readDataFile, which leaves out the facts not given.
 */
export function readDataAsWritten<T>(data: unknown): T {
  // The translations beside the French (content/schema/translations.ts) are read by readLocalizedData only.
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return asWritten(data) as T;
  return asWritten(Object.fromEntries(Object.entries(data).filter(([key]) => !translationKeys.includes(key)))) as T;
}

/**
 * A data file as the pages read it, in French: as written (readDataAsWritten), each fact given read as
 * its value and each fact not given left out (content/given-facts.ts).
 */
export function readDataFile<T>(data: unknown): Given<T> {
  return givenFacts(readDataAsWritten<T>(data));
}

function asWritten(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asWritten);
  if (typeof value !== 'object' || value === null) return photoName(value);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => absentWhenEmpty(child) !== undefined)
      .map(([key, child]) => [key, asWritten(child)]),
  );
}
