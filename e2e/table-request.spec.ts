// The table request as the best reservation tools ask it (issue 49): « Réserver une table » lands on
// the form, open; the party, its day and its time first (one tap each, the time a native list), the
// diets as ticks, then who asks. A French local's table for 6 on Saturday at 20:00 with a vegetarian
// and a gluten-free guest, on a phone (390 px), every tap and every character counted as
// e2e/admin-season.spec.ts counts the owner's, with the keystroke-level model's estimate; then the same
// journey with the keyboard alone. And the restaurant's seasons: the seed's summer Tuesday evenings
// (fixtures/seed-data/restaurant-hours.json, the tests' data alone) change the status, the hours, the
// table's slots and dinner on arrival at a July date, and a June one stays closed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import seedHours from '../fixtures/seed-data/restaurant-hours.json';
import { homeHero } from '@/features/home/home-content';
import { pathOf } from '@/config/routes';
import { statusWords } from '@/features/opening-hours/opening-status-words';
import { stayDinnerWords } from '@/features/stays/estimate/stay-dinner-words';
import { capitalize, fill, formatDay, formatMonthDays, formatTime } from '@/lib/i18n/format';
import { dayFromIso } from '@/lib/opening-status';
import { multipartFields, openPage, waitForHydration } from './support';

const SEND_FORM = '**/api/v1.0/email/send-form';
const SUCCESS_BANNER = 'Votre demande de réservation a bien été envoyée !';

/** The keystroke-level model's operators, in seconds, as e2e/admin-season.spec.ts counts them. */
const seconds = { tap: 1.1, character: 0.35, decision: 1.35 } as const;

/** Taps and characters a visitor spends, the contact fields (name, first name, phone, e-mail) apart. */
function visitorCounter() {
  const counts = { taps: 0, characters: 0, decisions: 0, contactTaps: 0, contactCharacters: 0 };
  return {
    counts,
    /** A tap that moves about or sends: no decision. */
    async tap(target: Locator) {
      counts.taps += 1;
      await target.tap();
    },
    /** A tap that chooses: a decision. */
    async choose(target: Locator) {
      counts.taps += 1;
      counts.decisions += 1;
      await target.tap();
    },
    /** A native list: a tap opens it, a tap picks the option. */
    async pick(target: Locator, value: string) {
      counts.taps += 2;
      counts.decisions += 1;
      await target.selectOption(value);
    },
    /** A contact field: counted apart, as the journey's « beyond contact » leaves them out. */
    async contact(target: Locator, text: string) {
      counts.contactTaps += 1;
      counts.contactCharacters += [...text].length;
      await target.fill(text);
    },
    get estimate() {
      return counts.taps * seconds.tap + counts.characters * seconds.character + counts.decisions * seconds.decision;
    },
  };
}

