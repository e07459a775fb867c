// Runs in the visitor's browser, inline in the 404 page of a build for GitHub Pages (compiled by
// inlineScript in export-rewrites.ts; scripts/build/build-hosting-config.ts adds it): that host serves its
// one 404 page, the French one, for every unknown address, so the page sends a visitor who asked
// for an address under /en/, /nl/ or /de/ on to that language's 404 page. It gains no time: it
// costs that page 296 bytes, for a 404 page in the visitor's language.

export interface LanguageNotFoundPage {
  /** "/en/". */
  readonly prefix: string;
  /** "/en/404.html". */
  readonly page: string;
}

/** The language's 404 page for an address under its prefix; null elsewhere, and on that page itself. */
export function notFoundPageFor(pathname: string, pages: readonly LanguageNotFoundPage[]): string | null {
  const match = pages.find(({ prefix }) => pathname.startsWith(prefix));
  return match && match.page !== pathname ? match.page : null;
}

export function showLanguageNotFoundPage(pages: readonly LanguageNotFoundPage[], view: Window = window): void {
  const page = notFoundPageFor(view.location.pathname, pages);
  // Replaced, not pushed: Back returns to the page the visitor came from.
  if (page) view.location.replace(page);
}
