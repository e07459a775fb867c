// What goes beside every stay price, in each language: « dès » where a type's rates differ by season,
// what the price includes (the owner's words, content/data/stays.json), the taxe de séjour « en sus »
// with the rate the owner enters for the type, and the units' registration numbers. The pages, the
// price list and the structured data all read it here, so that none of them says a price alone.
import type { TouristTaxRule } from '@/features/stays/availability/tourist-tax';
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';
import { readLocalizedData } from '@/content/localized-data';
import { amountIn, perNightIn } from '@/lib/prices';
import type { Stays } from '@/content/schema/stays';
import { compulsoryBeside } from '@/features/stays/availability/offers';
import { weekdaysIn } from '@/features/stays/availability/estimate';
import {
  extrasOf,
  nightlyRatesWithCharges,
  offerRules,
  seasonName,
  stays as staysFacts,
  unitsOf,
  unitTypeOf,
  type UnitTypeId,
} from '@/features/stays/stays';
import { weekdayIds } from '@/content/schema/weekdays';
import type { InfoItem } from '@/config/types';
import { ownerDataFile } from '@/content/owner-data';
import { parisTime } from '@/lib/opening-status';
import { seasonPriceWords } from '@/features/stays/units/accommodations-words';
import type { SeasonPrices } from '@/features/stays/pricing/season-price-line';

const staysData = ownerDataFile('stays');

interface StayPriceWords {
  /** An item after the first in a list after a semicolon: Dutch goes on in lower case, German for its non-nouns. */
  readonly nextInList: (item: string) => string;
  /** Between the items of such a list: French puts a space before the semicolon. */
  readonly listSeparator: string;
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
  /** Under an estimate whose total holds the tax: said once, as included, with its rate. */
  readonly taxInTotal: (rate: string) => string;
  /** The commune's flat rate (L2333-40), which the venue pays: as the value of the tax's label, and as a sentence. */
  readonly flatRateValue: string;
  readonly flatRateSentence: string;
  readonly registrationLabel: string;
  /** The label of one unit's number among several of its type: "Numéro d’enregistrement (Chalet 1)". */
  readonly registrationOf: (unit: string) => string;
  /** A label before its value in running text: "Compris dans le prix :", "Included in the price:". */
  readonly lead: (label: string) => string;
  /** A compulsory charge beside a nightly price: "+ ménage de fin de séjour 40 € par séjour", "+ €40 cleaning fee per stay". */
  readonly plusPerStay: (name: string, amount: string) => string;
  readonly plusPerPersonNight: (name: string, amount: string) => string;
  /** A compulsory charge after its label « Frais obligatoires : », no « + » after a colon: "ménage de fin de séjour, 40 €". */
  readonly chargePerStay: (name: string, amount: string) => string;
  readonly chargePerPersonNight: (name: string, amount: string) => string;
  /** The label of the compulsory charges beside the rates by season. */
  readonly chargesLabel: string;
  /** Each offer its own line, named in its label so that its value needs no second colon: « Offre long séjour : −10 % dès 7 nuits ». */
  readonly longStay: (percent: string, nights: number) => InfoItem;
  readonly lastMinute: (percent: string, days: number) => InfoItem;
  readonly midweek: (percent: string) => InfoItem;
  /** The label, by the number of different days the seasons allow: one, « Jour d’arrivée », "Changeover day". */
  readonly arrivalDaysLabel: (days: number) => string;
  /** Between two offers: " ; " in French, "; " elsewhere. */
  readonly separator: string;
  /** "Haute saison : le samedi". */
  /** A season's arrival days after the label « Jours d’arrivée : »: the days, the season in brackets (no second colon). */
  readonly arrivalDays: (season: string, days: string) => string;
}

/** An owner's name of an extra inside a sentence: "Cleaning fee" as "cleaning fee" (an acronym, "WiFi", "BBQ", is left as it is). */
export const inSentence = (name: string): string =>
  /^\p{Lu}\p{Ll}*(?:\s|$)/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

