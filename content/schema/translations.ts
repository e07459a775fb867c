// The owner's texts in the other languages. A data file keeps its French at its root, as it always
// did, and each translation beside it under its language's key ("en"…, lib/i18n/languages.ts), shaped
// like the French and holding only what is translated: Sveltia CMS's `single_file_default_root`
// structure, which the editor reads and writes (it also writes "lang", the list of languages, at the root).
// From the schema's field kinds (fields.ts) come the table the pages' reader follows
// (content/localized-data.ts), the missing translations and the translations to review that
// `npm run check:content` lists. Node only, like the rest of the schema.
import type { z } from 'zod';
import { translationLanguages, type TranslationLanguage } from '@/lib/i18n/languages';
import { orphanTranslations, translatedItem } from '@/content/translated-item';
import { arrayElement, collect, fieldKind, formatPath, isTextList, objectShape, recordValue, unwrap, type UnwrappedField } from './fields';

// The schema's checks and the scripts read the languages a translation is written in here too.
export { translationLanguages, type TranslationLanguage };

/** Each language as check:content names it, in French. */
export const languageNamesInFrench: Readonly<Record<TranslationLanguage, string>> = { en: 'anglais', nl: 'néerlandais', de: 'allemand' };

/** « a, b ou c », as French writes a choice. */
export const eitherInFrench = (items: readonly string[]): string => new Intl.ListFormat('fr-FR', { type: 'disjunction' }).format(items);

/** The pages a missing or provisional translation shows on, as check:content and the publication name them: « anglais, néerlandais ou allemand ». */
export const translatedPagesInFrench = eitherInFrench(translationLanguages.map((lang) => languageNamesInFrench[lang]));

/**
 * Where a data file's translatable texts are, as "a.*.b" ("*": any item of a list), and "a[]" for a
 * list of texts translated as a whole (paragraphs: a translation may split them otherwise).
 */
export function translatableFields(schema: z.ZodType): string[] {
  const found: string[] = [];
  const walk = (child: z.ZodType, path: string[]) => {
    const field = unwrap(child);
    const here = path.join('.');
    if (isTextList(field)) return void found.push(`${here}[]`);
    const kind = fieldKind(field);
    if (kind === 'text') return void found.push(here);
    if (kind !== null) return;
    const shape = objectShape(field.schema);
    if (shape) return Object.entries(shape).forEach(([key, value]) => walk(value, [...path, key]));
    const item = arrayElement(field.schema) ?? recordValue(field.schema);
    if (item) walk(item, [...path, '*']);
  };
  walk(schema, []);
  return found;
}

/** A translatable text of a data file, in French. */
export interface TextInData {
  readonly path: readonly PropertyKey[];
  /** The French text, or the French list of texts. */
  readonly french: string | readonly string[];
  /** The field's title, as the editor shows it. */
  readonly title?: string;
  readonly mayStayFrench: boolean;
}

/** Every translatable text a data file holds in French, in the file's order (empty optional texts left out). */
export function textsIn(schema: z.ZodType, data: unknown): TextInData[] {
  return collect<TextInData>(schema, data, (field, value, path) => {
    const common = { path, ...(field.meta.title ? { title: field.meta.title } : {}), mayStayFrench: field.meta.mayStayFrench === true };
    if (isTextList(field)) return Array.isArray(value) && value.length > 0 ? [{ ...common, french: value.map(String) }] : [];
    const kind = fieldKind(field);
    if (kind === 'text') return typeof value === 'string' && value.trim() !== '' ? [{ ...common, french: value }] : [];
    return kind === null ? undefined : [];
  });
}

/** The value at `path` of a language's translation in a data file; undefined where there is none. */
export function translationAt(data: unknown, lang: TranslationLanguage, path: readonly PropertyKey[]): unknown {
  let value: unknown = isRecord(data) ? data[lang] : undefined;
  // The French beside it, step by step: a list's item is found by its id where its items have one (translated-item.ts).
  let french: unknown = data;
  for (const key of path) {
    const frenchItem = Array.isArray(french) && typeof key === 'number' ? french[key] : isRecord(french) ? french[String(key)] : undefined;
    if (Array.isArray(value) && typeof key === 'number') value = translatedItem(value, frenchItem, key);
    else if (isRecord(value)) value = value[String(key)];
    else return undefined;
    french = frenchItem;
  }
  return value;
}

/** The items of a data file's translations whose id its French lists no longer have, by language. */
export function orphanedTranslations(
  data: unknown,
): { readonly lang: TranslationLanguage; readonly path: readonly PropertyKey[]; readonly id: string }[] {
  if (!isRecord(data)) return [];
  return translationLanguages.flatMap((lang) => orphanTranslations(data, data[lang]).map((orphan) => ({ lang, ...orphan })));
}

