import { expect, test } from '@playwright/test';
import { openPage } from './support';

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
  test('the toggle closes the menu again, and so does Escape, giving focus back to the toggle; the toggle opens it and choosing a link closes it', async ({ page }) => {
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
