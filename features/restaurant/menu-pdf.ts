/** The printable carte (A4) in each language, public/Carte-Restaurant.pdf and its twins, built from the same constants as the page. */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { allergens, restaurantMenuIn, type RestaurantMenu } from '@/features/restaurant/menu';
import { menuWords } from '@/features/restaurant/menu-words';
import { phoneDisplayIn } from '@/config/contact';
import { siteName } from '@/config/site';
import { fill } from '@/lib/i18n/format';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { allergenLegendEntry, dietLabels, dishAllergensText, formatMenuPrice, menuValidFromText } from '@/features/restaurant/menu-format';
import { A4, createPdf, pdfColours, toFontCharacters, wrap } from '@/lib/pdf';

export interface MenuPdfContent {
  readonly venueName: string;
  /** Undefined until the owner gives the number: the line that invites a call is then left out. */
  readonly phoneDisplay: string | undefined;
  readonly menu: RestaurantMenu;
}

/**
 * What the carte in `lang` prints: the owner's section names, notes and dish descriptions in that
 * language (French where not translated, as dish names mostly are), the phone number as a caller
 * from that language's countries dials it.
 */
export function menuPdfContent(lang: Lang): MenuPdfContent | undefined {
  const menu = restaurantMenuIn(lang);
  return menu && { venueName: siteName, phoneDisplay: phoneDisplayIn(lang), menu };
}

const margin = 46;
// Line height, as a multiple of the text size: tight enough for the carte to fit on two pages.
const leading = 1.3;
const { lake, ember, muted } = pdfColours;

/** The carte in `lang`: its words, the owner's texts, allergens and prices in that language; dish names mostly stay French. */
export async function buildMenuPdf(lang: Lang, content: MenuPdfContent): Promise<Uint8Array> {
  const { menu } = content;
  const words = menuWords[lang];
  const { pdf, regular, bold } = await createPdf(content.venueName, words.pdfTitle, intlLocales[lang]);
  const width = A4[0] - 2 * margin;
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - margin;

  // A block that would not fit goes whole to a new page: a dish never splits from its price.
  const room = (height: number) => {
    if (y - height < margin) {
      page = pdf.addPage(A4);
      y = A4[1] - margin;
    }
  };
  const lines = (text: string, font: PDFFont, size: number, maxWidth = width) => wrap(toFontCharacters(text, font), font, size, maxWidth);
  const draw = (textLines: readonly string[], font: PDFFont, size: number, color: RGB = lake) => {
    for (const line of textLines) {
      room(size);
      page.drawText(line, { x: margin, y, size, font, color });
      y -= size * leading;
    }
  };
  const gap = (points: number) => {
    y -= points;
  };

  // Every text the owner writes goes through the font's characters (lines(), toFontCharacters): an
  // emoji or a letter the standard font lacks in a title would otherwise stop the build.
  draw([content.venueName], bold, 24);
  // The season names the carte (« Carte d’automne », « Herbstkarte »): under the venue's name it is the
  // title, as on the page; « La carte - Carte d’automne » said « carte » twice.
  if (menu.season) draw([toFontCharacters(menu.season, regular)], regular, 15, ember);
  if (menu.validFrom) draw(lines(menuValidFromText(lang, menu.validFrom), regular, 11), regular, 11, muted);
  gap(12);

  for (const section of menu.sections) {
    room(15 * leading + 12 * leading * 2);
    gap(6);
    draw([toFontCharacters(section.title, bold)], bold, 15);
    if (section.note) draw(lines(section.note, regular, 10), regular, 10, muted);
    gap(2);
    for (const dish of section.dishes) {
      const price = toFontCharacters(formatMenuPrice(lang, dish.priceEuros), bold);
      const priceWidth = bold.widthOfTextAtSize(price, 11.5);
      const name = lines(dish.name, bold, 11.5, width - priceWidth - 16);
      // Inside brackets, after the description, French writes the marks in lower case: « (végan, sans gluten) ».
      const dietMarks = dietLabels(lang, dish).map((label) => (lang === 'fr' ? label.toLocaleLowerCase('fr') : label));
      const details = [dish.description, dietMarks.length > 0 ? `(${dietMarks.join(', ')})` : undefined].filter(Boolean).join(' ');
      const detailLines = details ? lines(details, regular, 10) : [];
      const allergenLines = lines(`${words.allergensLabel} ${dishAllergensText(lang, dish)}`, regular, 9);
      room((name.length * 11.5 + detailLines.length * 10 + allergenLines.length * 9) * leading + 6);
      // The price on the dish's first line, drawn after its name so that text read from the file keeps that order.
      const priceY = y;
      draw(name.slice(0, 1), bold, 11.5);
      page.drawText(price, { x: A4[0] - margin - priceWidth, y: priceY, size: 11.5, font: bold, color: ember });
      draw(name.slice(1), bold, 11.5);
      draw(detailLines, regular, 10, muted);
      draw(allergenLines, regular, 9, muted);
      gap(5);
    }
  }

  gap(6);
  for (const note of menu.notes) draw(lines(note, regular, 10), regular, 10, muted);

  gap(14);
  room(12 * leading * 4);
  draw([words.legendTitle], bold, 12);
  draw(lines(words.legendIntro, regular, 9.5), regular, 9.5);
  draw(lines(`${allergens.map((allergen) => allergenLegendEntry(lang, allergen)).join(', ')}.`, regular, 9), regular, 9, muted);
  draw(lines(words.dietsIntro, regular, 9.5), regular, 9.5);
  draw(lines(words.traces, bold, 9.5), bold, 9.5);
  gap(10);
  if (content.phoneDisplay) draw(lines(fill(words.pdfBooking, { phone: content.phoneDisplay }), bold, 11), bold, 11);

  // Without object streams, so that older PDF readers and printers open the file too.
  return pdf.save({ useObjectStreams: false });
}
