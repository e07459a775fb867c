// The lists of events: the events page by month and the home's next three, in several languages, as
// the build knew them (without JavaScript) and as the visitor's clock has them (an event that has
// ended leaves both). The events are the fixtures dated from the build (e2e/event-fixtures.ts), found
// by their titles, so that the spec holds on any day.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { builtFixtureEvent, fixtureEvents } from './event-fixtures';
import { openPage } from './support';
import { pathOf } from '@/config/routes';
import { eventStatusText } from '@/features/events/event-words';
import { type Lang } from '@/lib/i18n/languages';
import { formatMonth } from '@/features/events/event-lists';
import { parisInstant } from '@/lib/paris-time';

type FixtureName = (typeof fixtureEvents)[number]['name'];

const fixture = (name: FixtureName) => builtFixtureEvent(name);

/** A fixture event's title in a language: its translation, or the French where it has none. */
const titleIn = (name: FixtureName, lang: Lang) => {
  const event = fixture(name);
  return (lang === 'fr' ? undefined : event[lang]?.title) ?? event.title;
};

/** The fixtures still to come at the build, in order. */
const upcoming: FixtureName[] = [
  'soiree-moules-frites',
  'marche-de-noel',
  'demonstration-de-soufflage',
  'soiree-jazz-annulee',
  'concours-de-peche',
];

const monthOf = (lang: Lang, name: FixtureName) => formatMonth(lang, fixture(name).startDay.slice(0, 7));

const homeEvents = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: { fr: 'Prochains événements', en: 'Coming up', nl: 'Binnenkort', de: 'Demnächst' }[lang], exact: true });

const eventList = (page: Page) => page.getByRole('main');

/** The list item of an event, by its title. */
const itemOf = (scope: Locator, title: string) =>
  scope.getByRole('listitem').filter({ has: scope.page().getByRole('link', { name: title, exact: true }) });

async function expectHomeShows(page: Page, lang: Lang, names: readonly FixtureName[]) {
  const section = homeEvents(page, lang);
  await expect(section.getByRole('listitem')).toHaveCount(names.length);
  await expect(section.getByRole('list').getByRole('link')).toHaveText(names.map((name) => titleIn(name, lang)));
}

for (const lang of ['fr', 'nl'] as const) {
  test(`the events page in ${lang} lists the upcoming events by month, not the past one, and says which are cancelled or postponed`, async ({
    page,
  }) => {
    await openPage(page, pathOf('events', lang));
    const main = eventList(page);
    const months = [...new Set(upcoming.map((name) => monthOf(lang, name)))];
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(months);
    for (const name of upcoming) {
      await expect(itemOf(page.getByRole('region', { name: monthOf(lang, name), exact: true }), titleIn(name, lang))).toHaveCount(1);
    }
    await expect(main.getByRole('link', { name: titleIn('soiree-passee', lang) })).toHaveCount(0);
    await expect(main.getByRole('listitem')).toHaveCount(upcoming.length);
    const words = { cancelled: eventStatusText(lang, 'annule') ?? 'annule', postponed: eventStatusText(lang, 'reporte') ?? 'reporte' };
    await expect(itemOf(main, titleIn('soiree-jazz-annulee', lang))).toContainText(words.cancelled);
    await expect(itemOf(main, titleIn('concours-de-peche', lang))).toContainText(words.postponed);
    await expect(itemOf(main, titleIn('soiree-moules-frites', lang))).not.toContainText(words.cancelled);
  });
}

for (const lang of ['fr', 'en'] as const) {
  test(`the home in ${lang} shows the next three events and links to the events page`, async ({ page }) => {
    await openPage(page, pathOf('home', lang));
    await expectHomeShows(page, lang, upcoming.slice(0, 3));
    await expect(
      homeEvents(page, lang).getByRole('link', { name: { fr: 'Tous les événements', en: 'All events' }[lang], exact: true }),
    ).toHaveAttribute('href', pathOf('events', lang));
    // The glassblowing demo has no translation: its French title is marked as French.
    const glassblowing = homeEvents(page, lang).getByRole('link', { name: titleIn('demonstration-de-soufflage', lang), exact: true });
    if (lang === 'en') await expect(glassblowing).toHaveAttribute('lang', 'fr');
    else await expect(glassblowing).not.toHaveAttribute('lang');
  });
}

test('an event that has ended by the visitor’s clock leaves both lists, and the home shows the next three', async ({ page }) => {
  const mussels = fixture('soiree-moules-frites');
  await page.clock.install({ time: parisInstant(mussels.endDay, mussels.endTime) + 60_000 });
  const stillUpcoming = upcoming.filter((name) => name !== 'soiree-moules-frites');

  await openPage(page, pathOf('home', 'fr'));
  await expectHomeShows(page, 'fr', stillUpcoming.slice(0, 3));

  await openPage(page, pathOf('events', 'fr'));
  const main = eventList(page);
  await expect(main.getByRole('link', { name: mussels.title, exact: true })).toHaveCount(0);
  await expect(main.getByRole('listitem')).toHaveCount(stillUpcoming.length);
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([...new Set(stillUpcoming.map((name) => monthOf('fr', name)))]);
});

test('a minute before its end the event is still in both lists', async ({ page }) => {
  const mussels = fixture('soiree-moules-frites');
  await page.clock.install({ time: parisInstant(mussels.endDay, mussels.endTime) - 60_000 });
  await openPage(page, pathOf('home', 'fr'));
  await expectHomeShows(page, 'fr', upcoming.slice(0, 3));
  await openPage(page, pathOf('events', 'fr'));
  await expect(eventList(page).getByRole('listitem')).toHaveCount(upcoming.length);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lists show the events the build knew', async ({ page }) => {
    await page.goto(pathOf('home', 'en'));
    await expectHomeShows(page, 'en', upcoming.slice(0, 3));
    await page.goto(pathOf('events', 'en'));
    await expect(eventList(page).getByRole('listitem')).toHaveCount(upcoming.length);
    await expect(eventList(page).getByRole('link', { name: titleIn('soiree-passee', 'en') })).toHaveCount(0);
  });
});
