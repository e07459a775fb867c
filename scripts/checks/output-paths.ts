// Two languages writing the same file is a build error: a language whose table copied another's names
// (a new language filled by copying English) would overwrite that language's PDF, page or share
// image, and each would link to the last one written. Every file a language claims is collected from
// the tables the build writes from (pure), and the content check (check-content.ts, the first step of
// `npm run build`) refuses the build, in French, when two languages claim one.
import { menuPdfFileNames } from '../../features/restaurant/menu-words';
import { priceListFiles } from '../../features/stays/pricing/price-list';
import { voucherPdfFiles } from '../../features/voucher/voucher-pdf';
import { termsPdfFiles } from '../../features/terms/terms-words';
import { notFoundPaths, offlineWorkerPath, routeIds, routePaths } from '../../config/routes';
import { shareImagePath } from '../../config/share-image';
import { languages } from '../../lib/i18n/languages';

/** One table of files per language: what it is (in French, for the message) and where it is written. */
export interface OutputTable {
  readonly what: string;
  readonly source: string;
  /** Each language's files, relative to the site's root. */
  readonly paths: Readonly<Record<string, readonly string[]>>;
}

/** A file two languages or more claim, with who claims it. */
export interface SharedOutput {
  readonly path: string;
  readonly claims: readonly { readonly lang: string; readonly what: string; readonly source: string }[];
}

/** The files claimed by more than one language, in the order first met; a language may name one file twice. */
export function sharedOutputs(tables: readonly OutputTable[]): SharedOutput[] {
  const claims = new Map<string, { lang: string; what: string; source: string }[]>();
  for (const { what, source, paths } of tables) {
    for (const [lang, files] of Object.entries(paths)) {
      for (const file of files) {
        const path = file.startsWith('/') ? file : `/${file}`;
        claims.set(path, [...(claims.get(path) ?? []), { lang, what, source }]);
      }
    }
  }
  return [...claims].filter(([, by]) => new Set(by.map(({ lang }) => lang)).size > 1).map(([path, by]) => ({ path, claims: by }));
}

/** The French message of each shared file: which languages, from which tables. */
export const sharedOutputMessages = (shared: readonly SharedOutput[]): string[] =>
  shared.map(({ path, claims }) => {
    const langs = [...new Set(claims.map(({ lang }) => lang))].join(' et ');
    const sources = [...new Set(claims.map(({ what, source }) => `${what} : ${source}`))].join(' ; ');
    return `${path} : les langues ${langs} écrivent le même fichier, la dernière écraserait l’autre (${sources}) ; donnez à chaque langue son propre nom`;
  });

/** Every file the site writes per language, from the tables the build reads. */
export function siteOutputTables(): OutputTable[] {
  const perLanguage = (files: (lang: (typeof languages)[number]) => readonly string[]) =>
    Object.fromEntries(languages.map((lang) => [lang, files(lang)]));
  return [
    {
      what: 'les pages',
      source: 'config/routes.ts › routePaths',
      paths: perLanguage((lang) => routeIds.map((id) => `${routePaths[id][lang]}index.html`)),
    },
    { what: 'la page 404', source: 'config/routes.ts › notFoundPaths', paths: perLanguage((lang) => [notFoundPaths[lang]]) },
    {
      what: 'le service worker du guide d’arrivée',
      source: 'config/routes.ts › offlineWorkerPath',
      paths: perLanguage((lang) => [offlineWorkerPath(lang)]),
    },
    {
      what: 'les images de partage',
      source: 'config/share-image.ts › shareImagePath',
      paths: perLanguage((lang) => routeIds.map((id) => shareImagePath(id, lang))),
    },
    {
      what: 'la carte en PDF',
      source: 'features/restaurant/menu-words.ts › menuPdfFileNames',
      paths: perLanguage((lang) => [menuPdfFileNames[lang]]),
    },
    {
      what: 'les tarifs en PDF',
      source: 'features/stays/pricing/price-list.ts › priceListFiles',
      paths: perLanguage((lang) => [priceListFiles[lang]]),
    },
    {
      what: 'le bon cadeau en PDF',
      source: 'features/voucher/voucher-pdf.ts › voucherPdfFiles',
      paths: perLanguage((lang) => [voucherPdfFiles[lang]]),
    },
    {
      what: 'les conditions générales de vente en PDF',
      source: 'features/terms/terms-words.ts › termsPdfFiles',
      paths: perLanguage((lang) => [termsPdfFiles[lang]]),
    },
  ];
}
