// The worker's entry (bundled by scripts/build/build-service-worker.ts): install, activate, the
// page's list of files to keep, and network-first answers for what handles() accepts.
import { cacheNameOf, handles, precacheList } from './offline-worker';

// The worker's own types, written out: the project's "dom" library and TypeScript's "webworker" one
// cannot be loaded together, and this file needs only these few.
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface MessageEventLike extends ExtendableEventLike {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

declare const self: WorkerScope;

const scope = self.registration.scope;
const cacheName = cacheNameOf(scope);

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The page sends what it loaded; the answer tells it the copy is made (the page then says it opens offline). */
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { urls?: unknown }).urls)) return;
  const urls = precacheList((data as { urls: unknown[] }).urls.filter((url): url is string => typeof url === 'string'), self.location.origin, scope);
  const port = event.ports[0];
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => Promise.all(urls.map((url) => fetch(url, { cache: 'no-cache' }).then((response) => (response.ok ? cache.put(url, response) : undefined)))))
      .then(
        () => port?.postMessage({ ready: true }),
        () => port?.postMessage({ ready: false }),
      ),
  );
});

async function networkFirst(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const copy = await cache.match(request, { ignoreVary: true });
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (!handles(request, self.location.origin, scope)) return;
  event.respondWith(networkFirst(request));
});
