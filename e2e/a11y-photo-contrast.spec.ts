import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openPage, routes } from './support';

const relativeLuminance = (r: number, g: number, b: number) => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

// Nearly every pixel behind the text must give the contrast; a few stray specks of a photo may not.
const COVERAGE = 0.97;

/**
 * axe cannot see through a photo: it hands back the text it could not judge (a background image, a
 * gradient). This test judges that text itself: it hides the glyphs, photographs what is behind
 * them, and measures the text colour against the worst pixels there (WCAG 1.4.3, text over photos).
 */
for (const route of routes) {
  test(`${route.path}: text over photos and gradients keeps AA contrast`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, route.path);
    const { incomplete } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    const undecided = incomplete.flatMap((result) => result.nodes.map((node) => node.target.join(' ')));
    // axe also passes some text over a photo, judging it against the colour under the photo: take
    // every element whose own text overlaps an image drawn beneath it.
    const overImages = await page.evaluate((mark) => {
      const images = [...document.querySelectorAll('img')].map((image) => image.getBoundingClientRect());
      const texts = [...document.querySelectorAll('body *')].filter(
        (element) =>
          !element.closest('picture, svg, script, style') &&
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '') &&
          element.checkVisibility({ visibilityProperty: true }),
      );
      return texts
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Visually hidden text (the skip link before it is focused) is drawn nowhere.
          const style = getComputedStyle(element);
          if (box.width < 2 || box.height < 2 || style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0px')) return false;
          return images.some((image) => box.left < image.right && box.right > image.left && box.top < image.bottom && box.bottom > image.top);
        })
        .map((element, index) => {
          element.setAttribute(mark, String(index));
          return `[${mark}="${index}"]`;
        });
    }, 'data-over-photo');
    const targets = [...new Set([...overImages, ...undecided])];
    const failures: string[] = [];

    for (const selector of targets) {
      const element = page.locator(selector).first();
      // The navigation is transparent over the banner only at the top of the page.
      if (await element.evaluate((node) => node.closest('header') !== null)) await page.evaluate(() => window.scrollTo(0, 0));
      await element.scrollIntoViewIfNeeded();
      const text = await element.evaluate((node) => {
        const style = getComputedStyle(node);
        const colour = (style.color.match(/[\d.]+/g) ?? []).map(Number);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        (node as HTMLElement).dataset.photoContrast = '';
        // Only the lines of text, not the element's padding or rounded corners.
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()]
          .filter((rect) => rect.width > 1 && rect.height > 1)
          .map((rect) => ({ x: rect.left, y: rect.top, width: rect.width, height: rect.height }));
        return { colour, large, lines, label: (node.textContent ?? '').trim().slice(0, 50) };
      });
      // Glyphs hidden (their halo kept: a text shadow is part of what the reader sees behind them).
      await page.addStyleTag({ content: '[data-photo-contrast], [data-photo-contrast] * { color: transparent !important; }' });
      const [r = 0, g = 0, b = 0] = text.colour;
      const textLuminance = relativeLuminance(r, g, b);
      const ratios: number[] = [];
      for (const clip of text.lines) {
        const shot = await page.screenshot({ clip, animations: 'disabled' });
        const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        for (let offset = 0; offset < data.length; offset += info.channels) {
          ratios.push(contrast(textLuminance, relativeLuminance(data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0)));
        }
      }
      await page.evaluate(() => {
        document.querySelectorAll('[data-photo-contrast]').forEach((node) => node.removeAttribute('data-photo-contrast'));
        document.head.lastElementChild?.remove();
      });
      expect(ratios.length, `the text "${text.label}" was photographed`).toBeGreaterThan(0);
      ratios.sort((a, c) => a - c);
      const worst = ratios[Math.floor(ratios.length * (1 - COVERAGE))] ?? 0;
      const needed = text.large ? 3 : 4.5;
      if (worst < needed) failures.push(`"${text.label}" (${selector}): ${worst.toFixed(2)}:1 behind ${Math.round(COVERAGE * 100)} % of it, needs ${needed}:1`);
    }
    expect(failures, `text over photos on ${route.path} (${targets.length} checked)`).toEqual([]);
  });
}
