// « Réserver une table pour cette soirée » on a restaurant event's page leads to the restaurant's form with
// ?evenement=<slug>: the form opens on the event's day and start, names the event, and the owner's
// e-mail names it too. The fixture events are dated from the build (e2e/event-fixtures.ts), so the
// event's day is computed here the same way, never written down.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { builtFixtureEvent } from './event-fixtures';
import { multipartFields, openPage } from './support';
import { eventPath } from '@/config/routes';
import { formatDay } from '@/lib/i18n/format';
import { dayFromIso } from '@/lib/opening-status';
import { addCalendarDays, parisInstant } from '@/lib/paris-time';

const SEND_FORM = '**/api/v1.0/email/send-form';
const SUCCESS_BANNER = 'Votre demande de réservation a bien été envoyée !';

const mussels = builtFixtureEvent('soiree-moules-frites');
const { slug } = mussels;
const day = dayFromIso(mussels.startDay);
/** What the owner's e-mail says, in French whatever the visitor's language. */
const forOwner = `Soirée moules-frites (${formatDay('fr', day, true)}, 19h00)`;

/** Answers every request to the provider as `status` does; gives the fields of the last one sent. */
async function answerRequests(page: Page, status = 200): Promise<() => Record<string, string>> {
  let fields: Record<string, string> = {};
  await page.route(SEND_FORM, (route) => {
    fields = multipartFields(route.request());
    return route.fulfill({ status, body: status === 200 ? 'OK' : 'Error' });
  });
  return () => fields;
}

const french = {
  form: (page: Page) => page.getByRole('region', { name: 'Demande de réservation' }),
  date: (form: Locator) => form.getByLabel(/^Date/),
  heure: (form: Locator) => form.getByRole('combobox', { name: /^Heure/ }),
};

async function fillVisitor(form: Locator) {
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Dupont');
  await form.getByRole('textbox', { name: /^Prénom/ }).fill('Marie');
  await form.getByRole('textbox', { name: /^Téléphone/ }).fill('06 12 34 56 78');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('marie.dupont@exemple.fr');
  await form.getByRole('spinbutton', { name: /^Nombre de personnes/ }).fill('4');
}

test('the form opens on the event’s day and start, names the event, and the owner’s e-mail names it', async ({ page }) => {
  const sentFields = await answerRequests(page);
  await openPage(page, `/restaurant/?evenement=${slug}#reservation`);
  const form = french.form(page);

  await test.step('open, on the event’s day and start, the event named above the fields', async () => {
    await expect(form).toBeVisible();
    await expect(page.getByRole('button', { name: 'Masquer le formulaire' })).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByText(`Pour : Soirée moules-frites, ${formatDay('fr', day)}`)).toBeVisible();
    await expect(french.date(form)).toHaveValue(mussels.startDay);
    await expect(french.heure(form)).toHaveValue('19:00');
  });

  await test.step('sent, the request names the event for the owner, then the form is an ordinary one again', async () => {
    await fillVisitor(form);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(SUCCESS_BANNER)).toBeVisible();
    const fields = sentFields();
    expect(fields).toMatchObject({
      evenement: forOwner,
      date: mussels.startDay,
      heure: '19:00',
      nom: 'Dupont',
      subject: 'Réservation Restaurant – Marie Dupont',
    });
    // French pages send no language, as before.
    expect(fields).not.toHaveProperty('langue');
    await expect(form.getByText('Pour : Soirée moules-frites')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.has('evenement')).toBe(false);
  });
});

test(
  'a failed sending names the event in the prepared e-mail; removed, the event leaves the request, and the date and time stay',
  { tag: '@desktop' },
  async ({ page }) => {
    const sentFields = await answerRequests(page, 500);
    await openPage(page, `/restaurant/?evenement=${slug}#reservation`);
    const form = french.form(page);
    await fillVisitor(form);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    const link = form.getByRole('alert').getByRole('link', { name: 'envoyez la demande par e-mail' });
    const body = new URL((await link.getAttribute('href')) ?? '').searchParams.get('body') ?? '';
    expect(body).toContain(
      `Je souhaite réserver une table au restaurant des Chalets du lac.\r\n\r\nÉvénement\u00a0: Soirée moules-frites, ${formatDay('fr', day)}\r\nDate\u00a0: `,
    );
    expect(sentFields().evenement).toBe(forOwner);

    await form.getByRole('button', { name: 'Retirer l’événement' }).click();
    await expect(form.getByText('Pour : Soirée moules-frites')).toHaveCount(0);
    await expect(french.date(form)).toBeFocused();
    await expect(french.date(form)).toHaveValue(mussels.startDay);
    await expect(french.heure(form)).toHaveValue('19:00');
    expect(new URL(page.url()).searchParams.has('evenement')).toBe(false);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect.poll(() => sentFields().evenement).toBeUndefined();
    await expect
      .poll(async () => new URL((await link.getAttribute('href')) ?? 'mailto:x').searchParams.get('body') ?? '')
      .not.toContain('Événement');
    expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('body')).toContain('Nom\u00a0: Dupont');

    // What was typed, the event's date and time included, survives a reload; the removed event stays removed.
    await page.reload();
    await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
    await expect(french.date(form)).toHaveValue(mussels.startDay);
    await expect(form.getByText('Pour : Soirée moules-frites')).toHaveCount(0);
  },
);

