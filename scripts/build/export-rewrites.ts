// Rewrites applied to the exported site after `next build`, as pure string functions so that
// unit tests can drive them directly. scripts/build/finish-export.ts applies them to out/.
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

const bannerPicture = /<picture><source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>(?:<source [^>]*\/>)*<img [^>]*fetchPriority="high"/;

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
export function loaderScript(sources: readonly string[]): string {
  return inlineScript('deferred-loader.ts', 'startFrameworkWhenReady', [sources]);
}

/** The framework's scripts each page starts with, in page order. */
export function frameworkScriptSources(html: string): string[] {
  return [...html.matchAll(frameworkScript)].map((match) => match[1] as string);
}

/**
 * Replaces Next's external scripts and their preload hints with {@link loaderScript}, which starts
 * `firstSources` (the page's data, see {@link extractPageData}) before them.
 */
export function deferFrameworkScripts(html: string, firstSources: readonly string[] = []): string {
  const frameworkSources = frameworkScriptSources(html);
  if (frameworkSources.length === 0) return html;
  const sources = [...firstSources, ...frameworkSources];
  const loader = `<script>${loaderScript(sources)}</script>`;
  let placed = false;
  return html
    .replace(frameworkPreload, '')
    .replace(frameworkScript, () => {
      if (placed) return '';
      placed = true;
      return loader;
    });
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