/**
 * The same inside a German list, where nouns keep their capital: only an item opening with an article
 * or a determiner goes on in lower case (« …; ein kleiner Waschraum »), « Doppelbett … » stays as it is.
 */
export const inGermanSentence = (item: string): string =>
  /^(?:Ein|Eine|Einen|Einem|Einer|Der|Die|Das|Den|Dem|Kein|Keine|Zwei|Drei|Vier)\s/u.test(item)
    ? item.charAt(0).toLowerCase() + item.slice(1)
    : item;

const words: Translated<StayPriceWords> = {
  fr: {
    nextInList: inSentence,
    listSeparator: '\u00a0; ',
    from: (price) => `dès ${price}`,
    includesLabel: 'Compris dans le prix',
    taxLabel: 'Taxe de séjour',
    perAdultNight: (amount) => `${amount} par adulte et par nuit`,
    percentOfNight: (percent, cap) => `${percent} du prix de la nuit hors TVA par personne, au plus ${cap} par adulte et par nuit`,
    minorsFree: 'gratuite pour les moins de 18 ans',
    taxValue: (rate) => (rate ? `en sus\u00a0: ${rate}` : 'en sus, fixée par la commune'),
    taxSentence: (rate) => (rate ? `Taxe de séjour en sus\u00a0: ${rate}` : 'Taxe de séjour en sus, fixée par la commune'),
    taxInTotal: (rate) => `Taxe de séjour comprise dans ce total\u00a0: ${rate}.`,
    flatRateValue: 'aucune à payer en plus (forfait de la commune, à notre charge)',
    flatRateSentence: 'Pas de taxe de séjour à payer en plus\u00a0: la commune la perçoit au forfait auprès de nous.',
    registrationLabel: 'Numéro d’enregistrement',
    registrationOf: (unit) => `Numéro d’enregistrement (${unit})`,
    lead: (label) => `${label}\u00a0:`,
    // After « + » the owner's name goes on in lower case, as in a sentence: « 95 €/nuit + ménage de fin de séjour 40 € »; a
    // name that already says « séjour » is not told « par séjour » again (the French native panel), « + kit bébé 15 € par séjour ».
    plusPerStay: (name, amount) => `+ ${inSentence(name)} ${amount}${/(?<![\p{L}])séjour(?![\p{L}])/iu.test(name) ? '' : ' par séjour'}`,
    plusPerPersonNight: (name, amount) => `+ ${inSentence(name)} ${amount} par personne et par nuit`,
    chargePerStay: (name, amount) => `${inSentence(name)}, ${amount}${/(?<![\p{L}])séjour(?![\p{L}])/iu.test(name) ? '' : ' par séjour'}`,
    chargePerPersonNight: (name, amount) => `${inSentence(name)}, ${amount} par personne et par nuit`,
    chargesLabel: 'Frais obligatoires',
    longStay: (percent, nights) => ({ label: 'Offre long séjour', value: `−${percent} dès ${nights} nuits` }),
    lastMinute: (percent, days) => ({ label: 'Offre dernière minute', value: `−${percent} pour une arrivée dans les ${days} jours` }),
    midweek: (percent) => ({ label: 'Offre milieu de semaine', value: `−${percent} sur les nuits du dimanche au jeudi` }),
    arrivalDaysLabel: (days) => (days === 1 ? 'Jour d’arrivée' : 'Jours d’arrivée'),
    separator: '\u00a0; ',
    arrivalDays: (season, days) => `le ${days} (${inSentence(season)})`,
  },
  en: {
    nextInList: inSentence,
    listSeparator: '; ',
    from: (price) => `from ${price}`,
    includesLabel: 'Included in the price',
    taxLabel: 'Tourist tax',
    perAdultNight: (amount) => `${amount} per adult per night`,
    percentOfNight: (percent, cap) => `${percent} of the nightly price before VAT per person, up to ${cap} per adult per night`,
    minorsFree: 'free for under-18s',
    taxValue: (rate) => (rate ? `${rate}, payable on top` : 'payable on top, set by the local council'),
    taxSentence: (rate) => (rate ? `Plus tourist tax: ${rate}` : 'Plus tourist tax, set by the local council'),
    taxInTotal: (rate) => `Tourist tax included in this total: ${rate}.`,
    flatRateValue: 'none to pay on top (the local council’s flat rate, paid by us)',
    flatRateSentence: 'No tourist tax to pay on top: the local council charges it to us at a flat rate.',
    registrationLabel: 'Registration number',
    registrationOf: (unit) => `Registration number (${unit})`,
    lead: (label) => `${label}:`,
    // "+ €40 cleaning fee per stay": the amount first, as English says a price.
    plusPerStay: (name, amount) => `+ ${amount} ${inSentence(name)} per stay`,
    plusPerPersonNight: (name, amount) => `+ ${amount} ${inSentence(name)} per person per night`,
    chargePerStay: (name, amount) => `${inSentence(name)}, ${amount} per stay`,
    chargePerPersonNight: (name, amount) => `${inSentence(name)}, ${amount} per person per night`,
    chargesLabel: 'Compulsory charges',
    longStay: (percent, nights) => ({ label: 'Long-stay offer', value: `${percent} off stays of ${nights} nights or more` }),
    lastMinute: (percent, days) => ({ label: 'Last-minute offer', value: `${percent} off when you arrive within ${days} days` }),
    midweek: (percent) => ({ label: 'Midweek offer', value: `${percent} off Sunday to Thursday nights` }),
    arrivalDaysLabel: (days) => (days === 1 ? 'Changeover day' : 'Changeover days'),
    separator: '; ',
    arrivalDays: (season, days) => `${days} (${inSentence(season)})`,
  },
  nl: {
    nextInList: inSentence,
    listSeparator: '; ',
    from: (price) => `vanaf ${price}`,
    includesLabel: 'Inbegrepen in de prijs',
    taxLabel: 'Toeristenbelasting',
    perAdultNight: (amount) => `${amount} per volwassene per nacht`,
    percentOfNight: (percent, cap) => `${percent} van de nachtprijs exclusief btw per persoon, maximaal ${cap} per volwassene per nacht`,
    minorsFree: 'gratis onder de 18 jaar',
    taxValue: (rate) => (rate ? `niet inbegrepen: ${rate}` : 'niet inbegrepen, vastgesteld door de gemeente'),
    taxSentence: (rate) => (rate ? `Exclusief toeristenbelasting: ${rate}` : 'Exclusief toeristenbelasting, vastgesteld door de gemeente'),
    taxInTotal: (rate) => `Toeristenbelasting inbegrepen in dit totaal: ${rate}.`,
    flatRateValue: 'niets extra te betalen (vast bedrag van de gemeente, door ons betaald)',
    flatRateSentence: 'Geen toeristenbelasting bovenop de prijs: de gemeente int die als vast bedrag bij ons.',
    registrationLabel: 'Registratienummer',
    registrationOf: (unit) => `Registratienummer (${unit})`,
    lead: (label) => `${label}:`,
    plusPerStay: (name, amount) => `+ ${inSentence(name)} ${amount} per verblijf`,
    plusPerPersonNight: (name, amount) => `+ ${inSentence(name)} ${amount} per persoon per nacht`,
    chargePerStay: (name, amount) => `${inSentence(name)}, ${amount} per verblijf`,
    chargePerPersonNight: (name, amount) => `${inSentence(name)}, ${amount} per persoon per nacht`,
    chargesLabel: 'Verplichte kosten',
    longStay: (percent, nights) => ({ label: 'Korting bij lang verblijf', value: `${percent} vanaf ${nights} nachten` }),
    lastMinute: (percent, days) => ({ label: 'Lastminutekorting', value: `${percent} bij aankomst binnen ${days} dagen` }),
    midweek: (percent) => ({ label: 'Midweekkorting', value: `${percent} op de nachten van zondag tot donderdag` }),
    arrivalDaysLabel: (days) => (days === 1 ? 'Aankomstdag' : 'Aankomstdagen'),
    separator: '; ',
    arrivalDays: (season, days) => `op ${days} (${inSentence(season)})`,
  },
  de: {
    nextInList: inGermanSentence,
    listSeparator: '; ',
    from: (price) => `ab ${price}`,
    includesLabel: 'Im Preis inbegriffen',
    taxLabel: 'Kurtaxe',
    perAdultNight: (amount) => `${amount} pro Erwachsenen und Nacht`,
    percentOfNight: (percent, cap) =>
      `${percent} des Übernachtungspreises ohne MwSt. pro Person, höchstens ${cap} pro Erwachsenen und Nacht`,
    minorsFree: 'unter 18 Jahren frei',
    taxValue: (rate) => (rate ? `zusätzlich: ${rate}` : 'zusätzlich, von der Gemeinde festgelegt'),
    taxSentence: (rate) => (rate ? `Zuzüglich Kurtaxe: ${rate}` : 'Zuzüglich Kurtaxe, von der Gemeinde festgelegt'),
    taxInTotal: (rate) => `Kurtaxe in diesem Gesamtbetrag enthalten: ${rate}.`,
    flatRateValue: 'fällt nicht zusätzlich an (Pauschale der Gemeinde, von uns gezahlt)',
    flatRateSentence: 'Keine zusätzliche Kurtaxe: Die Gemeinde erhebt sie pauschal bei uns.',
    registrationLabel: 'Registriernummer',
    registrationOf: (unit) => `Registriernummer (${unit})`,
    lead: (label) => `${label}:`,
    plusPerStay: (name, amount) => `+ ${name} ${amount} pro Aufenthalt`,
    plusPerPersonNight: (name, amount) => `+ ${name} ${amount} pro Person und Nacht`,
    chargePerStay: (name, amount) => `${name}, ${amount} pro Aufenthalt`,
    chargePerPersonNight: (name, amount) => `${name}, ${amount} pro Person und Nacht`,
    chargesLabel: 'Obligatorische Nebenkosten',
    longStay: (percent, nights) => ({ label: 'Langzeitrabatt', value: `${percent} ab ${nights} Nächten` }),
    lastMinute: (percent, days) => ({ label: 'Last-Minute-Rabatt', value: `${percent} bei Anreise innerhalb von ${days} Tagen` }),
    midweek: (percent) => ({ label: 'Rabatt unter der Woche', value: `${percent} auf die Nächte von Sonntag bis Donnerstag` }),
    arrivalDaysLabel: (days) => (days === 1 ? 'Anreisetag' : 'Anreisetage'),
    separator: '; ',
    arrivalDays: (season, days) => `${days} (${season})`,
  },
};