test('what the visitor typed for the event survives a reload, the time they chose included', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, `/restaurant/?evenement=${slug}#reservation`);
  const form = french.form(page);
  await expect(french.heure(form)).toHaveValue('19:00');
  await form.getByRole('textbox', { name: /^Nom/ }).fill('Dupont');
  await french.heure(form).selectOption('19:30');
  await page.reload();
  await expect(form.getByText(`Pour : Soirée moules-frites, ${formatDay('fr', day)}`)).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
  await expect(french.heure(form)).toHaveValue('19:30');
  await expect(french.date(form)).toHaveValue(mussels.startDay);
});

test(
  'arriving from the event’s link replaces an earlier draft’s date, keeps what was typed; another date drops the event until its day is chosen again',
  { tag: '@desktop' },
  async ({ page }) => {
    const sentFields = await answerRequests(page, 500);
    const nextDay = addCalendarDays(mussels.startDay, 1);

    await test.step('a draft from earlier in the visit, for another day', async () => {
      await openPage(page, '/restaurant/');
      await page.getByRole('button', { name: 'Réserver une table' }).click();
      const form = french.form(page);
      await form.getByRole('textbox', { name: /^Nom/ }).fill('Dupont');
      await french.date(form).fill(nextDay);
      await french.heure(form).selectOption('12:30');
    });

    const form = french.form(page);
    await test.step('the event’s link: its day and start, the name kept', async () => {
      await openPage(page, `/restaurant/?evenement=${slug}#reservation`);
      await expect(form.getByText(`Pour : Soirée moules-frites, ${formatDay('fr', day)}`)).toBeVisible();
      await expect(french.date(form)).toHaveValue(mussels.startDay);
      await expect(french.heure(form)).toHaveValue('19:00');
      await expect(form.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Dupont');
    });

    await test.step('another date: the request names no event, in the form, the owner’s fields or the prepared e-mail', async () => {
      await french.date(form).fill(nextDay);
      await expect(
        form.getByText(
          `Vous avez choisi une autre date, la demande ne porte donc plus sur : Soirée moules-frites, ${formatDay('fr', day)}`,
        ),
      ).toBeVisible();
      await expect(form.getByText(/^Pour\s:/)).toHaveCount(0);
      await expect(french.date(form)).toHaveAccessibleDescription(/la demande ne porte donc plus sur/);
      expect(new URL(page.url()).searchParams.has('evenement')).toBe(false);
      await fillVisitor(form);
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      const link = form.getByRole('alert').getByRole('link', { name: 'envoyez la demande par e-mail' });
      await expect(link).toBeVisible();
      expect(sentFields()).toMatchObject({ date: nextDay, nom: 'Dupont' });
      expect(sentFields()).not.toHaveProperty('evenement');
      expect(new URL((await link.getAttribute('href')) ?? '').searchParams.get('body')).not.toContain('Événement');
    });

    await test.step('the event’s day again: the event is back', async () => {
      await french.date(form).fill(mussels.startDay);
      await expect(form.getByText(`Pour : Soirée moules-frites, ${formatDay('fr', day)}`)).toBeVisible();
      expect(new URL(page.url()).searchParams.get('evenement')).toBe(slug);
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect.poll(() => sentFields().evenement).toBe(forOwner);
      const link = form.getByRole('alert').getByRole('link', { name: 'envoyez la demande par e-mail' });
      await expect
        .poll(async () => new URL((await link.getAttribute('href')) ?? 'mailto:x').searchParams.get('body') ?? '')
        .toContain(`Événement\u00a0: Soirée moules-frites, ${formatDay('fr', day)}`);
    });
  },
);

test(
  'in German: the form opens on the event’s day and start, names it in German, and the owner reads it in French',
  { tag: '@desktop' },
  async ({ page }) => {
    const sentFields = await answerRequests(page, 403);
    await openPage(page, `/de/restaurant/?evenement=${slug}#reservation`);
    const form = page.getByRole('region', { name: 'Reservierungsanfrage' });
    await expect(form).toBeVisible();
    // The fixture's German title (an untranslated one, French marked lang="fr", is features/restaurant/table-request-events.test.ts's).
    const german = mussels.de?.title ?? '';
    await expect(form.getByText(`Für: ${german}, ${formatDay('de', day)}`)).toBeVisible();
    await expect(form.getByText(german, { exact: true })).not.toHaveAttribute('lang');
    await expect(form.getByLabel(/^Datum/)).toHaveValue(mussels.startDay);
    await expect(form.getByRole('combobox', { name: /^Uhrzeit/ })).toHaveValue('19:00');
    const { violations } = await new AxeBuilder({ page })
      .include('#reservation-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );

    await form.getByRole('textbox', { name: /^Nachname/ }).fill('Müller');
    await form.getByRole('textbox', { name: /^Vorname/ }).fill('Hans');
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('+49 30 1234567');
    await form.getByRole('textbox', { name: /^E-Mail/ }).fill('hans.mueller@beispiel.de');
    await form.getByRole('spinbutton', { name: /^Anzahl der Personen/ }).fill('2');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    const link = form.getByRole('alert').getByRole('link', { name: 'Anfrage per E-Mail senden' });
    const body = new URL((await link.getAttribute('href')) ?? '').searchParams.get('body') ?? '';
    expect(body).toContain(`Veranstaltung: ${german}, ${formatDay('de', day)}\r\nDatum: `);
    expect(sentFields()).toMatchObject({ evenement: forOwner, langue: 'allemand', date: mussels.startDay, heure: '19:00' });
  },
);

test(
  'an unknown slug, or an event over by the visit, leaves the form as usual, open as any link to it opens it',
  { tag: '@desktop' },
  async ({ page }) => {
    for (const address of ['/restaurant/?evenement=2026-01-01-inconnu#reservation', `/restaurant/?evenement=${slug}-x#reservation`]) {
      await openPage(page, address);
      await expect(page.getByRole('button', { name: 'Masquer le formulaire' })).toHaveAttribute('aria-expanded', 'true');
      const form = french.form(page);
      await expect(french.date(form)).toHaveValue('');
      await expect(french.heure(form)).toHaveValue('12:00');
      await expect(form.getByText(/^Pour\s:/)).toHaveCount(0);
    }

    // The visitor's clock, past the evening's end: the page built before it still lists it, the form ignores it.
    await page.clock.setFixedTime(parisInstant(mussels.endDay, mussels.endTime) + 60_000);
    await openPage(page, `/restaurant/?evenement=${slug}#reservation`);
    await expect(page.getByRole('button', { name: 'Masquer le formulaire' })).toHaveAttribute('aria-expanded', 'true');
    await expect(french.date(french.form(page))).toHaveValue('');
    await expect(french.form(page).getByText(/^Pour\s:/)).toHaveCount(0);
  },
);

test(
  'a request without an event, on the event’s day, names the event with its link but sends no event field',
  { tag: '@desktop' },
  async ({ page }) => {
    const sentFields = await answerRequests(page);
    await openPage(page, '/restaurant/');
    await page.getByRole('button', { name: 'Réserver une table' }).click();
    const form = french.form(page);
    await fillVisitor(form);
    await french.date(form).fill(mussels.startDay);
    await expect(form.getByRole('link', { name: 'Soirée moules-frites' })).toHaveAttribute('href', eventPath(slug, 'fr'));
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(SUCCESS_BANNER)).toBeVisible();
    expect(Object.keys(sentFields()).sort()).toEqual(
      [
        'date',
        'email',
        'heure',
        'jour',
        'lib_version',
        'message',
        'nectar',
        'nom',
        'personnes',
        'prenom',
        'regimes',
        'service_id',
        'subject',
        'telephone',
        'template_id',
        'user_id',
      ].sort(),
    );
  },
);

test('from the event’s page, « Réserver une table pour cette soirée » opens the form on the event’s day and start', async ({ page }) => {
  await openPage(page, eventPath(slug, 'fr'));
  await page.getByRole('link', { name: 'Réserver une table pour cette soirée' }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurant/\\?evenement=${slug}#reservation$`));
  const form = french.form(page);
  await expect(form.getByText(`Pour : Soirée moules-frites, ${formatDay('fr', day)}`)).toBeVisible();
  await expect(french.date(form)).toHaveValue(mussels.startDay);
  await expect(french.heure(form)).toHaveValue('19:00');
});
