// The printable gift voucher, one per language (A4, two pages): the voucher the owner fills (the code,
// the value and the date by hand) in the buyer's language, with its name in the other three so that a
// guest from abroad knows what it is; then its terms, the issuer and the right of withdrawal with the
// model form (Code de la consommation L221-5, L221-13: the voucher sent after payment is the durable
// medium that confirms the sale, so it carries them). Built at build time from the owner's data
// (scripts/build/build-price-list.ts writes them beside the price list), in the site's PDF look (lib/pdf.ts).
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { email, phoneDisplayIn, publicSiteUrl } from '@/config/contact';
import { siteName } from '@/config/site';
import { fill, plural } from '@/lib/i18n/format';
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';
import { A4, createPdf, pdfColours, toFontCharacters, wrap } from '@/lib/pdf';
import { voucherFacts, voucherIssuerIn, voucherTermsIn, voucherWithdrawalIn } from './voucher';
import type { Withdrawal } from './voucher-terms';
import { voucherWords } from './voucher-words';

/** Where the build writes each language's voucher, under public/; French keeps the address the owner's guide gives. */
export const voucherPdfFiles: Translated<string> = {
  fr: 'Bon-Cadeau-Modele.pdf',
  en: 'Gift-Voucher-Template.pdf',
  nl: 'Cadeaubon-Sjabloon.pdf',
  de: 'Gutschein-Vorlage.pdf',
};

/** The French voucher, the one the owner's editor links first. */
export const voucherPdfFile = voucherPdfFiles.fr;

export interface VoucherPdfContent {
  readonly lang: Lang;
  readonly venueName: string;
  /** The venue's number, e-mail and address, each once given (all are needed to publish). */
  readonly phoneDisplay: string | undefined;
  readonly email: string | undefined;
  readonly address: string | undefined;
  readonly site: string | undefined;
  /** « Valable 12 mois à compter de la date d’émission. », or null while the owner has not set it (a blank is left). */
  readonly validity: string | null;
  /** The terms as the page gives them (issuer included), and the right of withdrawal with its model form once its facts are given. */
  readonly terms: readonly string[];
  readonly withdrawal: Withdrawal | undefined;
}

/** The voucher's own words in each language; its name in the others under the title. */
interface VoucherPdfWords {
  readonly title: string;
  readonly offeredTo: string;
  readonly offeredBy: string;
  readonly value: string;
  readonly message: string;
  readonly code: string;
  readonly issued: string;
  readonly validUntil: string;
  /** « Valable {months} à compter de la date d’émission. » */
  readonly validity: string;
  readonly howToUse: (phoneDisplay: string, to: string) => string;
  readonly termsTitle: string;
}

export const voucherPdfWords: Translated<VoucherPdfWords> = {
  fr: {
    title: 'Bon cadeau',
    offeredTo: 'Offert à',
    offeredBy: 'De la part de',
    value: 'Valeur (montant ou séjour)',
    message: 'Message',
    code: 'Code du bon',
    issued: 'Date d’émission',
    validUntil: 'Valable jusqu’au',
    validity: 'Valable {months} à compter de la date d’émission.',
    howToUse: (phoneDisplay, to) =>
      `Pour réserver, demandez vos dates sur notre site en indiquant le code du bon dans votre message. Une question\u00a0? ${phoneDisplay} · ${to}`,
    termsTitle: 'Conditions du bon cadeau',
  },
  en: {
    title: 'Gift voucher',
    offeredTo: 'For',
    offeredBy: 'From',
    value: 'Value (amount or stay)',
    message: 'Message',
    code: 'Voucher code',
    issued: 'Date of issue',
    validUntil: 'Valid until',
    validity: 'Valid for {months} from the date of issue.',
    howToUse: (phoneDisplay, to) =>
      `To book, request your dates on our website and give the voucher code in your message. Any questions? ${phoneDisplay} · ${to}`,
    termsTitle: 'Gift voucher terms',
  },
  nl: {
    title: 'Cadeaubon',
    offeredTo: 'Voor',
    offeredBy: 'Van',
    value: 'Waarde (bedrag of verblijf)',
    message: 'Bericht',
    code: 'Code van de bon',
    issued: 'Datum van uitgifte',
    validUntil: 'Geldig tot',
    validity: '{months} geldig vanaf de datum van uitgifte.',
    howToUse: (phoneDisplay, to) =>
      `Reserveren? Vraag je data aan op onze website en vermeld de code van de bon in je bericht. Vragen? ${phoneDisplay} · ${to}`,
    termsTitle: 'Voorwaarden van de cadeaubon',
  },
  de: {
    title: 'Gutschein',
    offeredTo: 'Für',
    offeredBy: 'Von',
    value: 'Wert (Betrag oder Aufenthalt)',
    message: 'Nachricht',
    code: 'Gutscheincode',
    issued: 'Ausstellungsdatum',
    validUntil: 'Gültig bis',
    validity: 'Gültig {months} ab dem Ausstellungsdatum.',
    howToUse: (phoneDisplay, to) =>
      `Zum Buchen fragen Sie Ihren Wunschzeitraum auf unserer Website an und nennen den Gutscheincode in Ihrer Nachricht. Fragen? ${phoneDisplay} · ${to}`,
    termsTitle: 'Gutscheinbedingungen',
  },
};

