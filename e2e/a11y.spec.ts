import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Checker } from 'accessibility-checker-engine';
import { eventPath, pathOf, routeIds, routeOfPath } from '@/config/routes';
import { chaletSectionIn } from '@/features/stays/units/accommodations-content';
import { reservationWords } from '../features/restaurant/restaurant-words';
import { navigationWords } from '@/config/site';
import { availabilityWords } from '../features/stays/availability-words';
import { stayFlowWords } from '../features/stays/request/stay-flow-words';
import { carouselWords } from '@/config/ui';
import { languages, translationLanguages, type TranslationLanguage } from '@/lib/i18n/languages';
import { builtFixtureEvent } from './event-fixtures';
import { openPage, routes } from './support';

// WCAG 2.2 level A and AA, every success criterion axe can test automatically.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until the page has come to rest. The colours a visitor reads are those a transition ends on:
 * on a busy machine the header's links were still fading from white to dark when axe measured them
 * against the solid header.
 */
async function waitForRest(page: Page): Promise<void> {
  // One transition can start another (the links' colour follows the header's): wait until none runs.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Runs axe on the page once it has come to rest, and fails with one readable line per violation and element. */
async function expectNoViolations(page: Page): Promise<void> {
  await waitForRest(page);
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
    ),
  );
  expect(found, `axe found ${found.length} WCAG violation(s) on ${page.url()}`).toEqual([]);
}

/**
 * IBM Equal Access (accessibility-checker-engine), a second engine with rules axe has not: a tab's
 * aria-controls naming no element, two regions of one name. Its script is put in the page by the
 * test only, from node_modules: the site itself loads nothing of it.
 */
const ibmEngine = join(process.cwd(), 'node_modules', 'accessibility-checker-engine', 'ace.js');

/**
 * IBM findings checked by eye and found false, each with its rule, its element (its path in the DOM),
 * the page state and why: one element's finding let through, never a whole rule. None today: the
 * violations IBM reported (issue 33) were true and are fixed: tabs' aria-controls naming panels not
 * in the page (aria_id_unique), two regions of one name on the contact and 404 pages
 * (aria_region_label_unique), the cabins' title and intro on the section's sand while no photo is
 * drawn (text_contrast_sufficient: IBM said 1.17:1, a screenshot 2.57:1 and 3.71:1 under the shade).
 * What it asks to verify by eye is not a failure: the navigation's white text over the banner
 * (text_contrast_sufficient, potential_text_shadow) is measured in e2e/a11y-photo-contrast.spec.ts.
 */
const falseIbmFindings: readonly { readonly rule: string; readonly element: RegExp; readonly state: string; readonly why: string }[] = [];

/**
 * Runs IBM's WCAG 2.2 (A, AA) rules in the page, once it has come to rest, and fails on any violation
 * (its "needs review" findings are not failures) but those reviewed above.
 */
async function expectNoIbmViolations(page: Page, state: string): Promise<void> {
  await waitForRest(page);
  await page.addScriptTag({ path: ibmEngine });
  const results = await page.evaluate(async () => {
    const engine = (window as unknown as { ace: { Checker: typeof Checker } }).ace;
    const report = await new engine.Checker().check(document, ['WCAG_2_2']);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => ({
        rule: result.ruleId,
        element: result.path.dom ?? '',
        message: result.message,
        snippet: result.snippet.slice(0, 120),
      }));
  });
  const found = results
    .filter(
      (result) =>
        !falseIbmFindings.some((known) => known.rule === result.rule && known.state === state && known.element.test(result.element)),
    )
    .map((result) => `${result.rule}: ${result.element} ${result.snippet} — ${result.message}`);
  expect(found, `IBM Equal Access found ${found.length} WCAG 2.2 violation(s) on ${page.url()} (${state})`).toEqual([]);
}

/** The page as it opens, then scrolled with the navigation solid over the content. */
async function expectTopAndScrolledPass(page: Page): Promise<void> {
  await test.step('as it opens', async () => {
    await expectNoViolations(page);
  });
  await test.step('once scrolled, with the navigation solid over the content', async () => {
    await page.mouse.wheel(0, 900);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await expectNoViolations(page);
  });
}

// Carousels rotate every few seconds: axe looks at the page once the first slide has settled.
// Each page is loaded once and checked in each of its states, the page load being the main cost.
// The languages share every component: each route in French, and the translations sampled, each route
// in one of them in turn (English the home, Dutch the restaurant, German the stays…), the stays page,
// the one with the most states, in all three; the 404 in French and German. IBM's engine, the slower
// (2.5 s a page here), looks at each French page once, as it opens; axe at every page.
const sampledLanguages = (id: (typeof routeIds)[number], index: number) =>
  languages.filter(
    (lang) =>
      lang === 'fr' || id === 'stays' || translationLanguages.indexOf(lang as TranslationLanguage) === index % translationLanguages.length,
  );
