import { expect, test, type Page } from '@playwright/test';
import { AUTO_ADVANCE_MS, TRANSITION_MS } from '../components/carousel/carousel-state';
import { cabinsIn, chaletSectionIn } from '../features/stays/units/accommodations-content';
import { pathOf } from '../config/routes';
import { touristTaxIn } from '../features/stays/pricing/stay-price';
import { openPage, openPageWithPausedClock } from './support';
import { accommodationsWords } from '@/features/stays/units/accommodations-words';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Choisir une cabane' });
const panel = (page: Page) => page.getByRole('tabpanel');
const shownSlide = (page: Page) => panel(page).getByRole('group', { name: /^\d sur \d$/ });

test.beforeEach(async ({ page }) => {
  await openPageWithPausedClock(page, '/hebergements/');
});

// Both sections are only read here: one page load serves them.
test('the cabin showcase (400px banner, tabs with name and price, info panel) and the chalet section (equipment, price list, phone link, information)', async ({
  page,
}) => {
  await test.step('the cabin showcase', async () => {
    const section = page.getByRole('region', { name: 'Nos Cabanes atypiques' });
    const banner = section.locator('div.relative').first();
    expect((await banner.boundingBox())?.height).toBe(400);
    // Each cabin's price as content/data/stays.json gives it (« dès » where its seasons' rates differ).
    await expect(tabs(page).getByRole('tab')).toHaveText(cabinsIn('fr').map((cabin) => `${cabin.name} · ${cabin.price}`));

    const info = section.getByRole('heading', { name: 'Informations complémentaires' }).locator('..');
    for (const text of [
      'Arrivée',
      'de 16h00 à 18h00',
      'Départ',
      'de 9h00 à 11h00',
      'acceptés (+10 € par animal et par nuit)',
      'Caution',
      '250 €',
      'non-fumeur',
    ]) {
      await expect(info).toContainText(text);
    }
  });

  await test.step('the chalet section', async () => {
    const section = page.getByRole('region', { name: 'Nos chalets familiaux' });
    const equipment = section.getByRole('heading', { name: 'Équipements inclus' }).locator('xpath=following-sibling::ul[1]');
    await expect(equipment.getByRole('listitem')).toHaveText([
      '2 chambres avec lits 140 × 190 cm',
      '1 chambre avec lits superposés 90 × 190 cm',
      'Une salle de bain avec WC séparés',
      'Une pièce de vie entièrement équipée',
      'Une terrasse privée avec salon de jardin et barbecue',
    ]);
    await expect(section.getByRole('link', { name: accommodationsWords.fr.callToBook })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(section.getByRole('link', { name: 'Télécharger les tarifs (PDF)' })).toHaveAttribute('href', '/Tarifs-Chalets.pdf');
    await expect(section.getByRole('heading', { name: 'Informations complémentaires' })).toBeVisible();
  });
});

test('each tab shows its cabin: carousel, name, price, description and equipment', async ({ page }) => {
  await expect(tabs(page).getByRole('tab', { name: /Petite cabane/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('heading', { name: 'Petite cabane' })).toBeVisible();
  await expect(panel(page)).toContainText(cabinsIn('fr')[0]?.price ?? '');
  // Beside the price: what it includes, and the taxe de séjour on top.
  await expect(panel(page)).toContainText(
    `Compris dans le prix : ${cabinsIn('fr')[0]?.priceIncludes?.value ?? 'what the seed says the price includes'}`,
  );
  await expect(panel(page)).toContainText(touristTaxIn('fr', 'petite-cabane').sentence);
  await expect(panel(page)).toContainText('1 lit double 140 × 190 cm');
  await expect(panel(page)).toContainText('Un petit cabinet de toilette avec WC et lavabo');

  await tabs(page)
    .getByRole('tab', { name: /Grande cabane/ })
    .click();
  await expect(panel(page).getByRole('heading', { name: 'Grande cabane' })).toBeVisible();
  await expect(panel(page)).toContainText(cabinsIn('fr')[1]?.price ?? '');
  await expect(panel(page)).toContainText('1 lit 90 × 190 cm');
  await expect(panel(page).getByRole('region', { name: 'Photos de la grande cabane' })).toBeVisible();
});

test('choosing a tab starts again on the first photo of that cabin', async ({ page }) => {
  await panel(page).getByRole('button', { name: 'Image suivante' }).click();
  await expect(shownSlide(page)).toHaveAccessibleName('2 sur 3');
  await page.clock.runFor(TRANSITION_MS);
  await panel(page).getByRole('button', { name: 'Image suivante' }).click();
  await expect(shownSlide(page)).toHaveAccessibleName('3 sur 3');

  await tabs(page)
    .getByRole('tab', { name: /Grande cabane/ })
    .click();
  await expect(shownSlide(page)).toHaveAccessibleName('1 sur 3');
  await expect(shownSlide(page).getByRole('img')).toHaveAttribute('alt', /grande cabane/);

  await tabs(page)
    .getByRole('tab', { name: /Petite cabane/ })
    .click();
  await expect(shownSlide(page)).toHaveAccessibleName('1 sur 3');
});

test(`the cabin carousel wraps, uses its dots, ignores clicks while animating and advances every ${AUTO_ADVANCE_MS / 1000} s`, async ({
  page,
}) => {
  const previous = panel(page).getByRole('button', { name: 'Image précédente' });
  await previous.click();
  await previous.click();
  await expect(shownSlide(page)).toHaveAccessibleName('3 sur 3');
  await page.clock.runFor(TRANSITION_MS);
  await panel(page).getByRole('button', { name: 'Afficher l’image 2' }).click();
  await expect(shownSlide(page)).toHaveAccessibleName('2 sur 3');

  await page.mouse.move(0, 0);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.clock.runFor(TRANSITION_MS + AUTO_ADVANCE_MS + 100);
  await expect(shownSlide(page)).toHaveAccessibleName('3 sur 3');
});

test('in German, the tabs, the cabin and the conditions speak German, prices the German way', async ({ page }) => {
  await openPage(page, pathOf('stays', 'de'));
  const tablist = page.getByRole('tablist', { name: 'Baumhaus wählen' });
  await expect(tablist.getByRole('tab')).toHaveText(cabinsIn('de').map((cabin) => `${cabin.name} · ${cabin.price}`));
  await tablist.getByRole('tab', { name: /Großes Baumhaus/ }).click();
  await expect(panel(page).getByRole('heading', { name: 'Ausstattung' })).toBeVisible();
  await expect(panel(page).getByRole('region', { name: 'Fotos: Großes Baumhaus' })).toBeVisible();
  // The owner's German texts (content/data/accommodations-page.json's "de"), none marked French.
  await expect(panel(page).getByText(/^Auf Höhe der Baumwipfel ist das große Baumhaus geräumiger/)).not.toHaveAttribute('lang', /./);
  await expect(panel(page).getByText('1 Einzelbett 90 × 190 cm')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsere Unterkünfte' })).not.toHaveAttribute('lang', /./);
  await expect(page.getByText('Familienchalets und Baumhäuser, pro Nacht zu mieten.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Unsere besonderen Baumhäuser' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Zeichnung: das Holzchalet mit seiner Terrasse am See' }).first()).toBeAttached();
  await expect(page.locator('#chalets [lang="fr"], #cabanes [lang="fr"]')).toHaveCount(0);
  const info = page.getByRole('heading', { name: 'Gut zu wissen' }).first().locator('..');
  for (const text of [
    'Anreise',
    'von 16:00 bis 18:00 Uhr',
    'Abreise',
    'von 9:00 bis 11:00 Uhr',
    'erlaubt (+10 € pro Tier und Nacht)',
    'Kaution',
    '250 €',
    'in der Unterkunft nicht gestattet',
  ]) {
    await expect(info).toContainText(text);
  }
  const chalets = page.locator('#chalets');
  await expect(chalets.getByRole('heading', { level: 2, name: 'Unsere Familienchalets' })).toBeVisible();
  // The owner's German, its {capacité du chalet} written from stays.json.
  await expect(chalets.getByText(chaletSectionIn('de').description[0] ?? '', { exact: true })).toBeVisible();
  await expect(chalets.getByText('Eine private Terrasse mit Gartenmöbeln und Grill')).toBeVisible();
  await expect(chalets.getByRole('heading', { name: 'Ausstattung' })).toBeVisible();
  await expect(chalets.getByRole('link', { name: 'Rufen Sie uns an', exact: true })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(chalets.getByRole('link', { name: 'Preisliste herunterladen (PDF)' })).toHaveAttribute('href', '/Preisliste-Chalets.pdf');
});
