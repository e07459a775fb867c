import { expect, test, type Locator, type Page } from '@playwright/test';
import { actionBarWords } from '../config/action-bar-actions';
import { telHref } from '../config/contact';
import { homeHero } from '../features/home/home-content';
import { stayFlowWords } from '../features/stays/request/stay-flow-words';
import { languages } from '../lib/i18n/languages';
import { pathOf } from '../config/routes';
import { routes, waitForHydration } from './support';

const actionBar = {
  ...actionBarWords.fr,
  directions: { label: actionBarWords.fr.directions, href: '/contact/#acces' },
};

/** The bar's booking on a French page (issue 49): a table on the restaurant's, the plan on the guide, a stay elsewhere. */
const bookingOnPage = (path: string) =>
  path === pathOf('restaurant', 'fr')
    ? { name: actionBarWords.fr.booking.table.name, href: '/restaurant/#reservation' }
    : path === pathOf('arrival', 'fr')
      ? { name: actionBarWords.fr.booking.guide.name, href: `${pathOf('arrival', 'fr')}#plan` }
      : { name: actionBarWords.fr.booking.stay.name, href: `${pathOf('stays', 'fr')}#demande-de-sejour` };

const bar = (page: Page) => page.getByRole('navigation', { name: actionBar.label });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

test.describe('the action bar on a 390 × 844 phone @phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of routes) {
    test(`${route.path}: call, directions and booking stay at the bottom, 44 × 44, above nothing`, async ({ page }) => {
      await page.goto(route.path);
      const nav = bar(page);
      await expect(nav).toBeVisible();
      const call = nav.getByRole('link', { name: actionBar.call });
      await expect(call).toHaveAttribute('href', telHref ?? 'a number the seed gives');
      expect(telHref).toMatch(/^tel:\+\d{8,15}$/);
      await expect(nav.getByRole('link', { name: actionBar.directions.label })).toHaveAttribute('href', actionBar.directions.href);
      // The booking that fits the page: a table on the restaurant's, the plan on the guide, a stay elsewhere.
      const booking = bookingOnPage(route.path);
      await expect(nav.getByRole('link', { name: booking.name })).toHaveAttribute('href', booking.href);

      for (const link of await nav.getByRole('link').all()) {
        const { width, height } = await box(link);
        expect(width).toBeGreaterThanOrEqual(44);
        expect(height).toBeGreaterThanOrEqual(44);
        // Nothing lies over the link: a tap lands on it.
        const { x, y } = await box(link);
        const hit = await page.evaluate(
          ([px, py]) =>
            document
              .elementFromPoint(px ?? 0, py ?? 0)
              ?.closest('a')
              ?.getAttribute('href'),
          [x + width / 2, y + height / 2],
        );
        expect(hit).toBe(await link.getAttribute('href'));
      }
      const barBox = await box(nav);
      expect(barBox.y + barBox.height).toBeCloseTo(844, 0);

      // Scrolled to the end, the page's last content ends above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(async () => {
        const footer = await box(page.getByRole('contentinfo'));
        expect(footer.y + footer.height).toBeLessThanOrEqual((await box(nav)).y + 1);
      }).toPass();
    });
  }

  test('the reservation form’s submit button is never under the bar, and the bar steps aside while typing', async ({ page }) => {
    await page.goto('/restaurant/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Réserver une table' }).click();
    const submit = page.getByRole('button', { name: 'Envoyer la demande' });
    await submit.scrollIntoViewIfNeeded();
    const nav = bar(page);
    await expect(nav).toBeVisible();
    const check = async () => {
      const button = await box(submit);
      const barTop = (await box(nav)).y;
      expect(button.y + button.height).toBeLessThanOrEqual(barTop);
    };
    await check();
    // Focus moved by the keyboard also stops above the bar (scroll padding).
    await submit.focus();
    await check();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await check();

    await page.getByRole('textbox', { name: /^Nom/ }).focus();
    await expect(nav).toBeHidden();
    await page.getByRole('textbox', { name: /^Nom/ }).blur();
    await expect(nav).toBeVisible();
  });

  test('the first screen of / answers before any scroll: the venue, today’s status, call, directions, two calls to action', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-25T12:30:00+01:00'));
    await page.goto('/');
    await waitForHydration(page);
    const nav = bar(page);
    const barTop = (await box(nav)).y;
    const firstScreen = [
      page.getByRole('heading', { level: 1, name: /Chalets du lac/ }),
      // After « Restaurant : », the status goes on in lower case.
      page.getByText('ouvert · jusqu’à 13h30', { exact: true }),
      nav.getByRole('link', { name: actionBar.call }),
      nav.getByRole('link', { name: actionBar.directions.label }),
      page.getByRole('main').getByRole('link', { name: homeHero.primaryAction.label }),
      page.getByRole('main').getByRole('link', { name: homeHero.secondaryAction.label }),
    ];
    for (const item of firstScreen) {
      await expect(item).toBeInViewport({ ratio: 1 });
    }
    // The hero's own content ends above the bar.
    for (const item of firstScreen.slice(0, 2).concat(firstScreen.slice(4))) {
      const { y, height } = await box(item);
      expect(y + height).toBeLessThanOrEqual(barTop);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The status pill holds its words, no empty line under them (issue 49: it reserved the week's longer summary).
    const pill = page.getByText('ouvert · jusqu’à 13h30', { exact: true }).locator('xpath=ancestor::p[1]');
    const [pillBox, words] = await Promise.all([
      box(pill),
      box(page.getByText('ouvert · jusqu’à 13h30', { exact: true }).locator('xpath=..')),
    ]);
    expect(pillBox.height).toBeLessThanOrEqual(Math.max(56, words.height + 8) + 1);
    // The banner photo stays the largest paint, which the deferred scripts wait for.
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            resolve(entries.at(-1)?.element?.tagName ?? '');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toBe('IMG');
  });
});

