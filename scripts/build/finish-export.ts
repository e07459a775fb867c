// After `next build`, before scripts/build/build-hosting-config.ts (which hashes the inline loader this
// adds): applies scripts/build/export-rewrites.ts to out/. Every page preloads the display font and its
// banner and defers the framework's scripts; those scripts get a compile hint. Next fingerprints
// the font file, so its name is only known here, from the built CSS.
// Gain, all rewrites against Next's own export (e2e build of 2026-11-26, Lighthouse 13 mobile with
// simulated throttling as `npm run bench`, medians of 5): largest paint 2.26 → 1.43 s on /, 2.18 →
// 1.28 s on /hebergements/, 2.08 → 1.28 s on /restaurant/; first paint 0.15 to 0.2 s sooner; the home
// page's HTML 87.6 → 38.4 KB (11.8 → 7.5 KB brotli), for 8.6 KB brotli more of scripts, fetched after
// the banner. Next 16.4 does none of it itself (each rewrite's share: export-rewrites.ts). The 404
// pages' move and the placeholder's removal gain no time: they put the right files where hosts look.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFoundBuildPath, notFoundPaths, routePaths } from '../../config/routes';
import { languages, sourceLanguage } from '../../lib/i18n/languages';
import { filesEndingWith, sitePages } from './out-files';
import { buildServiceWorkers } from './build-service-worker';
import { removeNoEventPlaceholder } from './no-event-placeholder';
import { inlineUsedCss } from './critical-css';
import {
  deferFrameworkScripts,
  deferStylesheets,
  extractPageData,
  frameworkScriptSources,
  preloadBanner,
  preloadFonts,
  withCompileHint,
} from './export-rewrites';

const out = path.join(process.cwd(), 'out');
const pageDataFolder = '_next/static/page-data';

/**
 * The pages drawn from their own inline CSS, the stylesheet added by the loader (critical-css.ts):
 * the home pages, whose HTML is too long to share the first round trip with the stylesheet
 * (docs/performance.md, issue 42). Every other page keeps Next's stylesheet link: measured at the
 * floor's largest paint or one step from it, each would pay ~5 KB brotli of CSS in its HTML.
 */
const pagesWithInlineCss = new Set(Object.values(routePaths.home).map((home) => path.join(out, home, 'index.html')));

/** Each foreign language's 404 page, built as a page in its folder, becomes the file hosts serve (/en/404.html). */
async function moveNotFoundPages(): Promise<void> {
  for (const lang of languages) {
    if (lang === sourceLanguage) continue;
    const folder = path.join(out, notFoundBuildPath(lang));
    await rename(path.join(folder, 'index.html'), path.join(out, notFoundPaths[lang]));
    await rm(folder, { recursive: true });
  }
}

async function main() {
  await moveNotFoundPages();
  await removeNoEventPlaceholder(out);
  const fonts = new Set<string>();
  for (const css of await filesEndingWith(out, '.css')) {
    // The CSS names its fonts relative to itself (url(../media/x.woff2)): make them site paths.
    for (const match of (await readFile(css, 'utf8')).matchAll(/url\(([^)]+\.woff2)\)/g)) {
      fonts.add(
        `/${path
          .relative(out, path.resolve(path.dirname(css), match[1] ?? ''))
          .split(path.sep)
          .join('/')}`,
      );
    }
  }
  if (fonts.size === 0) throw new Error('finish-export: no woff2 font found in the built CSS');

  const pages = await sitePages(out);
  const startupScripts = new Set<string>();
  let deferred = 0;
  let withDataFile = 0;
  let withInlineCss = 0;
  await mkdir(path.join(out, pageDataFolder), { recursive: true });
  for (const page of pages) {
    const built = await readFile(page, 'utf8');
    const inlineCss = pagesWithInlineCss.has(page);
    const { html, stylesheets } = inlineCss ? deferStylesheets(await inlineUsedCss(built, out)) : { html: built, stylesheets: [] };
    if (inlineCss && stylesheets.length > 0) withInlineCss += 1;
    const withFonts = preloadBanner(preloadFonts(html, [...fonts]));
    for (const source of frameworkScriptSources(withFonts)) startupScripts.add(source);
    // Named by its content, so the year of immutable caching of /_next/static/ holds.
    const data = extractPageData(withFonts);
    const dataSource = data ? `/${pageDataFolder}/${createHash('sha256').update(data.script).digest('hex').slice(0, 16)}.js` : null;
    if (data && dataSource) {
      await writeFile(path.join(out, dataSource), data.script);
      withDataFile += 1;
    }
    const finished = deferFrameworkScripts(data?.html ?? withFonts, dataSource ? [dataSource] : [], stylesheets);
    if (finished !== withFonts) deferred += 1;
    await writeFile(page, finished);
  }
  // A Next upgrade that writes its script tags differently must not silently undo the deferral.
  const leftOver = pages.length - deferred;
  if (startupScripts.size === 0 || leftOver > 0) {
    throw new Error(
      `finish-export: framework scripts not found on ${leftOver} of ${pages.length} pages; see frameworkScript in export-rewrites.ts`,
    );
  }
  if (withInlineCss !== pagesWithInlineCss.size) {
    throw new Error(
      `finish-export: inline CSS on ${withInlineCss} of the ${pagesWithInlineCss.size} home pages; see blockingStylesheet in export-rewrites.ts`,
    );
  }
  // The files keep their fingerprinted names although their content changes: the change is the
  // same on every build of the same content, so a year of immutable caching stays correct.
  for (const source of startupScripts) {
    const file = path.join(out, source);
    await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
  }
  // Last: each guide's worker lists the files its finished HTML loads.
  await buildServiceWorkers(out);
  console.log(
    `finish-export: ${fonts.size} font preloaded, framework scripts deferred on ${deferred} of ${pages.length} pages, page data in a file on ${withDataFile}, inline CSS on ${withInlineCss}, ${startupScripts.size} scripts hinted`,
  );
}

void main();