/** Answers the provider's every request with success; gives the fields of the last one sent. */
async function acceptRequests(page: Page): Promise<() => Record<string, string>> {
  let fields: Record<string, string> = {};
  await page.route(SEND_FORM, (route) => {
    fields = multipartFields(route.request());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  return () => fields;
}

/** Wednesday 2 December 2026, 10:00 in Paris: the next Saturday, the 5th, is among the next days open. */
const wednesdayMorning = new Date('2026-12-02T10:00:00+01:00');
const saturday = '2026-12-05';
/** The Saturday's chip, as French writes a day short. */
const saturdayChip = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
  new Date(`${saturday}T00:00:00Z`),
);

const expectedFields = {
  personnes: '6',
  date: saturday,
  jour: formatDay('fr', dayFromIso(saturday), true),
  heure: '20:00',
  regimes: 'végétarien, sans gluten',
  nom: 'Lefèvre',
  prenom: 'Camille',
  telephone: '06 12 34 56 78',
  email: 'camille.lefevre@exemple.fr',
  subject: 'Réservation Restaurant – Camille Lefèvre',
};

test.describe('a table for 6 with two diets on a phone', { tag: '@phone' }, () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('from the home’s « Réserver une table », sent in at most 8 taps and no character beyond the contact fields', async ({
    page,
  }, testInfo) => {
    await page.clock.install({ time: wednesdayMorning });
    const sentFields = await acceptRequests(page);
    await openPage(page, '/');
    const visitor = visitorCounter();

    // One tap: the form itself, open, not a section whose only content is another button. On the home the
    // action bar books a stay (issue 49 §10: a table on the restaurant's page): its banner's « Réserver une table ».
    await visitor.tap(page.getByRole('main').getByRole('link', { name: homeHero.secondaryAction.label }));
    await page.waitForURL('**/restaurant/#reservation');
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Demande de réservation' });
    await expect(form).toBeVisible();

    await visitor.choose(form.getByRole('radio', { name: '6', exact: true }));
    await visitor.choose(form.getByRole('radio', { name: saturdayChip }));
    await expect(form.getByLabel(/^Date/)).toHaveValue(saturday);
    // The time list starts at the day's first slot.
    const time = form.getByRole('combobox', { name: /^Heure/ });
    await expect(time).toHaveValue(seedHours.timeSlots[0] ?? '');
    await visitor.pick(time, '20:00');
    await visitor.choose(form.getByRole('checkbox', { name: 'Végétarien' }));
    await visitor.choose(form.getByRole('checkbox', { name: 'Sans gluten' }));

    await visitor.contact(form.getByRole('textbox', { name: /^Nom/ }), expectedFields.nom);
    await visitor.contact(form.getByRole('textbox', { name: /^Prénom/ }), expectedFields.prenom);
    await visitor.contact(form.getByRole('textbox', { name: /^Téléphone/ }), expectedFields.telephone);
    await visitor.contact(form.getByRole('textbox', { name: /^E-mail/ }), expectedFields.email);
    await visitor.tap(form.getByRole('button', { name: 'Envoyer la demande' }));

    await expect(form.getByRole('status')).toContainText(SUCCESS_BANNER);
    expect(sentFields()).toMatchObject(expectedFields);
    // Nothing is sent to the visitor's address: a copy of the request waits for them in their own mail app.
    await expect(form.getByRole('link', { name: 'Garder une copie de ma demande' })).toHaveAttribute(
      'href',
      /^mailto:camille\.lefevre(@|%40)exemple\.fr\?/,
    );
    const { taps, characters, contactTaps, contactCharacters } = visitor.counts;
    const summary = `${taps} taps and ${characters} characters beyond contact (${contactTaps} fields, ${contactCharacters} characters), ${Math.round(visitor.estimate)} s by the keystroke-level model`;
    console.log(`A table for 6 with two diets: ${summary}`);
    testInfo.annotations.push({ type: 'table for 6', description: summary });
    expect(taps).toBeLessThanOrEqual(8);
    expect(characters).toBe(0);
  });
});

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let step = 0; step < most; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the same table with the keyboard alone, from the link that lands on the form', { tag: '@desktop' }, async ({ page }) => {
  await page.clock.install({ time: wednesdayMorning });
  const sentFields = await acceptRequests(page);
  await openPage(page, `${pathOf('restaurant', 'fr')}#reservation`);
  const form = page.getByRole('region', { name: 'Demande de réservation' });
  await expect(form).toBeVisible();

  // The party: one Tab stop, the arrow keys move along and choose.
  const one = form.getByRole('radio', { name: '1', exact: true });
  await tabTo(page, one);
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '6', exact: true })).toBeFocused();
  await expect(form.getByRole('spinbutton', { name: /^Nombre de personnes/ })).toHaveValue('6');

  // The day: the next days open, today first.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const today = form.getByRole('radio', { name: 'Aujourd’hui' });
  await tabTo(page, today);
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: saturdayChip })).toBeFocused();
  await expect(form.getByLabel(/^Date/)).toHaveValue(saturday);

  const time = form.getByRole('combobox', { name: /^Heure/ });
  await tabTo(page, time);
  for (let press = 0; press < 20 && (await time.inputValue()) !== '20:00'; press += 1) await page.keyboard.press('ArrowDown');
  await expect(time).toHaveValue('20:00');

  const vegetarian = form.getByRole('checkbox', { name: 'Végétarien' });
  await tabTo(page, vegetarian);
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('checkbox', { name: 'Sans gluten' }));
  await page.keyboard.press('Space');

  await tabTo(page, form.getByRole('textbox', { name: /^Nom/ }));
  await page.keyboard.type(expectedFields.nom);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expectedFields.prenom);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expectedFields.telephone);
  await page.keyboard.press('Tab');
  await page.keyboard.type(expectedFields.email);
  await page.keyboard.press('Enter');

  await expect(form.getByRole('status')).toContainText(SUCCESS_BANNER);
  expect(sentFields()).toMatchObject(expectedFields);
});

