import { expect, test, type Page } from '@playwright/test';
import { AUTO_ADVANCE_MS, TRANSITION_MS } from '../components/carousel/carousel-state';
import { openPage, routes, waitForHydration } from './support';

/** What the walk saw at one Tab stop, and the problems it found there. */
interface Stop {
  readonly key: string;
  readonly kind: 'link' | 'button' | 'field' | 'other';
  readonly description: string;
  readonly href: string | null;
  readonly external: boolean;
  readonly download: boolean;
  readonly expanded: string | null;
  readonly chosen: boolean;
  readonly problems: string[];
}

const MARK = 'data-keyboard-walk';

/**
 * Runs in the page on the focused element: gives it a stable key and checks what WCAG 2.2 asks of a
 * focused control: focus visible (2.4.7), not hidden under the fixed navigation or the open menu
 * (2.4.11), on screen, and a target of at least 24 × 24 px unless it is a link inside a sentence (2.5.8).
 */
async function inspectFocus(mark: string): Promise<Stop | null> {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  // Colour transitions (the ring fading in) are measured once settled.
  await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  if (!element.hasAttribute(mark)) element.setAttribute(mark, String(document.querySelectorAll(`[${mark}]`).length + 1));
  const tag = element.tagName.toLowerCase();
  const role = element.getAttribute('role');
  const kind =
    tag === 'a'
      ? 'link'
      : tag === 'button' || role === 'tab'
        ? 'button'
        : ['input', 'select', 'textarea'].includes(tag)
          ? 'field'
          : 'other';
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const description = `<${tag}${role ? ` role=${role}` : ''}${element.id ? ` id=${element.id}` : ''}> "${name}"`;
  const problems: string[] = [];

  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  // A shadow counts as a focus indicator only when focus changed it (cards and buttons carry one anyway).
  const restingShadow = element.getAttribute(`${mark}-shadow`);
  if (!outline && (style.boxShadow === 'none' || restingShadow === null || restingShadow === style.boxShadow)) {
    problems.push('no visible focus indicator');
  }
  if (outline) {
    const ratio = ringContrast(element, style);
    if (ratio !== null && ratio < 3) problems.push(`focus ring contrast ${ratio.toFixed(2)}:1 against what surrounds it, under 3:1`);
  }

  const rect = element.getBoundingClientRect();
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || rect.width === 0 || rect.height === 0) {
    problems.push('focused while invisible');
  } else {
    // A focused element taller than the screen below the fixed navigation (a cabin's tab panel on a
    // phone) cannot be fully on screen: its top must be, and the checks below keep it from under the bars.
    const navigationBottom = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
    const fitsOnScreen = rect.height <= window.innerHeight - navigationBottom;
    if (rect.top < 0 || rect.left < 0 || (fitsOnScreen && rect.bottom > window.innerHeight + 1) || rect.right > window.innerWidth + 1) {
      problems.push(`not fully on screen (${Math.round(rect.top)}…${Math.round(rect.bottom)} of ${window.innerHeight})`);
    }
    const header = document.querySelector('header');
    const points: [number, number][] = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (hit && hit !== element && !element.contains(hit) && header?.contains(hit) && !header.contains(element)) {
        problems.push(`hidden under the navigation at (${Math.round(x)}, ${Math.round(y)})`);
        break;
      }
    }
    // Below 1024 px the phone action bar is fixed at the bottom: focus must stop above it too (the
    // whole of a control; the first 100 px of a panel taller than that).
    const actionBar = document.querySelector('nav[aria-label="Actions rapides"]');
    const lowest = Math.min(rect.bottom - 2, rect.top + 100);
    const bottomHit = document.elementFromPoint(rect.left + rect.width / 2, lowest);
    if (bottomHit && !element.contains(bottomHit) && actionBar?.contains(bottomHit) && !actionBar.contains(element)) {
      problems.push(`hidden under the action bar at (${Math.round(rect.left + rect.width / 2)}, ${Math.round(lowest)})`);
    }
    // A link in running text is sized by its line (the inline exception of 2.5.8); axe checks its spacing.
    const inline = style.display === 'inline';
    if (kind !== 'other' && !inline && (rect.width < 24 || rect.height < 24)) {
      problems.push(`target ${Math.round(rect.width)} × ${Math.round(rect.height)} px, under 24 × 24`);
    }
  }

  /** Contrast of the focus ring with the colour under its top edge (a photo counts as its container's colour). */
  function ringContrast(target: HTMLElement, targetStyle: CSSStyleDeclaration): number | null {
    const parse = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const box = target.getBoundingClientRect();
    const width = parseFloat(targetStyle.outlineWidth);
    const y = box.top - parseFloat(targetStyle.outlineOffset) - width / 2;
    const x = box.left + box.width / 2;
    if (y < 0 || y > window.innerHeight) return null;
    let background: number[] | null = null;
    for (const layer of document.elementsFromPoint(x, y)) {
      let node: Element | null = layer;
      if (layer.tagName === 'IMG') node = layer.parentElement;
      while (node && background === null) {
        const rgba = parse(getComputedStyle(node).backgroundColor);
        if ((rgba[3] ?? 1) >= 0.5) background = rgba;
        if (layer.tagName !== 'IMG') break;
        node = node.parentElement;
      }
      if (background) break;
    }
    const ring = parse(targetStyle.outlineColor);
    const [light, dark] = [luminance(ring), luminance(background ?? [255, 255, 255])].sort((a, b) => b - a);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  }

  const href = element instanceof HTMLAnchorElement ? element.href : null;
  return {
    key: element.getAttribute(mark) ?? '',
    kind,
    description,
    href,
    external: href !== null && new URL(href).origin !== location.origin,
    download: element.hasAttribute('download'),
    expanded: element.getAttribute('aria-expanded'),
    chosen: element.getAttribute('aria-current') === 'true' || element.getAttribute('aria-selected') === 'true',
    problems,
  };
}

