/** @jest-environment node */
import { readPdfText } from '@/scripts/tools/read-pdf-text';
import { buildVoucherPdf, voucherPdfContent, voucherPdfFiles, voucherPdfWords, type VoucherPdfContent } from './voucher-pdf';
import { withdrawalIn } from './voucher-terms';
import { voucherTermsWords } from './voucher-terms-words';

const issuer = {
  company: 'SARL Essai',
  form: 'SARL',
  capital: '8 000 €',
  siren: '123 456 789',
  address: '1 rue du Test, 70000 Essai',
  email: 'essai@example.org',
};

/** A venue of its own: the owner's data is no fixture. */
const fixture: VoucherPdfContent = {
  lang: 'fr',
  venueName: 'Domaine d’essai',
  phoneDisplay: '03 84 00 00 01',
  email: 'essai@example.org',
  address: '1 rue du Test, 70000 Essai',
  site: 'essai.example.org',
  validity: 'Valable 18 mois à compter de la date d’émission.',
  terms: [
    'Un bon « séjour » vaut pour l’hébergement et le nombre de nuits indiqués sur le bon.',
    'Bon émis par la SARL Essai, au capital de 8 000 €, SIREN 123 456 789, 1 rue du Test, 70000 Essai.',
  ],
  withdrawal: withdrawalIn('fr', issuer, 'https://essai.example.org/bon-cadeau/#retractation'),
};

const pdfText = async (content: VoucherPdfContent) => {
  const { pages, text } = readPdfText(await buildVoucherPdf(content));
  return { pages, text: text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s*\n\s*/g, ' ') };
};

describe('the printable gift voucher', () => {
  it('is the voucher on A4 with the venue, blanks for the code, the value and the date, and how to use it', async () => {
    const { pages, text } = await pdfText(fixture);
    expect(pages).toBe(2);
    const words = voucherPdfWords.fr;
    for (const expected of [
      fixture.venueName,
      words.title,
      words.code,
      words.value,
      words.issued,
      words.offeredTo,
      'Gift voucher · Cadeaubon · Gutschein',
    ])
      expect(text).toContain(expected);
    expect(text).toContain(
      'Pour réserver, demandez vos dates sur notre site en indiquant le code du bon dans votre message. Une question ? 03 84 00 00 01 · essai@example.org',
    );
    expect(text).toContain('1 rue du Test, 70000 Essai');
    expect(text).toContain('Valable 18 mois à compter de la date d’émission.');
    expect(text).not.toContain(words.validUntil);
  });

  it('carries on its back the terms with the issuer, and the right of withdrawal with the model form (L221-5, L221-13)', async () => {
    const { text } = await pdfText(fixture);
    expect(text).toContain('Conditions du bon cadeau');
    expect(text).toContain('Bon émis par la SARL Essai, au capital de 8 000 €, SIREN 123 456 789');
    expect(text).toContain('Droit de rétractation');
    expect(text).toContain('vous avez 14 jours pour changer d’avis');
    expect(text).toContain('Formulaire de rétractation');
    expect(text).toContain('À l’attention de la SARL Essai, 1 rue du Test, 70000 Essai, essai@example.org :');
    expect(text).toContain('(*) Rayez la mention inutile.');
  });

  it('leaves the end of validity blank while the owner has not set it, and no phone line without a number', async () => {
    const { text } = await pdfText({ ...fixture, validity: null, phoneDisplay: undefined });
    expect(text).toContain(voucherPdfWords.fr.validUntil);
    expect(text).not.toContain('Valable 18 mois');
    expect(text).not.toContain('Une question ?');
  });

  it('exists in each language, its words and the withdrawal in that language, the seed’s terms on its back', async () => {
    expect(new Set(Object.values(voucherPdfFiles)).size).toBe(4);
    for (const lang of ['en', 'nl', 'de'] as const) {
      const content = voucherPdfContent(lang);
      const { text } = await pdfText(content);
      expect(text).toContain(voucherPdfWords[lang].title);
      expect(text).toContain(voucherPdfWords[lang].termsTitle);
      expect(text).toContain(voucherTermsWords[lang].withdrawalTitle);
      expect(text).toContain(voucherTermsWords[lang].form.title);
      // None of the French voucher's words, but its name among the others.
      expect(text).not.toContain(voucherPdfWords.fr.offeredBy);
      expect(text).not.toContain(voucherPdfWords.fr.termsTitle);
    }
  });
});
