import { expect, test } from '@playwright/test';
import { openPage } from './support';
import type { RouteId } from '@/config/routes';
import { languages, type Lang } from '@/lib/i18n/languages';

test('the fixed navigation is transparent at the top and solid once scrolled', async ({ page }) => {
  await openPage(page, '/loisirs/');
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(header).toHaveCSS('box-shadow', 'none');

  await page.mouse.wheel(0, 600);
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await expect(header).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('the brand link leads home', async ({ page }) => {
  await openPage(page, '/contact/');
  await page.getByRole('banner').getByRole('link', { name: 'Les Chalets du lac' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test.describe('on a wide screen', { tag: '@desktop' }, () => {
  test('the five links are in the bar and lead to their pages', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const [name, heading] of [
      ['Restaurant', 'Le restaurant'],
      ['Hébergements', 'Nos hébergements'],
      ['Loisirs', 'Loisirs au bord du lac'],
      ['Contact', 'Contact'],
      ['Accueil', 'Découvrez les Chalets du lac'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });
});

test.describe('on a phone', { tag: '@phone' }, () => {
  // Closing first, then opening and following a link, which leaves the page: one load for both.
  test('the toggle closes the menu again, and so does Escape, giving focus back to the toggle; the toggle opens it and choosing a link closes it', async ({
    page,
  }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const toggle = nav.getByRole('button', { name: 'Menu' });

    await test.step('the toggle closes the menu again, and so does Escape, giving focus back to the toggle', async () => {
      await toggle.click();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      await nav.getByRole('link', { name: 'Loisirs', exact: true }).focus();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });

    await test.step('the toggle opens the menu and choosing a link closes it', async () => {
      const restaurant = nav.getByRole('link', { name: 'Restaurant', exact: true });
      await expect(restaurant).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(restaurant).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

      await restaurant.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le restaurant');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(restaurant).toBeHidden();
    });
  });
});

// One foreign language samples the others: the same components render every language from the same tables.
test.describe('in German', () => {
  // The switcher's other languages, from the German leisure page: one entry per language, so that a new one is named here.
  const twins = {
    fr: ['Français', '/loisirs/'],
    en: ['English', '/en/activities/'],
    nl: ['Nederlands', '/nl/activiteiten/'],
  } as const satisfies Record<Exclude<Lang, 'de'>, readonly [name: string, href: string]>;
  // The menu's links in German: one entry per page, so that a new page says here whether the menu shows it.
  const menu = {
    home: ['Startseite', '/de/'],
    restaurant: ['Restaurant', '/de/restaurant/'],
    stays: ['Unterkünfte', '/de/unterkuenfte/'],
    leisure: ['Freizeit', '/de/freizeit/'],
    events: ['Veranstaltungen', '/de/veranstaltungen/'],
    contact: ['Kontakt', '/de/kontakt/'],
    // Not in the menu: config/routes.ts says why.
    legal: null,
    faq: null,
    voucher: null,
    arrival: null,
    terms: null,
  } as const satisfies Record<RouteId, readonly [name: string, href: string] | null>;

  test('the pages are named in German, links stay under /de/, and the switcher leads to the same page in each language @desktop', async ({
    page,
  }) => {
    await openPage(page, '/de/freizeit/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const link of Object.values(menu)) {
      if (!link) continue;
      const [name, href] = link;
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Freizeit', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Les Chalets du lac' })).toHaveAttribute('href', '/de/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Seitenübersicht' }).getByRole('link', { name: 'Impressum' })).toHaveAttribute(
      'href',
      '/de/impressum/',
    );
    await expect(footer.getByRole('link', { name: 'Anfahrt' })).toHaveAttribute('href', '/de/kontakt/#acces');
    await expect(footer.getByText('Am Telefon sprechen wir Französisch und Englisch.')).toBeVisible();

    // The switcher: a button naming the current language, and a list that opens under it without moving anything.
    const headerHeight = (await page.getByRole('banner').boundingBox())?.height;
    const toggle = nav.getByRole('button', { name: /Sprache.*Deutsch/ });
    await toggle.click();
    const list = nav.getByRole('list', { name: 'Sprache' });
    await expect(list).toBeVisible();
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(headerHeight);
    await expect(list.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    for (const [lang, [name, href]] of Object.entries(twins)) {
      const link = list.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('hreflang', lang);
      await expect(link).toHaveAttribute('lang', lang);
      await expect(link).not.toHaveAttribute('aria-current');
    }
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();

    await toggle.click();
    await list.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/loisirs\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loisirs au bord du lac');
  });

  test('the phone menu offers the languages too; Escape closes it @phone', async ({ page }) => {
    await openPage(page, '/de/unterkuenfte/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = nav.getByRole('button', { name: 'Menü' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = nav.getByRole('list', { name: 'Sprache' });
    await expect(list.getByRole('link')).toHaveCount(languages.length);
    for (const link of await list.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await expect(list.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await list.getByRole('link', { name: 'Nederlands' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    await toggle.click();
    await list.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/accommodation\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the switcher works without JavaScript, and fits a 320 px phone @phone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.goto('/de/kontakt/');
    await page.getByRole('button', { name: 'Menü' }).click();
    const list = page.getByRole('list', { name: 'Sprache' });
    await expect(list).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await list.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/contact\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await context.close();
  });
});
