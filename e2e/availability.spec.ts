// Availability synced from fixture feeds: `npm run build:e2e` runs e2e/sync-fixture-availability.ts
// (a local feed server, the grande cabane's feed failing) and builds with its output, so this spec
// reads that build and makes none of its own.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openingStatusText } from '../features/opening-hours/opening-status-words';
import { availabilityWords } from '@/features/stays/availability-words';
import { monthTitle } from '../features/stays/estimate/stay-sentences';
import { fill, formatDay } from '../lib/i18n/format';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import { pathOf } from '../config/routes';
import { dayFromIso, frenchDate } from '@/lib/opening-status';
import { nextMonth, secretsOfTheFeeds } from './availability-fixtures';
import { fixtureAvailabilityFile, fixtureSyncOutputFile, syncFixtures } from './sync-fixture-availability';
import { openPage, waitForHydration } from './support';

// The fixture's month is the one after the build's (the build may be of yesterday, or of last year:
// npm run test:dates builds on 31 December and tests on 1 January); each test's clock is set in it.
const builtAt = new Date((JSON.parse(readFileSync(fixtureAvailabilityFile, 'utf8')) as { syncedAt: string }).syncedAt);
const month = nextMonth(builtAt);
/** The 15th of the build's month, noon in Paris: the first half of the month is past. */
const [year, current] = new Date(Date.parse(`${month}-01T12:00:00Z`) - 86_400_000).toISOString().slice(0, 7).split('-');
const midMonth = new Date(`${year}-${current}-15T12:00:00+01:00`);
const monthName = `${openingStatusText.months[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
const warning =
  'Attention : le calendrier de « grande-cabane » n’a pas pu être lu (réponse HTTP 500) ; ce logement garde ses dates précédentes.';

/** The month's table of a unit type, found by its caption. */
const monthTable = (page: Page, name: string, unitType: string) => page.getByRole('table', { name: `${name} — ${unitType}` });

test('the build’s sync read the fixture feeds, kept the failing unit’s dates and said so without the address @desktop', () => {
  const output = readFileSync(fixtureSyncOutputFile, 'utf8');
  expect(output).toContain(warning);
  expect(output).not.toMatch(/127\.0\.0\.1|feed-token-|https?:/);
  const data = JSON.parse(readFileSync(fixtureAvailabilityFile, 'utf8')) as { units: { unit: string; booked: unknown[] }[] };
  expect(data.units.find((unit) => unit.unit === 'grande-cabane')?.booked).toEqual([{ arrival: `${month}-20`, departure: `${month}-23` }]);
  expect(data.units.find((unit) => unit.unit === 'petite-cabane')?.booked).toEqual([{ arrival: `${month}-10`, departure: `${month}-13` }]);
});

test('a sync run exits 0 when one feed fails, and leaves only dates @desktop', async () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'availability-')), 'availability.json');
  const run = await syncFixtures(file);
  expect(run.status).toBe(0);
  expect(run.output).toContain(warning);
  expect(run.output).not.toContain(run.feedBase);
  const written = readFileSync(file, 'utf8');
  expect(Object.keys(JSON.parse(written) as object)).toEqual(['syncedAt', 'units']);
  for (const secret of secretsOfTheFeeds) expect(written).not.toContain(secret);
});

/** Whether a text holds a secret; digits only where they stand alone, not inside a hashed file name such as "5a4cd04821206e21.js". */
const holds = (text: string, secret: string) =>
  /^\d+$/.test(secret) ? new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`).test(text) : text.includes(secret);

test('out/ holds nothing of the feeds but their dates: no description, phone digits, guest name, reservation link or feed address @desktop', () => {
  const out = path.join(__dirname, '..', 'out');
  const files = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(html|txt|js|json|xml|webmanifest|htaccess)$|_headers|_redirects/.test(name),
  );
  expect(files.length).toBeGreaterThan(10);
  const leaks = files.flatMap((name) => {
    const text = readFileSync(path.join(out, name), 'utf8');
    return [...secretsOfTheFeeds, '127.0.0.1:'].filter((secret) => holds(text, secret)).map((secret) => `${name}: ${secret}`);
  });
  expect(leaks).toEqual([]);
});

