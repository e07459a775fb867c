// The framework's scripts wait until the banner photo has painted (see scripts/build/export-rewrites.ts),
// so that on a weak signal they do not hold the first view back; the page must still come alive.
import { expect, test } from '@playwright/test';
import { bannerRoutes, openPage, routes, waitForHydration } from './support';

const frameworkScriptPattern = /\/_next\/static\/chunks\/[^/]+\.js$/;
const isFrameworkScript = (url: string) => frameworkScriptPattern.test(url);

test('on every page the banner paints first, then the scripts load and the page hydrates without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const { path, banner } of routes) {
    await openPage(page, path);
    const order = await page.evaluate(async (pattern) => {
      const largest = await new Promise<PerformanceEntry | undefined>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(undefined), 5000);
      });
      const element = (largest as (PerformanceEntry & { element: Element | null }) | undefined)?.element;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(entry.name))
        .map((entry) => entry.startTime);
      return {
        paintedAt: largest?.startTime ?? Infinity,
        paintedBanner: element?.tagName === 'IMG' && element.getAttribute('fetchpriority') === 'high',
        scripts,
      };
    }, frameworkScriptPattern.source);
    expect(order.scripts.length, path).toBeGreaterThan(0);
    // A page without a banner photo (the arrival guide) paints its text first; it still hydrates, without an error.
    if (banner === false) continue;
    expect(order.paintedBanner, `${path}: the largest paint is the banner photo`).toBe(true);
    expect(Math.min(...order.scripts), `${path}: first script request after the banner paint`).toBeGreaterThan(order.paintedAt);
  }
  expect(errors, 'errors in the console while the pages hydrated').toEqual([]);
});

// With no photo arriving, the first key press starts the scripts whatever the screen size (the phone's tap
// is checked below).
test('a visitor who acts before the banner has arrived starts the scripts at once', { tag: '@desktop' }, async ({ page }) => {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (isFrameworkScript(request.url())) scriptRequests.push(request.url());
  });
  // The photos never arrive, as on a signal that has dropped: no paint of the banner, no load event.
  await page.route('**/images/**', () => undefined);
  await page.goto('/restaurant/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Le restaurant' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(scriptRequests).toEqual([]);

  await page.keyboard.press('Tab');
  await waitForHydration(page);
  expect(scriptRequests.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Réserver une table' }).click();
  await expect(page.getByRole('region', { name: 'Demande de réservation' })).toBeVisible();
});

test.describe('on a phone', { tag: '@phone' }, () => {
  test('a tap on Menu before the scripts start opens the menu once (no double toggle when React takes over)', async ({ page }) => {
    // The photos never arrive, so the page waits for the visitor; the scripts then take a second,
    // so the tap certainly lands before React runs.
    await page.route('**/images/**', () => undefined);
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/loisirs/', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('button', { name: 'Menu' });
    const contact = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' });
    await expect(menu, 'React has not run yet').not.toHaveAttribute('aria-expanded');
    await menu.click();
    // The browser opens it by itself, at once.
    await expect(contact).toBeVisible();
    await waitForHydration(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(500);
    await expect(contact, 'still open once React runs the page').toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
  });
});

// The page starts the same scripts at every screen size (none is chosen by the width).
test('every start-up script asks the browser to compile it while it downloads', { tag: '@desktop' }, async ({ page }) => {
  const responses: Promise<string>[] = [];
  page.on('response', (response) => {
    if (isFrameworkScript(response.url())) responses.push(response.text());
  });
  await openPage(page, '/');
  const bodies = await Promise.all(responses);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});

test('the banner is asked for from the head at the size the screen needs, and fetched once', async ({ page }) => {
  for (const { path } of bannerRoutes) {
    const imageRequests: string[] = [];
    const onRequest = (request: { url: () => string }) => {
      if (request.url().includes('/images/')) imageRequests.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await openPage(page, path);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload, path).toHaveCount(1);
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    const banner = page.locator('img[fetchpriority="high"]');
    await expect(banner).toHaveJSProperty('complete', true);
    const sourceSet = await banner.evaluate((image) =>
      image.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
    );
    await expect(preload).toHaveAttribute('imagesrcset', sourceSet ?? 'missing');
    const shown = new URL(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(shown, path).toMatch(/\.avif$/);
    // One download of the banner in all: the preload and the <img> agree on the width.
    const photo = shown.slice(0, shown.lastIndexOf('-'));
    expect(
      imageRequests.filter((request) => request.startsWith(`${photo}-`)),
      path,
    ).toEqual([shown]);
    page.off('request', onRequest);
  }
});

// The home pages carry the CSS their HTML uses, and the loader adds the site's stylesheet with the
// framework (scripts/build/critical-css.ts): the page must look the same before it arrives.
test.describe('the home page drawn from its own CSS', { tag: '@phone' }, () => {
  /** Each element's box and the styles that draw it, in document order. */
  const drawnElements = () =>
    [...document.querySelectorAll('body *')].map((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const drawn = [
        'display',
        'position',
        'color',
        'background-color',
        'background-image',
        'font-family',
        'font-size',
        'font-weight',
        'line-height',
        'padding',
        'margin',
        'border',
        'border-radius',
        'opacity',
        'visibility',
        'z-index',
      ];
      return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} ${drawn.map((property) => style.getPropertyValue(property)).join(' | ')}`;
    });

  test('looks the same without the site’s stylesheet as with it, and keeps one copy of it once React runs', async ({ page }) => {
    for (const path of ['/', '/de/']) {
      // No script in either load, so that only the CSS differs: first no stylesheet either, what the
      // inline CSS alone draws; then the loader's stylesheet, which it adds at the banner's paint.
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.route('**/_next/static/**/*.css', (route) => route.abort());
      await page.goto(path, { waitUntil: 'load' });
      const inlineOnly = await page.evaluate(drawnElements);
      await page.unroute('**/_next/static/**/*.css');
      await page.goto(path, { waitUntil: 'load' });
      const stylesheet = page.locator('head > link[rel="stylesheet"]');
      await expect(stylesheet).toHaveCount(1);
      await expect.poll(() => stylesheet.evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
      const withStylesheet = await page.evaluate(drawnElements);
      expect(inlineOnly.length, path).toBeGreaterThan(100);
      expect(inlineOnly, `${path}: drawn the same by its inline CSS alone`).toEqual(withStylesheet);
      await page.unrouteAll();

      await openPage(page, path);
      await expect(page.locator('link[rel="stylesheet"]:not(noscript *)'), `${path}: one stylesheet once React runs`).toHaveCount(1);
    }
  });
});
