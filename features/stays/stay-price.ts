// What goes beside every stay price, in each language: « dès » where a type's rates differ by season,
// what the price includes (the owner's words, content/data/stays.json), the taxe de séjour « en sus »
// with the rate the owner enters for the type, and the units' registration numbers. The pages, the
// price list and the structured data all read it here, so that none of them says a price alone.
import type { TouristTaxRule } from '@/features/stays/availability/tourist-tax';
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';
import { readLocalizedData } from '../../content/localized-data';
import { amountIn, perNightIn } from '../../config/prices';
import type { Stays } from '../../content/schema/stays';
import { unitTypeOf, type UnitTypeId } from './stays';
import type { InfoItem } from '../../config/types';
import { ownerDataFile } from '../../content/owner-data';

const staysData = ownerDataFile('stays');

interface StayPriceWords {
  /** A type's lowest rate where its seasons' rates differ: "dès 70€/nuit". */
  readonly from: (price: string) => string;
  readonly includesLabel: string;
  readonly taxLabel: string;
  /** A classified unit's rate: a fixed amount. */
  readonly perAdultNight: (amount: string) => string;
  /** An unclassified unit's rate: a percentage of the night's price per person, capped. */
  readonly percentOfNight: (percent: string, cap: string) => string;
  /** Minors pay no taxe de séjour (CGCT L2333-31). */
  readonly minorsFree: string;
  /** The tax as the value of its label, « en sus : … »; `rate` null while the owner has not set it. */
  readonly taxValue: (rate: string | null) => string;
  /** The tax as a sentence of its own, « Taxe de séjour en sus : … ». */
  readonly taxSentence: (rate: string | null) => string;
  readonly registrationLabel: string;
  /** The label of one unit's number among several of its type: "Numéro d’enregistrement (Chalet 1)". */
  readonly registrationOf: (unit: string) => string;
  /** A label before its value in running text: "Compris dans le prix :", "Included in the price:". */
  readonly lead: (label: string) => string;
}

const words: Translated<StayPriceWords> = {
  fr: {
    from: (price) => `dès ${price}`,
    includesLabel: 'Compris dans le prix',
    taxLabel: 'Taxe de séjour',
    perAdultNight: (amount) => `${amount} par adulte et par nuit`,
    percentOfNight: (percent, cap) => `${percent} du prix de la nuit par personne, au plus ${cap} par adulte et par nuit`,
    minorsFree: 'gratuite pour les moins de 18 ans',
    taxValue: (rate) => (rate ? `en sus : ${rate}` : 'en sus, fixée par la commune'),
    taxSentence: (rate) => (rate ? `Taxe de séjour en sus : ${rate}` : 'Taxe de séjour en sus, fixée par la commune'),
    registrationLabel: 'Numéro d’enregistrement',
    registrationOf: (unit) => `Numéro d’enregistrement (${unit})`,
    lead: (label) => `${label} :`,
  },
  en: {
    from: (price) => `from ${price}`,
    includesLabel: 'Included in the price',
    taxLabel: 'Tourist tax',
    perAdultNight: (amount) => `${amount} per adult per night`,
    percentOfNight: (percent, cap) => `${percent} of the nightly price per person, up to ${cap} per adult per night`,
    minorsFree: 'free for under-18s',
    taxValue: (rate) => (rate ? `extra: ${rate}` : 'extra, set by the local council'),
    taxSentence: (rate) => (rate ? `Plus tourist tax: ${rate}` : 'Plus tourist tax, set by the local council'),
    registrationLabel: 'Registration number',
    registrationOf: (unit) => `Registration number (${unit})`,
    lead: (label) => `${label}:`,
  },
  nl: {
    from: (price) => `vanaf ${price}`,
    includesLabel: 'Inbegrepen in de prijs',
    taxLabel: 'Toeristenbelasting',
    perAdultNight: (amount) => `${amount} per volwassene per nacht`,
    percentOfNight: (percent, cap) => `${percent} van de nachtprijs per persoon, maximaal ${cap} per volwassene per nacht`,
    minorsFree: 'gratis onder de 18 jaar',
    taxValue: (rate) => (rate ? `niet inbegrepen: ${rate}` : 'niet inbegrepen, vastgesteld door de gemeente'),
    taxSentence: (rate) => (rate ? `Exclusief toeristenbelasting: ${rate}` : 'Exclusief toeristenbelasting, vastgesteld door de gemeente'),
    registrationLabel: 'Registratienummer',
    registrationOf: (unit) => `Registratienummer (${unit})`,
    lead: (label) => `${label}:`,
  },
  de: {
    from: (price) => `ab ${price}`,
    includesLabel: 'Im Preis inbegriffen',
    taxLabel: 'Kurtaxe',
    perAdultNight: (amount) => `${amount} pro Erwachsenen und Nacht`,
    percentOfNight: (percent, cap) => `${percent} des Übernachtungspreises pro Person, höchstens ${cap} pro Erwachsenen und Nacht`,
    minorsFree: 'unter 18 Jahren frei',
    taxValue: (rate) => (rate ? `zusätzlich: ${rate}` : 'zusätzlich, von der Gemeinde festgelegt'),
    taxSentence: (rate) => (rate ? `Zuzüglich Kurtaxe: ${rate}` : 'Zuzüglich Kurtaxe, von der Gemeinde festgelegt'),
    registrationLabel: 'Registriernummer',
    registrationOf: (unit) => `Registriernummer (${unit})`,
    lead: (label) => `${label}:`,
  },
};

