// The reservation form's spam trap: a field no person sees, reaches or has autofilled. A robot that
// fills it sees the usual success and nothing reaches the e-mail provider; a person is never held.
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support';

const SEND_FORM = '**/api/v1.0/email/send-form';

async function fillAsAPerson(page: Page) {
  await openPage(page, '/restaurant/');
  await page.getByRole('button', { name: 'Réserver une table' }).click();
  await page.getByRole('textbox', { name: /^Nom/ }).fill('Dupont');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Marie');
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill('06 12 34 56 78');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('marie.dupont@exemple.fr');
  await page.getByLabel(/^Date/).fill('2026-12-05');
  await page.getByRole('spinbutton', { name: /^Nombre de personnes/ }).fill('4');
}

test('a robot that fills the hidden field gets the usual success, and nothing is sent @desktop', async ({ page }) => {
  let requests = 0;
  await page.route(SEND_FORM, (route) => {
    requests += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await fillAsAPerson(page);
  // Hidden from people and from assistive technology: only a robot reading the markup finds it.
  await expect(page.getByRole('textbox', { name: 'Ne pas remplir ce champ' })).toHaveCount(0);
  const trap = page.locator('input[name="nectar"]');
  await expect(trap).not.toBeInViewport();
  await trap.fill('https://spam.example', { force: true });
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Votre demande de réservation a bien été envoyée !')).toBeVisible();
  await page.waitForTimeout(500);
  expect(requests).toBe(0);
});

test('a person, however fast, is sent through: the trap is empty and Tab never reaches it @desktop', async ({ page }) => {
  let sent: string | null = null;
  await page.route(SEND_FORM, (route) => {
    sent = route.request().postDataBuffer()?.toString('utf8') ?? '';
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await fillAsAPerson(page);
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Votre demande de réservation a bien été envoyée !')).toBeVisible();
  expect(sent).toContain('Dupont');
  await expect(page.locator('input[name="nectar"]')).toHaveAttribute('tabindex', '-1');
});