const notFoundPaths = (['fr', 'de'] as const).map((lang) => `${pathOf('home', lang)}cette-page-n-existe-pas/`);
for (const pagePath of [
  ...routeIds.flatMap((id, index) => sampledLanguages(id, index).map((lang) => pathOf(id, lang))),
  ...notFoundPaths,
]) {
  test(
    `${pagePath} meets WCAG 2.2 AA as far as axe (and, in French, IBM Equal Access) can tell, and still does once scrolled`,
    { tag: '@desktop' },
    async ({ page }) => {
      // IBM's engine takes up to 2.5 s on a page (the cabins' the longest) on a busy machine, 9 s on an overloaded one.
      test.setTimeout(45_000);
      await openPage(page, pagePath);
      if (routeOfPath(pagePath)?.lang === 'fr' || pagePath.startsWith(`${pathOf('home', 'fr')}cette-page`)) {
        await test.step('as it opens, to IBM Equal Access', async () => {
          await expectNoIbmViolations(page, 'as it opens');
        });
      }
      await expectTopAndScrolledPass(page);
    },
  );
}

// On a phone: every French page, and in German (the longest words) the pages with the most to lay out:
// the home, the stays (tabs, calendars, the request) and the restaurant (the carte, the table request).
// Every language's every page is looked at on the desktop above.
const germanOnPhone = ['home', 'stays', 'restaurant'] as const;
for (const path of [...routes.map((route) => route.path), ...germanOnPhone.map((id) => pathOf(id, 'de'))]) {
  test(`${path} meets WCAG 2.2 AA as far as axe can tell, once scrolled, and with the menu open`, { tag: '@phone' }, async ({ page }) => {
    // The stays page, the largest (its flow's first step in it since issue 49): 11 s for its three passes alone, 33 s beside another worker.
    test.setTimeout(45_000);
    await openPage(page, path);
    await expectTopAndScrolledPass(page);
    await test.step('back at the top with the menu open', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
      const toggle = page
        .getByRole('banner')
        .getByRole('button', { name: navigationWords[routeOfPath(path)?.lang ?? 'fr'].menuLabel, exact: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page);
    });
  });
}

// Events' own pages, from the fixture events of the e2e build: an upcoming one with its calls to
// action in every language, and a cancelled one with its state beside the title, the same page
// sampled in two. IBM's engine looks at the upcoming one in each language, on the desktop.
for (const [name, sampled] of [
  ['soiree-moules-frites', languages],
  ['soiree-jazz-annulee', ['fr', 'de']],
] as const) {
  const { slug } = builtFixtureEvent(name);
  for (const lang of sampled) {
    test(`the event page ${eventPath(slug, lang)} meets WCAG 2.2 AA as far as axe can tell, and still does once scrolled`, async ({
      page,
    }) => {
      await openPage(page, eventPath(slug, lang));
      if (name === 'soiree-moules-frites' && test.info().project.name === 'desktop') {
        test.setTimeout(45_000);
        await test.step('as it opens, to IBM Equal Access', async () => {
          await expectNoIbmViolations(page, 'as it opens');
        });
      }
      await expectTopAndScrolledPass(page);
    });
  }
}

