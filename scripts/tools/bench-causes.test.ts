/** @jest-environment node */
import { causeVariants, firstScreenOnly } from './bench-causes';

const page = [
  '<!DOCTYPE html><html lang="fr"><head>',
  '<link rel="preload" as="font" type="font/woff2" crossorigin="" href="/f.woff2"/>',
  '<link rel="preload" as="image" fetchpriority="high" href="/b.avif"/>',
  '<link rel="stylesheet" href="/s.css" data-precedence="next"/>',
  '<script>start()</script></head>',
  '<body><header>Menu</header><main><section><picture><img fetchPriority="high"/></picture><h1>Lac</h1></section>',
  '<section><h2>Chalets</h2><picture><img loading="lazy" fetchPriority="auto" src="/c.avif"/></picture></section></main><footer>Pied</footer><script src="/a.js"></script></body></html>',
].join('');

describe('the home page with one suspect left out', () => {
  const variants = causeVariants(page, (href) => `/* ${href} */ body{margin:0}`);

  it('drops the font preload and keeps the banner’s', () => {
    expect(variants['without-font-preload']).not.toContain('as="font"');
    expect(variants['without-font-preload']).toContain('as="image"');
  });

  it('puts the stylesheet’s text where its link was', () => {
    expect(variants['inline-css']).toContain('<style>/* /s.css */ body{margin:0}</style>');
    expect(variants['inline-css']).not.toContain('rel="stylesheet"');
  });

  it('removes every script, inline or not, and nothing else', () => {
    expect(variants['without-scripts']).not.toContain('<script');
    expect(variants['without-scripts']).toContain('<footer>Pied</footer>');
  });

  it('cuts the page after the banner’s section, closing what was open', () => {
    expect(variants['first-screen-only']).toMatch(/<h1>Lac<\/h1><\/section><\/main><\/body><\/html>\n$/);
    expect(variants['first-screen-only']).not.toContain('Chalets');
    expect(() => firstScreenOnly('<html><body>no main</body></html>')).toThrow('no <main>');
  });

  it('keeps the banner’s picture alone', () => {
    expect(variants['without-other-photos']).toContain(
      '<picture><img fetchpriority="high"/></picture>'.replace('fetchpriority', 'fetchPriority'),
    );
    expect(variants['without-other-photos']).not.toContain('/c.avif');
    expect(variants['without-other-photos']).toContain('<h2>Chalets</h2>');
  });

  it('leaves all four out together', () => {
    const all = variants['all-four'];
    expect(all).not.toMatch(/as="font"|rel="stylesheet"|<script|Chalets/);
    expect(all).toContain('as="image"');
  });
});