/** "5 %", "5%", "5,5 %": a rate as the language writes a percentage. */
const percentIn = (lang: Lang, percent: number) =>
  new Intl.NumberFormat(intlLocales[lang], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);

/** A rate of taxe de séjour the guest pays, in words: "0,88€ par adulte et par nuit, gratuite pour les moins de 18 ans". */
export function touristTaxRateIn(lang: Lang, rule: Exclude<TouristTaxRule, { kind: 'forfait' }>): string {
  const text = words[lang];
  const rate =
    rule.kind === 'montant'
      ? text.perAdultNight(amountIn(lang, rule.eurosPerAdultNight))
      : text.percentOfNight(percentIn(lang, rule.percent), amountIn(lang, rule.capEurosPerAdultNight));
  return `${rate}, ${text.minorsFree}`;
}

/** A type's rule of taxe de séjour; null while the owner has not entered the commune's rate. */
export function touristTaxRuleOf(id: UnitTypeId): TouristTaxRule | null {
  return unitTypeOf(id).touristTax ?? null;
}

/**
 * The taxe de séjour of a type beside its price, said one way wherever it is (the pages, the price list,
 * the structured data): as an item of a list and as a sentence, « en sus » with its rate, or, under the
 * commune's flat rate, that nothing is added. `estimateNote` is what goes under an estimate whose total
 * holds the tax: included, never « en sus » beneath a total that already counts it.
 */
