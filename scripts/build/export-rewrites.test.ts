/** @jest-environment node */
// esbuild, which compiles the loader, refuses to run inside jsdom; the loader itself is tested in
// jsdom in deferred-loader.test.ts.
import {
  deferFrameworkScripts,
  deferStylesheets,
  extractPageData,
  frameworkScriptSources,
  loaderScript,
  preloadBanner,
  preloadFonts,
  withCompileHint,
} from './export-rewrites';

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
    expect(deferred.match(/<script>\(\(\)=>/g)).toHaveLength(1);
    expect(deferred).toContain('["/_next/static/chunks/react.js","/_next/static/chunks/app.js","/_next/static/chunks/main.js"]');
    expect(deferred.indexOf('<script>(()=>')).toBeLessThan(deferred.indexOf('<meta name="viewport"'));
  });

  it('keeps the inline data, the legacy polyfill and the content as they were', () => {
    expect(deferred).toContain('<script>self.__next_f.push([1,"payload"])</script>');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<main>Bienvenue</main>');
  });

  it('leaves a page it has already rewritten unchanged', () => {
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
  });

  it('starts the sources it is given first, before the framework', () => {
    expect(deferFrameworkScripts(page, ['/_next/static/page-data/abc.js'])).toContain(
      '["/_next/static/page-data/abc.js","/_next/static/chunks/react.js","/_next/static/chunks/app.js","/_next/static/chunks/main.js"]',
    );
  });
});

describe('deferStylesheets', () => {
  const { html, stylesheets } = deferStylesheets(page);

  it("keeps Next's stylesheet only for browsers without scripts, and names it for the loader", () => {
    expect(stylesheets).toEqual(['/_next/static/chunks/a.css']);
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/></noscript>');
    expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
  });

  it("hands it to the loader, after the scripts' names", () => {
    const deferred = deferFrameworkScripts(html, [], stylesheets);
    expect(deferred).toContain(
      '["/_next/static/chunks/react.js","/_next/static/chunks/app.js","/_next/static/chunks/main.js"],["/_next/static/chunks/a.css"]',
    );
  });
});

describe('extractPageData', () => {
  const withData = page.replace(
    '<script>self.__next_f.push([1,"payload"])</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"a\\u003c/p>(b])"])</script><script>self.__next_f.push([1,"c"])</script>',
  );

  it('moves every inline data script, in order, into one script and out of the page', () => {
    const extracted = extractPageData(withData);
    expect(extracted?.script).toBe(
      '(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"a\\u003c/p>(b])"]);\nself.__next_f.push([1,"c"]);\n',
    );
    expect(extracted?.html).not.toContain('__next_f');
    expect(extracted?.html).toContain('<main>Bienvenue</main><script src="/_next/static/chunks/main.js" async=""></script></body></html>');
  });

  it('finds nothing on a page without data', () => {
    expect(extractPageData('<html><body><main>Bienvenue</main></body></html>')).toBeNull();
  });
});

describe('loaderScript', () => {
  const sources = ['/_next/static/chunks/react.js', '/_next/static/chunks/app.js'];
  const script = loaderScript(sources);

  it("is the typed loader compiled and minified into one expression, with the page's scripts in order", () => {
    expect(script).toMatch(/^\(\(\)=>\{/);
    expect(script).toContain(JSON.stringify(sources));
    expect(script).not.toMatch(/\n|: (readonly )?string|__react/);
    expect(script.length).toBeLessThan(1300);
  });

  it('runs as compiled: nothing at first, every script once at the first touch', () => {
    const listeners = new Map<string, () => void>();
    const appended: string[] = [];
    const queuedTasks: (() => void)[] = [];
    class QueuedMessageChannel {
      readonly port1: { onmessage: (() => void) | null; close: () => void } = { onmessage: null, close: () => undefined };
      readonly port2 = { postMessage: () => queuedTasks.push(() => this.port1.onmessage?.()) };
    }
    const fakeWindow = {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      setTimeout: () => 0,
      MessageChannel: QueuedMessageChannel,
      document: {
        createElement: () => ({ src: '', async: false }),
        head: { appendChild: (element: { src: string }) => appended.push(element.src) },
      },
    };
    new Function('window', script)(fakeWindow);
    expect(appended).toEqual([]);
    listeners.get('pointerdown')?.();
    listeners.get('keydown')?.();
    expect(appended).toEqual(sources.slice(0, 1));
    while (queuedTasks.length > 0) queuedTasks.shift()?.();
    expect(appended).toEqual(sources);
  });
});

describe('preloadFonts', () => {
  it('asks for each font before the viewport tag, once', () => {
    const withFonts = preloadFonts(page, ['/_next/static/media/display.woff2']);
    expect(withFonts).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/_next/static/media/display.woff2"/><meta name="viewport"',
    );
    expect(preloadFonts(withFonts, ['/_next/static/media/display.woff2'])).toBe(withFonts);
  });
});

describe('frameworkScriptSources and withCompileHint', () => {
  it('lists the start-up scripts, and marks a script once for eager compiling', () => {
    expect(frameworkScriptSources(page)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/main.js',
    ]);
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
