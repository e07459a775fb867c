// The CSS a page's HTML uses, inlined in its head (Beasties: the rules whose selectors match an
// element of the page, pseudo-classes aside, with their media queries and the @font-face rules they
// name), so that its first view needs no stylesheet request; scripts/build/finish-export.ts then
// hands the whole stylesheet to the loader (deferStylesheets in export-rewrites.ts).
// Why, measured (docs/performance.md, issue 42): on a simulated slow 4G line the HTML and the
// stylesheet share the connection's first 14.6 KB; the home's HTML (7.6 KB brotli) and the
// stylesheet (8.6 KB) do not fit, so the banner came one round trip later than on a short page.
import Beasties from 'beasties';

/**
 * The page with a `<style>` of the rules it uses before its first stylesheet link (the links left in
 * place, for deferStylesheets). `outDir` is where the stylesheets' site paths are read from. Only the
 * CSS is taken from Beasties: it writes the whole document anew (attribute names in lower case, no
 * `/>`), and the page's other rewrites read Next's own markup.
 */
export async function inlineUsedCss(html: string, outDir: string): Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    pruneSource: false,
    reduceInlineStyles: false,
    // The display face's @font-face rule comes with the headings that name it; finish-export.ts
    // preloads the file itself.
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'silent',
  });
  const css = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1];
  const firstLink = html.indexOf('<link rel="stylesheet"');
  if (!css || firstLink < 0) throw new Error('critical-css: the page has no stylesheet link, or no rule of it matched the page');
  return `${html.slice(0, firstLink)}<style>${css}</style>${html.slice(firstLink)}`;
}
