// The home page with one suspect left out at a time, for `npm run bench -- --causes` (issue 42): what
// holds the banner photo back against the floor page is measured, not guessed. Each variant is the
// built page's HTML with one rewrite; the bench serves them beside the floor, in the same rounds.
// Plain TypeScript that Node runs as it is (types stripped), as the bench imports it.

/** What a variant leaves out or changes, by name (the variant's folder is /bench-cause-<name>/). */
export const causes = [
  'without-font-preload',
  'inline-css',
  'without-scripts',
  'first-screen-only',
  'without-other-photos',
  'all-four',
] as const;
export type Cause = (typeof causes)[number];

const fontPreload = /<link rel="preload" as="font"[^>]*>/g;
const stylesheet = /<link rel="stylesheet" href="([^"]+)"[^>]*>/g;
const script = /<script\b[^>]*>[\s\S]*?<\/script>/g;

/** The page without the display font's preload: the font is then found by the stylesheet. */
export const withoutFontPreload = (html: string): string => html.replace(fontPreload, '');

/** Each stylesheet's text in a <style> where its link was: nothing blocks the first paint on a request. */
export const withInlineCss = (html: string, stylesheetText: (href: string) => string): string =>
  html.replace(stylesheet, (_, href: string) => `<style>${stylesheetText(href)}</style>`);

/** The page with no script at all, inline or not: what the framework's loader costs before the paint. */
export const withoutScripts = (html: string): string => html.replace(script, '');

/** The page cut after its banner (the first section of <main>): what the rest of the document costs. */
export function firstScreenOnly(html: string): string {
  const main = html.indexOf('<main');
  const end = html.indexOf('</section>', main);
  if (main < 0 || end < 0) throw new Error('bench: the page has no <main> with a first <section>');
  return `${html.slice(0, end + '</section>'.length)}</main></body></html>\n`;
}

/**
 * The page with no photo but its banner (the <picture> with fetchPriority="high"): what the photos a
 * phone fetches at once though lazy (Chrome starts those within about 1,250 px of the screen) cost.
 */
export const withoutOtherPhotos = (html: string): string =>
  html.replace(/<picture>[\s\S]*?<\/picture>/g, (picture) => (picture.includes('fetchPriority="high"') ? picture : ''));

/** Every variant of `html`, by cause. */
export function causeVariants(html: string, stylesheetText: (href: string) => string): Record<Cause, string> {
  return {
    'without-font-preload': withoutFontPreload(html),
    'inline-css': withInlineCss(html, stylesheetText),
    'without-scripts': withoutScripts(html),
    'first-screen-only': firstScreenOnly(html),
    'without-other-photos': withoutOtherPhotos(html),
    'all-four': firstScreenOnly(withoutScripts(withInlineCss(withoutFontPreload(html), stylesheetText))),
  };
}
