/** The printable price list (A4, French), built from the typed content so that it never drifts from the site. */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { cabins, chaletSection, stayInfoItems } from '@/content/accommodations';
import { email, phone } from '@/content/contact';
import { priceListText } from '@/content/price-list';
import { siteName } from '@/content/site';
import type { InfoItem } from '@/content/types';

export interface PriceListContent {
  readonly venueName: string;
  readonly phoneDisplay: string;
  readonly email: string;
  /** Empty while the owner has not given the chalet rates: the list then says to call. */
  readonly chaletRates: readonly InfoItem[];
  readonly chaletEquipment: readonly string[];
  readonly cabins: readonly { readonly name: string; readonly price: string; readonly equipements: readonly string[] }[];
  readonly conditions: readonly InfoItem[];
}

export const priceListContent: PriceListContent = {
  venueName: siteName,
  phoneDisplay: phone.display,
  email,
  chaletRates: chaletSection.nightlyRates,
  chaletEquipment: chaletSection.equipment,
  cabins,
  conditions: stayInfoItems,
};

const A4: [number, number] = [595.28, 841.89];
const margin = 56;
const lake = rgb(0.06, 0.16, 0.2);
const ember = rgb(0.56, 0.25, 0.12);
const muted = rgb(0.29, 0.34, 0.33);

export async function buildPriceList(content: PriceListContent = priceListContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.venueName} - ${priceListText.title}`);
  pdf.setLanguage('fr-FR');
  pdf.setAuthor(content.venueName);
  pdf.setSubject(priceListText.title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
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
  gap(14);

  write(priceListText.bookingTitle, bold, 15);
  write(priceListText.booking(content.phoneDisplay), regular, 12);
  write(content.email, regular, 11.5, muted);

  // Without object streams, so that older PDF readers and printers open the file too.
  return pdf.save({ useObjectStreams: false });
}

/**
 * The standard PDF fonts only know the WinAnsi characters: French typography's narrow spaces become
 * plain spaces and anything else unknown (an emoji in content) is dropped instead of failing the build.
 */
export function toFontCharacters(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\u2009\u202f]/g, ' '))
    .filter((character) => known.has(character.codePointAt(0) ?? -1))
    .join('');
}

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
