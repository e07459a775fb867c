// After `next build`: tells every page of out/ to fetch the two web fonts at once, alongside the
// stylesheet, instead of one round trip later when the CSS has been read. Next fingerprints the
// font files, so their names are only known here, from the built CSS.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '..', 'out');

async function* files(dir, extension) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full, extension);
    else if (entry.name.endsWith(extension)) yield full;
  }
}

const fonts = new Set();
for await (const css of files(path.join(out, '_next/static'), '.css')) {
  // The CSS names its fonts relative to itself (url(../media/x.woff2)): make them site paths.
  for (const match of (await readFile(css, 'utf8')).matchAll(/url\(([^)]+\.woff2)\)/g)) {
    fonts.add(`/${path.relative(out, path.resolve(path.dirname(css), match[1])).split(path.sep).join('/')}`);
  }
}
if (fonts.size === 0) throw new Error('preload-fonts: no woff2 font found in the built CSS');

const links = [...fonts].map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${href}"/>`).join('');
let pages = 0;
for await (const page of files(out, '.html')) {
  const html = await readFile(page, 'utf8');
  if (html.includes('rel="preload" as="font"')) continue;
  await writeFile(page, html.replace('<meta name="viewport"', `${links}<meta name="viewport"`));
  pages += 1;
}
console.log(`fonts: ${fonts.size} preloaded on ${pages} pages`);