/**
 * Presses Tab through the whole page as a keyboard user does, opening every closed disclosure it meets
 * (the phone menu, the reservation form) with Enter so that what they hide is walked too.
 */
async function walk(page: Page, until?: (stop: Stop, index: number) => boolean): Promise<Stop[]> {
  const stops: Stop[] = [];
  await page.evaluate((mark) => {
    for (const element of document.querySelectorAll('a, button, input, select, textarea, [tabindex]')) {
      element.setAttribute(`${mark}-shadow`, getComputedStyle(element).boxShadow);
    }
  }, MARK);
  for (let presses = 0; presses < 400; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(inspectFocus, MARK);
    if (stop === null) {
      // Focus left the page (back to the browser): the Tab cycle is complete.
      if (stops.length > 0) return stops;
      continue;
    }
    // Tab inside a date field moves between its day, month and year: the same control again.
    if (stops.at(-1)?.key === stop.key) continue;
    if (stops.some((seen) => seen.key === stop.key)) return stops;
    stops.push(stop);
    if (until?.(stop, stops.length - 1)) return stops;
    if (stop.expanded === 'false') {
      await page.keyboard.press('Enter');
      const opener = page.locator(`[${MARK}="${stop.key}"]`);
      await expect(opener, `${stop.description} opens with Enter`).toHaveAttribute('aria-expanded', 'true');
      // What it opens may load first (the stay flow's calendar): a visitor sees it appear before tabbing on.
      const controls = await opener.getAttribute('aria-controls');
      if (controls) {
        await expect(
          page.locator(`[id="${controls}"]`).locator('a[href], button, input, select, textarea').first(),
          `${stop.description} shows its controls`,
        ).toBeAttached();
      }
    }
  }
  throw new Error('Tab never came back round: a keyboard trap?');
}

/** Keys of the controls a visitor can reach by Tab right now and that the walk has not marked. */
async function unreachedControls(page: Page): Promise<string[]> {
  return page.evaluate((mark) => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], summary',
    );
    return [...candidates]
      .filter((element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => !element.hasAttribute(mark))
      .map((element) => element.outerHTML.slice(0, 160));
  }, MARK);
}

/**
 * Presses a key on a control and tells whether the page answered (DOM, focus or address changed). A
 * carousel ignores presses during its one-second slide change, so a silent control gets a second press.
 */
async function pageReacts(page: Page, key: string, press: string): Promise<boolean> {
  return (await pressAndWatch(page, key, press, 1200)) || pressAndWatch(page, key, press, 2000);
}

