import { expect, test, type Page } from '@playwright/test';
import { restaurantBannerIn } from '../features/restaurant/restaurant-content';
import { multipartFields, openPage } from './support';
import { largestParty, restaurantHours } from '@/content/restaurant-week';
import { fill } from '@/lib/i18n/format';
import { reservationWords, timeSlotLabel } from '../features/restaurant/restaurant-words';

const SEND_FORM = '**/api/v1.0/email/send-form';

async function openForm(page: Page) {
  await openPage(page, '/restaurant/');
  await page.getByRole('button', { name: 'Réserver une table' }).click();
  return page.getByRole('region', { name: 'Demande de réservation' });
}

async function fillForm(page: Page, people = '4') {
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Dupont');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Marie');
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('06 12 34 56 78');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('marie.dupont@exemple.fr');
  await page.getByLabel(/^Date/).fill('2026-12-05');
  await page.getByRole('combobox', { name: /^Heure/ }).selectOption('19:30');
  await page.getByRole('spinbutton', { name: /^Nombre de personnes/ }).fill(people);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Une chaise haute, s’il vous plaît.');
}

// What the page shows before anyone types: one page load for all of it.
test('shows the presentation and the weekly hours; the toggle and the close button show and hide the form, which has its fields, 14 time slots and notes', async ({
  page,
}) => {
  await openPage(page, '/restaurant/');

  await test.step('the presentation and the weekly opening hours', async () => {
    const hours = page.getByRole('region', { name: 'Horaires d’ouverture' });
    // The week's table; the seed's summer Tuesday evenings have a table of their own (e2e/table-request.spec.ts).
    const rows = hours.getByRole('table').first().getByRole('row');
    await expect(rows).toHaveText([
      'LundiFermé',
      'MardiFermé',
      'Mercredi12h00–13h30 et 19h00–20h30',
      'Jeudi12h00–13h30 et 19h00–20h30',
      'Vendredi12h00–13h30 et 19h00–20h30',
      'Samedi12h00–13h30 et 19h00–20h30',
      'Dimanche12h00–13h30',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Une cuisine de saison, sans chichis' })).toBeVisible();
  });

  await test.step('the toggle shows and hides the form, and the close button hides it', async () => {
    const form = page.getByRole('region', { name: 'Demande de réservation' });
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Réserver une table' }).click();
    await expect(form).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Masquer le formulaire' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Réserver une table' }).click();
    await form.getByRole('button', { name: 'Fermer le formulaire' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: 'Réserver une table' })).toBeFocused();
  });

  await test.step('the form has its fields, the time slots of the data on the French clock, the first chosen, and its notes', async () => {
    await page.getByRole('button', { name: 'Réserver une table' }).click();
    const form = page.getByRole('region', { name: 'Demande de réservation' });
    const time = form.getByRole('combobox', { name: /^Heure/ });
    await expect(time).toHaveValue('12:00');
    await expect(time).toHaveAttribute('aria-required', 'true');
    await expect(time.getByRole('option')).toHaveText(restaurantHours.slots.map((slot) => timeSlotLabel('fr', slot)));
    for (const name of [/^Nom/, /^Prénom/, /^Téléphone/, /^E-mail/]) {
      await expect(form.getByRole('textbox', { name })).toHaveAttribute('required', '');
    }
    await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(/^Date/)).toHaveAttribute('type', 'date');
    await expect(form.getByRole('textbox', { name: /^Message/ })).not.toHaveAttribute('required', '');
    await expect(form).toContainText(fill(reservationWords.fr.personnesHint, { max: largestParty }));
    await expect(form).toContainText('C’est une demande : nous vous répondons par e-mail pour confirmer votre table.');
  });
});