test.describe('the restaurant’s seasons, from the tests’ data alone: summer Tuesday evenings', { tag: '@desktop' }, () => {
  const summer = seedHours.periods[0];
  if (!summer) throw new Error('fixtures/seed-data/restaurant-hours.json has no period: the summer Tuesday evenings are its first');
  const service = summer.services[0] ?? { opens: '', closes: '' };
  const julyTuesday = '2027-07-06';
  const juneTuesday = '2027-06-29';
  const septemberTuesday = '2027-09-07';
  /** The seed's slots within the summer evening: a July Tuesday's table times. */
  const summerSlots = seedHours.timeSlots.filter((slot) => service.opens <= slot && slot <= service.closes);

  test('change the open-now status, the hours and the table’s slots at a July date, a June and a September Tuesday staying closed', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(`${julyTuesday}T18:00:00+02:00`) });
    await openPage(page, pathOf('restaurant', 'fr'));
    const words = statusWords.fr;

    await test.step('the status: a July Tuesday at 18:00 opens at 19:00 that evening', async () => {
      await expect(
        page.getByText(fill(words.closed, { next: fill(words.opensToday, { time: formatTime('fr', service.opens) }) }), { exact: true }),
      ).toBeVisible();
    });

    await test.step('the hours: the period’s table under the week’s', async () => {
      const hours = page.getByRole('region', { name: 'Horaires d’ouverture' });
      const period = hours.getByRole('table', { name: capitalize(formatMonthDays('fr', summer.from, summer.through)) });
      await expect(period.getByRole('row')).toHaveText([`Mardi${formatTime('fr', service.opens)}–${formatTime('fr', service.closes)}`]);
    });

    await test.step('the slots: a July Tuesday offers its evening, a September one every slot with the hint that it is closed', async () => {
      await page.getByRole('button', { name: 'Réserver une table' }).click();
      const form = page.getByRole('region', { name: 'Demande de réservation' });
      const date = form.getByLabel(/^Date/);
      const time = form.getByRole('combobox', { name: /^Heure/ });
      await date.fill('2027-07-13');
      await expect(time.getByRole('option')).toHaveText(summerSlots.map((slot) => formatTime('fr', slot)));
      await expect(form.locator('#reservation-date-hint')).toBeEmpty();
      await date.fill('2027-07-12');
      await expect(form.locator('#reservation-date-hint')).toHaveText('Attention : le restaurant est fermé le lundi.');
      await date.fill(septemberTuesday);
      await expect(time.getByRole('option')).toHaveCount(seedHours.timeSlots.length);
      await expect(form.locator('#reservation-date-hint')).toHaveText(
        `Attention : le restaurant est fermé le ${formatDay('fr', dayFromIso(septemberTuesday), true)}.`,
      );
    });

    await test.step('a June Tuesday at 18:00 is closed all day', async () => {
      await page.clock.setSystemTime(new Date(`${juneTuesday}T18:00:00+02:00`));
      await page.reload();
      await waitForHydration(page);
      await expect(
        page.getByText(fill(words.closedToday, { next: fill(words.opensTomorrow, { time: formatTime('fr', '12:00') }) }), { exact: true }),
      ).toBeVisible();
    });
  });

  test('give dinner on arrival a July Tuesday’s evening, and say a June Tuesday’s is closed', async ({ page }) => {
    await page.clock.install({ time: new Date('2027-06-01T10:00:00+02:00') });
    await openPage(page, pathOf('stays', 'fr'));
    // The stay flow (issue 49): a July week from the high season's Saturday, a chalet, then dinner on one of its evenings.
    const flow = page.getByRole('region', { name: 'Demander un séjour' });
    await flow.getByLabel('Arrivée', { exact: true }).fill('2027-07-03');
    await flow.getByLabel('Départ', { exact: true }).fill('2027-07-10');
    await flow.getByRole('button', { name: 'Voir les prix' }).click();
    await flow
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Un chalet' }) })
      .getByRole('button', { name: 'Choisir' })
      .click();
    await flow.getByRole('checkbox', { name: stayDinnerWords.fr.wanted }).check();
    const evening = flow.getByLabel('Soir', { exact: true });
    await evening.selectOption(julyTuesday);
    await expect(flow.getByLabel('Heure', { exact: true }).getByRole('option')).toHaveText(
      summerSlots.map((slot) => formatTime('fr', slot)),
    );
    await expect(flow.getByRole('alert')).toHaveCount(0);

    await flow.getByLabel('Arrivée', { exact: true }).fill('2027-06-28');
    await flow.getByLabel('Départ', { exact: true }).fill('2027-07-01');
    await evening.selectOption(juneTuesday);
    await expect(flow.getByRole('alert')).toContainText(`Le restaurant est fermé le ${formatDay('fr', dayFromIso(juneTuesday))} au soir.`);
  });
});
