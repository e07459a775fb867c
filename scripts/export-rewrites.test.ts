import { deferFrameworkScripts, frameworkScriptSources, loaderScript, preloadBanner, preloadFonts, withCompileHint } from './export-rewrites';

const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<meta name="viewport" content="width=device-width"/>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main>Bienvenue</main><script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');

describe('deferFrameworkScripts', () => {
  const deferred = deferFrameworkScripts(page);

  it('takes every framework script and its preload hint out of the page', () => {
    expect(deferred).not.toMatch(/<script src="[^"]+" async=""><\/script>/);
    expect(deferred).not.toContain('rel="preload" as="script"');
  });

  it('puts one loader in their place that knows all of them, in page order', () => {
    expect(deferred.match(/<script>\(function\(\)/g)).toHaveLength(1);
    expect(deferred).toContain('sources=["/_next/static/chunks/react.js","/_next/static/chunks/app.js","/_next/static/chunks/main.js"]');
    expect(deferred.indexOf('<script>(function()')).toBeLessThan(deferred.indexOf('<meta name="viewport"'));
  });

  it('keeps the inline data, the legacy polyfill and the content as they were', () => {
    expect(deferred).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<main>Bienvenue</main>');
  });

  it('leaves a page it has already rewritten unchanged', () => {
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
  });
});

describe('loaderScript, run in a page', () => {
  // Each test runs its own loader with its own script names: listeners of earlier runs stay on the
  // shared window but only ever add their own scripts.
  let run = 0;
  function startLoader(): string[] {
    run += 1;
    const sources = [`/_next/static/chunks/${run}-a.js`, `/_next/static/chunks/${run}-b.js`];
    new Function(loaderScript(sources))();
    return sources;
  }
  const added = (sources: string[]) =>
    [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src')).filter((src) => src !== null && sources.includes(src));

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('loads nothing by itself, then every script once, in order, at the first touch or key', () => {
    const sources = startLoader();
    expect(added(sources)).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(added(sources)).toEqual(sources);
  });

  it('loads them on load when the page has no banner', () => {
    const sources = startLoader();
    window.dispatchEvent(new Event('load'));
    expect(added(sources)).toEqual(sources);
  });

  it('waits for the paint of the banner when the browser reports paints, with 3 s as a limit', () => {
    const banner = document.createElement('img');
    banner.setAttribute('fetchpriority', 'high');
    Object.defineProperty(banner, 'naturalWidth', { value: 800 });
    document.body.append(banner);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const observers: ((list: { getEntries: () => { element: Element }[] }) => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
        observers.push(callback);
      }
      observe() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });

    const sources = startLoader();
    window.dispatchEvent(new Event('load'));
    observers.forEach((notify) => notify({ getEntries: () => [{ element: document.body }] }));
    expect(added(sources)).toEqual([]); // the paint of something else
    observers.forEach((notify) => notify({ getEntries: () => [{ element: banner }] }));
    expect(added(sources)).toEqual(sources); // the paint of the banner

    const late = startLoader();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(2999);
    expect(added(late)).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added(late)).toEqual(late); // 3 s after load
  });

  it('replays a tap on a button made before React listens, once React has taken that button over', () => {
    // The loaders of earlier tests let go of taps once React listens.
    Object.assign(document, { __reactContainer$test: {} });
    document.body.click();
    Reflect.deleteProperty(document, '__reactContainer$test');
    const button = document.createElement('button');
    let clicks = 0;
    button.addEventListener('click', () => {
      clicks += 1;
    });
    document.body.append(button);
    const sources = startLoader();
    button.click();
    expect(added(sources)).toEqual(sources);
    jest.advanceTimersByTime(500);
    expect(clicks).toBe(1);

    Object.assign(button, { __reactProps$test: {} });
    Object.assign(document, { __reactContainer$test: {} });
    jest.advanceTimersByTime(50);
    expect(clicks).toBe(2);
    jest.advanceTimersByTime(20_000);
    expect(clicks).toBe(2);
    Reflect.deleteProperty(document, '__reactContainer$test');
  });

  it('starts after 8 s even when load never comes', () => {
    const sources = startLoader();
    jest.advanceTimersByTime(7999);
    expect(added(sources)).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added(sources)).toEqual(sources);
  });
});

describe('preloadFonts', () => {
  it('asks for each font before the viewport tag, once', () => {
    const withFonts = preloadFonts(page, ['/_next/static/media/display.woff2']);
    expect(withFonts).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/_next/static/media/display.woff2"/><meta name="viewport"');
    expect(preloadFonts(withFonts, ['/_next/static/media/display.woff2'])).toBe(withFonts);
  });
});

describe('frameworkScriptSources and withCompileHint', () => {
  it('lists the start-up scripts, and marks a script once for eager compiling', () => {
    expect(frameworkScriptSources(page)).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/app.js', '/_next/static/chunks/main.js']);
    const hinted = withCompileHint('(()=>{})();');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('preloadBanner', () => {
  const withPicture = (fetchPriority: string) =>
    page.replace(
      '<main>Bienvenue</main>',
      `<main><picture><source type="image/avif" srcSet="/images/lac-400.avif 400w, /images/lac-800.avif 800w" sizes="100vw"/><source type="image/webp" srcSet="/images/lac-400.webp 400w" sizes="100vw"/><img src="/images/lac-640.jpg" fetchPriority="${fetchPriority}"/></picture></main>`,
    );

  it('asks for the banner in AVIF, with its widths and sizes, from the head once the viewport is known, once', () => {
    const preloaded = preloadBanner(withPicture('high'));
    expect(preloaded).toContain(
      '<meta name="viewport" content="width=device-width"/><link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/images/lac-400.avif 400w, /images/lac-800.avif 800w" imagesizes="100vw"/>',
    );
    expect(preloadBanner(preloaded)).toBe(preloaded);
  });

  it('leaves a page without a banner as it is', () => {
    expect(preloadBanner(withPicture('auto'))).toBe(withPicture('auto'));
    expect(preloadBanner(page)).toBe(page);
  });
});