// A visitor who first gets it wrong, then right: one page load for both.
test('invalid input gets French messages, keeps what was typed and sends nothing; a valid request then posts every field to EmailJS, shows the sending state, then the success banner and an empty form', async ({
  page,
}) => {
  let requests = 0;
  let fields: Record<string, string> = {};
  await page.route(SEND_FORM, async (route) => {
    requests += 1;
    fields = multipartFields(route.request());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ status: 200, body: 'OK' });
  });
  const form = await openForm(page);

  await test.step('invalid input gets French messages, keeps what was typed and sends nothing', async () => {
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText('Veuillez indiquer votre nom.')).toBeVisible();
    await expect(form.getByText('Veuillez entrer un nombre valide de personnes.')).toBeVisible();
    // The party comes first on the page: its field takes the focus.
    await expect(form.getByRole('spinbutton', { name: /^Nombre de personnes/ })).toBeFocused();

    await fillForm(page, '0');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText('Le nombre de personnes doit être au moins 1.')).toBeVisible();
    await expect(form.getByRole('spinbutton', { name: /^Nombre de personnes/ })).toBeFocused();
    await expect(form.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Marie');
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('Une chaise haute, s’il vous plaît.');
    expect(requests).toBe(0);
  });

  await test.step('a valid request posts every field to EmailJS, shows the sending state, then the success banner and an empty form', async () => {
    await fillForm(page);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    const sending = form.getByRole('button', { name: 'Envoi en cours…' });
    await expect(sending).toBeDisabled();

    await expect(form.getByText('Votre demande de réservation a bien été envoyée !')).toBeVisible();
    expect(fields).toMatchObject({
      nom: 'Dupont',
      prenom: 'Marie',
      telephone: '06 12 34 56 78',
      email: 'marie.dupont@exemple.fr',
      date: '2026-12-05',
      heure: '19:30',
      personnes: '4',
      message: 'Une chaise haute, s’il vous plaît.',
      subject: 'Réservation Restaurant – Marie Dupont',
      jour: 'samedi 5 décembre 2026',
      lib_version: '4.4.1',
      service_id: 'service_e2e',
      template_id: 'template_e2e',
      user_id: 'public_key_e2e',
    });
    await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('');
    await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    await expect(form.getByRole('combobox', { name: /^Heure/ })).toHaveValue('12:00');
    await expect(form.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
  });
});

const failures = [
  { name: 'a 400 answer', answer: { status: 400, body: 'The Public Key is invalid' } },
  { name: 'a 403 answer', answer: { status: 403, body: 'Forbidden' } },
  { name: 'a 429 answer', answer: { status: 429, body: 'Too Many Requests' } },
  { name: 'a 500 answer', answer: { status: 500, body: 'Internal Server Error' } },
  { name: 'a network failure', answer: null },
];

