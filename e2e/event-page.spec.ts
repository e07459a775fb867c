// Each event's own page (issue 25), from the fixture events of `npm run build:e2e` (e2e/event-fixtures.ts),
// found by their names: the suite holds whatever the build's day.
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { eventPageWords } from '@/features/events/event-page-words';
import { eventPrice, eventWhen, eventWords } from '@/features/events/event-words';
import { eventPath } from '@/config/routes';
import type { Lang } from '@/lib/i18n/languages';
import { parisInstant } from '@/lib/paris-time';
import { builtFixtureEvent } from './event-fixtures';
import { openPage } from './support';

const fixture = builtFixtureEvent;

const mussels = fixture('soiree-moules-frites');
const glassblowing = fixture('demonstration-de-soufflage');
const jazz = fixture('soiree-jazz-annulee');
const past = fixture('soiree-passee');
const competition = fixture('concours-de-peche');

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('an event’s page', () => {
  for (const lang of ['fr', 'en'] as const satisfies Lang[]) {
    test(`an upcoming event (${lang}) gives its title, day with year, price, and a table request`, async ({ page }) => {
      await openPage(page, eventPath(mussels.slug, lang));
      const title = lang === 'fr' ? mussels.title : (mussels.en?.title ?? '');
      await expect(heading(page)).toHaveAccessibleName(title);
      await expect(page).toHaveTitle(new RegExp(`^${title} · `));
      await expect(page.getByText(eventWhen(lang, mussels, true), { exact: true })).toBeVisible();
      await expect(page.getByText(eventPrice(lang, { kind: 'prix', euros: 18 }), { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: eventPageWords[lang].reserveTable })).toHaveAttribute(
        'href',
        new RegExp(`evenement=${mussels.slug}#reservation$`),
      );
    });
  }

  test('an untranslated event shows its French title on the English page, marked French', async ({ page }) => {
    await openPage(page, eventPath(glassblowing.slug, 'en'));
    await expect(heading(page)).toHaveAccessibleName(glassblowing.title);
    await expect(heading(page)).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(page.getByText(eventWords.en.status.complet, { exact: true })).toBeVisible();
  });

  test('a cancelled event says so in words beside its title, and invites nobody to book', async ({ page }) => {
    await openPage(page, eventPath(jazz.slug, 'en'));
    await expect(page.getByRole('region', { name: jazz.en?.title }).getByText(eventWords.en.status.annule, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: eventPageWords.en.reserveTable })).toHaveCount(0);
    await expect(page.getByRole('link', { name: eventPageWords.en.addToCalendar })).toHaveCount(0);
  });

  test('a postponed event says its date is the one first planned, and offers no calendar file at that date', async ({ page }) => {
    await openPage(page, eventPath(competition.slug, 'nl'));
    await expect(page.getByText(eventWords.nl.status.reporte, { exact: true })).toBeVisible();
    await expect(page.getByText(eventPageWords.nl.whenPostponed, { exact: true })).toBeVisible();
    await expect(page.getByText(eventPageWords.nl.when, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: eventPageWords.nl.addToCalendar })).toHaveCount(0);
  });

  test('a cancelled event still says it was cancelled, not that it took place, once the visitor’s clock is past its end', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(parisInstant(jazz.endDay, jazz.endTime) + 86_400_000) });
    await openPage(page, eventPath(jazz.slug, 'fr'));
    const banner = page.getByRole('region', { name: jazz.title });
    await expect(banner.getByText(eventWords.fr.status.annule, { exact: true })).toBeVisible();
    await expect(page.getByText(eventWords.fr.ended, { exact: true })).toHaveCount(0);
  });

  test('an event that ends after the build says it took place once the visitor’s clock is past its end', async ({ page }) => {
    await page.clock.install({ time: new Date(Date.now() + 40 * 86_400_000) });
    await openPage(page, eventPath(mussels.slug, 'de'));
    await expect(page.getByText(eventWords.de.ended, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: eventPageWords.de.reserveTable })).toHaveCount(0);
    await expect(page.getByRole('link', { name: eventPageWords.de.addToCalendar })).toHaveCount(0);
  });

  test('the language switcher leads to the same event in each language', async ({ page }) => {
    await openPage(page, eventPath(mussels.slug, 'fr'));
    const english = page.locator('header a[hreflang="en"]').first();
    await expect(english).toHaveAttribute('href', eventPath(mussels.slug, 'en'));
    await expect(page.locator('header a[hreflang="de"]').first()).toHaveAttribute('href', eventPath(mussels.slug, 'de'));
    await page.goto((await english.getAttribute('href')) ?? '');
    await expect(heading(page)).toHaveAccessibleName(mussels.en?.title ?? '');
  });

  test('its calendar file downloads, and says the event in the page’s language', async ({ page }) => {
    await openPage(page, eventPath(mussels.slug, 'en'));
    const link = page.getByRole('link', { name: eventPageWords.en.addToCalendar });
    await expect(link).toHaveAttribute('download', `${mussels.slug}.ics`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${mussels.slug}.ics`);
    const text = await (await page.request.get((await link.getAttribute('href')) ?? '')).text();
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(mussels.en?.title);
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
    expect(String(vevent?.getFirstPropertyValue('url'))).toMatch(new RegExp(`${eventPath(mussels.slug, 'en')}$`));
  });

  test('tells search engines it is an Event, in JSON-LD that parses', async ({ page }) => {
    await openPage(page, eventPath(mussels.slug, 'nl'));
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.flatMap((block) => (JSON.parse(block) as { '@graph': { '@type': string; startDate?: string }[] })['@graph']);
    const event = nodes.find((node) => node['@type'] === 'Event');
    expect(event?.startDate).toMatch(new RegExp(`^${mussels.startDay}T19:00:00\\+0[12]:00$`));
  });
});

test.describe('an event’s page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says an event over at the build took place, and invites nobody to book', async ({ page }) => {
    await page.goto(eventPath(past.slug, 'fr'));
    await expect(heading(page)).toHaveAccessibleName(past.title);
    await expect(page.getByText(eventWords.fr.ended, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: eventPageWords.fr.reserveTable })).toHaveCount(0);
  });
});
