/** The printable price list (A4, one per language), built from the typed content so that it never drifts from the site. */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { cabinsIn, chaletSectionIn, stayInfoItemsIn } from '@/features/stays/units/accommodations-content';
import { bookingTermsAnchor, bookingTermsIn } from '@/features/stays/pricing/booking-terms';
import { email, phoneDisplayIn } from '@/config/contact';
import { priceListWords } from '@/features/stays/pricing/price-list';
import { pathOf } from '@/config/routes';
import { siteName } from '@/config/site';
import {
  nightlyPriceIn,
  priceIncludesIn,
  offerNotesIn,
  rateNotesIn,
  registrationItemsIn,
  semicolonList,
  touristTaxIn,
} from '@/features/stays/pricing/stay-price';
import { isOfferedId, offeredUnitTypes, rateItems, type UnitTypeId } from '@/features/stays/stays';
import { unitFactsIn, type UnitFactsList } from '@/features/stays/units/unit-facts';
import type { InfoItem } from '@/config/types';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { absoluteUrl } from '@/config/page-metadata';
import { chaletTypeId } from '@/content/unit-types';
import { A4, createFrenchPdf, pdfColours, toFontCharacters, wrap } from '@/lib/pdf';

/** An offered unit type's prices as the list prints them: each season's rate, and what goes beside them. */
export interface PriceListStay {
  /** Every season's rate. */
  readonly rates: readonly InfoItem[];
  /** What the price includes, once the owner says it. */
  readonly priceIncludes: InfoItem | undefined;
  /** « Taxe de séjour en sus : … », with the commune's rate once the owner has entered it. */
  readonly touristTax: string;
  /** The units' registration numbers (loi n° 2024-1039), printed once the owner has entered them. */
  readonly registration: readonly InfoItem[];
  /** What each unit is like to live in (access, minimum age, beds, toilet…), as the page lists it. */
  readonly facts: readonly UnitFactsList[];
  /** Beside the rates: the compulsory charges by stay or person (L112-1), the offers, the arrival days. */
  readonly notes: readonly InfoItem[];
}

/**
 * The list in a language: the offered types alone (stays.ts, isOffered: their rates are given), so a
 * type without rates is not in it; undefined while none is offered (no list at all, no link to it).
 */
export interface PriceListContent {
  readonly venueName: string;
  /** The venue's number and e-mail, once given (both are needed to publish). */
  readonly phoneDisplay: string | undefined;
  readonly email: string | undefined;
  readonly chalets: (PriceListStay & { readonly equipment: readonly string[] }) | undefined;
  readonly cabins: readonly (PriceListStay & { readonly name: string; readonly price: string; readonly equipements: readonly string[] })[];
  readonly conditions: readonly InfoItem[];
  /** The booking terms in full, and the address of the page's section that shows them. */
  readonly bookingTerms: {
    readonly title: string;
    readonly items: readonly InfoItem[];
    readonly noWithdrawal: string;
    readonly url: string;
  };
}

function stayIn(lang: Lang, id: UnitTypeId): PriceListStay {
  return {
    rates: rateItems(id, lang),
    priceIncludes: priceIncludesIn(lang, id),
    touristTax: touristTaxIn(lang, id).sentence,
    registration: registrationItemsIn(lang, id),
    notes: rateNotesIn(lang, id),
    facts: unitFactsIn(lang, id),
  };
}

export function priceListContent(lang: Lang): PriceListContent | undefined {
  if (offeredUnitTypes.length === 0) return undefined;
  const terms = bookingTermsIn(lang);
  return {
    venueName: siteName,
    phoneDisplay: phoneDisplayIn(lang),
    email,
    chalets: isOfferedId(chaletTypeId) ? { ...stayIn(lang, chaletTypeId), equipment: chaletSectionIn(lang).equipment } : undefined,
    cabins: cabinsIn(lang).flatMap((cabin) => {
      const price = nightlyPriceIn(lang, cabin.id);
      // A cabin's price already says its compulsory charges (« 70 €/nuit + ménage de fin de séjour 40 € »): not a second time below.
      return price === undefined
        ? []
        : [{ ...stayIn(lang, cabin.id), notes: offerNotesIn(lang), name: cabin.name, price, equipements: cabin.equipements }];
    }),
    conditions: stayInfoItemsIn(lang),
    bookingTerms: {
      title: terms.title,
      items: terms.items,
      noWithdrawal: terms.noWithdrawal,
      url: absoluteUrl(`${pathOf('stays', lang)}#${bookingTermsAnchor}`),
    },
  };
}

const margin = 56;
const { lake, ember, muted } = pdfColours;

export async function buildPriceList(lang: Lang, content: PriceListContent): Promise<Uint8Array> {
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

  /** A type's rates, then what they include, the tax on top and the units' numbers. */
  const writeStay = (stay: PriceListStay) => {
    for (const rate of stay.rates) write(words.item(rate.label, rate.value), regular, 11.5);
    for (const note of stay.notes) write(words.item(note.label, note.value), regular, 11);
    if (stay.priceIncludes) write(words.item(stay.priceIncludes.label, stay.priceIncludes.value), regular, 11);
    write(stay.touristTax, regular, 11);
    for (const item of stay.registration) write(words.item(item.label, item.value), regular, 11);
    for (const list of stay.facts) {
      gap(2);
      write(list.title, bold, 11);
      for (const item of list.items) write(words.item(item.label, item.value), regular, 10.5);
    }
  };

  if (content.chalets) {
    write(words.chaletsTitle, bold, 15);
    writeStay(content.chalets);
    for (const item of content.chalets.equipment) write(`• ${item}`, regular, 11, muted);
    gap(14);
  }

  if (content.cabins.length > 0) {
    write(words.cabinsTitle, bold, 15);
    for (const cabin of content.cabins) {
      write(words.item(cabin.name, cabin.price), bold, 12, ember);
      // One rate all year: the price beside the name says it all, four equal season lines would repeat it.
      writeStay(new Set(cabin.rates.map((rate) => rate.value)).size > 1 ? cabin : { ...cabin, rates: [] });
      write(semicolonList(lang, cabin.equipements), regular, 11, muted);
      gap(6);
    }
    gap(8);
  }

  write(words.conditionsTitle, bold, 15);
  for (const item of content.conditions) write(words.item(item.label, item.value), regular, 11.5);
  gap(14);

  write(content.bookingTerms.title, bold, 15);
  for (const item of content.bookingTerms.items) write(words.item(item.label, item.value), regular, 11);
  write(content.bookingTerms.noWithdrawal, regular, 10.5, muted);
  write(words.termsOnline(content.bookingTerms.url), regular, 10.5, muted);
  gap(14);

  if (content.phoneDisplay || content.email) write(words.bookingTitle, bold, 15);
  if (content.phoneDisplay) write(words.booking(content.phoneDisplay), regular, 12);
  if (content.email) write(content.email, regular, 11.5, muted);

  // Without object streams, so that older PDF readers and printers open the file too.
  return pdf.save({ useObjectStreams: false });
}
