import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathOf, routeIds } from '@/content/routes';
import { languages } from '@/lib/i18n/languages';
import { openPage, routes } from './support';

// WCAG 2.2 level A and AA, every success criterion axe can test automatically.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page once it has come to rest, and fails with one readable line per violation and
 * element. The colours a visitor reads are those a transition ends on: on a busy machine the header's
 * links were still fading from white to dark when axe measured them against the solid header.
 */
async function expectNoViolations(page: Page): Promise<void> {
  // One transition can start another (the links' colour follows the header's): wait until none runs.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
  expect(found, `axe found ${found.length} WCAG violation(s) on ${page.url()}`).toEqual([]);
}

/** The page as it opens, then scrolled with the navigation solid over the content. */
async function expectTopAndScrolledPass(page: Page): Promise<void> {
  await test.step('as it opens', async () => {
    await expectNoViolations(page);
  });
  await test.step('once scrolled, with the navigation solid over the content', async () => {
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await expectNoViolations(page);
  });
}

// Carousels rotate every few seconds: axe looks at the page once the first slide has settled.
// Each page is loaded once and checked in each of its states, the page load being the main cost.
for (const path of routeIds.flatMap((id) => languages.map((lang) => pathOf(id, lang)))) {
  test(`${path} meets WCAG 2.2 AA as far as axe can tell, and still does once scrolled`, { tag: '@desktop' }, async ({ page }) => {
    await openPage(page, path);
    await expectTopAndScrolledPass(page);
  });
}

for (const route of routes) {
  test(`${route.path} meets WCAG 2.2 AA as far as axe can tell, once scrolled, and with the menu open`, { tag: '@phone' }, async ({ page }) => {
    await openPage(page, route.path);
    await expectTopAndScrolledPass(page);
    await test.step('back at the top with the menu open', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
    });
  });
}

test('the reservation form, open, then showing its errors, meets WCAG 2.2 AA', async ({ page }) => {
  await openPage(page, '/restaurant/');
  await page.getByRole('button', { name: /réserver une table/i }).click();
  const form = page.locator('#reservation form');
  await expect(form.getByRole('textbox', { name: /^Nom/ })).toBeVisible();
  await expectNoViolations(page);

  await form.getByRole('button', { name: /envoyer/i }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectNoViolations(page);
});

// One load of the cabins page for every state; the viewer opens over the states checked first.
test('the cabins page with another cabin chosen, its carousel paused and a calendar paged on, then with the photo viewer open, meets WCAG 2.2 AA', async ({ page }) => {
  await openPage(page, '/hebergements/');
  await test.step('another cabin chosen, the carousel paused, a calendar a month on', async () => {
    const calendar = page.getByRole('region', { name: 'La petite cabane', exact: true });
    await calendar.getByRole('button', { name: 'Mois suivant' }).click();
    await expect(calendar.getByRole('button', { name: 'Mois précédent' })).toHaveAttribute('aria-disabled', 'false');
    const tabs = page.getByRole('tab');
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Mettre en pause le défilement' }).first().click();
    await expectNoViolations(page);
  });

  await test.step('the photo viewer open', async () => {
    await page.getByRole('region', { name: 'Photos des chalets' }).getByRole('button', { name: 'Agrandir la photo' }).click();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
    await expectNoViolations(page);
  });
});
