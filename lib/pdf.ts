// What the site's two printable documents (the price list, the carte) share: A4 pages in the
// site's colours, set in the standard Helvetica that every reader has, metadata in the document's language.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { hasRightToLeft, rightToLeftMessage } from './right-to-left';

export const A4: [number, number] = [595.28, 841.89];

export const pdfColours = {
  lake: rgb(0.06, 0.16, 0.2),
  ember: rgb(0.56, 0.25, 0.12),
  muted: rgb(0.29, 0.34, 0.33),
} as const;

/** A new French document titled "<venue> - <title>", with its regular and bold fonts embedded. */
export function createFrenchPdf(venueName: string, title: string): Promise<{ pdf: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  return createPdf(venueName, title, 'fr-FR');
}

/** The same in another language: `locale` is its tag ("en-GB"), which a screen reader reads the text in. */
export async function createPdf(
  venueName: string,
  title: string,
  locale: string,
): Promise<{ pdf: PDFDocument; regular: PDFFont; bold: PDFFont }> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${venueName} – ${title}`);
  pdf.setLanguage(locale);
  pdf.setAuthor(venueName);
  pdf.setSubject(title);
  return { pdf, regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
}

/**
 * The standard PDF fonts only know the WinAnsi characters: French typography's narrow spaces become
 * plain spaces, a letter with an accent the font lacks keeps its letter (Ć as C, ş as s), and anything
 * else unknown (an emoji in content) is dropped instead of failing the build.
 */
export function toFontCharacters(text: string, font: PDFFont): string {
  // Right-to-left writing would vanish whole, and its direction marks reorder nothing here: refused,
  // as the content check refuses it in the owner's French; this catches it in a translation.
  if (hasRightToLeft(text)) throw new Error(`« ${text} » ${rightToLeftMessage}`);
  const known = new Set(font.getCharacterSet());
  const printable = (character: string) => known.has(character.codePointAt(0) ?? -1);
  // A sign the standard font lacks has a stand-in that keeps its meaning: the minus (« −10 % ») as an en dash, never dropped.
  const standIns: Readonly<Record<string, string>> = { '\u2212': '–' };
  return Array.from(text.replace(/[\u2009\u202f]/g, ' '))
    .map((character) =>
      printable(character)
        ? character
        : printable(standIns[character] ?? '')
          ? (standIns[character] ?? '')
          : Array.from(character.normalize('NFD')).filter(printable).join(''),
    )
    .join('')
    .replace(/ {2,}/g, ' ');
}

/**
 * The text in lines no wider than `width`, cut between words; a word wider than a line on its own (a
 * long address, a pasted string without spaces) is cut between its characters, so that nothing runs
 * off the page.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const character of word) {
      if (line && !fits(line + character)) {
        lines.push(line);
        line = '';
      }
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}
