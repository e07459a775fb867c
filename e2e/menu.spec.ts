import { expect, test } from '@playwright/test';
import { readPdfText } from '../scripts/tools/read-pdf-text';
import { meatOriginWords } from '@/features/restaurant/menu-words';
import { openPage } from './support';

/** The carte's German beef line, in the words the site writes (features/restaurant/menu-words.ts). */
const germanBeefOrigin = `Rindfleisch – ${meatOriginWords.de.origin.replace('{country}', 'Frankreich')}.`;

/** French prices keep "€" with its number by a no-break space; text read back as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test.describe('la carte on the restaurant page', () => {
  // Reached from the top first (it needs the page as it opens), then read: one page load for both.
  test('is reached from the top of the page, and shows its sections, each dish with its price and allergens in words, the diet marks and the allergen legend', async ({
    page,
  }) => {
    await openPage(page, '/restaurant/');
    await test.step('reached from the top of the page', async () => {
      await page.getByRole('link', { name: 'Voir la carte' }).click();
      await expect(page).toHaveURL(/\/restaurant\/#carte$/);
      await expect(page.getByRole('heading', { name: 'La carte', exact: true })).toBeInViewport();
    });

    await test.step('its sections, each dish with its price and allergens in words, the diet marks and the allergen legend', async () => {
      const carte = page.getByRole('region', { name: 'La carte', exact: true });
      await expect(carte.getByText('Servie à partir du 1er novembre 2026.')).toBeVisible();
      await expect(carte.getByRole('heading', { level: 3 })).toHaveText([
        'Entrées',
        'Plats',
        'Fromages et desserts',
        'Menu enfant',
        'Formules',
        'Boissons',
        'Allergènes et régimes',
      ]);

      const perch = carte.getByRole('listitem').filter({ hasText: 'Filets de perche meunière' });
      await expect(perch).toHaveCount(1);
      expect(plain(await perch.innerText())).toContain('23,00 €');
      await expect(perch).toContainText('Allergènes : poissons, lait, gluten.');
      const veloute = carte.getByRole('listitem').filter({ hasText: 'Velouté de potimarron' });
      expect(plain(await veloute.innerText())).toContain('7,50 €');
      await expect(veloute.getByText('Végan', { exact: true })).toBeVisible();
      // Several diets on one dish, each in words.
      await expect(veloute.getByText('Sans gluten', { exact: true })).toBeVisible();
      await expect(carte.getByRole('listitem').filter({ hasText: 'Café ou thé' })).toContainText('Allergènes : aucun.');

      const legend = carte.getByRole('region', { name: 'Allergènes et régimes' });
      const entries = legend.getByRole('listitem');
      await expect(entries).toHaveCount(14);
      await expect(entries.first()).toHaveText(/^Gluten \(céréales/);
      await expect(entries.filter({ hasText: 'Arachides' })).toHaveText('Arachides (cacahuètes)');
      await expect(entries.last()).toHaveText('Mollusques');
      await expect(legend).toContainText('règlement européen 1169/2011');
    });
  });

  test('is in the HTML as served, without any script', { tag: '@desktop' }, async ({ request }) => {
    const html = plain(await (await request.get('/restaurant/')).text());
    expect(html).toContain('id="carte"');
    expect(html).toContain('Friture de perchettes du lac');
    expect(html).toContain('18,50 €');
    expect(html).toContain('poissons, gluten, œufs, moutarde.');
  });

  // Printing, then downloading, on one load of the page (the screen styles come back before the download).
  test(
    'prints as the carte alone: no navigation, footer, download button or reservation form; downloads as Carte-Restaurant.pdf with its dishes and prices',
    { tag: '@desktop' },
    async ({ page }) => {
      await openPage(page, '/restaurant/');
      await test.step('prints as the carte alone: no navigation, footer, download button or reservation form', async () => {
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('banner')).toBeHidden();
        await expect(page.getByRole('contentinfo')).toBeHidden();
        await expect(page.getByRole('heading', { name: 'Le restaurant', level: 1 })).toBeHidden();
        await expect(page.getByRole('heading', { name: 'Réserver une table' })).toBeHidden();
        await expect(page.getByRole('link', { name: 'Télécharger la carte (PDF)' })).toBeHidden();
        await expect(page.getByRole('heading', { name: 'La carte', exact: true })).toBeVisible();
        await expect(page.getByText('Filets de perche meunière')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Allergènes et régimes' })).toBeVisible();

        await page.emulateMedia({ media: 'screen' });
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Télécharger la carte (PDF)' })).toBeVisible();
      });

      await test.step('downloads as Carte-Restaurant.pdf with its dishes and prices', async () => {
        const link = page.getByRole('link', { name: 'Télécharger la carte (PDF)' });
        await expect(link).toHaveAttribute('href', '/Carte-Restaurant.pdf');
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe('Carte-Restaurant.pdf');

        const response = await page.request.get('/Carte-Restaurant.pdf');
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const bytes = await response.body();
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const { pages, text } = readPdfText(bytes);
        expect(pages).toBeLessThanOrEqual(2);
        for (const line of [
          'Les Chalets du lac',
          'Entrées',
          'Filets de perche meunière 23,00 €',
          'Friture de perchettes du lac 18,50 €',
          'Allergènes : poissons, gluten, œufs, moutarde.',
          'Menu Moussaillon 11,00 €',
          'Entrée, plat et dessert 32,00 €',
          'Mollusques',
        ]) {
          expect(plain(text)).toContain(line);
        }
      });
    },
  );
});

// EU regulation 1169/2011 asks for allergen information in a language the diner understands.
test('the English restaurant page names the allergens in English and links its own English PDF', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, '/en/restaurant/');
  const carte = page.getByRole('region', { name: 'The menu', exact: true });
  await expect(carte.getByText('Served from 1 November 2026.')).toBeVisible();

  const perch = carte.getByRole('listitem').filter({ hasText: 'Filets de perche meunière' });
  expect(plain(await perch.innerText())).toContain('€23.00');
  await expect(perch).toContainText('Allergens: fish, milk, gluten.');
  await expect(perch.getByText('Filets de perche meunière')).toHaveAttribute('lang', 'fr');
  await expect(carte.getByRole('listitem').filter({ hasText: 'Velouté de potimarron' }).getByText('Vegan', { exact: true })).toBeVisible();

  const legend = carte.getByRole('region', { name: 'Allergens and diets' });
  const entries = legend.getByRole('listitem');
  await expect(entries).toHaveCount(14);
  await expect(entries.first()).toHaveText(/^Gluten \(cereals/);
  await expect(entries.filter({ hasText: 'Tree nuts' })).toHaveText(/^Tree nuts \(almonds/);
  await expect(entries.last()).toHaveText('Molluscs');
  await expect(legend).toContainText('EU Regulation 1169/2011');
  await expect(carte).not.toContainText('Allergènes');

  const link = page.getByRole('link', { name: 'Download the menu (PDF)' });
  await expect(link).toHaveAttribute('href', '/Menu-Restaurant-en.pdf');
  await expect(link).toHaveAttribute('download', 'Menu-Restaurant-en.pdf');
  const response = await page.request.get('/Menu-Restaurant-en.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const { pages, text } = readPdfText(await response.body());
  expect(pages).toBeLessThanOrEqual(2);
  for (const line of [
    'Served from 1 November 2026.',
    'Filets de perche meunière €23.00',
    'Allergens: fish, gluten, eggs, mustard.',
    'Molluscs',
  ]) {
    expect(plain(text)).toContain(line);
  }
  expect(text).not.toContain('Allergènes');
});

// The owner's German carte (content/data/menu.json's "de"): season, sections, descriptions, notes
// translated; a dish name left French stands in for its translation, marked lang="fr".
test(
  'the German carte shows the owner’s translations, and the French dish names it keeps are marked French',
  { tag: '@desktop' },
  async ({ page }) => {
    await openPage(page, '/de/restaurant/');
    const carte = page.getByRole('region', { name: 'Die Speisekarte', exact: true });
    await expect(carte.getByText(/^Herbstkarte\. Gültig ab/)).toBeVisible();
    await expect(carte.locator('[lang="fr"]').filter({ hasText: 'Herbstkarte' })).toHaveCount(0);
    await expect(carte.getByRole('heading', { level: 3 }).first()).toHaveText('Vorspeisen');
    await expect(carte.getByRole('heading', { name: 'Käse und Desserts' })).not.toHaveAttribute('lang', /./);
    await expect(carte.getByText('Für Kinder bis 12 Jahre.')).toBeVisible();
    // The seed names the perch in German; the children's menu keeps its French name.
    await expect(carte.getByText('Barschfilets nach Müllerinart', { exact: true })).not.toHaveAttribute('lang', /./);
    await expect(carte.getByText('Menu Moussaillon', { exact: true })).toHaveAttribute('lang', 'fr');
    await expect(carte.getByText('Zartbitter-Schokoladenmousse')).not.toHaveAttribute('lang', /./);
    await expect(carte.getByText(germanBeefOrigin)).toBeVisible();
    await expect(carte).not.toContainText('Entrées');

    const { text } = readPdfText(await (await page.request.get('/Speisekarte-Restaurant-de.pdf')).body());
    for (const line of ['Herbstkarte', 'Vorspeisen', 'Barschfilets nach Müllerinart', germanBeefOrigin]) {
      expect(plain(text)).toContain(line);
    }
    expect(text).not.toContain('Entrées');
  },
);
