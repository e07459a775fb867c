// The arrival guide's service worker (features/arrival/offline-worker-events.ts), bundled by esbuild
// into sw.js inside each language's guide folder of out/ (/guide-arrivee/sw.js, /en/arrival-guide/sw.js…):
// a worker's scope cannot reach above its own folder without a Service-Worker-Allowed header, which
// not every host lets the site send, and the guide's folder is the scope it should have. Each sw.js
// holds its list: the guide's address and the files its finished HTML loads (read here, after the
// rewrites of finish-export.ts, which calls it last), and a fingerprint of that HTML, so that any
// change of the guide makes a new sw.js, which the browser installs, keeping a fresh copy.
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { offlineWorkerPath, pathOf } from '../../config/routes';
import { languages, type Lang } from '../../lib/i18n/languages';

/** Where the worker is served in each language: inside the guide's folder, its scope. */
export const serviceWorkerPaths: readonly string[] = languages.map(offlineWorkerPath);

// The site's files a page names: Next's styles, scripts and fonts (all under /_next/static/), in a
// tag's attribute or in the loader's list of scripts (scripts/build/export-rewrites.ts).
const staticFile = /\/_next\/static\/[^"'\s\\]+?\.(?:js|css|woff2)\b/g;
// The tab's icons (<link rel="icon">): the browser asks for one with every page.
const iconLink = /<link rel="icon" href="(\/[^"/][^"]*)"/g;
// The fonts a stylesheet names, relative to itself: url(../media/x.woff2).
const cssFont = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g;
// The client scripts the page's data names for React, inside a string of the data's script (their
// quotes escaped): by their site path (Turbopack) or under /_next/ ("static/chunks/…js", webpack).
const dataChunk = /\\?"(static\/chunks\/[^"\\]+?\.js)\\?"/g;

/**
 * The worker's list for a guide: its address first, then every file its HTML loads (Next's files,
 * the tab's icons), the fonts its stylesheets name and the scripts its page data names. `read` gives a site file's text.
 */
export async function guideFilesOf(guidePath: string, html: string, read: (sitePath: string) => Promise<string>): Promise<string[]> {
  const files = new Set<string>([...html.matchAll(staticFile)].map(([file]) => file));
  for (const [, icon = ''] of html.matchAll(iconLink)) files.add(icon);
  for (const file of [...files]) {
    if (file.endsWith('.css')) {
      for (const [, font = ''] of (await read(file)).matchAll(cssFont)) files.add(path.posix.resolve(path.posix.dirname(file), font));
    } else if (file.startsWith('/_next/static/page-data/')) {
      const data = await read(file);
      for (const [named] of data.matchAll(staticFile)) files.add(named);
      for (const [, chunk = ''] of data.matchAll(dataChunk)) files.add(`/_next/${chunk}`);
    }
  }
  return [guidePath, ...[...files].sort()];
}

/** The guide's list in `lang`, read from out/. */
async function guideFilesIn(out: string, lang: Lang): Promise<{ files: string[]; html: string }> {
  const guidePath = pathOf('arrival', lang);
  const html = await readFile(path.join(out, guidePath, 'index.html'), 'utf8');
  const read = (sitePath: string) => readFile(path.join(out, sitePath), 'utf8');
  return { files: await guideFilesOf(guidePath, html, read), html };
}

export async function buildServiceWorkers(out: string): Promise<void> {
  const entry = path.join(process.cwd(), 'features/arrival/offline-worker-events.ts');
  const summary: string[] = [];
  for (const lang of languages) {
    const { files, html } = await guideFilesIn(out, lang);
    const fingerprint = createHash('sha256').update(html).update(JSON.stringify(files)).digest('hex').slice(0, 16);
    const file = path.join(out, offlineWorkerPath(lang));
    await mkdir(path.dirname(file), { recursive: true });
    await build({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2020',
      outfile: file,
      logLevel: 'warning',
      define: { __GUIDE_FILES__: JSON.stringify(files) },
      banner: { js: `// The arrival guide ${fingerprint}: ${files.length} files.` },
    });
    summary.push(`${offlineWorkerPath(lang)} (${files.length} files)`);
  }
  console.log(`build-service-worker: ${summary.join(', ')}`);
}