export function touristTaxIn(lang: Lang, id: UnitTypeId): InfoItem & { readonly sentence: string; readonly estimateNote: string } {
  return touristTaxOf(lang, touristTaxRuleOf(id));
}

/** The same for a rule (null: not given yet, said as set by the commune). Pure. */
export function touristTaxOf(
  lang: Lang,
  rule: TouristTaxRule | null,
): InfoItem & { readonly sentence: string; readonly estimateNote: string } {
  const text = words[lang];
  if (rule?.kind === 'forfait')
    return { label: text.taxLabel, value: text.flatRateValue, sentence: text.flatRateSentence, estimateNote: text.flatRateSentence };
  const rate = rule ? touristTaxRateIn(lang, rule) : null;
  return {
    label: text.taxLabel,
    value: text.taxValue(rate),
    sentence: text.taxSentence(rate),
    estimateNote: rate ? text.taxInTotal(rate) : text.taxSentence(rate),
  };
}

/** A price per night as one figure, from a type's rates by season: the rate, or « dès » the lowest where they differ. */
export function nightlyPriceOf(lang: Lang, rates: readonly number[]): string {
  const lowest = Math.min(...rates);
  const price = perNightIn(lang, lowest);
  return Math.max(...rates) > lowest ? words[lang].from(price) : price;
}

