import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { routes, waitForHydration } from './support';

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

/** The photos' files (components/photos.ts): held back while the page is looked at before they arrive. */
const photoFiles = '**/images/**';

/**
 * What stands behind text over a photo, in the order a visitor on a slow network sees it: nothing drawn
 * yet (or images blocked: only the colours and shades of the page), the blurred preview every photo
 * is drawn over while it loads (components/photos.ts, an inline image), then the photo.
 */
const photoStates = ['no photo yet', 'blurred preview', 'photo'] as const;
type PhotoState = (typeof photoStates)[number];

/** The elements whose own text is drawn over a photo, each marked once for the page's locators. */
async function textOverPhotos(page: Page): Promise<string[]> {
  const { incomplete } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const undecided = incomplete.flatMap((result) => result.nodes.map((node) => node.target.join(' ')));
  // axe also passes some text over a photo, judging it against the colour under the photo: take
  // every element whose own text overlaps an image drawn beneath it, or a preview standing in for one.
  return page.evaluate(
    ({ mark, undecided }) => {
      const images = [...document.querySelectorAll('img, [role="img"]')].map((image) => image.getBoundingClientRect());
      const texts = [...document.querySelectorAll('body *')].filter(
        (element) =>
          !element.closest('picture, svg, script, style') &&
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '') &&
          element.checkVisibility({ visibilityProperty: true }),
      );
      const overImages = texts.filter((element) => {
        const box = element.getBoundingClientRect();
        // Visually hidden text (the skip link before it is focused) is drawn nowhere.
        const style = getComputedStyle(element);
        if (box.width < 2 || box.height < 2 || style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0px')) return false;
        return images.some((image) => box.left < image.right && box.right > image.left && box.top < image.bottom && box.bottom > image.top);
      });
      const elements = new Set([...overImages, ...undecided.flatMap((selector) => [...document.querySelectorAll(selector)])]);
      return [...elements].map((element, index) => {
        element.setAttribute(mark, String(index));
        return `[${mark}="${index}"]`;
      });
    },
    { mark: 'data-over-photo', undecided },
  );
}

interface Measure {
  readonly selector: string;
  readonly label: string;
  readonly worst: number;
  readonly needed: number;
}

interface TextInView {
  readonly selector: string;
  readonly label: string;
  readonly colour: readonly number[];
  readonly large: boolean;
  /** The text's lines, in the viewport's CSS pixels. */
  readonly lines: readonly { readonly x: number; readonly y: number; readonly width: number; readonly height: number }[];
}

/**
 * Scrolls to the first of `pending` and hides the glyphs of every text of `pending` the screen then
 * shows whole and uncovered (the first one at least), the texts of one photograph.
 */
async function showTexts(page: Page, pending: readonly string[], waitForPhotos: boolean): Promise<TextInView[]> {
  return page.evaluate(
    async ({ pending, waitForPhotos }) => {
      const first = document.querySelector(pending[0] ?? '');
      if (!first) throw new Error(`${pending[0]} is no longer in the page`);
      // The navigation is transparent over the banner only at the top of the page.
      const header = first.closest('header');
      if (header) window.scrollTo(0, 0);
      else first.scrollIntoView({ block: 'center' });
      // Drawn once the page has answered the scroll (the header's state) and every transition has ended.
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      while (header && header.dataset.scrolled !== 'false') await frame();
      // A transition starts at the frame after the change, and one can start another (the links' colour follows the header's).
      const running = () =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      await frame();
      await frame();
      while (running().length > 0) {
        await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
        await frame();
      }
      // Only the lines of text, not the element's padding or rounded corners.
      const linesOf = (node: Element) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      };
      // Whole on the screen, and drawn on top: not under the solid navigation or the phone's action bar;
      // the navigation's own texts only while it is transparent, at the top.
      const atTop = window.scrollY === 0;
      const shown = (node: Element) =>
        (atTop || node.closest('header') === null) &&
        linesOf(node).every((line) => {
          if (line.top < 0 || line.left < 0 || line.bottom > window.innerHeight || line.right > window.innerWidth) return false;
          const top = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
          return top !== null && node.contains(top);
        });
      const texts = pending.flatMap((selector, index) => {
        const node = document.querySelector(selector);
        return node && (index === 0 || shown(node)) ? [{ selector, node }] : [];
      });
      if (waitForPhotos) {
        // Every photo under the texts decoded and drawn, not its preview.
        const boxes = texts.map(({ node }) => node.getBoundingClientRect());
        const under = [...document.images].filter((image) => {
          const area = image.getBoundingClientRect();
          return boxes.some((box) => box.left < area.right && box.right > area.left && box.top < area.bottom && box.bottom > area.top);
        });
        await Promise.all(under.map((image) => image.decode()));
      }
      return texts.map(({ selector, node }) => {
        const style = getComputedStyle(node);
        const size = parseFloat(style.fontSize);
        // Glyphs hidden from here (their halo kept: a text shadow is part of what the reader sees behind them).
        (node as HTMLElement).dataset.photoContrast = '';
        return {
          selector,
          label: (node.textContent ?? '').trim().slice(0, 50),
          colour: (style.color.match(/[\d.]+/g) ?? []).map(Number),
          large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
          lines: linesOf(node).map((line) => ({ x: line.left, y: line.top, width: line.width, height: line.height })),
        };
      });
    },
    { pending, waitForPhotos },
  );
}

