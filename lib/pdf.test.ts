/** @jest-environment node */
import { StandardFonts, PDFDocument, type PDFFont } from 'pdf-lib';
import { toFontCharacters, wrap } from './pdf';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('lines of a PDF', () => {
  const size = 10;
  const width = 200;

  it('cuts a 3 000-character word into lines that each fit the width, losing no character', () => {
    const word = 'x'.repeat(3000);
    const lines = wrap(`Allergènes : ${word} fin`, font, size, width);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(font.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
    expect(lines.join('')).toBe(`Allergènes :${word}fin`);
    expect(lines[0]).toBe('Allergènes :');
  });

  it('still cuts ordinary text between words', () => {
    const lines = wrap('Filets de perche meunière, pommes vapeur et salade du jardin, servis avec une sauce maison', font, size, width);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(font.widthOfTextAtSize(line, size)).toBeLessThanOrEqual(width);
      expect(line).not.toMatch(/^ | $/);
    }
    expect(lines.join(' ')).toBe('Filets de perche meunière, pommes vapeur et salade du jardin, servis avec une sauce maison');
  });
});

describe('the characters of a PDF', () => {
  it('prints a minus the standard font lacks as an en dash, never drops it (issue 48: « −10 % » would read « 10 % »)', () => {
    expect(toFontCharacters('long séjour : −10 %', font)).toBe('long séjour : –10 %');
  });

  it('refuses right-to-left writing in French instead of printing nothing', () => {
    expect(() => toFontCharacters('Menu שלום', font)).toThrow(/« Menu שלום » contient de l’écriture de droite à gauche/);
    expect(() => toFontCharacters('Carte مرحبا', font)).toThrow(/droite à gauche/);
    expect(() => toFontCharacters('Prix \u202e€ 05', font)).toThrow(/sens de lecture/);
  });

  it('keeps French, with its accents and ligatures', () => {
    expect(toFontCharacters('Œufs brouillés, crème fraîche', font)).toBe('Œufs brouillés, crème fraîche');
  });
});
