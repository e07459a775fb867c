import { expect, test } from '@playwright/test';
import { routes } from './support';
import { copyrightYears } from '@/config/site';
import type { RouteId } from '@/config/routes';

// The footer's site map in French: one entry per page, so that a new page is named here.
const footerLinks = {
  home: ['Accueil', '/'],
  restaurant: ['Restaurant', '/restaurant/'],
  stays: ['Hébergements', '/hebergements/'],
  leisure: ['Loisirs', '/loisirs/'],
  events: ['Événements', '/evenements/'],
  legal: ['Mentions légales', '/mentions-legales/'],
  contact: ['Contact', '/contact/'],
  faq: ['Questions fréquentes', '/questions-frequentes/'],
  voucher: ['Bon cadeau', '/bon-cadeau/'],
  // For guests who have booked: linked from the stays page, its address in the owner's confirmation (config/routes.ts).
  arrival: null,
  terms: ['Conditions générales de vente', '/conditions-generales-de-vente/'],
} as const satisfies Record<RouteId, readonly [name: string, href: string] | null>;

// Heading, head and footer are read from the page's markup, the same at every screen size: checked on the
// desktop, as are the server's answers below. What a page requests does change with the screen size.
for (const route of routes) {
  test(`${route.path} has its heading, title, description, navigation and footer`, { tag: '@desktop' }, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    const footer = page.getByRole('contentinfo');
    const siteMap = footer.getByRole('navigation', { name: 'Plan du site' });
    for (const link of Object.values(footerLinks)) {
      if (!link) continue;
      const [name, href] = link;
      await expect(siteMap.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /^https:\/\//);
    // The years from the first to the build's, as the footer writes them (the build ran today).
    await expect(footer).toContainText(`© ${copyrightYears()} Les Chalets du lac.`);
  });
}

test('every page has a different title and description', { tag: '@desktop' }, async ({ page }) => {
  const seen = new Set<string>();
  for (const route of routes) {
    await page.goto(route.path);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    seen.add(`${await page.title()}|${description}`);
  }
  expect(seen.size).toBe(routes.length);
});

test('an unknown address shows the French 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page).toHaveTitle(/Page introuvable/);
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Découvrez les Chalets du lac');
});

test('pages work without a trailing slash', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/restaurant');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le restaurant');
});

test('nothing is requested from another site while the pages load', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') foreign.push(request.url());
  });
  for (const route of routes) {
    await page.goto(route.path, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('the home page presents the venue and its team', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Notre équipe', exact: true })).toBeVisible();
  const team = page.getByRole('region', { name: 'Notre équipe', exact: true });
  await expect(team.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Voir les hébergements' })).toHaveAttribute('href', '/hebergements/');
});

test('the chalet price list is a real PDF', { tag: '@desktop' }, async ({ page, request }) => {
  await page.goto('/hebergements/');
  const link = page.getByRole('link', { name: 'Télécharger les tarifs (PDF)' });
  await expect(link).toHaveAttribute('download', 'Tarifs-Chalets.pdf');
  const response = await request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
