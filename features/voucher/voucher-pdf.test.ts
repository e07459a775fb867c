/** @jest-environment node */
import { readPdfText } from '@/scripts/tools/read-pdf-text';
import { buildVoucherPdf, voucherPdfWords, type VoucherPdfContent } from './voucher-pdf';

/** A venue of its own: the owner's data is no fixture. */
const fixture: VoucherPdfContent = {
  venueName: 'Domaine d’essai',
  phoneDisplay: '03 84 00 00 01',
  email: 'essai@example.org',
  address: '1 rue du Test, 70000 Essai',
  site: 'essai.example.org',
  validity: 'Valable 18 mois à compter de la date d’émission.',
};

const pdfText = async (content: VoucherPdfContent) => {
  const { pages, text } = readPdfText(await buildVoucherPdf(content));
  return { pages, text: text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s*\n\s*/g, ' ') };
};

describe('the printable gift voucher', () => {
  it('is one A4 page with the venue, blanks for the code, the value and the date, and how to use it', async () => {
    const { pages, text } = await pdfText(fixture);
    expect(pages).toBe(1);
    for (const words of [fixture.venueName, voucherPdfWords.title, voucherPdfWords.code, voucherPdfWords.value, voucherPdfWords.issued, voucherPdfWords.offeredTo]) expect(text).toContain(words);
    expect(text).toContain('Pour réserver, appelez le 03 84 00 00 01 ou écrivez à essai@example.org en donnant le code du bon.');
    expect(text).toContain('1 rue du Test, 70000 Essai');
    expect(text).toContain('Valable 18 mois à compter de la date d’émission.');
    expect(text).not.toContain(voucherPdfWords.validUntil);
  });

  it('leaves the end of validity blank while the owner has not set it', async () => {
    const { text } = await pdfText({ ...fixture, validity: null });
    expect(text).toContain(voucherPdfWords.validUntil);
    expect(text).not.toContain('Valable 18 mois');
  });
});
