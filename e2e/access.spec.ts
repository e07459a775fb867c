import { expect, test, type Locator } from '@playwright/test';
import { venueCoordinates } from '../features/contact/access';
import contactData from '../fixtures/seed-data/contact.json';
import { securityHeaders } from '../hosting/policy';
import { inlineScriptHashes } from '../hosting/render';
import { openStreetMapEmbedUrl } from '../features/contact/directions';
import { openPage } from './support';

// The seed gives the entrance's GPS position (an optional fact: a site without it has no directions nor map).
if (!venueCoordinates) throw new Error('the seed gives no GPS position');
const coordinates = venueCoordinates;
const { latitude, longitude } = coordinates;
const position = `${latitude},${longitude}`;
/** Where an element sits on the page (not the viewport), so that scrolling does not count as moving. */
const pageBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return { left: left + window.scrollX, top: top + window.scrollY, width, height };
  });

const stubMap = '<!doctype html><html lang="fr"><title>Carte</title><p>Carte de test</p></html>';

test.describe('Nous trouver on the contact page', () => {
  test('is linked from every page’s footer', async ({ page }) => {
    await openPage(page, '/loisirs/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Nous trouver' }).click();
    await expect(page).toHaveURL(/\/contact\/#acces$/);
    await expect(page.getByRole('heading', { name: 'Nous trouver' })).toBeInViewport();
  });

  // Read while the map is still to be asked for, on the load the requests are watched on: one load for both.
  test('gives the address and GPS position as text, one-tap directions in each maps app and the arrival notes; asks nothing of another host until the map is asked for, then frames OpenStreetMap in the space kept for it', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '/').origin;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    let framed = '';
    await page.route('https://www.openstreetmap.org/**', async (route) => {
      framed = route.request().url();
      await route.fulfill({ status: 200, contentType: 'text/html', body: stubMap });
    });

    // The whole page, as a visitor reads it: loaded, scrolled to the end, its scripts started.
    await openPage(page, '/contact/');
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await page.waitForLoadState('networkidle');
    const elsewhere = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
    expect(elsewhere, 'requests to another host before the map is asked for').toEqual([]);
    expect(requests.length).toBeGreaterThan(3);
    test
      .info()
      .annotations.push({ type: 'requests before the map', description: requests.map((url) => url.replace(origin, '')).join('\n') });

    const access = page.getByRole('region', { name: 'Nous trouver' });
    await test.step('the address and GPS position as text, one-tap directions in each maps app and the arrival notes', async () => {
      await expect(access.locator('address')).toContainText(contactData.address.value.street);
      await expect(access.getByText(`${latitude}, ${longitude}`, { exact: true })).toBeVisible();

      const expected: [RegExp, string][] = [
        [/^Google Maps/, `https://www.google.com/maps/dir/?api=1&destination=${position}`],
        [/^Plans \(Apple\)/, `https://maps.apple.com/?daddr=${position}&q=Les%20Chalets%20du%20lac`],
        [/^Waze/, `https://www.waze.com/ul?ll=${position}&navigate=yes`],
        [/^OpenStreetMap/, `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`],
      ];
      for (const [name, href] of expected) {
        const link = access.getByRole('link', { name });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAccessibleName(/s’ouvre dans un nouvel onglet/);
        const box = await link.boundingBox();
        expect(box?.height ?? 0, `${String(name)} is a 44 px target`).toBeGreaterThanOrEqual(44);
      }
      await expect(access.getByRole('link', { name: 'Autre application (Android)' })).toHaveAttribute(
        'href',
        `geo:${position}?q=${position}(Les%20Chalets%20du%20lac)`,
      );
      await expect(access.getByRole('term')).toContainText(['Adresse', 'Coordonnées GPS', 'Depuis la ville', 'Stationnement', 'GPS']);
    });

    await expect(access).toContainText('votre adresse IP');
    const button = access.getByRole('button', { name: 'Afficher la carte' });
    const before = await pageBox(button.locator('xpath=../..'));
    const footerBefore = await pageBox(page.getByRole('contentinfo'));
    const count = requests.length;
    await button.click();

    const frame = access.locator('iframe[title="Carte OpenStreetMap autour des Chalets du lac"]');
    await expect(frame).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Carte OpenStreetMap autour des Chalets du lac"]').getByText('Carte de test'),
    ).toBeVisible();
    expect(framed).toBe(openStreetMapEmbedUrl(coordinates));
    const after = requests.slice(count);
    expect(after).toContain(openStreetMapEmbedUrl(coordinates));
    test.info().annotations.push({ type: 'requests after the click', description: after.join('\n') });

    // The frame fills the box the notice held: nothing below it moved.
    expect(await pageBox(frame)).toEqual(before);
    expect(await pageBox(page.getByRole('contentinfo'))).toEqual(footerBefore);
  });

  test('the map is admitted by the site’s Content Security Policy, with no violation', { tag: '@desktop' }, async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    // The page with the headers the hosting configurations send, built from this very HTML (as the build does).
    await page.route(/\/contact\/$/, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const headers = Object.fromEntries(securityHeaders(inlineScriptHashes(html)));
      await route.fulfill({ response, body: html, headers: { ...response.headers(), ...headers } });
    });
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: stubMap }),
    );

    await openPage(page, '/contact/');
    await page.getByRole('button', { name: 'Afficher la carte' }).click();
    await expect(
      page.frameLocator('iframe[title="Carte OpenStreetMap autour des Chalets du lac"]').getByText('Carte de test'),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test('the legal notice says what showing the map sends to OpenStreetMap', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/mentions-legales/');
  const data = page.getByRole('region', { name: 'Données personnelles' });
  await expect(data).toContainText('« Afficher la carte »');
  await expect(data).toContainText('votre adresse IP');
  await expect(data).toContainText('OpenStreetMap');
});

test('the Dutch contact page finds the venue in Dutch: directions named as Dutch phones name the apps, the map asked for in Dutch', async ({
  page,
}) => {
  await page.route('https://www.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: stubMap }));
  await openPage(page, '/nl/contact/');
  const access = page.getByRole('region', { name: 'Zo vind je ons' });
  await expect(access.getByRole('heading', { name: 'Route' })).toBeVisible();
  await expect(access.getByRole('term')).toContainText(['Adres', 'Gps-coördinaten']);
  await expect(access.getByRole('heading', { name: 'Bij aankomst' })).toBeVisible();
  const apple = access.getByRole('link', { name: 'Apple Kaarten (opent in een nieuw tabblad)' });
  await expect(apple).toHaveAttribute('href', `https://maps.apple.com/?daddr=${position}&q=Les%20Chalets%20du%20lac`);
  await expect(apple).toHaveAttribute('target', '_blank');
  await expect(access.getByRole('link', { name: 'Andere app (Android)' })).toHaveAttribute(
    'href',
    `geo:${position}?q=${position}(Les%20Chalets%20du%20lac)`,
  );
  await expect(access).toContainText('je IP-adres');
  await access.getByRole('button', { name: 'Kaart tonen' }).click();
  await expect(page.frameLocator('iframe[title="OpenStreetMap-kaart rond Les Chalets du lac"]').getByText('Carte de test')).toBeVisible();
});

test('the German contact page gives the owner’s arrival notes in German', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/de/kontakt/');
  const notes = page.locator('#acces dl').last();
  await expect(notes.getByRole('term')).toHaveText(contactData.de.arrival.map((item) => item.label));
  await expect(notes.getByRole('definition')).toHaveText(contactData.de.arrival.map((item) => item.text.value));
  await expect(notes.locator('[lang="fr"]')).toHaveCount(0);
});
