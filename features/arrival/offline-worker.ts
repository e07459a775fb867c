// The arrival guide's service worker, compiled at build into sw.js under each language's guide folder
// (scripts/build/build-service-worker.ts: /guide-arrivee/sw.js…) and registered by the guide alone
// with that folder as its scope: it controls the guide and nothing else, so no other page can ever
// come from its cache. Network first: with signal every request goes to the site as if there were no
// worker (the owner's edits show at once) and its answer replaces the copy kept; without signal, the
// guide and the files it loaded come from that copy. Pure functions here, tested in Jest; the
// worker's events are wired in offline-worker-events.ts.

/** What the worker keeps a copy of: GET answers from the site itself that the guide loaded. */
export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  /** Request.destination: 'document' for the page, 'style', 'script', 'font', 'image'… '' for a fetch(). */
  readonly destination: string;
  readonly mode: string;
}

const kept = new Set(['document', 'style', 'script', 'font', 'image']);

/**
 * Whether the worker answers this request (network first, then its copy): the guide's own address
 * (`scope`, as navigated to), and the styles, scripts, fonts and images it loads from the site. Not the
 * data requests of a link to another page (destination ''), nor any other page: those go to the
 * network alone, as without a worker.
 */
export function handles(request: RequestFacts, origin: string, scope: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin) return false;
  if (request.mode === 'navigate' || request.destination === 'document') return url.pathname === new URL(scope).pathname && url.search === '';
  return kept.has(request.destination);
}

/** The cache's name: one per guide's folder, so each language's guide keeps its own copy. */
export const cacheNameOf = (scope: string): string => `guide-arrivee:${new URL(scope).pathname}`;

/**
 * The addresses the page hands the worker once it is installed (the page itself and the files it
 * loaded before the worker was there), kept to the site's own ones the worker may answer.
 */
export function precacheList(urls: readonly string[], origin: string, scope: string): string[] {
  const scopePath = new URL(scope).pathname;
  return [...new Set(urls)].filter((address) => {
    const url = new URL(address, origin);
    if (url.origin !== origin) return false;
    return url.pathname === scopePath || /\.(css|js|woff2|webp|avif|jpg|png|svg)$/.test(url.pathname);
  });
}
