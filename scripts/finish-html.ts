// After `next build`: applies scripts/html-rewrite.ts to every page of out/. Next fingerprints
// the font files, so their names are only known here, from the built CSS.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deferFrameworkScripts, preloadFonts } from './html-rewrite';

const out = path.join(process.cwd(), 'out');

async function filesEndingWith(extension: string): Promise<string[]> {
  const entries = await readdir(out, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(extension)).map((entry) => path.join(entry.parentPath, entry.name));
}

async function main() {
  const fonts = new Set<string>();
  for (const css of await filesEndingWith('.css')) {
    // The CSS names its fonts relative to itself (url(../media/x.woff2)): make them site paths.
    for (const match of (await readFile(css, 'utf8')).matchAll(/url\(([^)]+\.woff2)\)/g)) {
      fonts.add(`/${path.relative(out, path.resolve(path.dirname(css), match[1] ?? '')).split(path.sep).join('/')}`);
    }
  }
  if (fonts.size === 0) throw new Error('finish-html: no woff2 font found in the built CSS');

  const pages = await filesEndingWith('.html');
  let deferred = 0;
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    const withFonts = preloadFonts(html, [...fonts]);
    const finished = deferFrameworkScripts(withFonts);
    if (finished !== withFonts) deferred += 1;
    await writeFile(page, finished);
  }
  console.log(`finish-html: ${fonts.size} fonts preloaded, framework scripts deferred on ${deferred} of ${pages.length} pages`);
}

void main();
