/** The printable price list (A4, French), built from the typed content so that it never drifts from the site. */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { cabins, chaletSection, stayInfoItems } from '@/content/accommodations';
import { email, phone } from '@/content/contact';
import { priceListText } from '@/content/price-list';
import { siteName } from '@/content/site';

const A4: [number, number] = [595.28, 841.89];
const margin = 56;
const lake = rgb(0.06, 0.16, 0.2);
const ember = rgb(0.56, 0.25, 0.12);
const muted = rgb(0.29, 0.34, 0.33);

export async function buildPriceList(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${siteName} · ${priceListText.title}`);
  pdf.setLanguage('fr-FR');
  pdf.setAuthor(siteName);
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = A4[1] - margin;

  const write = (text: string, font: PDFFont, size: number, color = lake, target: PDFPage = page) => {
    for (const line of wrap(text, font, size, A4[0] - 2 * margin)) {
      target.drawText(line, { x: margin, y, size, font, color });
      y -= size * 1.45;
    }
  };
  const gap = (points: number) => {
    y -= points;
  };

  write(siteName, bold, 26);
  write(priceListText.title, regular, 16, ember);
  gap(18);

  write(priceListText.chaletsTitle, bold, 15);
  if (chaletSection.nightlyRates.length === 0) {
    write(priceListText.chaletRatesUnknown(phone.display), regular, 11.5, muted);
  } else {
    for (const rate of chaletSection.nightlyRates) write(`${rate.label} : ${rate.value}`, regular, 11.5);
  }
  for (const item of chaletSection.equipment) write(`• ${item}`, regular, 11, muted);
  gap(14);

  write(priceListText.cabinsTitle, bold, 15);
  for (const cabin of cabins) {
    write(`${cabin.name} : ${cabin.price}`, bold, 12, ember);
    write(cabin.equipements.join(' ; '), regular, 11, muted);
  }
  gap(14);

  write(priceListText.conditionsTitle, bold, 15);
  for (const item of stayInfoItems) write(`${item.label} : ${item.value}`, regular, 11.5);
  gap(14);

  write(priceListText.bookingTitle, bold, 15);
  write(priceListText.booking(phone.display), regular, 12);
  write(email, regular, 11.5, muted);

  return pdf.save();
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
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

