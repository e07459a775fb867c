/** @jest-environment node */
import { guideFilesOf, serviceWorkerPaths } from './build-service-worker';

// A guide's finished HTML as finish-export.ts leaves it: a stylesheet link, a font preload, the tab's
// icons, and the framework's scripts in the inline loader's list (the page data first). Links to
// other pages, the home-screen icon and the manifest are no files of the guide.
const html = [
  '<!DOCTYPE html><html lang="de"><head>',
  '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/_next/static/media/fraunces.a1.woff2"/>',
  '<link rel="stylesheet" href="/_next/static/css/site.c3.css" data-precedence="next"/>',
  '<link rel="icon" href="/favicon.ico" sizes="32x32"/><link rel="icon" href="/icon.svg" type="image/svg+xml"/>',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png" sizes="180x180"/><link rel="manifest" href="/manifest.webmanifest"/>',
  '</head><body><h1>Ihre Anreise</h1><a href="/de/unterkuenfte/">Unterkünfte</a>',
  '<script>(()=>{start(["/_next/static/page-data/0f1e.js","/_next/static/chunks/webpack-9.js","/_next/static/chunks/app/(de)/de/anreise/page-7.js"])})()</script>',
  '</body></html>',
].join('');

const files: Record<string, string> = {
  '/_next/static/css/site.c3.css':
    '@font-face{src:url(../media/fraunces.a1.woff2)}@font-face{src:url("../media/source-sans.b2.woff2") format("woff2")}',
  // A script named by its site path (Turbopack), another under /_next/ (webpack).
  '/_next/static/page-data/0f1e.js':
    'self.__next_f.push([1,"5:I[1234,[\\"/_next/static/chunks/keep-guide.e5.js\\"],\\"KeepGuideOffline\\"]\\n6:I[99,[\\"static/chunks/offline-guide.d4.js\\"],\\"OfflineGuide\\"]"])',
};

const read = (sitePath: string) => {
  const text = files[sitePath];
  return text === undefined ? Promise.reject(new Error(`no ${sitePath}`)) : Promise.resolve(text);
};

describe('the guide worker’s list, read from the built guide', () => {
  it('holds the guide first, then every file its HTML loads, the fonts its stylesheet names and the scripts its page data names', async () => {
    expect(await guideFilesOf('/de/anreise/', html, read)).toEqual([
      '/de/anreise/',
      '/_next/static/chunks/app/(de)/de/anreise/page-7.js',
      '/_next/static/chunks/keep-guide.e5.js',
      '/_next/static/chunks/offline-guide.d4.js',
      '/_next/static/chunks/webpack-9.js',
      '/_next/static/css/site.c3.css',
      '/_next/static/media/fraunces.a1.woff2',
      '/_next/static/media/source-sans.b2.woff2',
      '/_next/static/page-data/0f1e.js',
      '/favicon.ico',
      '/icon.svg',
    ]);
  });

  it('serves each language’s worker from inside its guide’s folder, its scope', () => {
    expect(serviceWorkerPaths).toEqual(['/guide-arrivee/sw.js', '/en/arrival-guide/sw.js', '/nl/aankomstgids/sw.js', '/de/anreise/sw.js']);
  });
});
