// The facts' placeholders an owner's text may hold ({horaires du restaurant}: fact-placeholders.ts),
// checked as check:content reads a data file: a name the site does not know, a brace left alone, or a
// placeholder in a field the site does not fill would publish as typed, braces and all. Each is
// refused with the file, the field and, for a translation, its language. Node only, like the schema.
import type { z } from 'zod';
import { hasLoneBrace, placeholdersIn } from '@/lib/placeholders';
import { translationKeys } from './editor-values';
import { factPlaceholderList, factPlaceholderOf } from './fact-placeholders';
import { formatPath, schemaAt } from './fields';
import { languageNamesInFrench, textsIn, translationAt, translationLanguages, type TranslationLanguage } from './translations';

/** One text the site fills, where it is, and in which language. */
interface FilledText {
  readonly path: readonly PropertyKey[];
  readonly text: string;
  readonly lang?: TranslationLanguage;
}

const asTexts = (value: unknown, path: readonly PropertyKey[]): { path: PropertyKey[]; text: string }[] => {
  if (typeof value === 'string') return [{ path: [...path], text: value }];
  return Array.isArray(value)
    ? value.flatMap((item, index) => (typeof item === 'string' ? [{ path: [...path, index], text: item }] : []))
    : [];
};

/** Every string of the French (not the translations), with its path. */
function frenchStrings(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => frenchStrings(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    path.length === 0 && translationKeys.includes(key) ? [] : frenchStrings(child, [...path, key]),
  );
}

/**
 * What is wrong with the placeholders of a data file (`data` as written, translations included), in
 * French: « content/data/home.json › intro.paragraphs[1] (Paragraphes, traduction en allemand) : … ».
 */
export function placeholderProblems(schema: z.ZodType, data: unknown, file: string): string[] {
  const texts = textsIn(schema, data);
  const filled: FilledText[] = texts.flatMap(({ path, french }) => [
    ...asTexts(french, path),
    ...translationLanguages.flatMap((lang) => asTexts(translationAt(data, lang, path), path).map((text) => ({ ...text, lang }))),
  ]);
  const where = ({ path, lang }: Omit<FilledText, 'text'>) => {
    const title = schemaAt(schema, path)?.meta.title ?? schemaAt(schema, path.slice(0, -1))?.meta.title;
    const details = [title, lang ? `traduction en ${languageNamesInFrench[lang]}` : undefined].filter(Boolean).join(', ');
    return `${file} › ${formatPath(path)}${details ? ` (${details})` : ''}`;
  };
  const problems = filled.flatMap((text) => [
    ...placeholdersIn(text.text)
      .filter((name) => !factPlaceholderOf(name))
      .map(
        (name) =>
          `${where(text)} : {${name}} n’est pas un fait que le site sait écrire. Écrivez l’un de ${factPlaceholderList} (les mêmes noms dans chaque langue), ou retirez les accolades.`,
      ),
    ...(hasLoneBrace(text.text)
      ? [
          `${where(text)} : une accolade est restée seule. Un fait s’écrit entre deux accolades, par exemple {horaires du restaurant} ; sinon, retirez-la.`,
        ]
      : []),
  ]);
  // A placeholder elsewhere (a name, an address) would show as typed: the site fills the texts it translates only.
  const filledPaths = new Set(filled.filter((text) => !text.lang).map((text) => formatPath(text.path)));
  const elsewhere = frenchStrings(data)
    .filter(({ path, text }) => /[{}]/.test(text) && !filledPaths.has(formatPath(path)))
    .map(
      ({ path }) => `${where({ path })} : ce champ ne s’écrit pas avec un fait entre accolades ; écrivez la valeur elle-même, sans { }.`,
    );
  return [...problems, ...elsewhere];
}
