/** The printable price list (A4, French), built from the typed content so that it never drifts from the site. */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { cabins, chaletSection, stayInfoItems } from '@/content/accommodations';
import { email, phone } from '@/content/contact';
import { priceListText } from '@/content/price-list';
import { siteName } from '@/content/site';
import { availabilityText, registrationNumber } from '@/content/stays';
import type { InfoItem } from '@/content/types';
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

export const priceListContent: PriceListContent = {
  venueName: siteName,
  phoneDisplay: phone.display,
  email,
  chaletRates: chaletSection.nightlyRates,
  chaletEquipment: chaletSection.equipment,
  cabins,
  conditions: stayInfoItems,
  registrationNumber,
};

const margin = 56;
const { lake, ember, muted } = pdfColours;

export async function buildPriceList(content: PriceListContent = priceListContent): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createFrenchPdf(content.venueName, priceListText.title);
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
  write(priceListText.title, regular, 16, ember);
  gap(18);

  write(priceListText.chaletsTitle, bold, 15);
  if (content.chaletRates.length === 0) {
    write(priceListText.chaletRatesUnknown(content.phoneDisplay), regular, 11.5, muted);
  } else {
    for (const rate of content.chaletRates) write(`${rate.label} : ${rate.value}`, regular, 11.5);
  }
  for (const item of content.chaletEquipment) write(`• ${item}`, regular, 11, muted);
  gap(14);

  write(priceListText.cabinsTitle, bold, 15);
  for (const cabin of content.cabins) {
    write(`${cabin.name} : ${cabin.price}`, bold, 12, ember);
    write(cabin.equipements.join(' ; '), regular, 11, muted);
  }
  gap(14);

  write(priceListText.conditionsTitle, bold, 15);
  for (const item of content.conditions) write(`${item.label} : ${item.value}`, regular, 11.5);
  if (content.registrationNumber) write(availabilityText.registration(content.registrationNumber), regular, 11.5);
  gap(14);

  write(priceListText.bookingTitle, bold, 15);
  write(priceListText.booking(content.phoneDisplay), regular, 12);
  write(content.email, regular, 11.5, muted);

  // Without object streams, so that older PDF readers and printers open the file too.
  return pdf.save({ useObjectStreams: false });
}
