// The full-screen photo viewer: opened from a carousel, a modal dialog with the largest image the
// build made, its caption and credit, previous/next, Escape and a close button; its code and its
// images are fetched only when a visitor opens it.
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support';

const chaletCarousel = (page: Page) => page.getByRole('region', { name: 'Photos des chalets' });

/** The widest file of a srcset ("a.avif 400w, b.avif 1920w" gives b.avif). */
function widest(srcset: string): string {
  const candidates = srcset.split(',').map((candidate) => {
    const [url = '', width = '0w'] = candidate.trim().split(/\s+/);
    return { url, width: parseInt(width, 10) };
  });
  return candidates.sort((a, b) => b.width - a.width)[0]?.url ?? '';
}

// The second opening starts from where the first left the page (closed, focus back on the opener): one
// load for both, the first being the one whose requests are watched.
test('opens large on demand, with the largest image, caption, position and previous/next that wrap; Escape closes it, focus stays inside while it is open and comes back to what opened it', async ({
  page,
}) => {
  const carousel = chaletCarousel(page);
  const opener = carousel.getByRole('button', { name: 'Agrandir la photo' });
  const viewer = page.getByRole('dialog', { name: 'Photos des chalets en grand' });

  await test.step('opens large on demand, with the largest image, caption, position and previous/next that wrap', async () => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await openPage(page, '/hebergements/');
    await carousel.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const firstAvif = widest((await carousel.locator('source[type="image/avif"]').first().getAttribute('srcset')) ?? '');
    const scriptsBefore = requests.filter((path) => path.endsWith('.js'));
    expect(requests, 'the largest photo is not fetched before the viewer opens').not.toContain(firstAvif);

    await opener.click();
    await expect(viewer).toBeVisible();
    expect(
      requests.filter((path) => path.endsWith('.js') && !scriptsBefore.includes(path)),
      'the viewer code came with the first opening',
    ).not.toEqual([]);
    await expect(viewer.getByText('Photo 1 sur 7')).toBeVisible();
    const image = viewer.getByRole('img', { name: /chalet en bois et sa terrasse/ });
    await expect(image).toBeVisible();
    await expect(viewer.getByText('Illustration : le chalet en bois et sa terrasse au bord du lac', { exact: true })).toBeVisible();
    await expect(viewer.getByText('Illustration dessinée pour le site')).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toBe(firstAvif);
    const box = await image.boundingBox();
    expect(box?.width, 'the photo fills the screen width or height').toBeGreaterThan((page.viewportSize()?.width ?? 0) * 0.9 - 1);

    await viewer.getByRole('button', { name: 'Photo précédente' }).click();
    await expect(viewer.getByText('Photo 7 sur 7')).toBeVisible();
    await viewer.getByRole('button', { name: 'Photo suivante' }).click();
    await viewer.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(viewer.getByText('Photo 2 sur 7')).toBeVisible();
    await expect(viewer.getByRole('img')).toHaveAccessibleName(/pièce de vie/);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Photo 3 sur 7')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('Photo 2 sur 7')).toBeVisible();

    await viewer.getByRole('button', { name: 'Fermer' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  await test.step('Escape closes it, focus stays inside while it is open and comes back to what opened it', async () => {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(viewer.getByRole('button', { name: 'Fermer' })).toBeFocused();
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const focused = document.activeElement;
        return focused !== null && focused !== document.body && !focused.closest('dialog');
      });
      expect(outside, 'Tab never leaves the open viewer for the page behind').toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(chaletCarousel(page).getByRole('group', { name: '1 sur 7' })).toBeVisible();
  });

  await test.step('a visitor who moves on at once keeps their focus when the close event comes late', async () => {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(viewer.getByRole('button', { name: 'Fermer' })).toBeFocused();
    // The dialog closes at once but announces it a task later: focus taken elsewhere in between
    // (here within the same task, so the order never depends on the machine's speed) must stay there.
    await page.evaluate(() => {
      document.querySelector('dialog')?.close();
      document.querySelector<HTMLElement>('[aria-label="Afficher l’image 7"]')?.focus();
    });
    await expect(viewer).toHaveCount(0);
    await expect(chaletCarousel(page).getByRole('button', { name: 'Afficher l’image 7' })).toBeFocused();
  });
});

// Which photo the viewer opens at is passed on the same at every screen size (the phone opens the viewer
// in the test above and by a tap in swipe.spec.ts).
test('a cabin photo opens at the one the carousel shows', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, '/hebergements/');
  const carousel = page.getByRole('region', { name: /^Photos de la .*cabane/i }).first();
  await carousel.getByRole('button', { name: 'Afficher l’image 3' }).click();
  await carousel.getByRole('button', { name: 'Agrandir la photo' }).click();
  const viewer = page.getByRole('dialog', { name: /cabane.* en grand$/i });
  await expect(viewer.getByText(/^Photo 3 sur \d+$/)).toBeVisible();
});

test('in German, the carousel and the viewer speak German', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, '/de/unterkuenfte/');
  const carousel = page.locator('section[aria-roledescription="Karussell"]').first();
  await expect(carousel.getByRole('group', { name: '1 von 7' })).toBeAttached();
  await expect(carousel.getByRole('button', { name: 'Vorheriges Foto' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Diashow anhalten' })).toBeVisible();
  await expect(carousel.getByRole('list', { name: 'Foto auswählen' }).getByRole('button', { name: 'Foto 3 anzeigen' })).toBeVisible();
  await carousel.getByRole('button', { name: 'Foto vergrößern' }).click();
  const viewer = page.getByRole('dialog', { name: / im Großformat$/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('Foto 1 von 7')).toBeVisible();
  await viewer.getByRole('button', { name: 'Nächstes Foto' }).click();
  await expect(viewer.getByText('Foto 2 von 7')).toBeVisible();
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toHaveCount(0);
});
