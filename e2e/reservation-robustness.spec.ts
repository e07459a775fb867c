import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { multipartFields, openPage } from './support';
import { privacyNoticeWords } from '@/config/request-privacy';
import { legalWords } from '@/features/legal/legal-words';

const SEND_FORM = '**/api/v1.0/email/send-form';
const ERROR_BANNER = 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.';
const SUCCESS_BANNER = 'Votre demande de réservation a bien été envoyée !';

async function openForm(page: Page) {
  await openPage(page, '/restaurant/');
  await page.getByRole('button', { name: 'Réserver une table' }).click();
  return page.getByRole('region', { name: 'Demande de réservation' });
}

const field = {
  nom: (scope: Page | Locator) => scope.getByRole('textbox', { name: /^Nom/ }),
  prenom: (scope: Page | Locator) => scope.getByRole('textbox', { name: /^Prénom/ }),
  telephone: (scope: Page | Locator) => scope.getByRole('textbox', { name: /^Téléphone/ }),
  email: (scope: Page | Locator) => scope.getByRole('textbox', { name: /^E-mail/ }),
  date: (scope: Page | Locator) => scope.getByLabel(/^Date/),
  heure: (scope: Page | Locator) => scope.getByRole('combobox', { name: /^Heure/ }),
  personnes: (scope: Page | Locator) => scope.getByRole('spinbutton', { name: /^Nombre de personnes/ }),
  message: (scope: Page | Locator) => scope.getByRole('textbox', { name: /^Message/ }),
};

async function fillForm(form: Locator, date = '2026-12-05') {
  await field.nom(form).fill('Dupont');
  await field.prenom(form).fill('Marie');
  await field.telephone(form).fill('06 12 34 56 78');
  await field.email(form).fill('marie.dupont@exemple.fr');
  await field.date(form).fill(date);
  await field.heure(form).selectOption('19:30');
  await field.personnes(form).fill('4');
  await field.message(form).fill('Une chaise haute, s’il vous plaît.');
}

