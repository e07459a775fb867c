// The owner's texts against the glossary (config/glossary.ts): a word it rules out, another clock or
// other quotation marks, in French or in a translation. `npm run check:content` lists them under
// « À vérifier »: a warning, never an error, so that a word never stops a publication (a price, an
// hour or a closure must go online even if its translation says « Angelschein »).
import { wordingProblems } from '../../config/glossary';
import { withoutProvisional } from '../../content/given-facts';
import { formatPath } from '../../content/schema/fields';
import { dataEntryOf } from '../../content/schema/index';
import { languageNamesInFrench, textsIn, translationAt, translationLanguages } from '../../content/schema/translations';
import type { DataFileResult } from '../../content/schema/validate';
import { withFrenchSpaces } from '../../lib/i18n/french-spacing';
import type { Lang } from '../../lib/i18n/languages';

const inLanguage = (lang: Lang) => (lang === 'fr' ? 'en français' : `en ${languageNamesInFrench[lang]}`);

const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * « content/data/leisure-page.json › fishing.paragraphs (Paragraphes) en allemand : « Angelschein » —
 * « Angelschein » est le permis d’État allemand… ; le site écrit : Angelkarte (…) ».
 */
export function wordingWarnings(results: readonly DataFileResult[]): string[] {
  return results.flatMap((result) => {
    const entry = dataEntryOf(result.file);
    if (!entry || result.written === undefined) return [];
    // A fact not given yet is never shown: its stand-in is the editor's, not a text of the site.
    const written = withoutProvisional(result.written);
    return textsIn(entry.schema, written).flatMap((text) => {
      const where = `${result.file} › ${formatPath(text.path)}${text.title ? ` (${text.title})` : ''}`;
      const versions: [Lang, unknown][] = [
        ['fr', text.french],
        ...translationLanguages.map((lang): [Lang, unknown] => [lang, translationAt(written, lang, text.path)]),
      ];
      return versions.flatMap(([lang, value]) =>
        textsOf(value).flatMap((written) =>
          // A French text is shown with French spacing whatever spaces the owner typed (content/localized-data.ts):
          // its plain spaces are no fault of theirs.
          wordingProblems(lang, lang === 'fr' ? withFrenchSpaces(written) : written).map(
            (problem) => `${where} ${inLanguage(lang)} : « ${problem.found} » — ${problem.why} (le site écrit : ${problem.use})`,
          ),
        ),
      );
    });
  });
}
