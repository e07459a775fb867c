import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { eventPath, pathOf, routeIds, routeOfPath } from '@/content/routes';
import { chaletSectionIn } from '@/content/accommodations';
import { reservationWords } from '@/content/restaurant-page';
import { navigationWords } from '@/content/site';
import { availabilityWords } from '@/content/stays';
import { carouselWords } from '@/content/ui';
import { languages } from '@/lib/i18n/languages';
import { builtFixtureEvent } from './event-fixtures';
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

for (const path of [...routes.map((route) => route.path), ...routeIds.map((id) => pathOf(id, 'de'))]) {
  test(`${path} meets WCAG 2.2 AA as far as axe can tell, once scrolled, and with the menu open`, { tag: '@phone' }, async ({ page }) => {
    await openPage(page, path);
    await expectTopAndScrolledPass(page);
    await test.step('back at the top with the menu open', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
      const toggle = page.getByRole('banner').getByRole('button', { name: navigationWords[routeOfPath(path)?.lang ?? 'fr'].menuLabel, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
    });
  });
}

// Events' own pages, from the fixture events of the e2e build: an upcoming one with its calls to
// action, and a cancelled one with its state beside the title, in every language.
for (const name of ['soiree-moules-frites', 'soiree-jazz-annulee']) {
  const { slug } = builtFixtureEvent(name);
  for (const lang of languages) {
    test(`the event page ${eventPath(slug, lang)} meets WCAG 2.2 AA as far as axe can tell, and still does once scrolled`, async ({ page }) => {
      await openPage(page, eventPath(slug, lang));
      await expectTopAndScrolledPass(page);
    });
  }
}

// Every state a visitor can reach, in French and in one other language, German (its words are the longest).
for (const lang of ['fr', 'de'] as const) {
  const form = reservationWords[lang];
  const calendar = availabilityWords[lang];
  const carousel = carouselWords[lang];

  test(`the reservation form (${lang}), open, then showing its errors, meets WCAG 2.2 AA`, async ({ page }) => {
    await openPage(page, pathOf('restaurant', lang));
    await page.getByRole('button', { name: form.toggleShow }).click();
    const fields = page.locator('#reservation form');
    await expect(fields.getByRole('textbox').first()).toBeVisible();
    await expectNoViolations(page);

    await fields.getByRole('button', { name: form.submit }).click();
    await expect(fields.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page);
  });

  // One load of the cabins page for every state; the viewer opens over the states checked first.
  test(`the cabins page (${lang}) with another cabin chosen, its carousel paused and a calendar paged on, then with the photo viewer open, meets WCAG 2.2 AA`, async ({
    page,
  }) => {
    await openPage(page, pathOf('stays', lang));
    await test.step('another cabin chosen, the carousel paused, a calendar a month on', async () => {
      const region = page.getByRole('region', { name: calendar.typeTitle['petite-cabane'], exact: true });
      await region.getByRole('button', { name: calendar.calendar.nextMonth }).click();
      await expect(region.getByRole('button', { name: calendar.calendar.previousMonth })).toHaveAttribute('aria-disabled', 'false');
      const tabs = page.getByRole('tab');
      await tabs.last().click();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: carousel.pause }).first().click();
      await expectNoViolations(page);
    });

    await test.step('the photo viewer open', async () => {
      await page.getByRole('region', { name: chaletSectionIn(lang).carouselLabel }).getByRole('button', { name: carousel.viewer.open }).click();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