/** "5 %", "5%", "5,5 %": a rate as the language writes a percentage. */
const percentIn = (lang: Lang, percent: number) => new Intl.NumberFormat(intlLocales[lang], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** A rate of taxe de séjour in words: "0,88€ par adulte et par nuit, gratuite pour les moins de 18 ans". */
export function touristTaxRateIn(lang: Lang, rule: TouristTaxRule): string {
  const text = words[lang];
  const rate =
    rule.kind === 'montant'
      ? text.perAdultNight(amountIn(lang, rule.eurosPerAdultNight))
      : text.percentOfNight(percentIn(lang, rule.percent), amountIn(lang, rule.capEurosPerAdultNight));
  return `${rate}, ${text.minorsFree}`;
}

/** A type's rule of taxe de séjour; null while the owner has not entered the commune's rate. */
export function touristTaxRuleOf(id: UnitTypeId): TouristTaxRule | null {
  const { touristTax } = unitTypeOf(id);
  return touristTax.provisional ? null : touristTax.value;
}

/** The taxe de séjour of a type beside its price: as an item of a list and as a sentence. */
export function touristTaxIn(lang: Lang, id: UnitTypeId): InfoItem & { readonly sentence: string } {
  const text = words[lang];
  const rule = touristTaxRuleOf(id);
  const rate = rule ? touristTaxRateIn(lang, rule) : null;
  return { label: text.taxLabel, value: text.taxValue(rate), sentence: text.taxSentence(rate) };
}

/** A price per night as one figure, from a type's rates by season: the rate, or « dès » the lowest where they differ. */
export function nightlyPriceOf(lang: Lang, rates: readonly number[]): string {
  const lowest = Math.min(...rates);
  const price = perNightIn(lang, lowest);
  return Math.max(...rates) > lowest ? words[lang].from(price) : price;
}

/** A type's price per night as one figure, as the tabs, the price list and the structured data show it. */
export const nightlyPriceIn = (lang: Lang, id: UnitTypeId): string => nightlyPriceOf(lang, Object.values(unitTypeOf(id).nightlyRates.value));

/** What a type's nightly price includes, in the owner's words in `lang` (French, marked, where untranslated). */
export function priceIncludesIn(lang: Lang, id: UnitTypeId): InfoItem {
  const localized = readLocalizedData<Stays>('stays', staysData, lang).unitTypes.find((type) => type.id === id);
  return { label: words[lang].includesLabel, value: localized?.priceIncludes.value ?? unitTypeOf(id).priceIncludes.value };
}

/** What goes beside a type's price: what it includes, and the taxe de séjour on top. */
export function priceNotesIn(lang: Lang, id: UnitTypeId): readonly InfoItem[] {
  const tax = touristTaxIn(lang, id);
  return [priceIncludesIn(lang, id), { label: tax.label, value: tax.value }];
}

/** The registration numbers (loi n° 2024-1039) of a type's units that hold one, named by unit where the type has several. */
export function registrationItemsOf(lang: Lang, units: readonly { readonly name: string; readonly registrationNumber?: string }[]): readonly InfoItem[] {
  const text = words[lang];
  return units.flatMap(({ name, registrationNumber }) =>
    registrationNumber ? [{ label: units.length > 1 ? text.registrationOf(name) : text.registrationLabel, value: registrationNumber }] : [],
  );
}

/** A type's registration numbers, once the owner has entered them in content/data/stays.json. */
export const registrationItemsIn = (lang: Lang, id: UnitTypeId): readonly InfoItem[] => registrationItemsOf(lang, unitTypeOf(id).units.value);

/** An item of a list written in running text: its label as a lead-in ("Compris dans le prix :"), then its value. */
export function inRunningText(lang: Lang, item: InfoItem): { readonly lead: string; readonly value: string } {
  return { lead: words[lang].lead(item.label), value: item.value };
}