/**
 * Each text's colour against the worst pixels behind 97 % of it, as the page stands in `state`: one
 * photograph of the screen for all the texts it shows, the pixels counted those inside their lines.
 */
async function measureAll(page: Page, targets: readonly string[], state: PhotoState): Promise<Measure[]> {
  const measures: Measure[] = [];
  let pending = [...targets];
  while (pending.length > 0) {
    const texts = await showTexts(page, pending, state === 'photo');
    const shot = await page.screenshot({ animations: 'disabled' });
    await page.evaluate(() =>
      document.querySelectorAll('[data-photo-contrast]').forEach((node) => node.removeAttribute('data-photo-contrast')),
    );
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const scale = info.width / (page.viewportSize()?.width ?? info.width);
    for (const text of texts) {
      const [r = 0, g = 0, b = 0] = text.colour;
      const textLuminance = relativeLuminance(r, g, b);
      const ratios: number[] = [];
      for (const line of text.lines) {
        const [x0, y0] = [Math.max(0, Math.floor(line.x * scale)), Math.max(0, Math.floor(line.y * scale))];
        const [x1, y1] = [
          Math.min(info.width, Math.ceil((line.x + line.width) * scale)),
          Math.min(info.height, Math.ceil((line.y + line.height) * scale)),
        ];
        for (let y = y0; y < y1; y += 1) {
          for (let x = x0; x < x1; x += 1) {
            const offset = (y * info.width + x) * info.channels;
            ratios.push(contrast(textLuminance, relativeLuminance(data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0)));
          }
        }
      }
      expect(ratios.length, `the text "${text.label}" was photographed`).toBeGreaterThan(0);
      ratios.sort((a, c) => a - c);
      measures.push({
        selector: text.selector,
        label: text.label,
        worst: ratios[Math.floor(ratios.length * (1 - COVERAGE))] ?? 0,
        needed: text.large ? 3 : 4.5,
      });
    }
    const measured = new Set(texts.map((text) => text.selector));
    pending = pending.filter((selector) => !measured.has(selector));
  }
  return measures;
}

/**
 * axe cannot see through a photo: it hands back the text it could not judge (a background image, a
 * gradient). This test judges that text itself: it hides the glyphs, photographs what is behind
 * them, and measures the text colour against the worst pixels there (WCAG 1.4.3, text over photos),
 * in each state a visitor can see: the photos held back, first with their previews hidden too, then
 * let through. One page load serves the three.
 */
for (const route of routes) {
  test(`${route.path}: text over photos and gradients keeps AA contrast before, while and once the photos load`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const held: Route[] = [];
    await page.route(photoFiles, (photoRoute) => {
      held.push(photoRoute);
    });
    // The banner's photo held back, the page never reaches its load event: it is looked at once it
    // runs. Its framework then starts at the visitor's first action (scripts/build/deferred-loader.ts): a key.
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Shift');
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    const targets = await textOverPhotos(page);
    expect(targets.length, `text over photos on ${route.path}`).toBeGreaterThan(0);
    await page.addStyleTag({ content: '[data-photo-contrast], [data-photo-contrast] * { color: transparent !important; }' });

    const failures: string[] = [];
    const table: string[] = [];
    for (const state of photoStates) {
      const noPreviews =
        state === 'no photo yet' ? await page.addStyleTag({ content: 'img, [role="img"] { background-image: none !important; }' }) : null;
      if (state === 'photo') {
        await page.unroute(photoFiles);
        // A request the page gave up meanwhile (another size chosen) has nothing left to let through.
        await Promise.all(held.map((photoRoute) => photoRoute.continue().catch(() => undefined)));
      }
      for (const { selector, label, worst, needed } of await test.step(state, () => measureAll(page, targets, state))) {
        table.push(`| ${state} | ${label} | ${worst.toFixed(2)} |`);
        if (worst < needed)
          failures.push(
            `${state}: "${label}" (${selector}): ${worst.toFixed(2)}:1 behind ${Math.round(COVERAGE * 100)} % of it, needs ${needed}:1`,
          );
      }
      await noPreviews?.evaluate((style) => style.parentNode?.removeChild(style));
    }
    console.log(
      `Contrast behind text over photos on ${route.path} (${test.info().project.name}):\n| state | text | ratio |\n| --- | --- | --- |\n${table.join('\n')}`,
    );
    expect(failures, `text over photos on ${route.path} (${targets.length} checked in each state)`).toEqual([]);
  });
}
