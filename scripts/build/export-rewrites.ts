// Rewrites applied to the exported site after `next build`, as pure string functions so that
// unit tests can drive them directly. scripts/build/finish-export.ts applies them to out/.
// Gain of each, left out in turn from the e2e build of 2026-11-26 (Lighthouse 13 mobile on /,
// /hebergements/ and /restaurant/; simulated throttling as `npm run bench`, medians of 5, and applied
// throttling, paired medians of 9, where the two disagree); Next 16.4 does none of them itself:
// - deferFrameworkScripts: largest paint 0.6 to 0.8 s sooner (2.26 → 1.51 s on /), for 0.4 KB brotli
//   of inline loader per page.
// - extractPageData: the HTML 39 % lighter (12.3 → 7.5 KB brotli on /), largest paint 70 to 150 ms
//   sooner simulated, within noise applied; apart from the HTML the data compresses less well: 3.8 KB
//   brotli more in all.
// - withCompileHint: 130 to 230 ms less script evaluation on the main thread (CPU slowed 4×), for 29
//   bytes per script.
// - preloadFonts: first paint 150 ms sooner on / and /restaurant/ simulated; applied, where the font
//   shares a slow line with the stylesheet and the banner, first and largest paint 70 to 130 ms
//   later. next/font/local would preload it too, but not on the global-not-found page (out/404.html),
//   which e2e/layout.spec.ts checks.
// - preloadBanner: no difference measured either way (within ±60 ms): the browser's preload scanner
//   meets the banner's <img> in the same first bytes of HTML; e2e/budgets.spec.ts checks it is there.
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Tells the page to fetch its web fonts at once, alongside the stylesheet, instead of one round
 * trip later when the CSS has been read.
 */
export function preloadFonts(html: string, fontHrefs: readonly string[]): string {
  if (html.includes('rel="preload" as="font"')) return html;
  const links = fontHrefs.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin="" href="${href}"/>`).join('');
  return html.replace('<meta name="viewport"', `${links}<meta name="viewport"`);
}

const bannerPicture =
  /<picture><source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>(?:<source [^>]*\/>)*<img [^>]*fetchPriority="high"/;

/**
 * Asks for the page's banner from the head, ahead of the stylesheet, in the format and at the width
 * its AVIF <source> picks for the screen, so the <img> finds it already on its way. Done here
 * rather than with React's preload(): Next renders the 404 banner into every page's data, and its
 * preload would follow it onto every page.
 */
export function preloadBanner(html: string): string {
  const banner = bannerPicture.exec(html);
  if (!banner || html.includes('rel="preload" as="image"')) return html;
  const [, srcSet = '', sizes = ''] = banner;
  const link = `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${srcSet}" imagesizes="${sizes}"/>`;
  // After the viewport tag: before it, the browser would pick the width for a 980 px desktop page.
  return html.replace(/<meta name="viewport"[^>]*\/>/, (viewport) => `${viewport}${link}`);
}

const frameworkScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const frameworkPreload = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * A typed browser module of scripts/ compiled and minified into one inline script that calls its
 * export `name` with `args` (plain data).
 */
export function inlineScript(module: string, name: string, args: readonly unknown[]): string {
  const entry = path.join(__dirname, module);
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { ${name} } from ${JSON.stringify(entry)};\n${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')});`,
      loader: 'ts',
      resolveDir: path.dirname(entry),
    },
    bundle: true,
    minify: true,
    format: 'iife',
    // Below what Next itself needs (it targets far newer browsers), so these scripts never break first.
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const compiled = outputFiles[0]?.text.trim();
  if (!compiled) throw new Error(`export-rewrites: esbuild produced nothing for ${module}`);
  return compiled;
}

/**
 * The inline script that starts the page's framework scripts (see scripts/build/deferred-loader.ts):
 * that typed module compiled and minified with esbuild, called with the page's script names.
 */
export function loaderScript(sources: readonly string[], stylesheets: readonly string[] = []): string {
  return inlineScript('deferred-loader.ts', 'startFrameworkWhenReady', stylesheets.length > 0 ? [sources, stylesheets] : [sources]);
}

/** The framework's scripts each page starts with, in page order. */
export function frameworkScriptSources(html: string): string[] {
  return [...html.matchAll(frameworkScript)].map((match) => match[1] as string);
}

/**
 * Replaces Next's external scripts and their preload hints with {@link loaderScript}, which starts
 * `firstSources` (the page's data, see {@link extractPageData}) before them, and adds `stylesheets`
 * first (see {@link deferStylesheets}).
 */
export function deferFrameworkScripts(html: string, firstSources: readonly string[] = [], stylesheets: readonly string[] = []): string {
  const frameworkSources = frameworkScriptSources(html);
  if (frameworkSources.length === 0) return html;
  const sources = [...firstSources, ...frameworkSources];
  const loader = `<script>${loaderScript(sources, stylesheets)}</script>`;
  let placed = false;
  return html.replace(frameworkPreload, '').replace(frameworkScript, () => {
    if (placed) return '';
    placed = true;
    return loader;
  });
}

const blockingStylesheet = /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g;

/**
 * On a page whose inline CSS draws everything its HTML holds ({@link inlineUsedCss}), Next's
 * render-blocking stylesheets become a fallback for browsers without scripts (`<noscript>`), and
 * their addresses are returned for the loader to add with the framework. Why: on a slow line the
 * stylesheet is one more round trip before the first view, after the HTML and before the banner.
 */
export function deferStylesheets(html: string): { readonly html: string; readonly stylesheets: readonly string[] } {
  const stylesheets: string[] = [];
  const rewritten = html.replace(blockingStylesheet, (link, href: string) => {
    stylesheets.push(href);
    return `<noscript>${link}</noscript>`;
  });
  return { html: rewritten, stylesheets };
}

// Next's inline scripts that hand React the page's data (`self.__next_f`): the data of every element
// of the page again, as string literals. A script's text cannot hold "</script>", so the first one
// ends it.
const pageDataScript = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?)<\/script>/g;

/**
 * Takes the page's data for React out of the HTML into the text of one script, in page order.
 * Inline, it was half of a long page's HTML, parsed and compiled on the main thread while the page
 * first renders (15 to 35 ms here); as a file, the browser compiles it off the main thread and
 * fetches it with the framework, which alone needs it. Null when the page has none.
 */
export function extractPageData(html: string): { readonly html: string; readonly script: string } | null {
  const scripts = [...html.matchAll(pageDataScript)].map((match) => match[1] as string);
  if (scripts.length === 0) return null;
  return { html: html.replace(pageDataScript, ''), script: `${scripts.join(';\n')};\n` };
}

const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks a script whose functions nearly all run at start-up, so that Chrome compiles them all on
 * its background thread while the file downloads instead of one by one on the main thread when
 * first called (V8 explicit compile hints; other browsers read a comment). That lazy compiling
 * was most of the framework's one long task at start-up.
 */
export function withCompileHint(script: string): string {
  return script.startsWith(compileHint) ? script : `${compileHint}${script}`;
}
