/** @jest-environment node */
import {
  answer,
  cacheNameOf,
  handles,
  keptAddresses,
  networkPatienceMs,
  staleEntries,
  type AnswerDeps,
  type RequestFacts,
} from './offline-worker';

const origin = 'https://www.chalets-du-lac.example';
const scope = `${origin}/en/arrival-guide/`;
const files = [
  '/en/arrival-guide/',
  '/_next/static/css/a1b2.css',
  '/_next/static/chunks/app.js',
  '/_next/static/media/fraunces.woff2',
  '/_next/static/page-data/0123.js',
];
const request = (url: string, mode = 'no-cors', method = 'GET'): RequestFacts => ({ url, mode, method });

describe('the arrival guide’s worker: what it answers', () => {
  it('answers the guide itself and the files of its list', () => {
    expect(handles(request(scope, 'navigate'), origin, scope, files)).toBe(true);
    for (const path of files.slice(1))
      expect({ path, handled: handles(request(`${origin}${path}`), origin, scope, files) }).toEqual({ path, handled: true });
  });

  it('leaves every other page and file to the network, so none can come from its copy', () => {
    for (const path of ['/', '/en/', '/en/accommodation/', '/guide-arrivee/', '/en/arrival-guide/other/', '/en/arrival-guide/?utm=1']) {
      expect({ path, handled: handles(request(`${origin}${path}`, 'navigate'), origin, scope, files) }).toEqual({ path, handled: false });
    }
    // A file the list does not hold (another page's photo or script), a listed file with a query,
    // a link's data request for another page, another site, a form's POST.
    for (const url of [
      `${origin}/_next/static/chunks/other.js`,
      `${origin}/images/lac-800.avif`,
      `${origin}/_next/static/css/a1b2.css?v=2`,
      `${origin}/en/accommodation/index.txt?_rsc=1`,
    ]) {
      expect({ url, handled: handles(request(url, 'cors'), origin, scope, files) }).toEqual({ url, handled: false });
    }
    expect(handles(request('https://api.emailjs.com/api/v1.0/email/send', 'cors', 'POST'), origin, scope, files)).toBe(false);
    expect(handles(request(`${origin}/_next/static/chunks/app.js`, 'no-cors', 'POST'), origin, scope, files)).toBe(false);
    expect(handles(request(`https://elsewhere.example/_next/static/chunks/app.js`), origin, scope, files)).toBe(false);
    // The guide's address fetched by a script (not opened) is not the page: the list's document is answered when navigated to.
    expect(handles(request(scope, 'cors'), origin, scope, files)).toBe(false);
  });

  it('keeps each language’s guide in its own cache', () => {
    expect(cacheNameOf(scope)).not.toBe(cacheNameOf(`${origin}/guide-arrivee/`));
  });
});

describe('the arrival guide’s worker: what it keeps', () => {
  it('keeps its list, each address once, as the cache keys them', () => {
    expect(keptAddresses([...files, files[1] ?? ''], origin)).toEqual(files.map((file) => `${origin}${file}`));
  });

  it('on activate, deletes every entry its current list does not hold, and only those', () => {
    const kept = keptAddresses(files, origin);
    const older = [`${origin}/_next/static/css/old.css`, `${origin}/_next/static/page-data/old.js`];
    // What the worker of issue 41 kept: whatever the page had loaded, another page's photos among them.
    const foreign = [`${origin}/images/chalet-1200.avif`, `${origin}/hebergements/`];
    expect(staleEntries([...kept, ...older, ...foreign], files, origin)).toEqual([...older, ...foreign]);
    expect(staleEntries(kept, files, origin)).toEqual([]);
  });
});

/** A cache, a network and a clock of the test's own. */
function world(network: (url: string) => Promise<Response>, copies: Record<string, string> = {}) {
  const cache = new Map(Object.entries(copies).map(([url, body]) => [url, new Response(body)]));
  let elapse: (() => void) | undefined;
  const background: Promise<unknown>[] = [];
  const deps: AnswerDeps = {
    fetch: network,
    match: (url) => Promise.resolve(cache.get(url)?.clone()),
    put: (url, response) => {
      cache.set(url, response);
      return Promise.resolve();
    },
    wait: (ms) => {
      expect(ms).toBe(networkPatienceMs);
      return new Promise<void>((resolve) => {
        elapse = resolve;
      });
    },
    keepAlive: (work) => void background.push(work),
  };
  return { deps, cache, timeOut: () => elapse?.(), settled: () => Promise.all(background) };
}

const guide = `${origin}/en/arrival-guide/`;
const script = `${origin}/_next/static/chunks/app.js`;
const text = (response: Response) => response.text();
const never = () => new Promise<Response>(() => undefined);

describe('the arrival guide’s worker: how it answers', () => {
  it('gives the guide from the site when there is signal, and keeps that answer', async () => {
    const { deps, cache, settled } = world(() => Promise.resolve(new Response('today’s guide')), { [guide]: 'yesterday’s guide' });
    expect(await text(await answer(guide, deps))).toBe('today’s guide');
    await settled();
    expect(await cache.get(guide)?.text()).toBe('today’s guide');
  });

  it('gives the guide from its copy without signal, and fails only when it has none', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await text(await answer(guide, world(offline, { [guide]: 'kept guide' }).deps))).toBe('kept guide');
    await expect(answer(guide, world(offline).deps)).rejects.toThrow('Failed to fetch');
  });

  it('gives the copy when the network keeps the guide waiting, and keeps the late answer when it comes', async () => {
    let arrive: (response: Response) => void = () => undefined;
    const { deps, cache, timeOut, settled } = world(() => new Promise((resolve) => (arrive = resolve)), { [guide]: 'kept guide' });
    const answered = answer(guide, deps);
    timeOut();
    expect(await text(await answered)).toBe('kept guide');
    arrive(new Response('late guide'));
    await settled();
    expect(await cache.get(guide)?.text()).toBe('late guide');
  });

  it('with no copy, waits on the network however long it takes', async () => {
    let arrive: (response: Response) => void = () => undefined;
    const { deps, timeOut } = world(() => new Promise((resolve) => (arrive = resolve)));
    const answered = answer(guide, deps);
    timeOut();
    arrive(new Response('first guide'));
    expect(await text(await answered)).toBe('first guide');
  });

  it('keeps no error page: a 404 or 500 is shown, never stored', async () => {
    const { deps, cache, settled } = world(() => Promise.resolve(new Response('gone', { status: 404 })), { [guide]: 'kept guide' });
    expect((await answer(guide, deps)).status).toBe(404);
    await settled();
    expect(await cache.get(guide)?.text()).toBe('kept guide');
  });

  it('gives a file named by its content from its copy, without asking the network', async () => {
    const { deps } = world(never, { [script]: 'kept script' });
    expect(await text(await answer(script, deps))).toBe('kept script');
  });

  it('fetches and keeps a listed file it has no copy of', async () => {
    const { deps, cache, settled } = world(() => Promise.resolve(new Response('script')));
    expect(await text(await answer(script, deps))).toBe('script');
    await settled();
    expect(cache.has(script)).toBe(true);
  });
});