export function voucherPdfContent(lang: Lang = 'fr'): VoucherPdfContent {
  const months = voucherFacts.validityMonths;
  const issuer = voucherIssuerIn(lang);
  return {
    lang,
    venueName: siteName,
    phoneDisplay: phoneDisplayIn(lang),
    email,
    address: issuer.address,
    site: publicSiteUrl?.replace(/^https?:\/\//, ''),
    validity:
      months === undefined ? null : fill(voucherPdfWords[lang].validity, { months: plural(lang, months, voucherWords[lang].months) }),
    terms: voucherTermsIn(lang),
    withdrawal: voucherWithdrawalIn(lang),
  };
}

const margin = 56;
const { lake, ember, muted } = pdfColours;

export async function buildVoucherPdf(content: VoucherPdfContent = voucherPdfContent()): Promise<Uint8Array> {
  const words = voucherPdfWords[content.lang];
  const { pdf, regular, bold } = await createPdf(content.venueName, words.title, intlLocales[content.lang]);
  const [width, height] = A4;
  const inner = width - 2 * margin;
  let page: PDFPage = pdf.addPage(A4);
  let y = height - margin - 24;

  const write = (text: string, font: PDFFont, size: number, color: RGB = lake) => {
    for (const line of wrap(toFontCharacters(text, font), font, size, inner)) {
      // The terms and the form run on as long as they must: a new page when this one is full.
      if (y < margin) {
        page = pdf.addPage(A4);
        y = height - margin - 12;
      }
      page.drawText(line, { x: margin, y, size, font, color });
      y -= size * 1.45;
    }
  };
  /** A label, then a line to write on by hand (the owner fills the blank). */
  const blank = (label: string, lines = 1) => {
    write(label, bold, 12);
    for (let index = 0; index < lines; index += 1) {
      y -= 14;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + inner, y }, thickness: 0.8, color: muted });
      y -= 8;
    }
    y -= 14;
  };

  // A frame in the venue's ember, as a voucher is drawn.
  page.drawRectangle({ x: margin / 2, y: margin / 2, width: width - margin, height: height - margin, borderColor: ember, borderWidth: 2 });
  page.drawRectangle({
    x: margin / 2 + 6,
    y: margin / 2 + 6,
    width: width - margin - 12,
    height: height - margin - 12,
    borderColor: lake,
    borderWidth: 0.6,
  });

  write(content.venueName, bold, 28);
  write(words.title, bold, 24, ember);
  // The voucher's name in the other languages, so that a guest from abroad knows what it is.
  const others = (Object.keys(voucherPdfWords) as Lang[])
    .filter((lang) => lang !== content.lang)
    .map((lang) => voucherPdfWords[lang].title);
  write(others.join(' · '), regular, 11, muted);
  y -= 24;
  blank(words.offeredTo);
  blank(words.offeredBy);
  blank(words.value);
  blank(words.message, 3);
  blank(words.code);
  blank(words.issued);
  if (content.validity) {
    write(content.validity, regular, 12);
    y -= 18;
  } else blank(words.validUntil);

  y = margin + 60;
  if (content.phoneDisplay && content.email) write(words.howToUse(content.phoneDisplay, content.email), regular, 11);
  write([content.venueName, content.address, content.site].filter(Boolean).join(' · '), regular, 10, muted);

  // The back: the terms, then the right of withdrawal and its model form.
  page = pdf.addPage(A4);
  y = height - margin - 12;
  write(words.termsTitle, bold, 16);
  y -= 6;
  for (const term of content.terms) {
    write(`• ${term}`, regular, 10);
    y -= 3;
  }
  const { withdrawal } = content;
  if (withdrawal) {
    y -= 12;
    write(withdrawal.title, bold, 14);
    y -= 4;
    for (const paragraph of withdrawal.paragraphs) {
      write(paragraph, regular, 10);
      y -= 4;
    }
    y -= 10;
    write(withdrawal.form.title, bold, 12);
    write(withdrawal.form.instruction, regular, 9, muted);
    y -= 4;
    write(withdrawal.form.to, regular, 10);
    for (const line of [withdrawal.form.lines[0] ?? '', withdrawal.form.voucherCode, ...withdrawal.form.lines.slice(1)]) {
      write(line, regular, 10);
      y -= 8;
    }
    write(withdrawal.form.footnote, regular, 9, muted);
  }

  // Without object streams, so that older PDF readers and printers open the file too.
  return pdf.save({ useObjectStreams: false });
}