/**
 * A type's price per night as the tabs, the price list and the structured data show it: the rates with
 * the compulsory charges by night, then each compulsory charge by stay or by person beside it, never
 * left out (L112-1): « dès 70 €/nuit + ménage de fin de séjour 40 € par séjour ».
 */
export function nightlyPriceIn(lang: Lang, id: UnitTypeId): string | undefined {
  const rates = nightlyRatesWithCharges(id);
  return rates && [nightlyPriceOf(lang, Object.values(rates)), ...compulsoryChargesIn(lang, id)].join(' ');
}

/**
 * A type's prices by season for the line beside its « dès » price (./season-price-line.tsx): each
 * season's name and night price in `lang` (compulsory charges by night included), the owner's periods;
 * undefined until its rates are given, and for one rate all year.
 */
export function seasonPricesIn(lang: Lang, id: UnitTypeId): SeasonPrices | undefined {
  const rates = nightlyRatesWithCharges(id);
  // One rate all year: the price beside it says it all.
  if (!rates || new Set(Object.values(rates)).size < 2) return undefined;
  return {
    lang,
    builtOn: parisTime(new Date()).day,
    seasons: staysFacts.seasons.map((season) => ({
      id: season.id,
      name: seasonName(lang, season),
      price: perNightIn(lang, rates[season.id]),
    })),
    periods: staysFacts.seasonPeriods ?? [],
    defaultSeason: staysFacts.defaultSeason,
    words: seasonPriceWords[lang],
  };
}

/**
 * A type's compulsory charges by stay or by person, as said beside its nightly prices: "+ ménage de fin
 * de séjour 40 € par séjour" (French and the others write the owner's name after « + » as in a sentence).
 */
export function compulsoryChargesIn(lang: Lang, id: UnitTypeId, options: { readonly inSentence?: boolean } = {}): readonly string[] {
  const text = words[lang];
  const named = (name: string) => (options.inSentence && lang === 'fr' ? inSentence(name) : name);
  return compulsoryBeside(extrasOf(id, lang)).map((extra) =>
    (extra.unit === 'sejour' ? text.plusPerStay : text.plusPerPersonNight)(named(extra.name), amountIn(lang, extra.euros)),
  );
}

/**
 * Beside a list of rates by season (the chalets' panel, the price list): the compulsory charges, the offers and
 * arrival days. The charges listed after their label, without the « + » they take beside a price:
 * « Frais obligatoires : ménage de fin de séjour, 40 € ».
 */
export function rateNotesIn(lang: Lang, id: UnitTypeId): readonly InfoItem[] {
  const text = words[lang];
  const charges = compulsoryBeside(extrasOf(id, lang)).map((extra) =>
    (extra.unit === 'sejour' ? text.chargePerStay : text.chargePerPersonNight)(extra.name, amountIn(lang, extra.euros)),
  );
  return [...(charges.length > 0 ? [{ label: text.chargesLabel, value: charges.join(text.separator) }] : []), ...offerNotesIn(lang)];
}

