import { expect, test, type Page } from '@playwright/test';
import { statusFallback } from '@/content/fact-texts';
import { closingSoonMinutes, closuresIn, statusWords } from '../features/opening-hours/opening-status-words';
import { openingStatus, parisTime, statusText } from '@/lib/opening-status';
import { closuresOf, placeSchedule } from '../features/opening-hours/place-schedules';
import { uncapitalize } from '@/lib/i18n/format';
import { waitForHydration } from './support';

// The live status is computed in the browser from its clock, in Paris time whatever the browser's own
// zone: these tests set both. Each time is written with Paris's UTC offset on that day.
const wednesdayLunch = new Date('2026-11-25T12:30:00+01:00');
const mondayMorning = new Date('2026-11-23T10:00:00+01:00');
const sundayEvening = new Date('2026-11-29T19:30:00+01:00');

async function openAt(page: Page, path: string, time: Date): Promise<void> {
  await page.clock.setFixedTime(time);
  await page.goto(path);
  await waitForHydration(page);
}

/** 12:30 in Paris on a "YYYY-MM-DD" day, whichever offset Paris has then. */
function parisLunchtime(day: string): Date {
  const instant = ['+01:00', '+02:00']
    .map((offset) => new Date(`${day}T12:30:00${offset}`))
    .find((date) => parisTime(date).minutes === 750);
  if (!instant) throw new Error(`no 12:30 in Paris on ${day}`);
  return instant;
}

// The status is computed the same at every screen size: these run on the desktop project only. Each
// clock is a new load of the page; the loads of one page share a test (a new browser context each cost more).
for (const path of ['/', '/restaurant/']) {
  // The home page names the restaurant before its status: after « Restaurant : » the status goes on in lower case.
  const named = path === '/';
  const shown = (status: string) => (named ? uncapitalize(status) : status);
  test.describe(`the restaurant's status on ${path} @desktop`, () => {
    test('open at Wednesday lunch, closed on Monday and on Sunday evening, and closed during the first closure', async ({ page }) => {
      await test.step('Wednesday 12:30 in Paris: open until the end of lunch', async () => {
        await openAt(page, path, wednesdayLunch);
        await expect(page.getByText(shown('Ouvert · jusqu’à 13h30'), { exact: true })).toBeVisible();
      });

      await test.step('Monday 10:00: closed all day, opens Wednesday at noon', async () => {
        await openAt(page, path, mondayMorning);
        await expect(page.getByText(shown('Fermé aujourd’hui · ouvre mercredi à 12h00'), { exact: true })).toBeVisible();
      });

      await test.step('Sunday 19:30: closed after Sunday lunch, opens Wednesday at noon', async () => {
        await openAt(page, path, sundayEvening);
        await expect(page.getByText(shown('Fermé · ouvre mercredi à 12h00'), { exact: true })).toBeVisible();
      });

      await test.step('during the first closure the owner lists, the closure wins over the weekly hours', async () => {
        const closure = closuresOf('restaurant')[0];
        if (!closure) {
          // No closure announced: no notice either.
          await openAt(page, path, wednesdayLunch);
          await expect(page.getByText(/fermeture du/)).toHaveCount(0);
          return;
        }
        const during = parisLunchtime(closure.from);
        await openAt(page, path, during);
        const expected = statusText(openingStatus(placeSchedule('restaurant'), during, closingSoonMinutes), statusWords.fr, 'fr', named);
        // Closed all day: « Fermé aujourd’hui » while it reopens within the week, « Fermé » before a later date.
        expect(expected).toMatch(/^[Ff]ermé(?: aujourd’hui)? · ouvre /);
        await expect(page.getByText(expected, { exact: true })).toBeVisible();
      });
    });
  });

  test.describe(`${path} seen from New York @desktop`, () => {
    test.use({ timezoneId: 'America/New_York' });

    test('shows Paris time', async ({ page }) => {
      await test.step('open on Wednesday 12:30 in Paris (6:30 in New York)', async () => {
        await openAt(page, path, wednesdayLunch);
        await expect(page.getByText(shown('Ouvert · jusqu’à 13h30'), { exact: true })).toBeVisible();
      });

      await test.step('already Wednesday in Paris at 18:30 on Tuesday in New York', async () => {
        await openAt(page, path, new Date('2026-11-25T00:30:00+01:00'));
        await expect(page.getByText(shown('Fermé · ouvre à 12h00'), { exact: true })).toBeVisible();
      });
    });
  });
}