// The failures follow one another on one page, as to a visitor who tries again: a page load for each
// cost more than its checks.
test('each failure (400, 403, 429, 500, network) shows the red error banner and the prepared e-mail, keeping the form', async ({
  page,
}) => {
  let answer: (typeof failures)[number]['answer'] = null;
  let requests = 0;
  await page.route(SEND_FORM, (route) => {
    requests += 1;
    return answer ? route.fulfill(answer) : route.abort('failed');
  });
  const form = await openForm(page);
  await fillForm(page);

  for (const failure of failures) {
    await test.step(`${failure.name} shows the red error banner and the prepared e-mail, keeping the form`, async () => {
      answer = failure.answer;
      const sent = requests;
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      // Sending takes down the banner of the try before: once the request is out, a banner is this failure's.
      await expect.poll(() => requests).toBeGreaterThan(sent);

      const alert = form.getByRole('alert');
      await expect(alert).toContainText('Une erreur est survenue. Veuillez réessayer ou nous contacter directement.');
      await expect(alert).toHaveCSS('color', 'rgb(138, 28, 28)');
      const mailto = new URL((await alert.getByRole('link', { name: 'envoyez la demande par e-mail' }).getAttribute('href')) ?? '');
      expect(mailto.protocol).toBe('mailto:');
      expect(mailto.searchParams.get('subject')).toBe('Réservation Restaurant – Marie Dupont');
      const body = mailto.searchParams.get('body') ?? '';
      for (const line of [
        'Date\u00a0: 05/12/2026',
        'Heure\u00a0: 19h30',
        'Nom\u00a0: Dupont',
        'Prénom\u00a0: Marie',
        'Téléphone\u00a0: 06 12 34 56 78',
        'E-mail\u00a0: marie.dupont@exemple.fr',
        'Nombre de personnes\u00a0: 4',
        'Message\u00a0: Une chaise haute',
      ]) {
        expect(body).toContain(line);
      }
      await expect(alert.getByRole('link', { name: /^\d{2} / })).toHaveAttribute('href', /^tel:/);
      await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
      await expect(form.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
    });
  }
});

// The form in another language: the same rules and failure modes, every word German, the prepared
// e-mail German, and the owner told in French which language to reply in. One journey, on the desktop.
test(
  'in German: the form asks in German, a refused sending shows the German banner and advice, and the prepared e-mail is German',
  { tag: '@desktop' },
  async ({ page }) => {
    let fields: Record<string, string> = {};
    await page.route(SEND_FORM, (route) => {
      fields = multipartFields(route.request());
      return route.fulfill({ status: 403, body: 'Forbidden' });
    });
    await openPage(page, '/de/restaurant/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: 'Tisch reservieren' }).click();
    const form = page.getByRole('region', { name: 'Reservierungsanfrage' });

    await test.step('missing fields are named in German', async () => {
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(form.getByText('Bitte geben Sie Ihren Nachnamen an.')).toBeVisible();
      await expect(form.getByText('Bitte geben Sie die Personenzahl ein.')).toBeVisible();
      // The party comes first on the page; German forms then ask the first name first.
      await expect(form.getByRole('spinbutton', { name: /^Anzahl der Personen/ })).toBeFocused();
      await form.getByRole('radio', { name: '2', exact: true }).click();
      await form.getByLabel(/^Datum/).fill('2026-12-05');
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(form.getByRole('textbox', { name: /^Vorname/ })).toBeFocused();
    });

    await test.step('a refused sending: the German banner, its advice, the German e-mail and the number to call', async () => {
      await form.getByRole('textbox', { name: /^Nachname/ }).fill('Müller');
      await form.getByRole('textbox', { name: /^Vorname/ }).fill('Hans');
      await form.getByRole('textbox', { name: /^Telefon/ }).fill('+49 30 1234567');
      await form.getByRole('textbox', { name: /^E-Mail/ }).fill('hans.mueller@beispiel.de');
      await form.getByLabel(/^Datum/).fill('2026-12-05');
      const time = form.getByRole('combobox', { name: /^Uhrzeit/ });
      await expect(time).toHaveValue('12:00');
      await time.selectOption({ label: '19:30 Uhr' });
      await form.getByRole('spinbutton', { name: /^Anzahl der Personen/ }).fill('2');
      await form.getByRole('textbox', { name: /^Nachricht/ }).fill('Einen Hochstuhl, bitte.');
      await form.getByRole('button', { name: 'Anfrage senden' }).click();

      const alert = form.getByRole('alert');
      await expect(alert).toContainText(reservationWords.de.error);
      await expect(alert).toContainText('Das Senden über die Website ist im Moment nicht möglich');
      await expect(alert).toHaveCSS('color', 'rgb(138, 28, 28)');
      const mailto = new URL((await alert.getByRole('link', { name: 'Anfrage per E-Mail senden' }).getAttribute('href')) ?? '');
      expect(mailto.protocol).toBe('mailto:');
      expect(mailto.searchParams.get('subject')).toBe('Reservierungsanfrage – Hans Müller');
      expect(mailto.searchParams.get('body')).toBe(
        [
          'Guten Tag,',
          '',
          'ich möchte gern einen Tisch im Restaurant der Chalets du lac reservieren.',
          '',
          'Datum: 05.12.2026',
          'Uhrzeit: 19:30 Uhr',
          'Nachname: Müller',
          'Vorname: Hans',
          'Telefon: +49 30 1234567',
          'E-Mail: hans.mueller@beispiel.de',
          'Anzahl der Personen: 2',
          'Nachricht: Einen Hochstuhl, bitte.',
          '',
          'Bitte bestätigen Sie mir die Reservierung. Vielen Dank!',
        ].join('\r\n'),
      );
      await expect(alert.getByRole('link', { name: /^\+33 \d/ })).toHaveAttribute('href', /^tel:\+33\d+$/);
      await expect(form.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Müller');
    });

    await test.step('the owner’s e-mail is told, in French, to reply in German', async () => {
      expect(fields).toMatchObject({
        nom: 'Müller',
        prenom: 'Hans',
        heure: '19:30',
        date: '2026-12-05',
        personnes: '2',
        langue: 'allemand',
        subject: 'Réservation Restaurant – Hans Müller (allemand)',
      });
    });
  },
);

test('in German: the weekly hours name the days and times as German does', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, '/de/restaurant/');
  const rows = page.getByRole('region', { name: 'Öffnungszeiten' }).getByRole('table').first().getByRole('row');
  await expect(rows).toHaveText([
    'MontagGeschlossen',
    'DienstagGeschlossen',
    'Mittwoch12:00–13:30 Uhr und 19:00–20:30 Uhr',
    'Donnerstag12:00–13:30 Uhr und 19:00–20:30 Uhr',
    'Freitag12:00–13:30 Uhr und 19:00–20:30 Uhr',
    'Samstag12:00–13:30 Uhr und 19:00–20:30 Uhr',
    'Sonntag12:00–13:30 Uhr',
  ]);
});

test(
  'in German: the banner and the presentation are the owner’s German texts, photos described in German',
  { tag: '@desktop' },
  async ({ page }) => {
    await openPage(page, '/de/restaurant/');
    const title = page.getByRole('heading', { level: 1, name: 'Das Restaurant' });
    await expect(title).toBeVisible();
    await expect(title).not.toHaveAttribute('lang', /./);
    await expect(page.getByText(restaurantBannerIn('de').subtitle ?? '', { exact: true })).toBeVisible();
    const presentation = page.getByRole('region', { name: 'Saisonale Küche ohne Schnickschnack' });
    await expect(presentation.getByText(/^Nach einem Tag an der frischen Luft/)).not.toHaveAttribute('lang', /./);
    await expect(presentation.getByRole('img', { name: 'Pizza frisch aus dem Ofen' }).first()).toBeAttached();
    await expect(page.getByRole('img', { name: 'Eine halbe Feige in einer roten Schale auf einem Tisch' }).first()).toBeAttached();
  },
);