test('the calendar shows the fixture’s nights in words, a month at a time, past days marked by the Paris date, and the estimate', async ({
  page,
}) => {
  const thisMonthName = `${openingStatusText.months[Number(current) - 1]} ${year}`;
  await page.clock.setFixedTime(midMonth);
  await openPage(page, '/hebergements/');

  // Each unit type's grid opens on the visitor's month, past days marked.
  const cabinRegion = page.getByRole('region', { name: 'La petite cabane', exact: true });
  const thisMonth = monthTable(page, thisMonthName, 'La petite cabane');
  await thisMonth.scrollIntoViewIfNeeded();
  await expect(thisMonth.getByRole('cell', { name: '14 passé', exact: true })).toBeVisible();
  await expect(thisMonth.getByRole('cell', { name: '15 libre', exact: true })).toBeVisible();
  await expect(thisMonth.getByRole('columnheader', { name: 'lundi' })).toBeVisible();
  await expect(cabinRegion.getByRole('button', { name: 'Mois précédent' })).toHaveAttribute('aria-disabled', 'true');

  // The next month, one press on.
  await cabinRegion.getByRole('button', { name: 'Mois suivant' }).click();
  const cabin = monthTable(page, monthName, 'La petite cabane');
  for (const cell of ['9 libre', '10 départ possible', '11 occupé', '12 occupé', '13 arrivée possible', '14 libre']) {
    await expect(cabin.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  }
  await expect(cabinRegion.getByRole('table')).toHaveCount(1);
  // A month fits the phone's width.
  const box = await cabin.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= page.viewportSize()!.width).toBe(true);

  // One chalet free is enough: on the 12th the first is booked again as the second frees up.
  await page.getByRole('region', { name: 'Les chalets', exact: true }).getByRole('button', { name: 'Mois suivant' }).click();
  const chalets = monthTable(page, monthName, 'Les chalets');
  for (const cell of ['6 libre', '8 occupé', '9 arrivée possible', '12 libre', '20 2 libres', '25 libre', '27 2 libres']) {
    await expect(chalets.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  }
  await page.getByRole('region', { name: 'La grande cabane', exact: true }).getByRole('button', { name: 'Mois suivant' }).click();
  await expect(monthTable(page, monthName, 'La grande cabane').getByRole('cell', { name: '21 occupé', exact: true })).toBeVisible();

  // Paged to the 12th month, the grid goes no further; back, and back again, to the visitor's month.
  const next = cabinRegion.getByRole('button', { name: 'Mois suivant' });
  for (let step = 2; step < 12; step += 1) await next.click();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  const lastMonth = cabinRegion.getByRole('table');
  const lastName = await lastMonth.getAttribute('data-month');
  // A disabled control to the browser's accessibility tree, which Playwright will not press unforced.
  await next.click({ force: true });
  await expect(lastMonth).toHaveAttribute('data-month', lastName!);
  for (let step = 0; step < 11; step += 1) await cabinRegion.getByRole('button', { name: 'Mois précédent' }).click();
  await expect(thisMonth).toBeVisible();

  // Every night of the 12 months in words: the period under way starts today; the fixture's stay is booked.
  const periods = cabinRegion.getByRole('listitem');
  const today = dayFromIso(`${year}-${current}-15`);
  const firstBooked = dayFromIso(`${month}-10`);
  const describe = (day: number) => frenchDate(day, openingStatusText, true);
  await expect(periods.nth(0)).toHaveText(`Libre du ${describe(today)} au ${describe(firstBooked)} (${firstBooked - today} nuits)`);
  await expect(periods.nth(1)).toHaveText(`Occupé du ${describe(firstBooked)} au ${describe(firstBooked + 3)} (3 nuits)`);
  // The last one names its years (it runs into the next year) and stops where the calendar does.
  await expect(periods.last()).toHaveText(/^Libre du \S+ \S+ \S+ \d{4} au \S+ \S+ \S+ \d{4} \(\d+ nuits?, fin du calendrier\)$/);

  await expect(page.getByText(/^Disponibilités mises à jour le /)).toBeVisible();
  await expect(page.getByText(availabilityWords.fr.toConfirm, { exact: true })).toBeVisible();

  // A day a stay can start on leads to the stay flow from that day, its calendar open for the departure.
  const flow = page.getByRole('region', { name: 'Demander un séjour' });
  await cabinRegion.getByRole('button', { name: 'Mois suivant' }).click();
  await cabin.getByRole('cell', { name: '14 libre', exact: true }).click();
  await expect(flow.getByLabel('Arrivée', { exact: true })).toHaveValue(`${month}-14`);
  const picker = flow.getByRole('region', { name: 'Calendrier des dates' });
  await expect(picker).toContainText(`Arrivée le ${formatDay('fr', dayFromIso(`${month}-14`))}. Touchez le jour de votre départ.`);
  await picker.getByRole('button', { name: 'Fermer le calendrier' }).click();

  // The stay flow prices each unit for typed dates: the small cabin shows its estimate's working.
  await flow.getByLabel('Arrivée', { exact: true }).fill(`${month}-15`);
  await flow.getByLabel('Départ', { exact: true }).fill(`${month}-18`);
  await flow.getByRole('button', { name: 'Voir les prix' }).click();
  const cabinCard = flow.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'La petite cabane' }) });
  // Chosen already: the calendar's day was the small cabin's.
  await expect(cabinCard.getByRole('button', { name: 'Votre choix', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const result = page.getByRole('region', { name: /^Estimation · 3 nuits/ });
  await expect(result).toContainText('× 70 €');
  // The seed's compulsory final cleaning (40 € per stay) and its taxe de séjour (0,88 € per adult and night) are in the total.
  await expect(result.getByRole('definition').last()).toHaveText('255,28 €');
  await expect(cabinCard).toContainText('255,28 €');
  await expect(result).toContainText('Ces nuits sont libres');
  await expect(result).toContainText('Caution de 250 € demandée à l’arrivée, non comprise dans le total.');

  // Taken nights: the cabin says so, and offers the nearest free stays of the same length as buttons.
  await flow.getByLabel('Arrivée', { exact: true }).fill(`${month}-11`);
  await flow.getByLabel('Départ', { exact: true }).fill(`${month}-14`);
  await expect(cabinCard).toContainText('Pas libre à ces dates.');
  const later = cabinCard.getByRole('button', {
    name: `Du ${formatDay('fr', dayFromIso(`${month}-13`))} au ${formatDay('fr', dayFromIso(`${month}-16`))}`,
  });
  await later.click();
  await expect(flow.getByLabel('Arrivée', { exact: true })).toHaveValue(`${month}-13`);

  await flow.getByLabel('Arrivée', { exact: true }).fill(`${year}-${current}-10`);
  await expect(flow.getByText('Arrivée : cette date est déjà passée, choisissez une date à venir.')).toBeVisible();
  await expect(page.getByRole('link', { name: availabilityWords.fr.callToBook }).last()).toHaveAttribute('href', /^tel:\+\d+$/);
});

test('in Dutch on a 390 px phone: the months paged, the days’ states, the periods and an estimate in Dutch words, euros the Dutch way', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(midMonth);
  await openPage(page, pathOf('stays', 'nl'));

  const cabinRegion = page.getByRole('region', { name: 'De kleine boomhut', exact: true });
  const thisMonth = monthTable(page, monthTitle('nl', `${year}-${current}`), 'De kleine boomhut');
  await thisMonth.scrollIntoViewIfNeeded();
  await expect(thisMonth.getByRole('cell', { name: '14 voorbij', exact: true })).toBeVisible();
  await expect(thisMonth.getByRole('cell', { name: '15 vrij', exact: true })).toBeVisible();
  await expect(thisMonth.getByRole('columnheader', { name: 'maandag' })).toBeVisible();
  await expect(cabinRegion.getByRole('button', { name: 'Vorige maand' })).toHaveAttribute('aria-disabled', 'true');

  await cabinRegion.getByRole('button', { name: 'Volgende maand' }).click();
  const cabin = monthTable(page, monthTitle('nl', month), 'De kleine boomhut');
  for (const cell of ['9 vrij', '10 vertrek mogelijk', '11 bezet', '12 bezet', '13 aankomst mogelijk', '14 vrij']) {
    await expect(cabin.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  }
  // The month, its Dutch words in every cell, fits the phone's width.
  const box = await cabin.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(
    await cabin.evaluate((table) => [...table.querySelectorAll('td')].filter((cell) => cell.scrollWidth > cell.clientWidth).length),
  ).toBe(0);
  await cabinRegion.getByRole('button', { name: 'Vorige maand' }).click();
  await expect(thisMonth).toBeVisible();

  await page.getByRole('region', { name: 'De chalets', exact: true }).getByRole('button', { name: 'Volgende maand' }).click();
  const chalets = monthTable(page, monthTitle('nl', month), 'De chalets');
  for (const cell of ['8 bezet', '9 aankomst mogelijk', '20 2 vrij']) {
    await expect(chalets.getByRole('cell', { name: cell, exact: true })).toBeVisible();
  }

  const periods = cabinRegion.getByRole('listitem');
  const today = dayFromIso(`${year}-${current}-15`);
  const firstBooked = dayFromIso(`${month}-10`);
  const describe = (day: number) => formatDay('nl', day, true);
  await expect(periods.nth(0)).toHaveText(`Vrij van ${describe(today)} tot ${describe(firstBooked)} (${firstBooked - today} nachten)`);
  await expect(periods.nth(1)).toHaveText(`Bezet van ${describe(firstBooked)} tot ${describe(firstBooked + 3)} (3 nachten)`);
  await expect(periods.last()).toHaveText(/, einde van de kalender\)$/);
  await expect(page.getByText(/^Beschikbaarheid bijgewerkt op \S+ \d+ \S+ \d{4} om \d{1,2}\.\d\d uur\.$/)).toBeVisible();

  const flow = page.getByRole('region', { name: 'Verblijf aanvragen' });
  await flow.getByLabel('Aankomst', { exact: true }).fill(`${month}-15`);
  await flow.getByLabel('Vertrek', { exact: true }).fill(`${month}-18`);
  await flow.getByRole('spinbutton', { name: 'Huisdieren' }).fill('1');
  await flow.getByRole('button', { name: 'Prijzen bekijken' }).click();
  await flow
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'De kleine boomhut' }) })
    .getByRole('button', { name: 'Kiezen' })
    .click();
  const result = page.getByRole('region', { name: 'Prijsindicatie · 3 nachten' });
  const lines = result.getByRole('term');
  await expect(lines.first()).toHaveText(/^(Laagseizoen|Middenseizoen|Hoogseizoen|Franse schoolvakanties): 3 nachten × €\s70$/);
  await expect(lines.nth(1)).toHaveText('Eindschoonmaak');
  await expect(lines.nth(2)).toHaveText('Huisdieren: 1 × 3 nachten × €\u00a010');
  await expect(result.getByRole('definition').first()).toHaveText('€\u00a0210');
  await expect(lines.last()).toHaveText('Geschat totaal');
  // With the seed's taxe de séjour: 2 adults × 3 nights × € 0,88.
  await expect(result.getByRole('definition').last()).toHaveText('€\u00a0285,28');
  await expect(result).toContainText('Deze nachten zijn vrij volgens de kalender (we bevestigen ze in ons antwoord).');
  await expect(result).toContainText('Bij aankomst wordt een borg van €\u00a0250 gevraagd; die zit niet in het totaal.');

  await flow.getByLabel('Aankomst', { exact: true }).fill(`${year}-${current}-10`);
  await expect(flow.getByText('Aankomst: deze datum is al voorbij, kies een datum in de toekomst.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bel ons', exact: true }).last()).toHaveAttribute('href', /^tel:\+\d+$/);
  expect(errors).toEqual([]);
});