/** « content/data/stays.json › extras : la traduction en anglais de « linge » n’a plus de texte français (supprimé ou renommé) ». */
export function describeOrphan(file: string, orphan: ReturnType<typeof orphanedTranslations>[number]): string {
  return `${file} › ${formatPath(orphan.path)} : la traduction en ${languageNamesInFrench[orphan.lang]} de « ${orphan.id} » n’a plus de texte français (supprimé, ou son identifiant changé) : ses mots ne s’affichent nulle part ; retirez-la, ou redonnez son identifiant à l’élément français`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWritten = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Whether `translation` translates a French text: a text written (the editor writes "" for one left
 * empty), or a list of texts with none empty. The same words as the French count: "Restaurant" is
 * English, Dutch and German too.
 */
export function isTranslated(french: string | readonly string[], translation: unknown): boolean {
  if (typeof french === 'string') return isWritten(translation);
  return Array.isArray(translation) && translation.length > 0 && translation.every(isWritten);
}

export interface MissingTranslation {
  readonly path: readonly PropertyKey[];
  readonly title?: string;
  readonly languages: readonly TranslationLanguage[];
}

/** The texts of a data file some language has no translation of, with those languages. */
export function missingTranslations(schema: z.ZodType, data: unknown): MissingTranslation[] {
  return textsIn(schema, data)
    .filter((text) => !text.mayStayFrench)
    .map((text) => ({
      path: text.path,
      ...(text.title ? { title: text.title } : {}),
      languages: translationLanguages.filter((lang) => !isTranslated(text.french, translationAt(data, lang, text.path))),
    }))
    .filter((missing) => missing.languages.length > 0);
}

export interface StaleTranslation {
  readonly path: readonly PropertyKey[];
  readonly title?: string;
  readonly lang: TranslationLanguage;
  /** The French text the translation was written for. */
  readonly frenchThen: string | readonly string[];
  readonly frenchNow: string | readonly string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A French text as a review compares it: spaces, punctuation and capitals do not change what a translation says. */
const wording = (text: string | readonly string[]) =>
  (typeof text === 'string' ? [text] : text)
    .map((part) =>
      part
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[\s\p{P}]+/gu, ' ')
        .trim(),
    )
    .join('\n');

/**
 * The translations written for an older French text: `versions` are a data file's successive
 * contents, oldest first, the current one last (its commits from git, then the file on disk). A
 * translation is remembered with the French it stood beside in the version where it last changed;
 * when the French has changed since, the translation is to review. A translation written in the same
 * save as its French, or after it, is up to date; so is one whose French changed only in spaces,
 * punctuation or capitals. A version that does not read (broken JSON) is skipped.
 */
export function staleTranslations(schema: z.ZodType, versions: readonly unknown[]): StaleTranslation[] {
  const written = new Map<string, { translation: unknown; french: string | readonly string[] }>();
  let texts: TextInData[] = [];
  let current: unknown;
  for (const version of versions) {
    if (!isRecord(version)) continue;
    current = version;
    texts = textsIn(schema, version);
    for (const text of texts) {
      for (const lang of translationLanguages) {
        const key = `${lang} ${formatPath(text.path)}`;
        const translation = translationAt(version, lang, text.path);
        const before = written.get(key);
        if (!isTranslated(text.french, translation)) written.delete(key);
        else if (!before || !same(before.translation, translation)) written.set(key, { translation, french: text.french });
      }
    }
  }
  if (current === undefined) return [];
  return texts.flatMap((text) =>
    translationLanguages.flatMap((lang): StaleTranslation[] => {
      const then = written.get(`${lang} ${formatPath(text.path)}`);
      if (!then || wording(then.french) === wording(text.french)) return [];
      return [{ path: text.path, ...(text.title ? { title: text.title } : {}), lang, frenchThen: then.french, frenchNow: text.french }];
    }),
  );
}

const where = (file: string, path: readonly PropertyKey[], title: string | undefined) =>
  `${file} › ${formatPath(path)}${title ? ` (${title})` : ''}`;

const listOfLanguages = (langs: readonly TranslationLanguage[]) => {
  const names = langs.map((lang) => languageNamesInFrench[lang]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1) ?? ''}` : (names[0] ?? '');
};

/** « content/data/home.json › hero.subtitle (Sous-titre) : pas de traduction en néerlandais et allemand (la page montre le français) ». */
/** `file`: the data file's path, content/data/home.json. */
export function describeMissing(file: string, missing: MissingTranslation): string {
  return `${where(file, missing.path, missing.title)} : pas de traduction en ${listOfLanguages(missing.languages)} (ces pages montrent le texte français)`;
}

const quote = (text: string | readonly string[]) => {
  const shown = typeof text === 'string' ? text : text.join(' / ');
  return `« ${shown.length > 60 ? `${shown.slice(0, 60)}…` : shown} »`;
};

/** « … : la traduction en anglais a été écrite pour « ancien texte » ; le français dit maintenant « nouveau » : relisez-la ». */
export function describeStale(file: string, stale: StaleTranslation): string {
  return `${where(file, stale.path, stale.title)} : la traduction en ${languageNamesInFrench[stale.lang]} a été écrite pour ${quote(stale.frenchThen)} ; le français dit maintenant ${quote(stale.frenchNow)} : relisez-la`;
}

/**
 * A translation of a value still to supply (an ownerValue() holding texts: a closure's reason, the
 * carte, a note, the retention period). Such a value is stored `{ "value": …, "provisional": … }` in
 * French, and its translation beside it keeps a box of its own, `{ "value": …, "provisional": … }`
 * under the language's key, that the editor shows ticked or not in each language:
 * - while the French is provisional, every translation of it repeats a value to supply (`french`);
 * - once the French is given and its box unticked, a translation whose own box is still ticked was
 *   written for the value to supply, not for the real one (`translation`): the owner translates
 *   the real value, then unticks the box in that language.
 * A translation counts once any of its texts is written: an untranslated value shows the French,
 * which the French box already answers for.
 */
export interface ProvisionalTranslation {
  readonly path: readonly PropertyKey[];
  /** The value's title, as the editor shows it. */
  readonly title?: string;
  readonly languages: readonly TranslationLanguage[];
  readonly because: 'french' | 'translation';
}

/** Whether `field`, read at `value`, is an ownerValue() that holds translatable texts; its texts, by their path under "value". */
function ownerValueTexts(field: UnwrappedField, value: unknown): { provisional: boolean; texts: TextInData[] } | undefined {
  if (!field.meta.ownerValue || typeof value !== 'object' || value === null || !('value' in value)) return undefined;
  const inner = objectShape(field.schema)?.value;
  if (!inner || translatableFields(inner).length === 0) return undefined;
  return { provisional: (value as { provisional?: unknown }).provisional === true, texts: textsIn(inner, value.value) };
}

/** Every translation of a data file that still repeats, or was written for, a value to supply. `data`: the file as written. */
export function provisionalTranslations(schema: z.ZodType, data: unknown): ProvisionalTranslation[] {
  return collect<ProvisionalTranslation>(schema, data, (field, value, path) => {
    const found = ownerValueTexts(field, value);
    if (!found) return undefined;
    const translated = translationLanguages.filter((lang) =>
      found.texts.some((text) => isTranslated(text.french, translationAt(data, lang, [...path, 'value', ...text.path]))),
    );
    const title = field.meta.title ? { title: field.meta.title } : {};
    if (found.provisional) return translated.length > 0 ? [{ path, ...title, languages: translated, because: 'french' }] : [];
    const stillTicked = translated.filter((lang) => translationAt(data, lang, [...path, 'provisional']) === true);
    return stillTicked.length > 0 ? [{ path, ...title, languages: stillTicked, because: 'translation' }] : [];
  });
}

/**
 * « content/data/legal.json › reservationRetention (…) : la traduction en anglais reprend une valeur à compléter… »,
 * or « … : la traduction en anglais a été écrite pour une valeur à compléter… ».
 */
export function describeProvisionalTranslation(file: string, found: ProvisionalTranslation): string {
  const several = found.languages.length > 1;
  const subject = several
    ? `les traductions en ${listOfLanguages(found.languages)}`
    : `la traduction en ${listOfLanguages(found.languages)}`;
  const place = where(file, found.path, found.title);
  if (found.because === 'french') {
    return `${place} : ${subject} ${several ? 'reprennent' : 'reprend'} une valeur à compléter (le français est encore provisoire) : écrivez la vraie valeur en français, puis traduisez-la et décochez « Valeur provisoire » dans chaque langue`;
  }
  return `${place} : ${subject} ${several ? 'ont été écrites' : 'a été écrite'} pour une valeur à compléter (« Valeur provisoire » y est encore cochée) : traduisez la vraie valeur, puis décochez « Valeur provisoire » en ${listOfLanguages(found.languages)}`;
}
