// With JavaScript turned off, every page is complete and its links work, the phone menu opens (a
// native popover), the carousels show their first photo with the others a sideways scroll away,
// the availability calendar shows its periods and this month as built, and the reservation
// section gives the phone and e-mail instead of a form that could not send.
import { expect, test } from '@playwright/test';
import { routes } from './support';

test.use({ javaScriptEnabled: false });

test('every page is complete and readable, and its navigation links work', async ({ page }) => {
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(await page.evaluate(() => matchMedia('(scripting: none)').matches), 'the browser runs no script').toBe(true);
    // Nothing follows the scroll: the fixed navigation stays solid, readable over any content.
    await page.mouse.wheel(0, 1200);
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Les Chalets du lac' })).toHaveCSS('color', 'rgb(15, 42, 51)');
  }
  await page.goto('/');
  await page.getByRole('link', { name: 'Voir les horaires' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le restaurant');
});

test('the carousels show their first photo, the others a sideways scroll away, and no control that cannot work', async ({ page }) => {
  await page.goto('/hebergements/');
  for (const carousel of [
    page.getByRole('region', { name: 'Photos des chalets' }),
    page.getByRole('region', { name: /^Photos de la .*cabane/i }).first(),
  ]) {
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('[aria-roledescription="diapositive"]');
    await expect(slides.first().getByRole('img')).toBeInViewport();
    for (const name of ['Image suivante', 'Image précédente', 'Mettre en pause le défilement', 'Agrandir la photo']) {
      await expect(carousel.getByRole('button', { name })).toBeHidden();
    }
    await expect(carousel.getByText('Faites défiler les photos vers la gauche pour voir les suivantes.')).toBeVisible();
    const strip = slides.first().locator('..');
    await strip.evaluate((element) => element.scrollBy({ left: element.clientWidth, behavior: 'instant' }));
    await expect(slides.nth(1).locator('img')).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(1).locator('img')).toHaveJSProperty('complete', true);
  }
});

test('the availability calendar gives each unit type’s free and booked periods in words, and this month as built, with no paging that cannot work', async ({
  page,
}) => {
  await page.goto('/hebergements/');
  for (const unitType of ['Les chalets', 'La petite cabane', 'La grande cabane']) {
    const region = page.getByRole('region', { name: unitType, exact: true });
    await expect(region.getByRole('listitem').first()).toHaveText(
      /^(Libre|Occupé) du \S+ \S+ \S+ \d{4} au \S+ \S+ \S+ \d{4} \(\d+ nuits?(, fin du calendrier)?\)$/,
    );
    await expect(region.getByRole('table')).toHaveCount(1);
    await expect(region.getByRole('table').getByRole('cell', { name: /^1 / }).first()).toBeVisible();
    for (const name of ['Mois précédent', 'Mois suivant']) await expect(region.getByRole('button', { name })).toBeHidden();
  }
});

test('the reservation section gives the phone and the e-mail instead of the form', async ({ page }) => {
  await page.goto('/restaurant/');
  const section = page.locator('#reservation');
  await expect(section.getByRole('button', { name: 'Réserver une table' })).toBeHidden();
  await expect(section.getByText('Pour réserver une table, appelez-nous ou écrivez-nous :')).toBeVisible();
  await expect(section.getByRole('link', { name: /^[\d\s+]+$/ })).toHaveAttribute('href', /^tel:\+/);
  await expect(section.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@/);
  await expect(section.getByRole('textbox')).toHaveCount(0);
});

test.describe('on a phone', { tag: '@phone' }, () => {
  test('the menu opens, its links work, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Loisirs', exact: true })).toBeHidden();
    await menuButton.click();
    await expect(nav.getByRole('link', { name: 'Loisirs', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Loisirs', exact: true })).toBeHidden();
    await menuButton.click();
    await nav.getByRole('link', { name: 'Loisirs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loisirs au bord du lac');
  });
});
