// Swiping the carousels with real touch input (Chromium's DevTools protocol sends the same touch
// events a finger does) and dragging them with the mouse: the same rules as the buttons hold.
import { expect, test, type CDPSession, type Locator, type Page } from '@playwright/test';
import { openPageWithPausedClock } from './support';

const chaletCarousel = (page: Page) => page.getByRole('region', { name: 'Photos des chalets' });
const shownSlide = (carousel: Locator) => carousel.getByRole('group', { name: /sur \d+$/ });

/** A one-finger drag from one point to another, in small steps as a finger moves. */
async function touchDrag(session: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  const steps = 8;
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step += 1) {
    const point = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The middle of the photo, between its arrows and below its pause and expand buttons. */
async function photoMiddle(carousel: Locator) {
  const box = await shownSlide(carousel).boundingBox();
  if (!box) throw new Error('the shown photo has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height * 0.7, width: box.width };
}

test.describe('on a phone, by touch', { tag: '@phone' }, () => {
  test('a swipe to the left shows the next photo, to the right the previous one, wrapping, with the 1 s lock and the dots', async ({
    page,
  }) => {
    await openPageWithPausedClock(page, '/hebergements/');
    const carousel = chaletCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const session = await page.context().newCDPSession(page);
    const middle = await photoMiddle(carousel);
    const left = { x: middle.x - middle.width * 0.35, y: middle.y };
    const right = { x: middle.x + middle.width * 0.35, y: middle.y };

    await touchDrag(session, right, left);
    await expect(shownSlide(carousel)).toHaveAccessibleName('2 sur 7');
    await expect(shownSlide(carousel)).toHaveClass(/animate-slide-in-from-right/);
    await expect(carousel.getByRole('button', { name: 'Afficher l’image 2' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('dialog'), 'a swipe does not open the viewer').toHaveCount(0);

    // Within the second the slide takes, another swipe is ignored, as a button press would be.
    await touchDrag(session, right, left);
    await expect(shownSlide(carousel)).toHaveAccessibleName('2 sur 7');
    await page.clock.runFor(1000);

    await touchDrag(session, left, right);
    await expect(shownSlide(carousel)).toHaveAccessibleName('1 sur 7');
    await expect(shownSlide(carousel)).toHaveClass(/animate-slide-in-from-left/);
    await page.clock.runFor(1000);
    await touchDrag(session, left, right);
    await expect(shownSlide(carousel), 'previous from the first wraps to the last').toHaveAccessibleName('7 sur 7');
    await expect(carousel.getByRole('button', { name: 'Afficher l’image 7' })).toHaveAttribute('aria-current', 'true');
  });

  test('a vertical drag over a photo scrolls the page and leaves the photo', async ({ page }) => {
    await openPageWithPausedClock(page, '/hebergements/');
    const carousel = chaletCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const session = await page.context().newCDPSession(page);
    const middle = await photoMiddle(carousel);
    const scrolledBefore = await page.evaluate(() => window.scrollY);
    // A slightly slanted upward drag, as a thumb scrolls down the page.
    await touchDrag(session, { x: middle.x - 10, y: middle.y + 40 }, { x: middle.x + 20, y: middle.y - 160 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore + 50);
    await expect(shownSlide(carousel)).toHaveAccessibleName('1 sur 7');
    expect(
      await carousel
        .locator('[aria-roledescription="diapositive"]')
        .first()
        .evaluate((slide) => getComputedStyle(slide.parentElement!.parentElement!).touchAction),
    ).toBe('pan-y');
  });

  test('the cabin carousel swipes too, and a tap on the photo opens it large', async ({ page }) => {
    await openPageWithPausedClock(page, '/hebergements/');
    const carousel = page.getByRole('region', { name: /^Photos de la .*cabane/i }).first();
    await carousel.scrollIntoViewIfNeeded();
    const session = await page.context().newCDPSession(page);
    const middle = await photoMiddle(carousel);
    await touchDrag(session, { x: middle.x + 100, y: middle.y }, { x: middle.x - 100, y: middle.y });
    await expect(shownSlide(carousel)).toHaveAccessibleName(/^2 sur \d+$/);
    await page.clock.runFor(1000);
    await page.touchscreen.tap(middle.x, middle.y);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/^Photo 2 sur \d+$/)).toBeVisible();
  });
});

test.describe('on a computer, by mouse', { tag: '@desktop' }, () => {
  test('dragging the photo sideways changes it; a click opens it large', async ({ page }) => {
    await openPageWithPausedClock(page, '/hebergements/');
    const carousel = chaletCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const middle = await photoMiddle(carousel);
    await page.mouse.move(middle.x + 120, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x - 120, middle.y, { steps: 6 });
    await page.mouse.up();
    await expect(shownSlide(carousel)).toHaveAccessibleName('2 sur 7');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(1000);
    await page.mouse.click(middle.x, middle.y);
    await expect(page.getByRole('dialog', { name: 'Photos des chalets en grand' })).toBeVisible();
  });
});
