import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage, routes } from './support';

// WCAG 2.2 level A and AA, every success criterion axe can test automatically.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it stands and fails with one readable line per violation and element. */
async function expectNoViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
  );
  expect(found, `axe found ${found.length} WCAG violation(s) on ${page.url()}`).toEqual([]);
}

// Carousels rotate every few seconds: axe looks at the page once the first slide has settled.
for (const route of routes) {
  test(`${route.path} meets WCAG 2.2 AA as far as axe can tell`, async ({ page }) => {
    await openPage(page, route.path);
    await expectNoViolations(page);
  });

  test(`${route.path} still does once scrolled, with the navigation solid over the content`, async ({ page }) => {
    await openPage(page, route.path);
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await expectNoViolations(page);
  });
}

test.describe('on a phone', { tag: '@phone' }, () => {
  for (const route of routes) {
    test(`${route.path} with the menu open meets WCAG 2.2 AA`, async ({ page }) => {
      await openPage(page, route.path);
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
    });
  }
});

test('the photo viewer, open, meets WCAG 2.2 AA', async ({ page }) => {
  await openPage(page, '/hebergements/');
  await page.getByRole('region', { name: 'Photos des chalets' }).getByRole('button', { name: 'Agrandir la photo' }).click();
  await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
  await expectNoViolations(page);
});

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

test('the cabins page with another cabin chosen and its carousel paused meets WCAG 2.2 AA', async ({ page }) => {
  await openPage(page, '/hebergements/');
  const tabs = page.getByRole('tab');
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Mettre en pause le défilement' }).first().click();
  await expectNoViolations(page);
});
