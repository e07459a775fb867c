// The stay request (issue 30): from an estimate to a request sent through EmailJS, in Dutch on a
// 390 px phone, every field the provider receives checked, the refusals before sending (too many
// guests, dates taken with the nearest free period), a failure's banner and prepared e-mail, axe in
// every state; and in German without JavaScript, the e-mail and the phone. The availability is the
// e2e build's fixture (e2e/availability-fixtures.ts): the small cabin is booked from the 10th to the
// 13th of the month after the build's.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { estimateSummary } from '../features/stays/estimate-summary';
import { pathOf } from '../config/routes';
import { touristTaxIn } from '../features/stays/stay-price';
import { availabilityWords } from '../features/stays/availability-words';
import { estimateRules, stays } from '../features/stays/stays';
import { estimateStay, estimateWords, formatEuros } from '../features/stays/availability/estimate';
import { unitLivingIn } from '../features/stays/unit-living';
import { formatDay } from '../lib/i18n/format';
import { dayFromIso } from '@/lib/opening-status';
import { nextMonth } from './availability-fixtures';
import { fixtureAvailabilityFile } from './sync-fixture-availability';
import { openPage } from './support';

const SEND = '**/api/v1.0/email/send';
const builtAt = new Date((JSON.parse(readFileSync(fixtureAvailabilityFile, 'utf8')) as { syncedAt: string }).syncedAt);
const month = nextMonth(builtAt);
/** The 15th of the build's month, noon in Paris: the fixture's month is the next one. */
const [year, current] = new Date(Date.parse(`${month}-01T12:00:00Z`) - 86_400_000).toISOString().slice(0, 7).split('-');
const midMonth = new Date(`${year}-${current}-15T12:00:00+01:00`);

/** axe on the request alone, in the state it is in: WCAG 2.2 A and AA. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('#demande-de-sejour')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
}

/** The French estimate lines the owner's e-mail carries for this stay, from the data the page renders. */
function frenchEstimate(arrival: string, departure: string, pets: number): string[] {
  const rules = estimateRules('petite-cabane', 'fr');
  const words = availabilityWords.fr.estimate;
  const estimate = estimateStay(
    rules,
    { arrival, departure, adults: 2, children: 0, pets },
    { today: dayFromIso(`${year}-${current}-15`), calendarEnd: dayFromIso(`${month}-01`) + 400, isStayFree: () => true },
    estimateWords('fr', words.messages),
  );
  if (!estimate.ok) throw new Error(`the fixture's stay has no estimate: ${estimate.message}`);
  const summary = estimateSummary('fr', words, estimate, true, { depositEuros: stays.depositEuros }, { taxNote: touristTaxIn('fr', 'petite-cabane').estimateNote, offers: estimateRules('petite-cabane', 'fr').offers });
  return [...summary.lines.map(({ label, amount }) => `${label} = ${amount}`), `${summary.total.label} : ${summary.total.amount}`];
}

