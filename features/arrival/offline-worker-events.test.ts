/** @jest-environment node */
// The worker's events as the browser fires them, on a cache and a network of the test's own: what
// install keeps, what activate deletes, what fetch answers and what it leaves to the network.
import type { GuideFiles } from './offline-worker';

const origin = 'https://www.chalets-du-lac.example';
const scope = `${origin}/de/anreise/`;
const files: GuideFiles = ['/de/anreise/', '/_next/static/css/new.css', '/_next/static/page-data/new.js'];

type Listener = (event: unknown) => void;

/** A Cache keyed by URL, as the worker uses it. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  addAll(requests: readonly Request[]) {
    return Promise.all(requests.map(async (request) => this.entries.set(request.url, await fetch(request)))).then(() => undefined);
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(url: string) {
    return Promise.resolve(this.entries.delete(url));
  }
  match(url: string) {
    return Promise.resolve(this.entries.get(url)?.clone());
  }
  put(url: string, response: Response) {
    this.entries.set(url, response);
    return Promise.resolve();
  }
}

/** Loads the worker's entry into a fake worker scope; its listeners by event type. */
async function startWorker() {
  const listeners = new Map<string, Listener>();
  const cache = new FakeCache();
  const opened: string[] = [];
  const requested: string[] = [];
  const cacheModes: string[] = [];
  const claimed = jest.fn(() => Promise.resolve());
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.__GUIDE_FILES__ = files;
  globals.self = {
    registration: { scope },
    location: new URL(scope),
    clients: { claim: claimed },
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  globals.caches = {
    open: (name: string) => {
      opened.push(name);
      return Promise.resolve(cache);
    },
  };
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = input instanceof Request ? input.url : String(input);
    requested.push(url);
    cacheModes.push(input instanceof Request ? input.cache : 'default');
    return Promise.resolve(new Response(`from the site: ${url}`));
  });
  await jest.isolateModulesAsync(async () => {
    await import('./offline-worker-events');
  });
  /** Fires `type` and waits for what the worker asked the browser to wait for. */
  const fire = async (type: string, fields: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    let answered: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...fields,
      waitUntil: (work: Promise<unknown>) => waits.push(work),
      respondWith: (response: Promise<Response>) => (answered = response),
    });
    await Promise.all(waits);
    return answered;
  };
  return { cache, opened, requested, cacheModes, claimed, fire };
}

// The worker's patience with a slow network is a timer (networkPatienceMs): faked, so none outlives a test.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] }));
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the arrival guide’s worker, as the browser runs it', () => {
  it('keeps its whole list at install, asking the site rather than the browser’s cache for the guide itself', async () => {
    const { cache, opened, cacheModes, fire } = await startWorker();
    await fire('install');
    expect([...cache.entries.keys()]).toEqual(files.map((file) => `${origin}${file}`));
    // The files named by their content may come from the browser's cache, where the page left them.
    expect(cacheModes).toEqual(['no-cache', 'default', 'default']);
    expect(opened).toEqual(['guide-arrivee:/de/anreise/']);
  });

  it('on activate, deletes every entry of its cache that its current list does not hold, then takes the open guide', async () => {
    const { cache, claimed, fire } = await startWorker();
    for (const stale of ['/_next/static/css/old.css', '/_next/static/page-data/old.js', '/images/chalet-1200.avif', '/de/unterkuenfte/']) {
      await cache.put(`${origin}${stale}`, new Response('older build'));
    }
    await fire('install');
    await fire('activate');
    expect([...cache.entries.keys()].sort()).toEqual(files.map((file) => `${origin}${file}`).sort());
    expect(claimed).toHaveBeenCalled();
  });

  it('answers the guide and its files, and lets every other request go to the network untouched', async () => {
    const { requested, fire } = await startWorker();
    // The guide's address fetched by a script is not the page opened: left alone.
    expect(await fire('fetch', { request: new Request(scope) })).toBeUndefined();
    // A Request built by a script cannot be a navigation: the test stands one in.
    const guide = await fire('fetch', { request: { url: scope, method: 'GET', mode: 'navigate' } });
    expect(await guide?.text()).toBe(`from the site: ${scope}`);
    const style = await fire('fetch', { request: new Request(`${origin}/_next/static/css/new.css`) });
    expect(await style?.text()).toBe(`from the site: ${origin}/_next/static/css/new.css`);
    for (const request of [
      { url: `${origin}/de/unterkuenfte/`, method: 'GET', mode: 'navigate' },
      new Request(`${origin}/_next/static/css/other.css`),
      new Request(`${origin}/de/anreise/`, { method: 'POST', body: 'x' }),
    ]) {
      expect(await fire('fetch', { request })).toBeUndefined();
    }
    expect(requested).toEqual([scope, `${origin}/_next/static/css/new.css`]);
  });
});
