// The framework's scripts wait until the banner photo has painted (see script./export-rewrites.ts),
// so that on a weak signal they do not hold the first view back; the page must still come alive.
import { expect, test } from '@playwright/test';
import { openPage, routes } from './support';

const isFrameworkScript = (url: string) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(url);

test('on every page the banner paints first, then the scripts load and the page responds', async ({ page }) => {
  for (const { path } of routes) {
    await openPage(page, path);
    const order = await page.evaluate(async () => {
      const largest = await new Promise<PerformanceEntry | undefined>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const element = (largest as (PerformanceEntry & { element: Element | null }) | undefined)?.element;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return {
        paintedAt: largest?.startTime ?? Infinity,
        paintedBanner: element?.tagName === 'IMG' && element.getAttribute('fetchpriority') === 'high',
        scripts,
      };
    });
    expect(order.paintedBanner, `${path}: the largest paint is the banner photo`).toBe(true);
    expect(order.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...order.scripts), `${path}: first script request after the banner paint`).toBeGreaterThan(order.paintedAt);
  }
});

test('a visitor who acts before the banner has arrived starts the scripts at once', async ({ page }) => {
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
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
  expect(scriptRequests.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Réserver une table' }).click();
  await expect(page.getByRole('region', { name: 'Demande de réservation' })).toBeVisible();
});

test('every start-up script asks the browser to compile it while it downloads', async ({ page }) => {
  const responses: Promise<string>[] = [];
  page.on('response', (response) => {
    if (isFrameworkScript(response.url())) responses.push(response.text());
  });
  await openPage(page, '/');
  const bodies = await Promise.all(responses);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
});
