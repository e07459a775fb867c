import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pathOf, routeIds } from '@/config/routes';
import { languages } from '@/lib/i18n/languages';
import { shareImageAlt, shareImagePath } from '@/config/share-image';
import { siteRoutes, siteRoutesIn } from '@/site/seo';
import { siteUrl } from '@/config/contact';
import { siteTaglines } from '@/config/site';
import { pageTitle } from '@/site/page-metadata';
import { pageGraph } from '@/site/structured-data';

const canonical = (path: string) => new URL(path, siteUrl).href;

/** A share image at `path` is served as a JPEG and is 1200×630 once decoded. */
async function expectShareImageServed(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, path);
  expect(size).toEqual([1200, 630]);
}

// What search engines and social networks read is the same at every screen size: checked once.
test.describe('search engines and sharing', { tag: '@desktop' }, () => {
  for (const route of siteRoutes.map((site) => ({ ...site, path: pathOf(site.id, 'fr') }))) {
    test(`${route.path} tells search engines and social networks what it is`, async ({ page, request }) => {
      await page.goto(route.path);
      const head = page.locator('head');
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(route.path));
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical(route.path));
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', route.meta.description);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');

      // The share image is this page's own, 1200×630, and is served.
      const image = new URL((await head.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
      expect(image.href.startsWith(siteUrl)).toBe(true);
      await expectShareImageServed(page, request, image.pathname);

      // The JSON-LD in the page is exactly the graph built from content.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks).toHaveLength(1);
      expect(JSON.parse(blocks[0] ?? '')).toEqual(pageGraph(route.id, 'fr'));
    });
  }

  // The German pages: their head and JSON-LD in German, from the owner's translations.
  for (const route of siteRoutesIn('de').map((site) => ({ ...site, path: pathOf(site.id, 'de') }))) {
    test(`${route.path} tells search engines and social networks what it is, in German`, async ({ page, request }) => {
      await page.goto(route.path);
      const head = page.locator('head');
      await expect(page).toHaveTitle(pageTitle(route.id, 'de'));
      // The owner's German, not the French ("Restaurant" is the same word in both).
      expect(route.meta.description).not.toBe(siteRoutes.find((french) => french.id === route.id)?.meta.description);
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', route.meta.description);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', pageTitle(route.id, 'de'));
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', route.meta.description);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical(route.path));
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
      const alternates = await head
        .locator('meta[property="og:locale:alternate"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
      expect(alternates.toSorted()).toEqual(['en_GB', 'fr_FR', 'nl_NL']);

      // Its own German share image, 1200×630, served, described in German.
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', canonical(shareImagePath(route.id, 'de')));
      await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', shareImageAlt('de', route.shareHeading));
      const imagePath = shareImagePath(route.id, 'de');
      expect(imagePath).toMatch(/^\/partage\/de\/[a-z-]+\.jpg$/);
      await expectShareImageServed(page, request, imagePath);

      // The JSON-LD is the German graph: the page node in German, the places under their usual identifiers.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks).toHaveLength(1);
      const graph = JSON.parse(blocks[0] ?? '') as { '@graph': Record<string, unknown>[] };
      expect(graph).toEqual(pageGraph(route.id, 'de'));
      expect(graph['@graph'][0]).toMatchObject({
        '@id': canonical(`${route.path}#page`),
        name: pageTitle(route.id, 'de'),
        inLanguage: 'de-DE',
      });
    });
  }

  test('each page has its own share image', async ({ page }) => {
    const images = new Set<string>();
    for (const route of siteRoutes) {
      await page.goto(pathOf(route.id, 'fr'));
      images.add((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '');
    }
    expect(images.size).toBe(siteRoutes.length);
  });

  test('the sitemap lists every page (in each language: e2e/languages.spec.ts) and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Beside the events still to come, each with its own page (listed in e2e/languages.spec.ts).
    const pages = locations.filter(
      (location) => !languages.some((lang) => new RegExp(`^${canonical(pathOf('events', lang))}[^/]+/$`).test(location ?? '')),
    );
    expect(pages).toHaveLength(routeIds.length * languages.length);
    expect(pages).toEqual(expect.arrayContaining(routeIds.map((id) => canonical(pathOf(id, 'fr')))));

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: ${canonical('/sitemap.xml')}`);
  });

  test('the icons and each language’s web manifest are served, each page linking its own', async ({ page, request }) => {
    for (const lang of languages) {
      await page.goto(pathOf('home', lang));
      const href = (await page.locator('head link[rel="manifest"]').getAttribute('href')) ?? '';
      const manifest = (await (await request.get(href)).json()) as {
        lang: string;
        start_url: string;
        description: string;
        icons: { src: string }[];
      };
      // A visitor who adds the German site to a home screen opens it in German, described in German.
      expect([manifest.lang, manifest.start_url]).toEqual([lang, pathOf('home', lang)]);
      expect(manifest.description).toBe(siteTaglines[lang]);
      for (const icon of [...manifest.icons.map((entry) => entry.src), '/favicon.ico', '/apple-touch-icon.png']) {
        expect((await request.get(icon)).status(), icon).toBe(200);
      }
    }
  });

  test('the 404 page is kept out of search results', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });
});
