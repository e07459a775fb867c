import { expect, test } from '@playwright/test';
import { pathOf, routeIds } from '@/config/routes';
import { bannerRoutes, routes } from './support';

const everyRoute = [...routes.map((route) => route.path), '/page-inconnue/'];
// At the narrowest width the German and Dutch pages too: their one-word headings and compounds
// (« Consumentenbemiddeling », « Kürbiscremesuppe », the calendar's « vergangen ») pushed five pages sideways.
const longestWords = (['de', 'nl'] as const).flatMap((lang) => routeIds.map((id) => pathOf(id, lang)));

test.describe('layout at every width', { tag: '@desktop' }, () => {
  for (const width of [320, 390, 768, 1440]) {
    test(`no page scrolls sideways at ${width} px, and its title is larger than its sections' headings`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of width === 320 ? [...everyRoute, ...longestWords] : everyRoute) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBe(0);
        // Issue 49: on inner pages the h1 and the h2 were the same size.
        const sizes = await page.evaluate(() => {
          const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
          const title = document.querySelector('h1');
          return {
            h1: title ? size(title) : 0,
            h2: Math.max(0, ...[...document.querySelectorAll('main h2')].filter((heading) => heading.checkVisibility()).map(size)),
          };
        });
        expect(sizes.h1, `${path} at ${width} px: h1 ${sizes.h1} px, largest h2 ${sizes.h2} px`).toBeGreaterThan(sizes.h2);
      }
    });
  }
});

test(
  'the wide screen’s header holds its links, its languages and its « Réserver » on one row, in every language (issue 49)',
  { tag: '@desktop' },
  async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      // The longest rows: Dutch and German words, the restaurant's « Reserveren ».
      for (const path of ['/', '/en/', '/de/', '/nl/', '/nl/restaurant/', '/de/restaurant/']) {
        await page.goto(path);
        const row = await page
          .getByRole('navigation', { name: /./ })
          .first()
          .evaluate((nav) => [nav.scrollWidth, nav.clientWidth]);
        expect(row[0], `${path} at ${width} px: the header's row ${row[0]} px for ${row[1]} px`).toBeLessThanOrEqual(row[1] ?? 0);
        await expect(
          page.getByRole('banner').getByRole('link', {
            name: /Réserver un séjour|Book a stay|Verblijf boeken|Aufenthalt buchen|Réserver une table|Book a table|Tafel reserveren|Tisch reservieren/,
          }),
        ).toBeVisible();
      }
    }
  },
);

// The markup of the pictures and the head's font preload are the same at every screen size (which file the
// browser picks is not: the phone checks its banner below): checked on the desktop.
test.describe('images', { tag: '@desktop' }, () => {
  test('every photo is offered as AVIF and WebP with its size, the banner first and the rest lazily', async ({ page }) => {
    // The pages with photos: the arrival guide has none (its plan is drawn inline).
    for (const path of [...bannerRoutes.map((route) => route.path), '/page-inconnue/']) {
      await page.goto(path);
      const pictures = await page.locator('picture').evaluateAll((elements) =>
        elements.map((picture) => {
          const image = picture.querySelector('img');
          return {
            types: [...picture.querySelectorAll('source')].map((source) => source.type),
            sizes: picture.querySelector('source')?.getAttribute('sizes') ?? '',
            width: image?.getAttribute('width'),
            height: image?.getAttribute('height'),
            loading: image?.getAttribute('loading'),
            fetchPriority: image?.getAttribute('fetchpriority'),
          };
        }),
      );
      expect(pictures.length, path).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(picture.types).toEqual(['image/avif', 'image/webp']);
        expect(picture.sizes).not.toBe('');
        expect(Number(picture.width)).toBeGreaterThan(0);
        expect(Number(picture.height)).toBeGreaterThan(0);
      }
      const [banner, ...others] = pictures;
      expect(banner).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
      for (const other of others) expect(other.loading).toBe('lazy');
    }
  });
});

test(
  'every page starts fetching its one web font, the display face, with the stylesheet, from the site itself',
  { tag: '@desktop' },
  async ({ page, request }) => {
    for (const path of everyRoute) {
      await page.goto(path);
      const fonts = await page
        .locator('head link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(fonts, path).toHaveLength(1);
      for (const href of fonts) {
        expect(href).toMatch(/^\/_next\/static\/media\/.+\.woff2$/);
        const response = await request.get(href);
        expect(response.status()).toBe(200);
      }
    }
  },
);

test.describe('on a phone', { tag: '@phone' }, () => {
  test('the banner photo a phone downloads weighs under 150 KB', async ({ page }) => {
    for (const path of [...bannerRoutes.map((route) => route.path), '/page-inconnue/']) {
      const sizes = new Map<string, number>();
      // A lazy photo of the page before may answer after the next navigation, its body gone: not this page's.
      page.on('response', (response) => {
        if (!response.url().includes('/images/')) return;
        response.body().then(
          (body) => sizes.set(new URL(response.url()).pathname, body.length),
          () => undefined,
        );
      });
      await page.goto(path, { waitUntil: 'load' });
      const banner = page.locator('img[fetchpriority="high"]');
      await expect(banner).toHaveJSProperty('complete', true);
      const source = new URL(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
      expect(source, path).toMatch(/\.avif$/);
      await expect.poll(() => sizes.get(source), { message: path }).toBeLessThan(150_000);
      page.removeAllListeners('response');
    }
  });

  test('buttons are at least 44 × 44 px for a thumb', async ({ page }) => {
    for (const path of ['/', '/restaurant/', '/hebergements/']) {
      await page.goto(path);
      const boxes = await page.getByRole('button').evaluateAll((buttons) =>
        buttons
          .filter((button) => button.getClientRects().length > 0)
          .map((button) => ({
            name: button.getAttribute('aria-label') ?? button.textContent ?? '',
            box: button.getBoundingClientRect(),
          })),
      );
      for (const { name, box } of boxes) {
        expect(box.width, `${path} ${name}`).toBeGreaterThanOrEqual(44);
        expect(box.height, `${path} ${name}`).toBeGreaterThanOrEqual(44);
      }
    }
  });
});
