// The worker's entry (bundled by scripts/build/build-service-worker.ts, which writes the guide's list
// in place of __GUIDE_FILES__): install keeps a copy of the list, activate deletes what the list no
// longer holds, fetch answers what handles() accepts (./offline-worker.ts, its rules).
import { answer, cacheNameOf, handles, isFingerprinted, keptAddresses, staleEntries, type GuideFiles } from './offline-worker';

// The worker's own types, written out: the project's "dom" library and TypeScript's "webworker" one
// cannot be loaded together, and this file needs only these few.
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

declare const self: WorkerScope;
/** The guide's address and the site paths of the files it loads, written here at build. */
declare const __GUIDE_FILES__: GuideFiles;

const files: GuideFiles = __GUIDE_FILES__;
const scope = self.registration.scope;
const origin = self.location.origin;
const cacheName = cacheNameOf(scope);

// The whole list or nothing (addAll): a worker whose copy failed never becomes the one that answers,
// and the browser tries again at the next visit. 'no-cache' asks the site, not the browser's cache,
// for the guide as it is now; the fingerprinted files the page just loaded come from that cache.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) =>
        cache.addAll(
          keptAddresses(files, origin).map((address) => new Request(address, { cache: isFingerprinted(address) ? 'default' : 'no-cache' })),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then(async (cache) => {
        const cached = (await cache.keys()).map((request) => request.url);
        await Promise.all(staleEntries(cached, files, origin).map((address) => cache.delete(address)));
      })
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!handles(request, origin, scope, files)) return;
  const url = request.url.split('#')[0] ?? request.url;
  event.respondWith(
    caches.open(cacheName).then((cache) =>
      answer(url, {
        fetch: (address) => fetch(address),
        match: (address) => cache.match(address, { ignoreVary: true }),
        put: (address, response) => cache.put(address, response),
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        keepAlive: (work) => event.waitUntil(work),
      }),
    ),
  );
});