/** Answers every request to the provider with success; gives the fields of the last one sent. */
async function acceptRequests(page: Page): Promise<() => Record<string, string>> {
  let fields: Record<string, string> = {};
  await page.route(SEND_FORM, (route) => {
    fields = multipartFields(route.request());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  return () => fields;
}

/** The error banner, its advice line, the prepared e-mail and the phone link, with nothing typed lost. */
async function expectFallback(form: Locator, advice: string) {
  const alert = form.getByRole('alert');
  await expect(alert).toContainText(ERROR_BANNER);
  await expect(alert).toContainText(advice);
  const href = (await alert.getByRole('link', { name: 'envoyez la demande par e-mail' }).getAttribute('href')) ?? '';
  const mailto = new URL(href);
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.searchParams.get('subject')).toBe('Réservation Restaurant – Marie Dupont');
  expect(mailto.searchParams.get('body')).toContain('Nom\u00a0: Dupont');
  await expect(alert.getByRole('link', { name: /^\d{2} / })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(field.nom(form)).toHaveValue('Dupont');
  await expect(field.prenom(form)).toHaveValue('Marie');
  await expect(field.telephone(form)).toHaveValue('06 12 34 56 78');
  await expect(field.email(form)).toHaveValue('marie.dupont@exemple.fr');
  await expect(field.date(form)).toHaveValue('2026-12-05');
  await expect(field.heure(form)).toHaveValue('19:30');
  await expect(field.personnes(form)).toHaveValue('4');
  await expect(field.message(form)).toHaveValue('Une chaise haute, s’il vous plaît.');
  await expect(form.getByRole('button', { name: 'Envoyer la demande' })).toBeEnabled();
}

const UNAVAILABLE = 'Le service d’envoi est momentanément indisponible.';
const REFUSED = 'L’envoi en ligne est indisponible pour le moment.';
const NETWORK = 'La connexion à internet semble interrompue.';

const answers = [
  { name: '400 missing public key', status: 400, body: 'The Public Key is required', advice: REFUSED },
  { name: '400 invalid service id', status: 400, body: 'The service ID is invalid', advice: REFUSED },
  { name: '400 missing template id', status: 400, body: 'The template ID is required', advice: REFUSED },
  { name: '403 block list', status: 403, body: 'Forbidden', advice: REFUSED },
  { name: '412 precondition failed', status: 412, body: 'Gmail_API: Request had insufficient authentication scopes.', advice: REFUSED },
  {
    name: '429 throttle',
    status: 429,
    body: 'Too Many Requests',
    advice: 'Trop de demandes ont été envoyées en peu de temps.',
  },
  { name: '451 headless', status: 451, body: 'Unavailable For Headless Browser', advice: REFUSED },
  {
    name: '500 server error',
    status: 500,
    body: 'Internal Server Error',
    advice: UNAVAILABLE,
  },
  {
    name: '502 bad gateway',
    status: 502,
    body: 'Bad Gateway',
    advice: UNAVAILABLE,
  },
  {
    name: '503 unavailable',
    status: 503,
    body: 'Service Unavailable',
    advice: UNAVAILABLE,
  },
];

// Provider failures are handled by the same code at every screen size: checked once, on the desktop
// (restaurant.spec.ts runs the main failures on the phone as well). The answers come one after the
// other on one page, as to a visitor who tries again: a page load for each cost more than its checks.
test.describe('every failure of the e-mail provider ends in the banner, the advice and the mailto fallback', { tag: '@desktop' }, () => {
  test('every error answer in turn, each from one request, then a try that succeeds', async ({ page }) => {
    // Eleven sendings on one page: more than the default time on a busy machine.
    test.setTimeout(90_000);
    let answer = { status: 200, body: 'OK' };
    let requests = 0;
    await page.route(SEND_FORM, (route) => {
      requests += 1;
      return route.fulfill(answer);
    });
    const form = await openForm(page);
    await fillForm(form);
    for (const failure of answers) {
      await test.step(`a ${failure.name} answer`, async () => {
        answer = { status: failure.status, body: failure.body };
        const sent = requests;
        await form.getByRole('button', { name: 'Envoyer la demande' }).click();
        // Sending takes down the banner of the try before: once the request is out, a banner is this answer's.
        await expect.poll(() => requests).toBeGreaterThan(sent);
        await expectFallback(form, failure.advice);
        expect(requests).toBe(sent + 1);
      });
    }

    // The last answer above is a failure (503).
    await test.step('after a failure the visitor can try again and succeed', async () => {
      answer = { status: 200, body: 'OK' };
      const sent = requests;
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(form.getByText(SUCCESS_BANNER)).toBeVisible();
      await expect(form.getByRole('alert')).toHaveCount(0);
      expect(requests).toBe(sent + 1);
    });
  });

  // Status 0 in the browser's terms: the request never gets an HTTP answer.
  test('a network error with status 0, for each way the connection fails', async ({ page }) => {
    let reason = 'failed';
    let requests = 0;
    await page.route(SEND_FORM, (route) => {
      requests += 1;
      return route.abort(reason);
    });
    const form = await openForm(page);
    await fillForm(form);
    for (const failure of ['failed', 'connectionrefused', 'internetdisconnected', 'connectionreset']) {
      await test.step(`a network error with status 0 (${failure})`, async () => {
        reason = failure;
        const sent = requests;
        await form.getByRole('button', { name: 'Envoyer la demande' }).click();
        // As above: the banner seen after the request left belongs to this failure.
        await expect.poll(() => requests).toBeGreaterThan(sent);
        await expectFallback(form, NETWORK);
      });
    }
  });

  test('a plain string thrown on the way to the provider', async ({ page }) => {
    // The SDK rejects with bare strings (its id checks); here the provider call itself rejects with one.
    await page.addInitScript(() => {
      const realFetch = window.fetch.bind(window);
      window.fetch = (input, init) =>
        String(input instanceof Request ? input.url : input).includes('/api/v1.0/email/send-form')
          ? Promise.reject('The public key is required. Visit https://dashboard.emailjs.com/admin/account')
          : realFetch(input, init);
    });
    const form = await openForm(page);
    await fillForm(form);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expectFallback(form, REFUSED);
  });

  test('a request that hangs times out after 15 seconds', async ({ page }) => {
    const start = new Date('2026-07-01T10:00:00+02:00');
    await page.clock.install({ time: start });
    const pending: Route[] = [];
    await page.route(SEND_FORM, (route) => {
      pending.push(route);
    });
    const form = await openForm(page);
    await fillForm(form);
    // From here the page's clock only moves when the test says so, however slow the machine is.
    await page.clock.pauseAt(new Date(start.getTime() + 10 * 60_000));
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect.poll(() => pending.length).toBe(1);

    await page.clock.fastForward(14_000);
    await expect(form.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    await expect(form.getByRole('alert')).toHaveCount(0);

    await page.clock.fastForward(1_500);
    await expectFallback(form, 'L’envoi n’a pas abouti dans les temps : votre demande n’est peut-être pas partie.');
    // A late answer from the provider changes nothing on screen.
    await pending[0]?.fulfill({ status: 200, body: 'OK' });
    await expect(form.getByText(SUCCESS_BANNER)).toHaveCount(0);
    await expect(form.getByRole('alert')).toContainText(ERROR_BANNER);
  });
});

// How many requests a click or a key sends does not depend on the screen size either.
test.describe('exactly one request per submission', { tag: '@desktop' }, () => {
  async function countRequests(page: Page) {
    const requests: Record<string, string>[] = [];
    await page.route(SEND_FORM, async (route) => {
      requests.push(multipartFields(route.request()));
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fulfill({ status: 200, body: 'OK' });
    });
    return requests;
  }

  test('a double click on the send button', async ({ page }) => {
    const requests = await countRequests(page);
    const form = await openForm(page);
    await fillForm(form);
    await form.getByRole('button', { name: 'Envoyer la demande' }).dblclick();
    await expect(form.getByText(SUCCESS_BANNER)).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
  });

  test('Enter pressed three times in a field', async ({ page }) => {
    const requests = await countRequests(page);
    const form = await openForm(page);
    await fillForm(form);
    await field.email(form).press('Enter');
    await field.email(form).press('Enter');
    await field.email(form).press('Enter');
    await expect(form.getByText(SUCCESS_BANNER)).toBeVisible();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(1);
  });
});

// What reaches the provider and what the prepared e-mail holds are computed the same at every screen
// size: checked on the desktop.
test.describe('hostile and odd input stays plain text', { tag: '@desktop' }, () => {
  const markup = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

  test('markup, accents, emoji, apostrophes, line breaks and surrounding spaces reach the provider as typed, trimmed', async ({ page }) => {
    const sentFields = await acceptRequests(page);
    const form = await openForm(page);
    await fillForm(form);
    const name = '<img src=x onerror="window.__pwned = 3"> O’Brien-Lefèvre 🎉';
    await field.nom(form).fill(`  ${name}  `);
    await field.prenom(form).fill("  Zoé d'Artagnan  ");
    const message = `  Bonjour ! ${markup}\nLigne 2 : « allergie aux noix » 🥜\n\nMerci, l’équipe.  `;
    await field.message(form).fill(message);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(SUCCESS_BANNER)).toBeVisible();
    const fields = sentFields();

    expect(fields.nom).toBe(name);
    expect(fields.prenom).toBe("Zoé d'Artagnan");
    // multipart/form-data writes line breaks as CRLF.
    expect(fields.message?.replace(/\r\n/g, '\n')).toBe(message.trim());
    expect(fields.subject).toBe(`Réservation Restaurant – Zoé d'Artagnan ${name}`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('the mailto fallback keeps markup as text, correctly encoded', async ({ page }) => {
    await page.route(SEND_FORM, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    const form = await openForm(page);
    await fillForm(form);
    await field.message(form).fill(`${markup}\nDeuxième ligne & « fin » 🎉`);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    const link = form.getByRole('alert').getByRole('link', { name: 'envoyez la demande par e-mail' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).not.toMatch(/[<>" \n]/);
    expect(new URL(href).searchParams.get('body')).toContain(`Message\u00a0: ${markup}\r\nDeuxième ligne & « fin » 🎉`);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('5 000 characters are held to each field’s maximum, with a visible counter on the message', async ({ page }) => {
    await page.route(SEND_FORM, (route) => route.fulfill({ status: 429, body: 'Too Many Requests' }));
    const form = await openForm(page);
    await fillForm(form);
    const message = field.message(form);
    await expect(form.getByText('34 / 1\u202f000 caractères')).toBeVisible();
    await expect(message).toHaveAttribute('aria-describedby', /reservation-message-counter/);
    await message.fill('é🎉a'.repeat(1250));
    await expect(form.getByText('1\u202f000 / 1\u202f000 caractères')).toBeVisible();
    await field.nom(form).fill('N'.repeat(5000));
    expect((await field.nom(form).inputValue()).length).toBeLessThanOrEqual(80);
    await field.nom(form).fill('Dupont');

    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    const href = (await form.getByRole('alert').getByRole('link', { name: 'envoyez la demande par e-mail' }).getAttribute('href')) ?? '';
    expect(href.length).toBeLessThanOrEqual(2000);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('Message\u00a0: é🎉aé🎉a');
    expect(body).toContain('[Message raccourci pour tenir dans l’e-mail\u00a0: merci de compléter la suite si besoin.]');
    expect(body).toContain('Nombre de personnes\u00a0: 4');
    // The visitor still has the whole message on screen.
    expect(await message.inputValue()).toHaveLength(1000);
  });
});

// The hints are worked out from the date and time alone, the same at every screen size.
test.describe('non-blocking hints next to the date', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-07-01T10:00:00+02:00')); // a Wednesday
  });

  test('a past date and a closed day get a French warning tied to the field, Sunday offers its lunch times alone, and no warning stops the request', async ({
    page,
  }) => {
    const sentFields = await acceptRequests(page);
    const form = await openForm(page);

    await test.step('the warnings', async () => {
      const date = field.date(form);
      await expect(date).toHaveAttribute('aria-describedby', /reservation-date-hint/);
      const hint = form.locator('#reservation-date-hint');

      await date.fill('2026-06-30');
      await expect(hint).toHaveText('Attention : cette date est déjà passée.');
      await date.fill('2026-07-06');
      await expect(hint).toHaveText('Attention : le restaurant est fermé le lundi.');
      // A Tuesday after the seed's summer Tuesday evenings: closed that day, not every Tuesday.
      await date.fill('2026-09-01');
      await expect(hint).toHaveText('Attention : le restaurant est fermé le mardi 1er septembre 2026.');
      // Sunday has no evening service (the seed's week): its times are its lunch's alone (lib/restaurant-services.ts),
      // so no evening can be picked there to warn about.
      await date.fill('2026-07-05');
      await expect(field.heure(form).locator('option', { hasText: '19:30' })).toHaveCount(0);
      await field.heure(form).selectOption('12:30');
      await expect(hint).toBeEmpty();
      await date.fill('2026-07-04');
      await field.heure(form).selectOption('20:15');
      await expect(hint).toBeEmpty();
    });

    await test.step('the warning does not stop the request', async () => {
      await fillForm(form, '2026-07-06');
      await expect(form.getByText('Attention : le restaurant est fermé le lundi.')).toBeVisible();
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(form.getByText(SUCCESS_BANNER)).toBeVisible();
      const fields = sentFields();
      expect(fields.date).toBe('2026-07-06');
    });
  });
});

test.describe('what the visitor typed survives a reload during the visit @desktop', () => {
  test('the form comes back open and filled after a reload, and empty after a successful sending', async ({ page }) => {
    await page.route(SEND_FORM, (route) => route.fulfill({ status: 200, body: 'OK' }));
    let form = await openForm(page);
    await fillForm(form);
    await field.message(form).fill('Ligne 1\nLigne 2 🎉');

    await page.reload();
    form = page.getByRole('region', { name: 'Demande de réservation' });
    await expect(form).toBeVisible();
    await expect(field.nom(form)).toHaveValue('Dupont');
    await expect(field.date(form)).toHaveValue('2026-12-05');
    await expect(field.heure(form)).toHaveValue('19:30');
    await expect(field.personnes(form)).toHaveValue('4');
    await expect(field.message(form)).toHaveValue('Ligne 1\nLigne 2 🎉');

    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByText(SUCCESS_BANNER)).toBeVisible();
    await openPage(page, '/restaurant/');
    await expect(page.getByRole('region', { name: 'Demande de réservation' })).toBeHidden();
    await page.getByRole('button', { name: 'Réserver une table' }).click();
    await expect(field.nom(page)).toHaveValue('');
  });

  test('after a failed sending the request is still there on reload', async ({ page }) => {
    await page.route(SEND_FORM, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    const form = await openForm(page);
    await fillForm(form);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(form.getByRole('alert')).toContainText(ERROR_BANNER);
    await page.reload();
    await expect(field.prenom(page)).toHaveValue('Marie');
  });
});

// The notice and the legal notice are text and links, the same at every screen size (the keyboard walk
// follows the notice's link at both); the legal notice the link leads to is read on that same load.
test(
  'the form explains what happens to the data, with the details in the legal notice, which has every part a French SARL must publish',
  { tag: '@desktop' },
  async ({ page }) => {
    await test.step('the notice in the form leads to the details', async () => {
      const form = await openForm(page);
      const notice = form.getByRole('region', { name: 'Vos données' });
      await expect(notice).toContainText('Responsable du traitement :');
      await expect(notice).toContainText('sert uniquement à traiter votre demande de table');
      await expect(notice).toContainText('Base légale : mesures précontractuelles prises à votre demande (RGPD, art. 6.1.b).');
      // The allergy it asks for is health data: its explicit consent (GDPR art. 9(2)(a)).
      await expect(notice).toContainText(privacyNoticeWords.fr.healthData);
      await expect(notice).toContainText('EmailJS, notre sous-traitant');
      await expect(notice).toContainText('garantie du transfert :');
      await expect(notice).toContainText('Conservation :');
      await expect(notice).toContainText('accès, rectification, effacement, limitation, opposition et portabilité, en écrivant à');
      await expect(notice.getByRole('link', { name: 'CNIL' })).toHaveAttribute('href', /cnil\.fr/);
      await notice.getByRole('link', { name: 'Détails dans les mentions légales' }).click();
      await expect(page).toHaveURL(/\/mentions-legales\/#donnees-personnelles$/);
      const data = page.getByRole('region', { name: 'Données personnelles' });
      await expect(data).toContainText('Responsable du traitement');
      await expect(data).toContainText('Destinataires');
      await expect(data).toContainText('Durée de conservation');
      await expect(data).toContainText('RGPD, art. 6.1.b');
      await expect(data).toContainText('Demande de séjour (chalets et cabanes)');
      await expect(data).toContainText('Pays où EmailJS traite les demandes');
      await expect(data).toContainText('(portabilité)');
      await expect(data.getByRole('link', { name: 'Adresser une réclamation à la CNIL' })).toBeVisible();
    });

    await test.step('the legal notice has every part a French SARL must publish', async () => {
      const publisher = page.getByRole('region', { name: 'Éditeur du site' });
      for (const label of [
        'Dénomination sociale :',
        'Forme juridique :SARL',
        'Capital social :10 000 €',
        'Siège social :',
        'RCS :',
        'SIREN :',
        'TVA intracommunautaire :',
        `${legalWords.fr.labels.director} :`,
        'Téléphone :',
        'E-mail :',
      ]) {
        await expect(publisher).toContainText(label);
      }
      const host = page.getByRole('region', { name: 'Hébergement du site' });
      for (const label of ['Hébergeur :', 'Adresse :', 'Téléphone :']) await expect(host).toContainText(label);
      const mediator = page.getByRole('region', { name: 'Médiation de la consommation' });
      for (const label of ['Médiateur :', 'Adresse :', 'Site internet :']) await expect(mediator).toContainText(label);
      await expect(page.getByRole('region', { name: 'Crédits photos' })).toContainText('Ian Hex');
      await expect(page.getByRole('region', { name: 'Données personnelles' })).toContainText('Vos droits');
    });
  },
);