test('in German, the bar speaks German, leads within /de/ and says which languages the phone is answered in @phone', async ({ page }) => {
  await page.goto('/de/freizeit/');
  const nav = page.getByRole('navigation', { name: 'Schnellzugriff' });
  const call = nav.getByRole('link', { name: /^Anrufen/ });
  await expect(call).toHaveAttribute('href', telHref ?? 'a number the seed gives');
  await expect(call).toHaveAccessibleName('Anrufen Am Telefon sprechen wir Französisch und Englisch.');
  await expect(call.getByText('FR · EN')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Anfahrt' })).toHaveAttribute('href', '/de/kontakt/#acces');
  // On the leisure page a visitor is offered a stay, on the restaurant's a table.
  await expect(nav.getByRole('link', { name: 'Aufenthalt buchen' })).toHaveAttribute('href', '/de/unterkuenfte/#demande-de-sejour');
  for (const link of await nav.getByRole('link').all()) {
    const found = await box(link);
    expect(found.height).toBeGreaterThanOrEqual(44);
  }
});

test('on the accommodation page, in English, the bar’s « Book » leads to the stay flow’s first step, from anywhere on the page @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pathOf('stays', 'en'));
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: actionBarWords.en.label });
  const book = nav.getByRole('link', { name: actionBarWords.en.booking.stay.name });
  await expect(nav.getByRole('link', { name: actionBarWords.en.booking.table.name })).toHaveCount(0);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await book.click();
  await expect(page.getByRole('heading', { level: 2, name: stayFlowWords.en.title })).toBeInViewport();
  await expect(page.getByRole('group', { name: stayFlowWords.en.steps.dates })).toBeVisible();
});

test.describe('on a 320 px phone @phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('nothing in the bar wraps, in any language, on any kind of page (issue 49: « Call FR · EN » took three lines)', async ({ page }) => {
    for (const lang of languages) {
      for (const id of ['home', 'restaurant', 'arrival'] as const) {
        await page.goto(pathOf(id, lang));
        const nav = page.getByRole('navigation', { name: actionBarWords[lang].label });
        // Each run of words in the bar on one line: its text's boxes all start at one height.
        const lines = await nav.evaluate((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const found: { text: string; lines: number }[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || !(node.parentElement?.checkVisibility() ?? false)) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            found.push({
              text: node.textContent.trim(),
              lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
            });
          }
          return found;
        });
        expect(lines.length, `${lang} ${id}`).toBeGreaterThanOrEqual(3);
        expect(
          lines.filter((line) => line.lines > 1),
          `${lang} ${id}`,
        ).toEqual([]);
      }
    }
  });

  for (const path of ['/', '/de/']) {
    test(`${path}: the three actions fit the screen's width`, async ({ page }) => {
      await page.goto(path);
      for (const link of await bar(page)
        .or(page.getByRole('navigation', { name: 'Schnellzugriff' }))
        .getByRole('link')
        .all()) {
        const { x, width, height } = await box(link);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x + width).toBeLessThanOrEqual(320);
        expect(width).toBeGreaterThanOrEqual(44);
        expect(height).toBeGreaterThanOrEqual(44);
      }
    });
  }
});

test('the bar is not shown where the full navigation is @desktop', async ({ page }) => {
  await page.goto('/');
  await expect(bar(page)).toBeHidden();
});
