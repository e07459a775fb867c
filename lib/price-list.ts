/** The printable price list (A4, one per language), built from the typed content so that it never drifts from the site. */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { cabinsIn, chaletSectionIn, stayInfoItemsIn } from '@/content/accommodations';
import { email, phone } from '@/content/contact';
import { priceListWords } from '@/content/price-list';
import { siteName } from '@/content/site';
import { availabilityWords, registrationNumber } from '@/content/stays';
import type { InfoItem } from '@/content/types';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { A4, createFrenchPdf, pdfColours, toFontCharacters, wrap } from '@/lib/pdf';

export interface PriceListContent {
  readonly venueName: string;
  readonly phoneDisplay: string;
  readonly email: string;
  /** Empty while the owner has not given the chalet rates: the list then says to call. */
  readonly chaletRates: readonly InfoItem[];
  readonly chaletEquipment: readonly string[];
  readonly cabins: readonly { readonly name: string; readonly price: string; readonly equipements: readonly string[] }[];
  readonly conditions: readonly InfoItem[];
  /** The meublé de tourisme's number (loi n° 2024-1039), printed once the owner has entered it. */
  readonly registrationNumber: string | null;
}

export function priceListContent(lang: Lang): PriceListContent {
  const chalets = chaletSectionIn(lang);
  return {
    venueName: siteName,
    phoneDisplay: phone.display,
    email,
    chaletRates: chalets.nightlyRates,
    chaletEquipment: chalets.equipment,
    cabins: cabinsIn(lang),
    conditions: stayInfoItemsIn(lang),
    registrationNumber,
  };
}

const margin = 56;
const { lake, ember, muted } = pdfColours;

export async function buildPriceList(lang: Lang, content: PriceListContent = priceListContent(lang)): Promise<Uint8Array> {
  const words = priceListWords[lang];
  const { pdf, regular, bold } = await createFrenchPdf(content.venueName, words.title);
  pdf.setLanguage(intlLocales[lang]);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - margin;

  const write = (text: string, font: PDFFont, size: number, color: RGB = lake) => {
    for (const line of wrap(toFontCharacters(text, font), font, size, A4[0] - 2 * margin)) {
      // Content that outgrows the page continues on a new one rather than running off the paper.
      if (y < margin + size) {
        page = pdf.addPage(A4);
        y = A4[1] - margin;
      }
      page.drawText(line, { x: margin, y, size, font, color });
      y -= size * 1.45;
    }
  };
  const gap = (points: number) => {
    y -= points;
  };

  write(content.venueName, bold, 26);
  write(words.title, regular, 16, ember);
  gap(18);

  write(words.chaletsTitle, bold, 15);
  if (content.chaletRates.length === 0) {
    write(words.chaletRatesUnknown(content.phoneDisplay), regular, 11.5, muted);
  } else {
    for (const rate of content.chaletRates) write(words.item(rate.label, rate.value), regular, 11.5);
  }
  for (const item of content.chaletEquipment) write(`• ${item}`, regular, 11, muted);
  gap(14);

  write(words.cabinsTitle, bold, 15);
  for (const cabin of content.cabins) {
    write(words.item(cabin.name, cabin.price), bold, 12, ember);
    write(cabin.equipements.join(words.listSeparator), regular, 11, muted);
  }
  gap(14);

  write(words.conditionsTitle, bold, 15);
  for (const item of content.conditions) write(words.item(item.label, item.value), regular, 11.5);
  if (content.registrationNumber) write(availabilityWords[lang].registration(content.registrationNumber), regular, 11.5);
  gap(14);

  write(words.bookingTitle, bold, 15);
  write(words.booking(content.phoneDisplay), regular, 12);
  write(content.email, regular, 11.5, muted);

  // Without object streams, so that older PDF readers and printers open the file too.
  return pdf.save({ useObjectStreams: false });
}
