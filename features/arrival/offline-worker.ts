// The arrival guide's service worker, compiled at build into sw.js under each language's guide folder
// (scripts/build/build-service-worker.ts: /guide-arrivee/sw.js…), with that folder as its scope. The
// guide registers it when it is opened (offline-guide.tsx), the one page whose visitor asked for what it
// keeps: a copy kept from any other page would need consent (loi Informatique et Libertés, article 82:
// only what is strictly needed for a service the visitor asked for is exempt), so a family that opens
// the guide once, from the stays page's link, finds it tonight without signal. Its scope keeps it to
// the guide: the browser hands it the guide's own requests and nothing else, so no other page can ever
// come from its cache, nor wait on it. Its list, written at build, is the guide and the files the
// guide loads: it keeps a copy of those at install, answers only those, and on activate deletes every
// entry its list no longer holds (a new build names new files). The guide itself is network first, so with signal the owner's
// edits show at once, its copy answering when the network fails or keeps the page waiting too long;
// the other files are named by their content, so their copy is answered first. Pure rules here,
// tested in Jest; the worker's events are wired in offline-worker-events.ts.

/** What the worker needs to know of a request to decide whether to answer it. */
export interface RequestFacts {
  readonly method: string;
  readonly url: string;
  /** Request.mode: 'navigate' when the guide is opened. */
  readonly mode: string;
}

/**
 * The worker's list, written into sw.js at build: the guide's address (its scope, first) and the site
 * paths of the files it loads (styles, scripts, its page data, fonts).
 */
export type GuideFiles = readonly string[];

/**
 * Whether the worker answers this request: a GET of the site's own for the guide's exact address, or
 * for a file of its list (no query: a query is another address, which the list does not hold). Not
 * the data request of a link to another page, nor another page, nor another site: those go to the
 * network alone, as without a worker.
 */
export function handles(request: RequestFacts, origin: string, scope: string, files: GuideFiles): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || url.search !== '') return false;
  if (request.mode === 'navigate') return url.pathname === new URL(scope).pathname;
  return url.pathname !== new URL(scope).pathname && files.includes(url.pathname);
}

/** The cache's name: one per guide's folder, so each language's guide keeps its own copy. */
export const cacheNameOf = (scope: string): string => `guide-arrivee:${new URL(scope).pathname}`;

/** The absolute addresses of the list, as the cache keys them. */
export const keptAddresses = (files: GuideFiles, origin: string): string[] => [...new Set(files)].map((file) => new URL(file, origin).href);

/** The cache's entries its current list does not hold: deleted on activate (an older build's files, anything else). */
export function staleEntries(cached: readonly string[], files: GuideFiles, origin: string): string[] {
  const kept = new Set(keptAddresses(files, origin));
  return cached.filter((address) => !kept.has(address));
}

/** A fingerprinted file (Next names the files of /_next/static/ by their content): its copy never goes stale. */
export const isFingerprinted = (url: string): boolean => new URL(url).pathname.startsWith('/_next/static/');

/**
 * How long the guide waits on the network, once it has a copy, before it shows the copy: one bar of
 * signal at the gate can hold a request for a minute. The network's answer still replaces the copy.
 */
export const networkPatienceMs = 4000;

/** What answer() needs of the worker's world, handed in so that a test drives it. */
export interface AnswerDeps {
  readonly fetch: (url: string) => Promise<Response>;
  readonly match: (url: string) => Promise<Response | undefined>;
  readonly put: (url: string, response: Response) => Promise<void>;
  readonly wait: (ms: number) => Promise<void>;
  /** Keeps the worker alive until the network's late answer is kept. */
  readonly keepAlive: (work: Promise<unknown>) => void;
}

/**
 * The answer to a request handles() accepted. A fingerprinted file: its copy, else the network's
 * (then kept). The guide: the network's answer (kept when it is a 200), its copy when the network
 * fails or when it has not answered within networkPatienceMs; with no copy, whatever the network gives.
 */
export async function answer(url: string, deps: AnswerDeps): Promise<Response> {
  if (isFingerprinted(url)) {
    const copy = await deps.match(url);
    if (copy) return copy;
  }
  const fromNetwork = deps.fetch(url).then(async (response) => {
    if (response.ok) await deps.put(url, response.clone());
    return response;
  });
  deps.keepAlive(fromNetwork.catch(() => undefined));
  try {
    // null: the network has not answered in time.
    const first = await Promise.race([fromNetwork, deps.wait(networkPatienceMs).then(() => null)]);
    if (first) return first;
    const copy = await deps.match(url);
    return copy ?? (await fromNetwork);
  } catch (error) {
    const copy = await deps.match(url);
    if (copy) return copy;
    throw error;
  }
}
