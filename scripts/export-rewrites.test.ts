import { deferFrameworkScripts, frameworkScriptSources, loaderScript, preloadFonts, withCompileHint } from './export-rewrites';

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

describe('loaderScript', () => {
  it('is valid JavaScript that waits for the banner or the visitor before loading anything', () => {
    const source = loaderScript(['/a.js']);
    expect(() => new Function(source)).not.toThrow();
    for (const trigger of ["'pointerdown'", "'keydown'", "'load'", "'largest-contentful-paint'", 'img[fetchpriority=high]']) {
      expect(source).toContain(trigger);
    }
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
