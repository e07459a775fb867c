// The accommodations page's own words in each language: its metadata's template, its labels and
// headings around the owner's texts (./accommodations-content.ts).
import type { PageMeta } from '@/config/types';
import type { Translated } from '@/lib/i18n/languages';

/** The page's title and description, the site's own words (the owner's file has none), with the cabins' rates. */
/** `cabinPrices`: the cabins' prices as a phrase, none until their rates are given. */
export const accommodationsMetaWords: Translated<(cabinPrices: string | undefined) => PageMeta> = {
  fr: (cabinPrices) => ({
    title: 'Hébergements\u00a0: chalets et cabanes',
    description: `Au bord du lac\u00a0: chalets familiaux tout équipés avec terrasse et cabanes dans les arbres${cabinPrices ? ` ${cabinPrices}` : ''}. Disponibilités, estimation, tarifs à télécharger, demande de séjour en ligne.`,
  }),
  en: (cabinPrices) => ({
    title: 'Accommodation: chalets and treehouses',
    description: `By the lake: fully equipped family chalets with a terrace, and treehouses${cabinPrices ? ` ${cabinPrices}` : ''}. Availability, a price estimate, a price list to download and online booking enquiries.`,
  }),
  nl: (cabinPrices) => ({
    title: 'Accommodaties: chalets en boomhutten',
    description: `Volledig ingerichte familiechalets met terras aan het meer, en boomhutten${cabinPrices ? ` ${cabinPrices}` : ''}. Beschikbaarheid, prijsindicatie, prijslijst om te downloaden, online boekingsaanvraag.`,
  }),
  de: (cabinPrices) => ({
    title: 'Unterkünfte: Chalets und Baumhäuser',
    description: `Direkt am See: komplett ausgestattete Familienchalets mit Terrasse, dazu Baumhäuser${cabinPrices ? ` ${cabinPrices}` : ''}. Verfügbarkeit, Preisberechnung, Preisliste zum Herunterladen, Buchungsanfrage online.`,
  }),
};

/**
 * The cabins' two rates, or « dès » the lower where a cabin's rates differ by season, with every
 * compulsory charge by stay or by person beside them (« + ménage de fin de séjour 40 € par séjour ») and
 * the taxe de séjour on top unless the commune takes it at a flat rate from the venue (C. conso L112-1,
 * arrêté du 3 décembre 1987: a price says what it leaves out), as the page beside them says: a search
 * snippet and a shared link are read alone.
 */
export const cabinPricesWords: Translated<{
  readonly both: (small: string, large: string, charges: string) => string;
  readonly from: (lowest: string, charges: string) => string;
  /** The compulsory charges after the nightly prices ("{charges}" above), each as stay-price.ts writes it (« + ménage de fin de séjour 40 € »). */
  readonly charges: (items: readonly string[]) => string;
  /** After the prices: the tax on top; nothing under the commune's flat rate. */
  readonly plusTax: string;
}> = {
  fr: {
    both: (small, large, charges) => `à ${small} et ${large} la nuit${charges}`,
    from: (lowest, charges) => `dès ${lowest} la nuit${charges}`,
    // No « + » in a sentence (the French reader, round D): « …la nuit, ménage de fin de séjour 40 € en plus ».
    charges: (items) => (items.length === 0 ? '' : `, ${items.map((item) => item.replace(/^\+\s*/u, '')).join(', ')} en plus`),
    plusTax: ', taxe de séjour en sus',
  },
  en: {
    both: (small, large, charges) => `at ${small} and ${large} a night${charges}`,
    from: (lowest, charges) => `from ${lowest} a night${charges}`,
    charges: (items) => items.map((item) => ` ${item}`).join(''),
    plusTax: ', plus tourist tax',
  },
  nl: {
    both: (small, large, charges) => `voor ${small} en ${large} per nacht${charges}`,
    from: (lowest, charges) => `vanaf ${lowest} per nacht${charges}`,
    charges: (items) => items.map((item) => ` ${item}`).join(''),
    plusTax: ' (exclusief toeristenbelasting)',
  },
  de: {
    both: (small, large, charges) => `für ${small} und ${large} pro Nacht${charges}`,
    from: (lowest, charges) => `ab ${lowest} pro Nacht${charges}`,
    charges: (items) => items.map((item) => ` ${item}`).join(''),
    plusTax: ' (zzgl. Kurtaxe)',
  },
};