// The stay flow's new states (issue 49): its calendar open, a refused arrival day with the nearest
// ones, the steppers moved, the split offered to a party no unit sleeps alone, and its last step; in
// French, which IBM's engine looks at. axe at every state on the desktop and the phone; IBM at every
// state on the desktop, and with the calendar open on the phone too (the same DOM, laid out narrower:
// 15 s a state there on this machine).
test('the stay flow (fr), its calendar open, a refused date, the steppers, the split offer and the contact step, meets WCAG 2.2 AA to axe and IBM Equal Access', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name === 'phone';
  await page.clock.setFixedTime(new Date('2026-11-28T12:00:00+01:00'));
  await openPage(page, pathOf('stays', 'fr'));
  const words = stayFlowWords.fr;
  const flow = page.getByRole('region', { name: words.title });
  const both = async (state: string) => {
    await expectNoViolations(page);
    if (!phone || state === 'calendar open') await expectNoIbmViolations(page, state);
  };
  await test.step('the calendar open, then a day it refuses', async () => {
    await flow.getByRole('button', { name: words.chooseDates }).click();
    const picker = flow.getByRole('region', { name: words.picker.title });
    await expect(picker.getByRole('grid')).toBeVisible();
    await both('calendar open');
    // The first day of the shown months that takes no arrival, if the seed has one; else a day taken.
    const refused = picker
      .getByRole('button', { name: new RegExp(`, (${words.picker.marks.noArrival}|${words.picker.marks.booked})`) })
      .first();
    const label = picker.getByLabel(words.picker.month, { exact: true });
    for (const option of await label.locator('option').all()) {
      if ((await refused.count()) > 0) break;
      await label.selectOption((await option.getAttribute('value')) ?? '');
    }
    await refused.click();
    await expect(picker.getByRole('alert')).toBeVisible();
    await both('a refused date');
    await picker.getByRole('button', { name: words.picker.close }).click();
  });
  await test.step('the steppers moved, and the split offered to nine adults', async () => {
    await flow.getByLabel('Arrivée', { exact: true }).fill('2027-05-12');
    await flow.getByLabel('Départ', { exact: true }).fill('2027-05-15');
    for (let adults = 2; adults < 9; adults += 1) await flow.getByRole('button', { name: 'Adultes : un de plus' }).click();
    await flow.getByRole('button', { name: 'Enfants : un de plus' }).click();
    await flow.getByRole('button', { name: 'Enfants : un de moins' }).click();
    await flow.getByRole('button', { name: words.submit }).click();
    await expect(flow.getByRole('region', { name: 'Pour tout votre groupe : deux hébergements' })).toBeVisible();
    await both('steppers and the split offer');
  });
  await test.step('a split chosen: the last step', async () => {
    await flow.getByRole('button', { name: 'Choisir ces deux hébergements' }).first().click();
    await expect(flow.getByRole('heading', { name: words.steps.contact })).toBeVisible();
    await both('the contact step');
  });
});

// Every state a visitor can reach, in French and in one other language, German (its words are the longest).
for (const lang of ['fr', 'de'] as const) {
  const form = reservationWords[lang];
  const calendar = availabilityWords[lang];
  const carousel = carouselWords[lang];

  test(`the reservation form (${lang}), open, with a party too big, an allergy to write and an event that night, then showing its errors, meets WCAG 2.2 AA`, async ({
    page,
  }) => {
    await openPage(page, pathOf('restaurant', lang));
    await page.getByRole('button', { name: form.toggleShow }).click();
    const fields = page.locator('#reservation form');
    await expect(fields.getByRole('textbox').first()).toBeVisible();
    await expectNoViolations(page);

    // The new states: the quick choices checked, the group note with its number, the allergy's field, the event's link.
    await fields.getByRole('radio', { name: '2', exact: true }).click();
    await fields.getByRole('radiogroup', { name: form.dateChoices }).getByRole('radio').first().click();
    await fields.getByRole('spinbutton').fill('99');
    await expect(page.locator('#reservation-group')).not.toBeEmpty();
    await fields.getByRole('checkbox', { name: form.diets.allergie }).check();
    await expect(fields.getByRole('textbox', { name: new RegExp(`^${form.labels.allergies}`) })).toBeVisible();
    await fields.getByLabel(new RegExp(`^${form.labels.date}`)).fill(builtFixtureEvent('soiree-moules-frites').startDay);
    await expect(page.locator('#reservation-event-night')).toBeVisible();
    await expectNoViolations(page);
    if (lang === 'fr' && test.info().project.name === 'desktop') {
      test.setTimeout(45_000);
      await expectNoIbmViolations(page, 'the table request with its new states');
    }

    await fields.getByRole('button', { name: form.submit }).click();
    await expect(fields.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page);
  });

  // One load of the cabins page for every state; the viewer opens over the states checked first.
  test(`the cabins page (${lang}) with another cabin chosen, its carousel paused and a calendar paged on, then with the photo viewer open, meets WCAG 2.2 AA`, async ({
    page,
  }) => {
    await openPage(page, pathOf('stays', lang));
    await test.step('another cabin chosen, the carousel paused, a calendar a month on', async () => {
      const region = page.getByRole('region', { name: calendar.typeTitle['petite-cabane'], exact: true });
      await region.getByRole('button', { name: calendar.calendar.nextMonth }).click();
      await expect(region.getByRole('button', { name: calendar.calendar.previousMonth })).toHaveAttribute('aria-disabled', 'false');
      const tabs = page.getByRole('tab');
      await tabs.last().click();
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: carousel.pause }).first().click();
      await expectNoViolations(page);
    });

    await test.step('the photo viewer open', async () => {
      await page
        .getByRole('region', { name: chaletSectionIn(lang).carouselLabel })
        .getByRole('button', { name: carousel.viewer.open })
        .click();
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
