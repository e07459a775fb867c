// « Maison » on food claims « fait maison » (Code de la consommation L122-19 to L122-21, D122-1 to
// D122-3), which the site cannot vouch for: the carte's schema refuses it in a dish
// (content/schema/menu.ts, homemadeClaim); this holds every other place food is named to the same rule,
// in French and in each translation: a photo's description (« Pizza maison »), an event (« frites
// maison »), the restaurant page's texts, the carte's translations. `npm run check:content` refuses it
// with the file, the field and the language, in French.
import { withoutProvisional } from '../../content/given-facts';
import { formatPath } from '../../content/schema/fields';
import { dataEntryOf } from '../../content/schema/index';
import { homemadeClaim } from '../../content/schema/menu';
import { languageNamesInFrench, textsIn, translationAt, translationLanguages } from '../../content/schema/translations';
import type { DataFileResult } from '../../content/schema/validate';
import type { Lang } from '../../lib/i18n/languages';

/** The claim in each language: « maison », « fait maison »; "home-made"; « huisgemaakt »; « hausgemacht », « aus eigener Herstellung ». */
const claims: Readonly<Record<Lang, RegExp>> = {
  fr: homemadeClaim,
  en: /(?<![\p{L}])home[-\s]?made(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:huisgemaakte?|zelfgemaakte?|eigen\s+makelij)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:hausgemacht\p{L}*|selbstgemacht\p{L}*|aus\s+eigener\s+herstellung)(?![\p{L}])/iu,
};

/** Files where every text may name food; elsewhere, a photo's description alone. */
const foodFiles = /^content\/data\/(?:events\/.*|restaurant-page|menu)\.json$/;

/** A photo's description (alt), or what a credited photo shows. */
const isPhotoDescription = (path: readonly PropertyKey[]) => ['alt', 'photoAlt', 'shows'].includes(String(path.at(-1)));

const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const inLanguage = (lang: Lang) => (lang === 'fr' ? 'en français' : `en ${languageNamesInFrench[lang]}`);

/** Each « maison » claim outside a dish the schema already checks, as check:content refuses it. */
export function homemadeClaimErrors(results: readonly DataFileResult[]): string[] {
  return results.flatMap((result) => {
    const entry = dataEntryOf(result.file);
    if (!entry || result.written === undefined) return [];
    const written = withoutProvisional(result.written);
    const food = foodFiles.test(result.file);
    return textsIn(entry.schema, written)
      .filter((text) => food || isPhotoDescription(text.path))
      .flatMap((text) => {
        const where = `${result.file} › ${formatPath(text.path)}${text.title ? ` (${text.title})` : ''}`;
        const versions: [Lang, unknown][] = [
          ['fr', text.french],
          ...translationLanguages.map((lang): [Lang, unknown] => [lang, translationAt(written, lang, text.path)]),
        ];
        return versions.flatMap(([lang, value]) =>
          textsOf(value)
            .filter((found) => claims[lang].test(found))
            .map(
              (found) =>
                `${where} ${inLanguage(lang)} : « ${found} » — « maison » (ou sa traduction) annonce un plat « fait maison », élaboré sur place à partir de produits bruts (Code de la consommation, articles L122-19 à L122-21), mention que le site ne peut pas garantir : retirez-le`,
            ),
        );
      });
  });
}
