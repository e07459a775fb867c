// After `next build`: applies script./export-rewrites.ts to every page of out/. Next fingerprints
// the font files, so their names are only known here, from the built CSS.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deferFrameworkScripts, frameworkScriptSources, preloadFonts, withCompileHint } from './export-rewrites';

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
  if (fonts.size === 0) throw new Error('finish-export: no woff2 font found in the built CSS');

  const pages = await filesEndingWith('.html');
  const startupScripts = new Set<string>();
  let deferred = 0;
  for (const page of pages) {
    const html = await readFile(page, 'utf8');
    const withFonts = preloadFonts(html, [...fonts]);
    for (const source of frameworkScriptSources(withFonts)) startupScripts.add(source);
    const finished = deferFrameworkScripts(withFonts);
    if (finished !== withFonts) deferred += 1;
    await writeFile(page, finished);
  }
  for (const source of startupScripts) {
    const file = path.join(out, source);
    await writeFile(file, withCompileHint(await readFile(file, 'utf8')));
  }
  console.log(
    `finish-export: ${fonts.size} font preloaded, framework scripts deferred on ${deferred} of ${pages.length} pages, ${startupScripts.size} scripts hinted`,
  );
}

void main();
