// Every page in every language (issue 24): each loads in its language with no console error, names
// every language version of itself (hreflang, reciprocal, x-default the French page) and its own
// canonical address, and each language's unknown addresses get that language's 404 page.
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from '@/config/contact';
import { eventPath, pathOf, routeIds, type RouteId } from '@/config/routes';
import { shareImagePath } from '@/config/share-image';
import { languages } from '@/lib/i18n/languages';
import notFoundData from '@/fixtures/seed-data/not-found.json';
import { pageTitle } from '@/site/page-metadata';
import { builtFixtureEvent, fixtureEvents } from './event-fixtures';
import { waitForHydration } from './support';

const absolute = (path: string) => new URL(path, siteUrl).href;

/** The language versions a page lists in its head, by hreflang. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const entries = await links.evaluateAll((elements) =>
    elements.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']),
  );
  return Object.fromEntries(entries);
}

/** What every version of a page must list: each language's address and x-default, the French one. */
const expectedAlternates = (id: RouteId) => ({
  ...Object.fromEntries(languages.map((lang) => [lang, absolute(pathOf(id, lang))])),
  'x-default': absolute(pathOf(id, 'fr')),
});

test.describe('every page in every language', { tag: '@desktop' }, () => {
  for (const id of routeIds) {
    test(`${id}: each language version loads in its language, lists all of them and itself, and logs no error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      for (const lang of languages) {
        const path = pathOf(id, lang);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        await expect(page.locator('head link[rel="canonical"]'), path).toHaveAttribute('href', absolute(path));
        // The same set on every version, itself included: the links are reciprocal.
        expect(await alternatesOf(page), path).toEqual(expectedAlternates(id));
        await expect(page.locator('head meta[property="og:locale"]'), path).toHaveAttribute(
          'content',
          { fr: 'fr_FR', en: 'en_GB', nl: 'nl_NL', de: 'de_DE' }[lang],
        );
        // Its title and share image are its language's own.
        await expect(page, path).toHaveTitle(pageTitle(id, lang));
        await expect(page.locator('head meta[property="og:image"]'), path).toHaveAttribute('content', absolute(shareImagePath(id, lang)));
      }
      expect(new Set(languages.map((lang) => shareImagePath(id, lang))).size).toBe(languages.length);
      expect(errors).toEqual([]);
    });
  }

  test('the sitemap lists every page in every language, each with its language versions', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // The fixture events not over at the build (e2e/event-fixtures.ts), each in every language.
    const upcomingEvents = fixtureEvents.filter((event) => event.endIn > 0).map((event) => builtFixtureEvent(event.name).slug);
    const eventPages = upcomingEvents.flatMap((slug) => languages.map((lang) => absolute(eventPath(slug, lang))));
    expect(locations.toSorted()).toEqual(
      [...routeIds.flatMap((id) => languages.map((lang) => absolute(pathOf(id, lang)))), ...eventPages].toSorted(),
    );
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength((routeIds.length + upcomingEvents.length) * languages.length);
  });
});

test.describe('an unknown address', () => {
  for (const lang of languages) {
    test(`under ${pathOf('home', lang)} gets the ${lang} 404 page with status 404 and a way to that language's home`, async ({ page }) => {
      const response = await page.goto(`${pathOf('home', lang)}cette-page-n-existe-pas/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main').getByRole('link').last()).toHaveAttribute('href', pathOf('home', lang));
    });
  }
});

test('the German 404 page says it in German and leads back to the German home page', { tag: '@desktop' }, async ({ page }) => {
  const response = await page.goto('/de/gibt-es-nicht/');
  expect(response?.status()).toBe(404);
  const german = notFoundData.de;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.banner.title);
  await expect(page).toHaveTitle(new RegExp(german.meta.title));
  await expect(page.getByRole('main')).toContainText(german.text);
  await expect(page.locator('main [lang="fr"]')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' }).click();
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei den Chalets du lac');
});