/**
 * A night's price in the season under way, beside a unit's « dès » price (issue 49, prices first):
 * "{season}", "{date}" (its last night), "{price}" ("95€/nuit", compulsory charges by night included);
 * `open` for a season no other follows in the owner's periods.
 */
export const seasonPriceWords: Translated<{ readonly until: string; readonly open: string }> = {
  fr: { until: '{season}, jusqu’au {date}\u00a0: {price}', open: '{season}\u00a0: {price}' },
  en: { until: '{season}, until {date}: {price}', open: '{season}: {price}' },
  nl: { until: '{season}, tot {date}: {price}', open: '{season}: {price}' },
  de: { until: '{season}, bis {date}: {price}', open: '{season}: {price}' },
};

export interface AccommodationsWords {
  readonly arrival: string;
  readonly departure: string;
  readonly pets: string;
  /** The supplement is charged per animal and per night (the estimate multiplies both): say both. */
  /** `amount` by animal and night (the owner's extra by animal and night); null where there is none. */
  readonly petsAccepted: (amount: string | null) => string;
  readonly deposit: string;
  readonly smoking: string;
  readonly nonSmoking: string;
  /** Every price on the page and the price list, said once (arrêté du 3 décembre 1987: taxes included or not). */
  readonly pricesLabel: string;
  readonly pricesWithVat: string;
  readonly equipmentTitle: string;
  readonly priceList: string;
  readonly callToBook: string;
  readonly chaletPhotos: string;
  readonly infoTitle: string;
}

/** The accommodation page's own words around the owner's texts, in each language. */
export const accommodationsWords: Translated<AccommodationsWords> = {
  fr: {
    arrival: 'Arrivée',
    departure: 'Départ',
    pets: 'Animaux',
    petsAccepted: (amount) => (amount ? `acceptés (+${amount} par animal et par nuit)` : 'acceptés'),
    deposit: 'Caution',
    smoking: 'Tabac',
    nonSmoking: 'hébergements non-fumeurs',
    pricesLabel: 'Prix',
    pricesWithVat: 'en euros, TVA comprise',
    equipmentTitle: 'Équipements inclus',
    priceList: 'Télécharger les tarifs (PDF)',
    callToBook: 'Nous appeler',
    chaletPhotos: 'Photos des chalets',
    infoTitle: 'Informations complémentaires',
  },
  en: {
    arrival: 'Arrival',
    departure: 'Departure',
    pets: 'Pets',
    petsAccepted: (amount) => (amount ? `welcome (+ ${amount} per pet per night)` : 'welcome'),
    deposit: 'Security deposit',
    smoking: 'Smoking',
    nonSmoking: 'not allowed inside',
    pricesLabel: 'Prices',
    pricesWithVat: 'in euros, including VAT',
    equipmentTitle: 'Facilities',
    priceList: 'Download the price list (PDF)',
    callToBook: 'Call us',
    chaletPhotos: 'Photos of the chalets',
    infoTitle: 'Good to know',
  },
  nl: {
    arrival: 'Aankomst',
    departure: 'Vertrek',
    pets: 'Huisdieren',
    petsAccepted: (amount) => (amount ? `welkom (+ ${amount} per huisdier per nacht)` : 'welkom'),
    deposit: 'Borg',
    smoking: 'Roken',
    nonSmoking: 'binnen niet toegestaan',
    pricesLabel: 'Prijzen',
    pricesWithVat: 'in euro, inclusief btw',
    equipmentTitle: 'Voorzieningen',
    priceList: 'Prijslijst downloaden (pdf)',
    callToBook: 'Bel ons',
    chaletPhotos: 'Foto’s van de chalets',
    infoTitle: 'Goed om te weten',
  },
  de: {
    arrival: 'Anreise',
    departure: 'Abreise',
    pets: 'Haustiere',
    petsAccepted: (amount) => (amount ? `erlaubt (+${amount} pro Tier und Nacht)` : 'erlaubt'),
    deposit: 'Kaution',
    smoking: 'Rauchen',
    nonSmoking: 'in der Unterkunft nicht gestattet',
    pricesLabel: 'Preise',
    pricesWithVat: 'in Euro, inklusive Mehrwertsteuer',
    equipmentTitle: 'Ausstattung',
    priceList: 'Preisliste herunterladen (PDF)',
    callToBook: 'Rufen Sie uns an',
    chaletPhotos: 'Fotos der Chalets',
    infoTitle: 'Gut zu wissen',
  },
};