async function pressAndWatch(page: Page, key: string, press: string, timeout: number): Promise<boolean> {
  const control = page.locator(`[${MARK}="${key}"]`);
  await control.focus();
  await page.evaluate(() => {
    const state = window as unknown as { keyboardWalkChanged: boolean; keyboardWalkFocus: Element | null };
    state.keyboardWalkChanged = false;
    state.keyboardWalkFocus = document.activeElement;
    new MutationObserver(() => {
      state.keyboardWalkChanged = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const before = page.url();
  await page.keyboard.press(press);
  return page
    .waitForFunction(
      () => {
        const state = window as unknown as { keyboardWalkChanged: boolean; keyboardWalkFocus: Element | null };
        return state.keyboardWalkChanged || state.keyboardWalkFocus !== document.activeElement;
      },
      undefined,
      { timeout },
    )
    .then(
      () => true,
      () => page.url() !== before,
    );
}

/** Focuses the first visible link to this address; false when none is visible. */
async function focusVisibleCopy(page: Page, href: string | null): Promise<boolean> {
  return page.evaluate((target) => {
    const link = [...document.querySelectorAll('a')].find(
      (anchor) => anchor.href === target && anchor.checkVisibility({ visibilityProperty: true }),
    );
    link?.focus();
    return link !== undefined && document.activeElement === link;
  }, href);
}

/**
 * Goes Back in history to the page under test and waits until it is shown and running again. Where
 * Back leads elsewhere, the page is loaded afresh instead.
 */
async function comeBack(page: Page, route: (typeof routes)[number], here: string): Promise<void> {
  if (page.url() !== here) {
    await page.goBack();
    // goBack() can resolve before the address is back: the router answers Back itself, at times with
    // a fresh load of the page a moment later. Wait for that address (and its load) rather than start
    // a second navigation over it (« interrupted by another navigation », seen in CI on a phone).
    await page.waitForURL(here, { timeout: 5_000 }).catch(() => undefined);
  }
  if (page.url() !== here) {
    await openPage(page, route.path);
    return;
  }
  // The router puts the page back after the address has changed: its own heading says it is there.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  // At the top, as a fresh page opens: a target then in view after Enter was brought there by the link.
  await page.evaluate(() => window.scrollTo(0, 0));
}

// Reduced motion: no carousel moves by itself, so every change the walk sees comes from its own key press.
test.use({ reducedMotion: 'reduce' });

// Every page on the desktop; on a phone, the home (the menu button, the banner, the action bar). The
// stays page's controls (tabs, calendars, the estimate and the request) are the same components at
// both widths, walked on the desktop (47 s; 59 s more on the phone for the same stops). The phone's own
// keyboard paths (its menu) have their tests below.
const walkedOnPhone = new Set(['/']);

for (const route of routes) {
  const tag = walkedOnPhone.has(route.path) ? {} : { tag: '@desktop' };
  test(`${route.path}: the keyboard alone reaches and operates every control`, tag, async ({ page }) => {
    test.setTimeout(180_000);
    await openPage(page, route.path);
    const stops = await walk(page);

    // Reach: every control is in the Tab order, and shows focus properly there.
    expect(await unreachedControls(page), 'controls Tab never reached').toEqual([]);
    const problems = stops.flatMap((stop) => stop.problems.map((problem) => `${stop.description}: ${problem}`));
    expect(problems, 'focus problems met along the Tab order').toEqual([]);
    expect(stops[0]?.description, 'the skip link comes first').toMatch(/^<a> "Aller au contenu/);

    // Back up with Shift+Tab: scrolling upwards must not leave focus under the fixed navigation either.
    const backwards: string[] = [];
    for (let index = 0; index < stops.length; index += 1) {
      await page.keyboard.press('Shift+Tab');
      const stop = await page.evaluate(inspectFocus, MARK);
      if (stop) backwards.push(...stop.problems.map((problem) => `${stop.description} (Shift+Tab): ${problem}`));
    }
    expect(backwards, 'focus problems met going backwards').toEqual([]);

    // Operate the fields and buttons, from the last to the first so that closing a panel comes after its content.
    const failures: string[] = [];
    for (const stop of [...stops].reverse()) {
      if (stop.kind === 'field') {
        const field = page.locator(`[${MARK}="${stop.key}"]`);
        if (!(await field.isVisible())) continue;
        const type = (await field.getAttribute('type')) ?? (await field.evaluate((element) => element.tagName.toLowerCase()));
        // A box to tick (an optional extra) takes Space, not typing.
        if (type === 'checkbox') {
          const ticked = await field.isChecked();
          await field.focus();
          await page.keyboard.press('Space');
          if ((await field.isChecked()) === ticked) failures.push(`${stop.description} did not toggle on Space`);
          continue;
        }
        const before = await field.inputValue();
        await field.focus();
        if (type === 'select')
          await page.keyboard.press(before === (await field.locator('option').last().getAttribute('value')) ? 'ArrowUp' : 'ArrowDown');
        else if (type === 'number') await page.keyboard.press('ArrowUp');
        else if (type === 'date') await page.keyboard.type('05122026');
        else await page.keyboard.type('7');
        if ((await field.inputValue()) === before) failures.push(`${stop.description} did not take keyboard input`);
      } else if (stop.kind === 'button' && !stop.chosen) {
        if (!(await page.locator(`[${MARK}="${stop.key}"]`).isVisible())) continue;
        if (!(await pageReacts(page, stop.key, 'Enter'))) failures.push(`${stop.description} did nothing on Enter`);
        // A control that opened the photo viewer: Escape closes it, and focus must come back.
        const viewer = page.getByRole('dialog');
        if (await viewer.isVisible()) {
          await page.keyboard.press('Escape');
          await expect(viewer, `${stop.description}: Escape closes the viewer it opened`).toHaveCount(0);
          await expect(page.locator(`[${MARK}="${stop.key}"]`), 'focus back on what opened the viewer').toBeFocused();
        }
      }
    }
    expect(failures, 'controls the keyboard could not operate').toEqual([]);

    // Operate each distinct link of the site's own: on the page, focus it (the walk above proved Tab
    // reaches it; a visible copy elsewhere on the page, or the walk again for one in the menu) and
    // press Enter.
    const seen = new Set<string>();
    const links = stops
      .map((stop, index) => ({ stop, index }))
      .filter(({ stop }) => stop.kind === 'link' && stop.href !== null && !stop.external && !seen.has(stop.href) && seen.add(stop.href));
    const here = new URL(route.path, page.url()).href;
    for (const [position, { stop, index }] of links.entries()) {
      // The buttons above changed the page, so the first link starts from a fresh one, and so does the
      // link after one that led to this very address (the router's same-address navigation ends
      // unseen). Otherwise Back returns to the page, as a visitor does, without a new load and
      // hydration each time.
      const previous = links[position - 1]?.stop.href;
      if (previous === undefined || previous === here) await openPage(page, route.path);
      else await comeBack(page, route, here);
      let focused = await focusVisibleCopy(page, stop.href);
      if (!focused && previous !== undefined && previous !== here) {
        // The walk counts Tab stops from the top of a freshly loaded page.
        await openPage(page, route.path);
        focused = await focusVisibleCopy(page, stop.href);
      }
      if (!focused) {
        const again = await walk(page, (_, at) => at === index);
        expect(again.at(-1)?.description, 'the walk meets the same controls again').toBe(stop.description);
      }
      const href = stop.href ?? '';
      if (stop.download || href.endsWith('.pdf')) {
        const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
        expect(new URL(href).pathname, `${stop.description} downloads its file`).toContain(
          download.suggestedFilename().replace(/\s/g, '%20'),
        );
        continue;
      }
      await page.keyboard.press('Enter');
      await expect(page, `${stop.description} leads to its address`).toHaveURL(href);
      const target = new URL(href);
      if (target.hash) {
        await expect(page.locator(target.hash), `${stop.description} brings its target into view`).toBeInViewport();
      }
    }
    expect(links.length).toBeGreaterThanOrEqual(6);
  });
}

test('the photo viewer: Enter opens it, Tab walks its controls and stays inside, the arrows move, Escape closes it', async ({ page }) => {
  await openPage(page, '/hebergements/');
  await walk(page, (stop) => stop.description.includes('"Agrandir la photo"'));
  const opener = page.getByRole('button', { name: 'Agrandir la photo' }).first();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('button', { name: 'Fermer' })).toBeFocused();
  // Tab goes round the viewer's own controls (and may pass by the browser's, never the page behind).
  const inside = await walk(page);
  const controls = ['<button> "Fermer"', '<button> "Photo précédente"', '<button> "Photo suivante"'];
  expect(inside.map((stop) => stop.description).filter((description) => !controls.includes(description))).toEqual([]);
  expect(new Set(inside.map((stop) => stop.description)).size).toBeGreaterThanOrEqual(2);
  expect(inside.flatMap((stop) => stop.problems)).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/^Photo 2 sur \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the skip link is the first stop, shows itself and moves focus to the content', async ({ page }) => {
  await openPage(page, '/restaurant/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false);
  expect(inMain, 'the next Tab stays in the content, after the navigation').toBe(true);
});

test('the cabin tabs: arrow keys, Home and End move and select, Tab goes on to the panel', async ({ page }) => {
  await openPage(page, '/hebergements/');
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  await walk(page, (stop) => stop.description.includes('role=tab'));
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.first()).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('End');
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.first()).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(count - 1)).toBeFocused();
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName(await tabs.first().innerText());
});

test('a carousel works from the keyboard, and play starts it even under reduced motion', async ({ page }) => {
  await page.clock.install();
  await openPage(page, '/hebergements/');
  const carousel = page.getByRole('region', { name: /chalet/i }).first();
  const shown = carousel.locator('[aria-roledescription="diapositive"]:not([aria-hidden])');
  await expect(shown).toHaveAccessibleName(/^1 sur \d+$/);
  const play = carousel.getByRole('button', { name: 'Reprendre le défilement' });
  await play.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Image suivante' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveAccessibleName(/^2 sur \d+$/);
  await page.clock.runFor(TRANSITION_MS);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(shown).toHaveAccessibleName(/^1 sur \d+$/);
  await page.clock.runFor(TRANSITION_MS);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(shown).toHaveAccessibleName(/^3 sur \d+$/);
  await expect(carousel.getByRole('button', { name: 'Afficher l’image 3' })).toHaveAttribute('aria-current', 'true');

  // Rotation stays off while focus is inside; once the visitor presses play and leaves, it runs.
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Mettre en pause le défilement' })).toBeFocused();
  await page.clock.runFor(2 * AUTO_ADVANCE_MS + 1000);
  await expect(shown).toHaveAccessibleName(/^3 sur \d+$/);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.mouse.move(0, 0);
  await page.clock.runFor(TRANSITION_MS + AUTO_ADVANCE_MS + 100);
  await expect(shown).toHaveAccessibleName(/^4 sur \d+$/);
});

test.describe('on a phone', { tag: '@phone' }, () => {
  test('the menu opens with Enter, Tab past its last link closes it, Escape closes it and focus returns', async ({ page }) => {
    await openPage(page, '/loisirs/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menuLinks = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('listitem').getByRole('link');
    await walk(page, (stop) => stop.expanded !== null);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const count = await menuLinks.count();
    for (let index = 0; index < count; index += 1) {
      await page.keyboard.press('Tab');
      await expect(menuLinks.nth(index)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(toggle, 'leaving the menu closes it').toHaveAttribute('aria-expanded', 'false');
    await expect(menuLinks.first()).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('the reservation form is filled and sent with the keyboard alone; errors take focus', async ({ page }) => {
  await openPage(page, '/restaurant/');
  await walk(page, (stop) => /réserver une table/i.test(stop.description));
  await page.keyboard.press('Enter');
  const form = page.locator('#reservation form');
  await expect(form).toBeVisible();
  // Sent empty: the first field in error takes focus and its message is tied to it; the party comes first.
  await form.getByRole('button', { name: /envoyer/i }).focus();
  await page.keyboard.press('Enter');
  const first = form.getByRole('spinbutton', { name: /^Nombre de personnes/ });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription(/.+/);
  await page.keyboard.type('4');
  // On, to the next days open: one stop for the whole group.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radiogroup', { name: 'Prochains jours d’ouverture' }).getByRole('radio').first()).toBeFocused();
  const name = form.getByRole('textbox', { name: /^Nom/ });
  await name.focus();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('Dupont');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: /^Prénom/ })).toBeFocused();
});
