// The written booking terms as a PDF, one per language (A4, as many pages as the text needs), the same
// text as the page (./terms.ts): a family keeps or prints the terms it agreed to. Built at build time
// beside the price list (scripts/build/build-price-list.ts), in the site's PDF look (lib/pdf.ts).
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { absoluteUrl } from '@/config/page-metadata';
import { pathOf } from '@/config/routes';
import { siteName } from '@/config/site';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { A4, createPdf, pdfColours, toFontCharacters, wrap } from '@/lib/pdf';
import { termsIn, type TermsDocument } from './terms';

export interface TermsPdfContent {
  readonly lang: Lang;
  readonly venueName: string;
  readonly terms: TermsDocument;
  /** The page that shows the same text, printed under the title. */
  readonly url: string;
}

export function termsPdfContent(lang: Lang): TermsPdfContent {
  return { lang, venueName: siteName, terms: termsIn(lang), url: absoluteUrl(pathOf('terms', lang)) };
}

const margin = 56;
const { lake, muted } = pdfColours;

export async function buildTermsPdf(content: TermsPdfContent): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createPdf(content.venueName, content.terms.title, intlLocales[content.lang]);
  const [width, height] = A4;
  const inner = width - 2 * margin;
  let page: PDFPage = pdf.addPage(A4);
  let y = height - margin;

  const write = (text: string, font: PDFFont, size: number, color: RGB = lake) => {
    for (const line of wrap(toFontCharacters(text, font), font, size, inner)) {
      if (y < margin + size) {
        page = pdf.addPage(A4);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y, size, font, color });
      y -= size * 1.4;
    }
  };

  write(content.venueName, bold, 20);
  write(content.terms.title, bold, 16);
  write(content.url, regular, 9, muted);
  y -= 8;
  if (content.terms.prevails) {
    write(content.terms.prevails, bold, 10);
    y -= 6;
  }
  for (const section of content.terms.sections) {
    y -= 8;
    // A section's title never ends a page alone.
    if (y < margin + 60) {
      page = pdf.addPage(A4);
      y = height - margin;
    }
    write(section.title, bold, 12);
    y -= 2;
    for (const paragraph of section.paragraphs) {
      write(paragraph, regular, 9.5);
      y -= 4;
    }
  }

  // Without object streams, so that older PDF readers and printers open the file too.
  return pdf.save({ useObjectStreams: false });
}
