// The printable gift voucher (A4, in French, the venue's own words, with the voucher's name in the
// other three languages so that a guest from abroad knows what it is): the owner prints or fills it,
// writes the code, the value and the date, and sends it. Built at build time from the owner's data
// (scripts/build/build-price-list.ts writes it beside the price list), in the site's PDF look (lib/pdf.ts).
import type { PDFFont, RGB } from 'pdf-lib';
import { address, email, phoneDisplayIn, publicSiteUrl } from '@/config/contact';
import { siteName } from '@/config/site';
import { plural } from '@/lib/i18n/format';
import { A4, createFrenchPdf, pdfColours, toFontCharacters, wrap } from '@/lib/pdf';
import { voucherFacts } from './voucher';
import { voucherWords } from './voucher-words';

/** Where the build writes it, under public/, and where the owner finds it on the site. */
export const voucherPdfFile = 'Bon-Cadeau-Modele.pdf';

export interface VoucherPdfContent {
  readonly venueName: string;
  /** The venue's number, e-mail and address, each once given (all are needed to publish). */
  readonly phoneDisplay: string | undefined;
  readonly email: string | undefined;
  readonly address: string | undefined;
  readonly site: string | undefined;
  /** « Valable 12 mois à compter de la date d’émission. », or null while the owner has not set it (a blank is left). */
  readonly validity: string | null;
}

export function voucherPdfContent(): VoucherPdfContent {
  const months = voucherFacts.validityMonths;
  return {
    venueName: siteName,
    phoneDisplay: phoneDisplayIn('fr'),
    email,
    address: address && `${address.street}, ${address.postalCode} ${address.city}`,
    site: publicSiteUrl?.replace(/^https?:\/\//, ''),
    validity: months === undefined ? null : `Valable ${plural('fr', months, voucherWords.fr.months)} à compter de la date d’émission.`,
  };
}

/** The voucher's words: French, the venue's. */
export const voucherPdfWords = {
  title: 'Bon cadeau',
  otherLanguages: 'Gift voucher · Cadeaubon · Gutschein',
  offeredTo: 'Offert à',
  offeredBy: 'De la part de',
  value: 'Valeur (montant ou séjour)',
  message: 'Message',
  code: 'Code du bon',
  issued: 'Date d’émission',
  validUntil: 'Valable jusqu’au',
  howToUse: (phoneDisplay: string, to: string) => `Pour réserver, appelez le ${phoneDisplay} ou écrivez à ${to} en donnant le code du bon.`,
} as const;

const margin = 56;
const { lake, ember, muted } = pdfColours;

export async function buildVoucherPdf(content: VoucherPdfContent = voucherPdfContent()): Promise<Uint8Array> {
  const words = voucherPdfWords;
  const { pdf, regular, bold } = await createFrenchPdf(content.venueName, words.title);
  const page = pdf.addPage(A4);
  const [width, height] = A4;
  const inner = width - 2 * margin;
  let y = height - margin - 24;

  // A frame in the venue's ember, as a voucher is drawn.
  page.drawRectangle({ x: margin / 2, y: margin / 2, width: width - margin, height: height - margin, borderColor: ember, borderWidth: 2 });
  page.drawRectangle({ x: margin / 2 + 6, y: margin / 2 + 6, width: width - margin - 12, height: height - margin - 12, borderColor: lake, borderWidth: 0.6 });

  const write = (text: string, font: PDFFont, size: number, color: RGB = lake) => {
    for (const line of wrap(toFontCharacters(text, font), font, size, inner)) {
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

  write(content.venueName, bold, 28);
  write(words.title, bold, 24, ember);
  write(words.otherLanguages, regular, 11, muted);
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

  // Without object streams, so that older PDF readers and printers open the file too.
  return pdf.save({ useObjectStreams: false });
}
