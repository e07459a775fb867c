import { expect, test } from '@playwright/test';
import { phone } from '../content/contact';
import { pathOf } from '../content/routes';
import { readPdfText } from '../scripts/read-pdf-text';
import { openPage } from './support';

// The link's address and the file's contents are the same at every screen size.
test('the chalets’ price list downloads as a PDF showing the cabin prices, the conditions and the phone number', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, '/hebergements/');
  const link = page.getByRole('link', { name: /Télécharger les tarifs/ });
  await expect(link).toHaveAttribute('href', '/Tarifs-Chalets.pdf');

  const response = await page.request.get('/Tarifs-Chalets.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const { pages, text } = readPdfText(bytes);
  expect(pages).toBe(1);
  for (const line of [
    'Les Chalets du lac',
    'Petite cabane : 70€/nuit',
    'Grande cabane : 90€/nuit',
    'Arrivée : de 16h à 18h',
    'Départ : de 9h à 11h',
    'Animaux : acceptés (+10€/nuit)',
    'Caution : 250€',
    'Tabac : Non-fumeur',
    'pour connaître les prix',
  ]) {
    expect(text).toContain(line);
  }
  expect(text).toContain(`Appelez-nous au ${phone.display}.`);
});

test('the Dutch page links to the Dutch price list, in Dutch with the prices the Dutch way', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, pathOf('stays', 'nl'));
  const link = page.getByRole('link', { name: 'Prijslijst downloaden (pdf)' });
  await expect(link).toHaveAttribute('href', '/Prijslijst-chalets.pdf');
  await expect(link).toHaveAttribute('download', 'Prijslijst-chalets.pdf');

  const response = await page.request.get('/Prijslijst-chalets.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const { pages, text } = readPdfText(await response.body());
  expect(pages).toBe(1);
  for (const line of ['Prijzen van de accommodaties', 'Kleine boomhut: € 70/nacht', '2 slaapkamers met bedden van 1,40 x 1,90 m', 'Aankomst: van 16.00 tot 18.00 uur', 'Borg: € 250', 'Roken: Rookvrij']) {
    expect(text).toContain(line);
  }
  expect(text).toContain(`Bel ons op ${phone.display}.`);
});
