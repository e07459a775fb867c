import { expect, test } from '@playwright/test';
import { cabinsIn, chaletSectionIn, stayInfoItemsIn } from '../features/stays/units/accommodations-content';
import { bookingTermsIn } from '../features/stays/pricing/booking-terms';
import { priceListWords } from '../features/stays/pricing/price-list';
import { phoneDisplayIn } from '../config/contact';
import { pathOf } from '../config/routes';
import { nightlyPriceIn, touristTaxIn } from '../features/stays/pricing/stay-price';
import { rateItems } from '../features/stays/stays';
import { readPdfText } from '../scripts/tools/read-pdf-text';
import { openPage } from './support';

/** The PDF's text with its line breaks, and the no-break spaces Intl writes in prices, as the plain spaces a reader sees. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

// The link's address and the file's contents are the same at every screen size. Expected values come
// from the content the list is made of, not from the owner's current prices.
test(
  'the chalets’ price list downloads as a PDF showing every season’s rates, the tax on top, the conditions, the terms and the phone number',
  { tag: '@desktop' },
  async ({ page }) => {
    await openPage(page, '/hebergements/');
    const link = page.getByRole('link', { name: /Télécharger les tarifs/ });
    await expect(link).toHaveAttribute('href', '/Tarifs-Chalets.pdf');

    const response = await page.request.get('/Tarifs-Chalets.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = await response.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = plain(readPdfText(bytes).text);
    expect(text).toContain('Les Chalets du lac');
    for (const cabin of cabinsIn('fr')) {
      expect(text).toContain(plain(`${cabin.name} : ${nightlyPriceIn('fr', cabin.id)}`));
      // Each season's rate where they differ; one rate all year is the price beside the name.
      const rates = rateItems(cabin.id, 'fr');
      const seasonal = new Set(rates.map((rate) => rate.value)).size > 1;
      for (const rate of rates) expect(text.includes(plain(priceListWords.fr.item(rate.label, rate.value)))).toBe(seasonal);
      expect(text).toContain(plain(touristTaxIn('fr', cabin.id).sentence));
    }
    for (const item of stayInfoItemsIn('fr')) expect(text).toContain(plain(priceListWords.fr.item(item.label, item.value)));
    expect(text).toContain('Conditions de réservation');
    expect(text).toContain('/hebergements/#booking-terms');
    expect(text).toContain(plain(`Pour une question ou un séjour à la dernière minute, appelez-nous au ${phoneDisplayIn('fr')}.`));

    // The page's own link from the price list to the terms, lower on the page.
    await page.getByRole('link', { name: bookingTermsIn('fr').link.label, exact: true }).click();
    await expect(page).toHaveURL(/#booking-terms$/);
    await expect(page.getByRole('region', { name: bookingTermsIn('fr').title })).toContainText('L221-28');
  },
);

test('the Dutch page links to the Dutch price list, in Dutch with the prices the Dutch way', { tag: '@desktop' }, async ({ page }) => {
  await openPage(page, pathOf('stays', 'nl'));
  const link = page.getByRole('link', { name: 'Prijslijst downloaden (pdf)' });
  await expect(link).toHaveAttribute('href', '/Prijslijst-chalets.pdf');
  await expect(link).toHaveAttribute('download', 'Prijslijst-chalets.pdf');

  const response = await page.request.get('/Prijslijst-chalets.pdf');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const text = plain(readPdfText(await response.body()).text);
  for (const cabin of cabinsIn('nl')) expect(text).toContain(plain(`${cabin.name}: ${nightlyPriceIn('nl', cabin.id)}`));
  for (const item of stayInfoItemsIn('nl')) expect(text).toContain(plain(`${item.label}: ${item.value}`));
  for (const line of [
    'Prijzen van de accommodaties',
    ...chaletSectionIn('nl').equipment,
    'Exclusief toeristenbelasting',
    'Boekingsvoorwaarden',
    'Vraag je data aan op onze website.',
    phoneDisplayIn('nl') ?? 'the seed’s phone',
  ]) {
    expect(text).toContain(plain(line));
  }
});
