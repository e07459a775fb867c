// The gift voucher request (issue 41), sampled in German on a phone: a refusal that names its field,
// a draft kept across a reload, then a stay voucher sent by post through EmailJS, every variable the
// owner's template receives checked (in French), nothing meant for the visitor's address, and the
// visitor's own copy offered as a prepared e-mail to themselves; the right of withdrawal of a voucher
// bought at a distance on the page with its model form, after sending and at the end of that copy.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { pathOf } from '../config/routes';
import { fill } from '@/lib/i18n/format';
import { voucherTermsWords } from '@/features/voucher/voucher-terms-words';
import { withdrawalWords } from '@/features/voucher/withdrawal-words';
import { openPage } from './support';

const SEND = '**/api/v1.0/email/send';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
}

test(
  'in German on a phone: refused naming the field, kept across a reload, then sent once with the owner’s French variables',
  { tag: '@phone' },
  async ({ page }) => {
    const sent: { template_id: string; service_id: string; user_id: string; template_params: Record<string, string> }[] = [];
    await page.route(SEND, async (route) => {
      sent.push(route.request().postDataJSON() as (typeof sent)[number]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await openPage(page, pathOf('voucher', 'de'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einen Gutschein verschenken');
    await expect(
      page.getByText('Zahlungsarten: Überweisung, Chèques-Vacances (französische Urlaubsschecks) oder vor Ort im Restaurant.'),
    ).toBeVisible();
    await expect(page.getByText('Der Gutschein ist ab dem aufgedruckten Ausstellungsdatum 12 Monate gültig')).toBeVisible();
    // Sold at a distance: the right of withdrawal and its model form, before the request (C. conso L221-5).
    const withdrawal = page.getByRole('region', { name: 'Widerrufsrecht' });
    await expect(withdrawal).toContainText('binnen 14 Tagen ohne Angabe von Gründen');
    await expect(withdrawal.getByRole('region', { name: 'Muster-Widerrufsformular' })).toContainText('Hiermit widerrufe(n) ich/wir (*)');
    const form = page.getByRole('form', { name: 'Einen Gutschein anfragen' });

    await test.step('an empty request is refused, each field named, the first focused', async () => {
      await form.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(form.getByLabel('Betrag (€)')).toBeFocused();
      await expect(form.getByText('Bitte geben Sie den Namen der beschenkten Person an.')).toBeVisible();
      expect(sent).toHaveLength(0);
      await expectAccessible(page);
    });

    await test.step('a stay by post, typed then reloaded: nothing is lost', async () => {
      await form.getByRole('combobox', { name: 'Art des Gutscheins', exact: true }).selectOption({ label: 'Aufenthalt' });
      await form.getByLabel('Unterkunft').selectOption({ label: 'Das große Baumhaus' });
      await form.getByLabel('Anzahl der Nächte').fill('2');
      await form.getByLabel('Name der beschenkten Person').fill('Jonas Weber');
      await form.getByLabel('Text auf dem Gutschein').fill('Alles Gute!');
      await form.getByRole('combobox', { name: 'Versand', exact: true }).selectOption({ label: 'Per Post' });
      await form.getByLabel('Postanschrift').fill('Jonas Weber\nSeestraße 1\n79098 Freiburg');
      await form.getByLabel('Ihr Name').fill('Anna Weber');
      await form.getByLabel('Ihre E-Mail-Adresse').fill('anna@beispiel.de');
      await form.getByLabel('Ihre Telefonnummer').fill('+49 761 123456');
      await page.reload();
      await expect(form.getByLabel('Postanschrift')).toHaveValue('Jonas Weber\nSeestraße 1\n79098 Freiburg');
      await expect(form.getByLabel('Anzahl der Nächte')).toHaveValue('2');
    });

    await test.step('sent by a double tap that sends once, in French for the owner, the visitor’s copy offered to their own address', async () => {
      await form.getByRole('button', { name: 'Anfrage senden' }).dblclick();
      await expect(form.getByRole('status')).toContainText(
        'Ihre Gutscheinanfrage wurde gesendet. Wir melden uns wegen der Zahlung per E-Mail unter anna@beispiel.de bei Ihnen.',
      );
      // The acknowledgement the visitor sees states the right of withdrawal, with the way to its form.
      await expect(form.getByRole('status')).toContainText('Widerrufsrecht: 14 Tage ab Erhalt des Gutscheins');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ service_id: 'service_e2e', template_id: 'template_voucher_e2e', user_id: 'public_key_e2e' });
      expect(sent[0]?.template_params).toEqual({
        demande: 'Nouvelle demande de bon cadeau',
        subject: 'Demande de bon cadeau – Anna Weber (allemand)',
        bon: 'Un séjour',
        valeur: 'La grande cabane, 2 nuits',
        beneficiaire: 'Jonas Weber',
        message: 'Alles Gute!',
        livraison: 'Par courrier',
        adresse: 'Jonas Weber\nSeestraße 1\n79098 Freiburg',
        nom: 'Anna Weber',
        email: 'anna@beispiel.de',
        telephone: '+49 761 123456',
        langue: 'allemand',
      });
      // No acknowledgement from the owner's mailbox (issue 50): the visitor's copy, from their own mail app.
      const copy = new URL((await form.getByRole('link', { name: 'Eine Kopie meiner Anfrage behalten' }).getAttribute('href')) ?? '');
      expect(copy.protocol).toBe('mailto:');
      expect(decodeURIComponent(copy.pathname)).toBe('anna@beispiel.de');
      expect(copy.searchParams.get('body')).toContain('Jonas Weber');
      // The copy the visitor keeps ends with the right of withdrawal too.
      expect(copy.searchParams.get('body')).toMatch(/Widerrufsrecht: 14 Tage[^\n]*\/de\/gutschein\/#retractation$/);
      await expectAccessible(page);
    });
  },
);

test(
  'in French: « Renoncer au contrat ici » opens the withdrawal, « Confirmer la rétractation » sends it once to the owner and says when',
  { tag: '@desktop' },
  async ({ page }) => {
    const sent: { template_params: Record<string, string> }[] = [];
    await page.route(SEND, async (route) => {
      sent.push(route.request().postDataJSON() as (typeof sent)[number]);
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await openPage(page, pathOf('voucher', 'fr'));
    const withdrawal = page.getByRole('region', { name: voucherTermsWords.fr.withdrawalTitle });
    // The law's two steps (C. conso L221-21): the link in plain sight under the right, then the confirmation.
    await withdrawal.getByRole('button', { name: withdrawalWords.fr.open }).click();
    const form = withdrawal.getByRole('form', { name: withdrawalWords.fr.open });
    await form.getByRole('button', { name: withdrawalWords.fr.confirm }).click();
    await expect(form.getByText(withdrawalWords.fr.messages.nomRequired)).toBeVisible();
    expect(sent).toHaveLength(0);
    await form.getByLabel(withdrawalWords.fr.labels.nom).fill('Marie Dupont');
    await form.getByLabel(withdrawalWords.fr.labels.email).fill('marie@example.org');
    await form.getByLabel(withdrawalWords.fr.labels.reference).fill('BC-2026-014');
    await form.getByRole('button', { name: withdrawalWords.fr.confirm }).click();
    await expect(form.getByRole('status')).toContainText(/^Votre rétractation nous a été envoyée le \S+ \d/);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.template_params).toMatchObject({ demande: withdrawalWords.fr.subject, valeur: 'BC-2026-014', nom: 'Marie Dupont' });
    expect(sent[0]?.template_params.message).toContain(fill(withdrawalWords.fr.statement, { reference: 'BC-2026-014' }));
    await expectAccessible(page);
  },
);