test('in Dutch on a 390 px phone: from an estimate to a sent request, refused first for too many guests and for taken dates, then failing, then sent', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.setFixedTime(midMonth);
  const sent: { template_id: string; service_id: string; user_id: string; lib_version: string; template_params: Record<string, string> }[] = [];
  let answer = { status: 500, body: 'Internal Server Error' };
  await page.route(SEND, async (route) => {
    sent.push(route.request().postDataJSON() as (typeof sent)[number]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill(answer);
  });
  await openPage(page, pathOf('stays', 'nl'));
  const request = page.getByRole('region', { name: 'Boekingsaanvraag' });

  await test.step('a unit type’s own button, in the availability section, under the cabin’s price and beside the chalets’ price list, opens the request for that type', async () => {
    const openers = [
      { type: 'grande-cabane', button: page.getByRole('region', { name: 'De grote boomhut', exact: true }).getByRole('button', { name: 'Deze data aanvragen' }) },
      { type: 'petite-cabane', button: page.getByRole('tabpanel').getByRole('button', { name: 'Deze data aanvragen' }) },
      { type: 'chalet', button: page.locator('#chalets').getByRole('button', { name: 'Deze data aanvragen' }) },
    ];
    for (const { type, button } of openers) {
      await button.click();
      await expect(request.getByLabel('Accommodatie')).toHaveValue(type);
      await expect(request.getByRole('heading', { name: 'Boekingsaanvraag' })).toBeFocused();
      await request.getByRole('button', { name: 'Aanvraag sluiten' }).click();
      await expect(request).toHaveCount(0);
    }
  });

  await test.step('the estimate’s « Deze data aanvragen » opens the request filled with its stay, in Dutch, replying in Dutch', async () => {
    const estimate = page.getByRole('form', { name: 'Bereken de prijs van je verblijf' });
    await estimate.getByLabel('Accommodatie').selectOption('petite-cabane');
    await estimate.getByLabel('Aankomst').fill(`${month}-15`);
    await estimate.getByLabel('Vertrek').fill(`${month}-18`);
    await estimate.getByLabel('Huisdieren').fill('1');
    await estimate.getByRole('button', { name: 'Berekenen' }).click();
    // The estimate's own button, the one that says whether the request under it is open.
    const open = page.getByRole('button', { name: 'Deze data aanvragen' }).and(page.locator('[aria-expanded]'));
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(request.getByLabel('Accommodatie')).toHaveValue('petite-cabane');
    await expect(request.getByLabel('Aankomst')).toHaveValue(`${month}-15`);
    await expect(request.getByLabel('Vertrek')).toHaveValue(`${month}-18`);
    await expect(request.getByLabel('Volwassenen')).toHaveValue('2');
    await expect(request.getByLabel('Kinderen')).toHaveValue('0');
    await expect(request.getByLabel('Huisdieren')).toHaveValue('1');
    await expect(request.getByLabel('Antwoordtaal')).toHaveValue('nl');
    await expect(request).toContainText('In internationaal formaat, bijvoorbeeld +31 6 12345678');
    await expect(request.getByRole('link', { name: 'Boekingsvoorwaarden' })).toHaveAttribute('href', '#booking-terms');
    const notice = request.getByRole('region', { name: 'Je gegevens' });
    await expect(notice).toContainText('Verwerkingsverantwoordelijke:');
    await expect(notice).toContainText('AVG, art. 6, lid 1, onder b');
    await expect(notice).toContainText('EmailJS');
    await expect(notice).toContainText('overdraagbaarheid');
    await expect(notice.getByRole('link', { name: 'CNIL' })).toHaveAttribute('href', /cnil\.fr/);
    // The request fits the phone's width (the spam trap, hidden from all, is off screen on purpose).
    expect(
      await request.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [...element.querySelectorAll('*')]
          .filter((child) => child.checkVisibility() && child.getBoundingClientRect().width > 0 && !child.closest('[aria-hidden="true"]'))
          .filter((child) => child.getBoundingClientRect().right > box.right + 1 || child.getBoundingClientRect().left < box.left - 1)
          .map((child) => `${child.tagName}#${child.id}.${child.className}`);
      }),
    ).toEqual([]);
    await expectAccessible(page);
  });

  await test.step('too many guests are refused in Dutch, naming the field, with nothing typed lost', async () => {
    await request.getByRole('textbox', { name: /^Achternaam/ }).fill('de Vries');
    await request.getByRole('textbox', { name: /^Voornaam/ }).fill('Anouk');
    await request.getByRole('textbox', { name: /^Telefoon/ }).fill('+31 6 12345678');
    await request.getByRole('textbox', { name: /^E-mail/ }).fill('anouk@voorbeeld.nl');
    await request.getByRole('textbox', { name: /^Bericht/ }).fill('We komen met de fiets.');
    await request.getByLabel('Kinderen').fill('1');
    await request.getByRole('button', { name: 'Aanvraag versturen' }).click();
    const capacity = stays.unitTypes.find((type) => type.id === 'petite-cabane')?.capacity;
    await expect(request.getByRole('alert')).toHaveText(`Volwassenen en kinderen: de kleine boomhut is voor maximaal ${capacity} personen.`);
    await expect(request.getByLabel('Volwassenen')).toBeFocused();
    await expect(request.getByRole('textbox', { name: /^Bericht/ })).toHaveValue('We komen met de fiets.');
    await expectAccessible(page);
    await request.getByLabel('Kinderen').fill('0');
  });

  await test.step('dates taken on the cabin are refused, naming the nearest free period', async () => {
    await request.getByLabel('Aankomst').fill(`${month}-11`);
    await request.getByLabel('Vertrek').fill(`${month}-14`);
    await request.getByRole('button', { name: 'Aanvraag versturen' }).click();
    const free = dayFromIso(`${month}-13`);
    await expect(request.getByRole('alert')).toHaveText(
      `Aankomst: de kleine boomhut is op deze data al bezet. Dichtstbijzijnde vrije periode: van ${formatDay('nl', free, true)} tot ${formatDay('nl', free + 3, true)} (3 nachten).`,
    );
    expect(sent).toHaveLength(0);
    await request.getByLabel('Aankomst').fill(`${month}-15`);
    await request.getByLabel('Vertrek').fill(`${month}-18`);
  });

  await test.step('what is typed is kept for the visit: a reload brings the request back, filled', async () => {
    await page.reload();
    await expect(request.getByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anouk');
    await expect(request.getByLabel('Aankomst')).toHaveValue(`${month}-15`);
  });

  await test.step('a failure gives the Dutch banner and the whole request in a prepared e-mail, in Dutch', async () => {
    await request.getByRole('button', { name: 'Aanvraag versturen' }).click();
    const alert = request.getByRole('alert');
    await expect(alert).toContainText('Er ging iets mis. Probeer het opnieuw of neem rechtstreeks contact met ons op.');
    await expect(alert).toContainText('De verzenddienst is tijdelijk niet beschikbaar');
    const mail = new URL((await alert.getByRole('link', { name: 'Stuur de aanvraag per e-mail' }).getAttribute('href')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Boekingsaanvraag - Anouk de Vries');
    const body = mail.searchParams.get('body') ?? '';
    const arrival = dayFromIso(`${month}-15`);
    for (const line of [
      'Ik wil graag een verblijf aanvragen voor deze data:',
      'Accommodatie: De kleine boomhut',
      `Verblijf: van ${formatDay('nl', arrival, true)} tot ${formatDay('nl', arrival + 3, true)} (3 nachten)`,
      'Personen: 2 volwassenen',
      'Huisdieren: 1 huisdier',
      'Achternaam: de Vries',
      'Telefoon: +31 6 12345678',
      'Antwoordtaal: Nederlands',
      'Bericht: We komen met de fiets.',
    ]) {
      expect(body).toContain(line);
    }
    await expect(alert.getByRole('link', { name: /^\+33/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(request.getByRole('textbox', { name: /^Achternaam/ })).toHaveValue('de Vries');
    await expectAccessible(page);
  });

  await test.step('sent at last, by a double tap that sends once: every field reaches EmailJS, the owner’s in French', async () => {
    answer = { status: 200, body: 'OK' };
    const before = sent.length;
    await request.getByRole('button', { name: 'Aanvraag versturen' }).dblclick();
    const sending = request.getByRole('button', { name: 'Bezig met versturen…' });
    await expect(sending).toBeDisabled();
    await expectAccessible(page);
    await expect(request.getByRole('status')).toContainText('Je aanvraag is verstuurd! Dit is nog geen boeking: we antwoorden je per e-mail binnen');
    await expect(request.getByRole('status')).toContainText('anouk@voorbeeld.nl');
    // No acknowledgement from the owner's mailbox (issue 50): the visitor's copy, prepared for their own mail app.
    await expect(request.getByRole('link', { name: 'Een kopie van mijn aanvraag bewaren' })).toHaveAttribute('href', /^mailto:anouk(@|%40)voorbeeld\.nl\?/);
    await expectAccessible(page);
    expect(sent.length - before).toBe(1);
    const last = sent.at(-1);
    expect(last).toMatchObject({ lib_version: '4.4.1', service_id: 'service_e2e', template_id: 'template_stay_e2e', user_id: 'public_key_e2e' });
    const params = last?.template_params ?? {};
    const arrival = dayFromIso(`${month}-15`);
    expect(params).toMatchObject({
      subject: 'Demande de séjour - Anouk de Vries (néerlandais)',
      hebergement: 'La petite cabane',
      sejour: `du ${formatDay('fr', arrival, true)} au ${formatDay('fr', arrival + 3, true)} (3 nuits)`,
      personnes: '2 adultes',
      animaux: '1 animal',
      disponibilites: 'libres d’après le calendrier',
      langue: 'néerlandais',
      nom: 'de Vries',
      prenom: 'Anouk',
      telephone: '+31 6 12345678',
      email: 'anouk@voorbeeld.nl',
      message: 'We komen met de fiets.',
    });
    // The owner's variables alone: nothing is sent to the visitor's address (issue 50).
    expect(Object.keys(params).sort()).toEqual(
      ['subject', 'hebergement', 'sejour', 'personnes', 'animaux', 'estimation', 'disponibilites', 'langue', 'nom', 'prenom', 'telephone', 'email', 'message'].sort(),
    );
    const estimation = params.estimation?.split('\n') ?? [];
    for (const line of frenchEstimate(`${month}-15`, `${month}-18`, 1)) expect(estimation).toContain(line);
    expect(params.estimation).toContain(`Caution de`);
    // The form is empty again, and the draft gone.
    await expect(request.getByRole('textbox', { name: /^Achternaam/ })).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('chalets-du-lac:demande-de-sejour'))).toBeNull();
  });
});

/**
 * The seed's first Saturday of August in a season whose arrivals are fixed to Saturdays, after `after`:
 * the family's week (issue 40). The seed's periods are dated: past them, move them a year on.
 */
function augustSaturdayInFixedArrivalSeason(after: Date): number {
  const seed = JSON.parse(readFileSync('fixtures/seed-data/stays.json', 'utf8')) as {
    seasons: { id: string; arrivalDays: string[] }[];
    seasonPeriods: { value: { season: string; from: string; through: string }[] };
  };
  const saturdaysOnly = new Set(seed.seasons.filter((season) => season.arrivalDays.length === 1 && season.arrivalDays[0] === 'samedi').map((season) => season.id));
  for (const period of seed.seasonPeriods.value.filter((candidate) => saturdaysOnly.has(candidate.season))) {
    for (let day = dayFromIso(period.from); day + 7 <= dayFromIso(period.through) + 1; day += 1) {
      const date = new Date(day * 86_400_000);
      if (date.getUTCDay() === 6 && date.getUTCMonth() === 7 && date > after) return day;
    }
  }
  throw new Error('fixtures/seed-data/stays.json has no August week in a Saturday-arrival season after the test’s clock: move its seasonPeriods a year on');
}

test('in Dutch, a family of four with a dog: a week in August arriving on the season’s day, a table for four at 19:30 on the first evening, one request the owner reads in French; the wrong arrival day and a closed evening refused naming the nearest valid ones', { tag: '@phone' }, async ({ page }) => {
  await page.clock.setFixedTime(midMonth);
  const sent: { template_params: Record<string, string> }[] = [];
  await page.route(SEND, async (route) => {
    sent.push(route.request().postDataJSON() as (typeof sent)[number]);
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await openPage(page, pathOf('stays', 'nl'));
  const request = page.getByRole('region', { name: 'Boekingsaanvraag' });
  await page.locator('#chalets').getByRole('button', { name: 'Deze data aanvragen' }).click();
  const arrival = augustSaturdayInFixedArrivalSeason(midMonth);
  const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
  await request.getByRole('textbox', { name: /^Achternaam/ }).fill('de Vries');
  await request.getByRole('textbox', { name: /^Voornaam/ }).fill('Anouk');
  await request.getByRole('textbox', { name: /^Telefoon/ }).fill('+31 6 12345678');
  await request.getByRole('textbox', { name: /^E-mail/ }).fill('anouk@voorbeeld.nl');
  await request.getByLabel('Volwassenen').fill('2');
  await request.getByLabel('Kinderen').fill('2');
  await request.getByLabel('Huisdieren').fill('1');

  // The Wednesday before: August's arrivals are on Saturdays, and the refusal names the nearest ones.
  await request.getByLabel('Aankomst').fill(iso(arrival - 3));
  await request.getByLabel('Vertrek').fill(iso(arrival + 4));
  await request.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(request.getByRole('alert')).toContainText('aankomst alleen op zaterdag');
  await expect(request.getByRole('alert')).toContainText('De dichtstbijzijnde aankomstdagen voor dit verblijf');
  expect(sent).toHaveLength(0);
  await request.getByLabel('Aankomst').fill(iso(arrival));
  await request.getByLabel('Vertrek').fill(iso(arrival + 7));

  await request.getByRole('checkbox', { name: 'Ook een tafel in het restaurant reserveren' }).check();
  const evening = request.getByLabel('Avond', { exact: true });
  await expect(evening).toHaveValue(iso(arrival));
  await expect(evening.getByRole('option', { selected: true })).toHaveText(`${formatDay('nl', arrival)}, aankomstavond`);
  await expect(request.getByRole('spinbutton', { name: 'Aantal personen' })).toHaveValue('4');

  // Sunday, the second evening: the seed's restaurant serves no dinner then; Saturday, the arrival's, is the nearest open one.
  await evening.selectOption(iso(arrival + 1));
  await request.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(request.getByRole('alert')).toHaveText(
    `Op ${formatDay('nl', arrival + 1)} is het restaurant ’s avonds gesloten. De dichtstbijzijnde avond van je verblijf waarop het open is: ${formatDay('nl', arrival)}.`,
  );
  await expect(evening).toBeFocused();
  expect(sent).toHaveLength(0);

  await evening.selectOption(iso(arrival));
  await request.getByLabel('Tijd', { exact: true }).selectOption('19.30 uur');
  await expectAccessible(page);
  await request.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(request.getByRole('status')).toContainText('Je aanvraag is verstuurd!');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.template_params).toMatchObject({
    sejour: `du ${formatDay('fr', arrival, true)} au ${formatDay('fr', arrival + 7, true)} (7 nuits)`,
    personnes: '2 adultes, 2 enfants',
    animaux: '1 animal',
    diner: `Date : ${formatDay('fr', arrival, true)}\nHeure : 19h30\nNombre de personnes : 4`,
  });
});

test('in English: two treehouses for the same dates, the party split between them, sent as one request listing both with their estimates', { tag: '@desktop' }, async ({ page }) => {
  await page.clock.setFixedTime(midMonth);
  const sent: { template_params: Record<string, string> }[] = [];
  await page.route(SEND, async (route) => {
    sent.push(route.request().postDataJSON() as (typeof sent)[number]);
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await openPage(page, pathOf('stays', 'en'));
  const request = page.getByRole('region', { name: 'Booking enquiry' });
  await page.getByRole('tabpanel').getByRole('button', { name: 'Request these dates' }).click();
  await expect(request.getByLabel('Accommodation')).toHaveValue('petite-cabane');
  await request.getByLabel('Arrival').fill(`${month}-15`);
  await request.getByLabel('Departure').fill(`${month}-18`);
  await request.getByRole('spinbutton', { name: 'Adults', exact: true }).fill('4');
  await request.getByRole('spinbutton', { name: 'Children', exact: true }).fill('1');
  await request.getByRole('button', { name: 'Add a second chalet or treehouse' }).click();
  const second = request.getByRole('group', { name: 'Second chalet or treehouse' });
  await expect(second).toContainText('Same arrival and departure dates as the first: one enquiry for both.');
  await expect(second.getByLabel('Accommodation')).toBeFocused();
  await second.getByLabel('Accommodation').selectOption('grande-cabane');
  await request.getByRole('textbox', { name: /^Last name/ }).fill('Taylor');
  await request.getByRole('textbox', { name: /^First name/ }).fill('Sam');
  await request.getByRole('textbox', { name: /^Phone/ }).fill('+44 7700 900123');
  await request.getByRole('textbox', { name: /^Email/ }).fill('sam@example.co.uk');

  // Half the adults went to the second by default: three people are left for the small treehouse, which sleeps two.
  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByRole('alert')).toHaveText(
    'Adults and children: the small treehouse sleeps up to 2 people. You could split the group like this: 2 adults in the first, 2 adults, 1 child in the second.',
  );
  await expect(request.getByRole('spinbutton', { name: 'Adults', exact: true })).toBeFocused();
  await second.getByLabel('Children in the second one').fill('1');
  await expect(second).toContainText('In the first one (The small treehouse): 2 adults.');
  await expect(second.getByRole('note')).toContainText(unitLivingIn('en', 'grande-cabane').childAgeWarning ?? '');
  await expect(second).toContainText('Estimated total for both');
  await expectAccessible(page);

  await request.getByRole('button', { name: 'Send request' }).click();
  await expect(request.getByRole('status')).toContainText('Your enquiry has been sent!');
  expect(sent).toHaveLength(1);
  const params = sent[0]?.template_params ?? {};
  const arrival = dayFromIso(`${month}-15`);
  expect(params).toMatchObject({
    hebergement: 'La petite cabane + La grande cabane',
    sejour: `du ${formatDay('fr', arrival, true)} au ${formatDay('fr', arrival + 3, true)} (3 nuits)`,
    personnes: '4 adultes, 1 enfant (2 adultes + 2 adultes, 1 enfant)',
    langue: 'anglais',
  });
  // The template's variables of one unit: the owner's template is unchanged.
  expect(Object.keys(params).sort()).toEqual(
    ['subject', 'hebergement', 'sejour', 'personnes', 'animaux', 'estimation', 'disponibilites', 'langue', 'nom', 'prenom', 'telephone', 'email', 'message'].sort(),
  );
  const totals = (['petite-cabane', 'grande-cabane'] as const).map((type, index) => {
    const estimate = estimateStay(
      estimateRules(type, 'fr'),
      { arrival: `${month}-15`, departure: `${month}-18`, adults: 2, children: index, pets: 0 },
      { today: dayFromIso(`${year}-${current}-15`), calendarEnd: dayFromIso(`${month}-01`) + 400, isStayFree: () => true },
      estimateWords('fr', availabilityWords.fr.estimate.messages),
    );
    if (!estimate.ok) throw new Error(`the fixture's stay has no estimate: ${estimate.message}`);
    return estimate.total;
  });
  const estimation = params.estimation?.split('\n') ?? [];
  expect(estimation[0]).toBe('Premier hébergement : La petite cabane (2 adultes)');
  expect(estimation).toContain('Second hébergement : La grande cabane (2 adultes, 1 enfant)');
  expect(estimation).toContain(`Total estimé des deux hébergements : ${formatEuros((totals[0] ?? 0) + (totals[1] ?? 0))}`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in German, the accommodation page offers the request as a prepared e-mail and the phone, and no button that cannot work', { tag: '@desktop' }, async ({ page }) => {
    await page.goto(pathOf('stays', 'de'));
    const section = page.locator('#disponibilites');
    // In each unit type's section, and hidden: without a script they could not open anything.
    await expect(section.getByRole('button', { name: 'Diesen Zeitraum anfragen', includeHidden: true })).toHaveCount(3);
    await expect(section.getByRole('button', { name: 'Diesen Zeitraum anfragen' })).toHaveCount(0);
    await expect(section.getByText('Um einen Zeitraum anzufragen, schreiben Sie uns')).toBeVisible();
    const mail = new URL((await section.getByRole('link', { name: 'Buchungsanfrage schreiben' }).getAttribute('href')) ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('Buchungsanfrage');
    const body = mail.searchParams.get('body') ?? '';
    for (const line of ['Guten Tag,', 'ich möchte gern diesen Zeitraum anfragen:', 'Unterkunft: ', 'Anreise: ', 'Abreise: ', 'Erwachsene: ', 'Kinder: ', 'Haustiere: ', 'Nachname: ', 'Telefon: ', 'Antwortsprache: ']) {
      expect(body).toContain(line);
    }
    await expect(section.getByRole('link', { name: /^\+33/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  });
});