/** The owner's offers switched on (above 0 %) and the seasons' arrival days, in words: beside the prices. */
export function offerNotesIn(lang: Lang): readonly InfoItem[] {
  const text = words[lang];
  const { longStay, lastMinute, midweek } = offerRules;
  const offers = [
    longStay.percent > 0 ? text.longStay(percentIn(lang, longStay.percent), longStay.fromNights) : null,
    lastMinute.percent > 0 ? text.lastMinute(percentIn(lang, lastMinute.percent), lastMinute.withinDays) : null,
    midweek.percent > 0 ? text.midweek(percentIn(lang, midweek.percent)) : null,
  ].filter((offer): offer is InfoItem => offer !== null);
  const seasons = staysFacts.seasons.filter((season) => season.arrivalDays.length > 0);
  const days = new Set(seasons.flatMap((season) => season.arrivalDays)).size;
  const arrivals = seasons.map((season) =>
    text.arrivalDays(
      seasonName(lang, season),
      weekdaysIn(
        lang,
        season.arrivalDays.map((day) => weekdayIds.indexOf(day)),
      ),
    ),
  );
  return [...offers, ...(arrivals.length > 0 ? [{ label: text.arrivalDaysLabel(days), value: arrivals.join(text.separator) }] : [])];
}

/**
 * What a type's nightly price includes, in the owner's words in `lang` (French, marked, where
 * untranslated); undefined until the owner says it: every compulsory charge is in the price shown
 * anyway (compulsory extras), so a price without this line misleads no one.
 */
export function priceIncludesIn(lang: Lang, id: UnitTypeId): InfoItem | undefined {
  const includes = readLocalizedData<Stays>('stays', staysData, lang).unitTypes.find((type) => type.id === id)?.priceIncludes;
  return includes === undefined ? undefined : { label: words[lang].includesLabel, value: includes };
}

/** What goes beside a type's price: what it includes, the taxe de séjour on top, the offers and arrival days. */
export function priceNotesIn(lang: Lang, id: UnitTypeId): readonly InfoItem[] {
  const tax = touristTaxIn(lang, id);
  const includes = priceIncludesIn(lang, id);
  return [...(includes ? [includes] : []), { label: tax.label, value: tax.value }, ...rateNotesIn(lang, id)];
}

/** The registration numbers (loi n° 2024-1039) of a type's units that hold one, named by unit where the type has several. */
export function registrationItemsOf(
  lang: Lang,
  units: readonly { readonly name: string; readonly registrationNumber?: string }[],
): readonly InfoItem[] {
  const text = words[lang];
  return units.flatMap(({ name, registrationNumber }) =>
    registrationNumber ? [{ label: units.length > 1 ? text.registrationOf(name) : text.registrationLabel, value: registrationNumber }] : [],
  );
}

/** A type's registration numbers, once the owner has entered them in content/data/stays.json. */
export const registrationItemsIn = (lang: Lang, id: UnitTypeId): readonly InfoItem[] => registrationItemsOf(lang, unitsOf(unitTypeOf(id)));

/** An item of a list written in running text: its label as a lead-in ("Compris dans le prix :"), then its value. */
export function inRunningText(lang: Lang, item: InfoItem): { readonly lead: string; readonly value: string } {
  return { lead: words[lang].lead(item.label), value: item.value };
}

/**
 * A list whose items follow each other after semicolons (« Lit double … ; Canapé-lit … »), as its
 * language writes it: French with its space before the semicolon, each item after the first in the
 * case the language gives it there (« …; slaapbank », « …; ein kleiner Waschraum »).
 */
export function semicolonList(lang: Lang, items: readonly string[]): string {
  const { nextInList, listSeparator } = words[lang];
  return items.map((item, index) => (index > 0 ? nextInList(item) : item)).join(listSeparator);
}