// Which notice and which status show is worked out from the clock alone, as above, and neither depends on the
// width (the phone sees the status on its first screen in action-bar.spec.ts; the shift below runs at both sizes).
test('a closure shows its notice on /restaurant/ until its last day, then disappears by itself', { tag: '@desktop' }, async ({ page }) => {
  const closure = closuresOf('restaurant')[0];
  const notice = page.getByText(/^Restaurant\s:\sfermeture du /);
  if (!closure) {
    await openAt(page, '/restaurant/', wednesdayLunch);
    await expect(notice).toHaveCount(0);
    return;
  }
  await openAt(page, '/restaurant/', parisLunchtime(closure.through));
  await expect(notice).toBeVisible();
  const dayAfter = new Date(Date.parse(`${closure.through}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await openAt(page, '/restaurant/', parisLunchtime(dayAfter));
  await expect(notice).toBeHidden();
});

test('the pond and the glassworks show their status on /loisirs/', { tag: '@desktop' }, async ({ page }) => {
  await openAt(page, '/loisirs/', mondayMorning);
  await expect(page.locator('#peche').getByText('Ouvert · jusqu’à 20h00', { exact: true })).toBeVisible();
  await expect(page.locator('#verrerie').getByText('Fermée · ouvre le lundi 22 mars à 10h00', { exact: true })).toBeVisible();
});

test(
  'in German: the status, the week before the scripts, and the closure notice with the owner’s reason in German (French, marked, when untranslated)',
  { tag: '@desktop' },
  async ({ page, browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/de/');
    // After the place's name and its colon, the week goes on in lower case: « Restaurant: von Mittwoch … ».
    await expect(staticPage.getByText(statusFallback('de', 'restaurant', true), { exact: true })).toBeVisible();
    await staticPage.goto('/de/freizeit/');
    for (const place of ['etang', 'verrerie'] as const)
      await expect(staticPage.getByText(statusFallback('de', place), { exact: true })).toBeVisible();
    await noScript.close();

    await openAt(page, '/de/', mondayMorning);
    // After « Restaurant: » the status goes on in lower case.
    await expect(page.getByText('heute geschlossen · öffnet am Mittwoch um 12:00 Uhr', { exact: true })).toBeVisible();
    await openAt(page, '/de/freizeit/', mondayMorning);
    await expect(page.getByText('Geöffnet · bis 20:00 Uhr', { exact: true })).toBeVisible();
    await expect(page.getByText('Geschlossen · öffnet am Montag, 22. März, um 10:00 Uhr', { exact: true })).toBeVisible();

    // The reason as content/data/closures.json holds it in German, or its French where it has none.
    const closure = closuresOf('restaurant', closuresIn('de'))[0];
    if (!closure?.reason) return;
    await openAt(page, '/de/restaurant/', parisLunchtime(closure.from));
    const notice = page.getByText(/^Restaurant: geschlossen von /);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`(${closure.reason}).`);
    if (closure.reasonLang) await expect(notice.locator(`span[lang="${closure.reasonLang}"]`)).toHaveText(closure.reason);
    else await expect(notice.locator('[lang]')).toHaveCount(0);
  },
);

test('the static page carries the week, and the status takes its place without moving anything', async ({ page, browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noScript.newPage();
  await staticPage.goto('/restaurant/');
  // The week's hours, written from the data, until the status takes their place.
  await expect(staticPage.getByText(statusFallback('fr', 'restaurant'), { exact: true })).toBeVisible();
  await expect(staticPage.getByRole('row', { name: /Mercredi 12h00–13h30 et 19h00–20h30/ })).toBeVisible();
  await noScript.close();

  await page.clock.setFixedTime(wednesdayLunch);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('ouvert · jusqu’à 13h30', { exact: true })).toBeVisible();
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().reduce((sum, entry) => sum + ((entry as PerformanceEntry & { value?: number }).value ?? 0), 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifts).toBeLessThanOrEqual(0.01);
});