test('in English, the flow refuses an arrival day the season does not take, offering the nearest stays as buttons, then shows the offer and each extra as a line @desktop', async ({
  page,
}) => {
  // The seed's high season (3 July to 29 August 2027) takes Saturday arrivals only: Tuesday 10 August is refused.
  // Read from June 2027, whenever the suite runs (npm run test:dates builds on days after that summer too).
  await page.clock.setFixedTime(new Date('2027-06-15T12:00:00+02:00'));
  await openPage(page, pathOf('stays', 'en'));
  await waitForHydration(page);
  const flow = page.getByRole('region', { name: 'Request a stay' });
  await flow.getByLabel('Arrival', { exact: true }).fill('2027-08-10');
  await flow.getByLabel('Departure', { exact: true }).fill('2027-08-17');
  await flow.getByRole('button', { name: 'See prices' }).click();
  const refusal = flow.getByRole('alert');
  // The refusal first, then the stays before and after it, the earlier first (issue 48).
  await expect(refusal).toContainText(fill(stayRequestWords.en.choices.dates.arrivalDay, { season: 'High season', days: 'Saturday' }));
  await expect(refusal.getByRole('button')).toHaveText([
    'From Saturday 7 August to Saturday 14 August',
    'From Saturday 14 August to Saturday 21 August',
  ]);
  await refusal.getByRole('button', { name: 'From Saturday 7 August to Saturday 14 August' }).click();
  await expect(flow.getByLabel('Arrival', { exact: true })).toHaveValue('2027-08-07');

  await flow
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'The small treehouse' }) })
    .getByRole('button', { name: 'Choose' })
    .click();
  await flow.getByRole('checkbox', { name: /^Bed linen and towels/ }).check();
  const result = page.getByRole('region', { name: 'Estimate · 7 nights' });
  await expect(result.getByRole('term')).toHaveText([
    /: 7 nights × €70$/,
    'Long-stay offer, from 7 nights: −10%',
    'Cleaning fee',
    'Bed linen and towels: 2 × 7 nights × €8',
    'Tourist tax: 2 adults × 7 nights × €0.88',
    'Estimated total',
  ]);
  await expect(result.getByRole('definition')).toHaveText(['€490', '\u2212€49', '€40', '€112', '€12.32', '€605.32']);
  // The extra's price beside its box, and what it adds to this stay.
  await expect(flow.getByText('€8 per person per night')).toBeVisible();
  await expect(flow.getByText('+ €112 for your stay')).toBeVisible();
});

test('the page holds one month per unit type, React hydrates it without an error, and the site’s own links bring the calendar too @desktop', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/hebergements/')).text();
  expect(html.match(/<table class="stay-calendar/g)).toHaveLength(3);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.clock.setFixedTime(midMonth);
  await openPage(page, '/hebergements/');
  const cabinRegion = page.getByRole('region', { name: 'La petite cabane', exact: true });
  await cabinRegion.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(monthTable(page, monthName, 'La petite cabane').getByRole('cell', { name: '11 occupé', exact: true })).toBeVisible();
  expect(errors).toEqual([]);

  // Through the navigation, React renders the page from its data in the browser.
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Hébergements', exact: true }).click();
  await expect(page).toHaveURL(/\/hebergements\/$/);
  expect(await page.evaluate(() => 'sameDocument' in window), 'no page load: React rendered the page').toBe(true);
  await expect(page.locator('table.stay-calendar')).toHaveCount(3);
  await cabinRegion.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(monthTable(page, monthName, 'La petite cabane').getByRole('cell', { name: '11 occupé', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
