import { expect, test, type Page } from '@playwright/test';
import { AUTO_ADVANCE_MS, TRANSITION_MS } from '../components/carousel/carousel-state';
import { openPageWithPausedClock } from './support';

const chaletCarousel = (page: Page) => page.getByRole('region', { name: 'Photos des chalets' });
const shownSlide = (page: Page) => chaletCarousel(page).getByRole('group', { name: /sur 7$/ });

test.describe('chalet carousel', () => {
  test.beforeEach(async ({ page }) => {
    await openPageWithPausedClock(page, '/hebergements/');
  });

  test('next and previous wrap around, and each move slides in from its side', async ({ page }) => {
    const carousel = chaletCarousel(page);
    await carousel.getByRole('button', { name: 'Image précédente' }).click();
    await expect(shownSlide(page)).toHaveAccessibleName('7 sur 7');
    // Index 6 is above index 0: the slide comes in from the right, as the specification says.
    await expect(shownSlide(page)).toHaveClass(/animate-slide-in-from-right/);
    await page.clock.runFor(TRANSITION_MS);

    await carousel.getByRole('button', { name: 'Image suivante' }).click();
    await expect(shownSlide(page)).toHaveAccessibleName('1 sur 7');
    await expect(shownSlide(page)).toHaveClass(/animate-slide-in-from-left/);
    await page.clock.runFor(TRANSITION_MS);
    await expect(shownSlide(page)).not.toHaveClass(/animate-slide/);

    await carousel.getByRole('button', { name: 'Image suivante' }).click();
    await expect(shownSlide(page)).toHaveAccessibleName('2 sur 7');
    await expect(shownSlide(page)).toHaveClass(/animate-slide-in-from-right/);
  });

  // The lock and the timers are the same at every screen size; the phone still clicks every control above
  // and below, and swipes (swipe.spec.ts).
  test('clicks are ignored during the one-second transition', { tag: '@desktop' }, async ({ page }) => {
    const next = chaletCarousel(page).getByRole('button', { name: 'Image suivante' });
    await next.click();
    await next.click();
    await chaletCarousel(page).getByRole('button', { name: 'Afficher l’image 5' }).click();
    await expect(shownSlide(page)).toHaveAccessibleName('2 sur 7');
    await page.clock.runFor(TRANSITION_MS);
    await next.click();
    await expect(shownSlide(page)).toHaveAccessibleName('3 sur 7');
  });

  // The first state is only read: the dots' test starts from it.
  test('shows 7 photos with one dot each, the first one current; a dot jumps to its photo, and the current dot does nothing', async ({
    page,
  }) => {
    const carousel = chaletCarousel(page);
    await test.step('7 photos with one dot each, the first one current', async () => {
      await expect(shownSlide(page)).toHaveAccessibleName('1 sur 7');
      await expect(shownSlide(page).getByRole('img')).toHaveAttribute('alt', /chalet/);
      const dots = carousel.getByRole('button', { name: /^Afficher l’image \d$/ });
      await expect(dots).toHaveCount(7);
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    });

    await test.step('a dot jumps to its photo, and the current dot does nothing', async () => {
      await carousel.getByRole('button', { name: 'Afficher l’image 1' }).click();
      await expect(shownSlide(page)).toHaveAccessibleName('1 sur 7');
      await expect(shownSlide(page)).not.toHaveClass(/animate-slide/);

      await carousel.getByRole('button', { name: 'Afficher l’image 5' }).click();
      await expect(shownSlide(page)).toHaveAccessibleName('5 sur 7');
      await expect(carousel.getByRole('button', { name: 'Afficher l’image 5' })).toHaveAttribute('aria-current', 'true');
      await page.clock.runFor(TRANSITION_MS);
      await carousel.getByRole('button', { name: 'Afficher l’image 2' }).click();
      await expect(shownSlide(page)).toHaveAccessibleName('2 sur 7');
      await expect(shownSlide(page)).toHaveClass(/animate-slide-in-from-left/);
    });
  });

  test(`advances by itself every ${AUTO_ADVANCE_MS / 1000} seconds`, { tag: '@desktop' }, async ({ page }) => {
    await page.mouse.move(0, 0);
    // Well before the first turn, then just after it, then one period later.
    await page.clock.runFor(AUTO_ADVANCE_MS - 2000);
    await expect(shownSlide(page)).toHaveAccessibleName('1 sur 7');
    await page.clock.runFor(2000 + 100);
    await expect(shownSlide(page)).toHaveAccessibleName('2 sur 7');
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expect(shownSlide(page)).toHaveAccessibleName('3 sur 7');
  });

  test('the pause control stops the rotation and the play control resumes it', async ({ page }) => {
    const carousel = chaletCarousel(page);
    await carousel.getByRole('button', { name: 'Mettre en pause le défilement' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.clock.runFor(2 * AUTO_ADVANCE_MS + 2000);
    await expect(shownSlide(page)).toHaveAccessibleName('1 sur 7');
    await carousel.getByRole('button', { name: 'Reprendre le défilement' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.clock.runFor(AUTO_ADVANCE_MS + 100);
    await expect(shownSlide(page)).toHaveAccessibleName('2 sur 7');
  });
});

// Whether it rotates depends on the visitor's preference, not on the screen size.
test('the carousel does not rotate for visitors who prefer reduced motion', { tag: '@desktop' }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPageWithPausedClock(page, '/hebergements/');
  await page.mouse.move(0, 0);
  await page.clock.runFor(2 * AUTO_ADVANCE_MS + 1000);
  await expect(shownSlide(page)).toHaveAccessibleName('1 sur 7');
  await chaletCarousel(page).getByRole('button', { name: 'Image suivante' }).click();
  await expect(shownSlide(page)).toHaveAccessibleName('2 sur 7');
  await expect(shownSlide(page)).not.toHaveClass(/animate-slide/);
});
