// The CSS a page's HTML uses, inlined in its head (Beasties: the rules whose selectors match an
// element of the page, pseudo-classes aside, with their media queries and the @font-face rules they
// name), so that its first view needs no stylesheet request; scripts/build/finish-export.ts then
// hands the whole stylesheet to the loader (deferStylesheets in export-rewrites.ts).
// Why, measured (docs/performance.md, issue 42): on a simulated slow 4G line the HTML and the
// stylesheet share the connection's first 14.6 KB; the home's HTML (7.6 KB brotli) and the
// stylesheet (8.6 KB) do not fit, so the banner came one round trip later than on a short page.
import Beasties from 'beasties';
import postcss, { type AtRule, type Declaration, type Node } from 'postcss';

/** The custom properties a declaration reads (var(--x)) or sets (--x: …). */
function propertiesNamedBy(declaration: Declaration): string[] {
  const read = [...declaration.value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
  return declaration.prop.startsWith('--') ? [declaration.prop, ...read] : read;
}

const isInPropertiesLayer = (declaration: Declaration): boolean => {
  for (let node: Node | undefined = declaration.parent; node; node = node.parent) {
    if (node.type === 'atrule' && (node as AtRule).name === 'layer' && (node as AtRule).params === 'properties') return true;
  }
  return false;
};

/**
 * Without the registered custom properties (Tailwind's `@property --tw-…` and their stand-ins in its
 * `@layer properties` for browsers without @property) that no kept rule reads or sets: Beasties keeps
 * every at-rule without a selector, 66 of them here where 26 are used (0.5 KB gzip of the home's HTML).
 * The whole stylesheet, added with the framework, registers them all again.
 */
export function withoutUnusedProperties(css: string): string {
  const root = postcss.parse(css);
  const used = new Set<string>();
  root.walkDecls((declaration) => {
    if (declaration.parent?.type === 'atrule' && (declaration.parent as AtRule).name === 'property') return;
    if (isInPropertiesLayer(declaration)) return;
    for (const name of propertiesNamedBy(declaration)) used.add(name);
  });
  root.walkAtRules('property', (rule) => {
    if (!used.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls((declaration) => {
    if (isInPropertiesLayer(declaration) && declaration.prop.startsWith('--') && !used.has(declaration.prop)) declaration.remove();
  });
  return root.toString();
}

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
    // Tailwind's space-y and divide-y rules, `:where(.space-y-4>:not(:last-child))`: Beasties strips the
    // pseudo-classes before it matches, and what is left is no selector, so it would drop them all.
    allowRules: [/:where\(/],
    compress: true,
    logLevel: 'silent',
  });
  // The first <style> of Beasties' page is its own only while the page had none.
  if (html.includes('<style')) throw new Error('critical-css: the page already has a <style>; tell it from the one Beasties adds');
  const css = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(html))?.[1];
  const firstLink = html.indexOf('<link rel="stylesheet"');
  if (!css || firstLink < 0) throw new Error('critical-css: the page has no stylesheet link, or no rule of it matched the page');
  return `${html.slice(0, firstLink)}<style>${withoutUnusedProperties(css)}</style>${html.slice(firstLink)}`;
}
