// The accommodations page's texts in a language: the owner's (content/data/accommodations-page.json),
// French where not translated, with the facts of content/data/stays.json (./stays.ts) they show; the
// site's own words are ./accommodations-words.ts.
import { cabinSectionWords } from '@/features/stays/units/cabin-section-words';
import { readLocalizedData } from '@/content/localized-data';
import { photoOf } from '@/config/photo';
import { priceListFiles } from '@/features/stays/pricing/price-list';
import { amountIn, hoursIn } from '@/lib/prices';
import type { AccommodationsPageData } from '@/content/schema/pages';
import { bookingTermsIn } from '@/features/stays/pricing/booking-terms';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import { highestRate, isOfferedId, lowestRate, offeredUnitTypes, rateItems, stays } from '@/features/stays/stays';
import { cabinTypeIds, chaletTypeId, type UnitTypeIdOf } from '@/content/unit-types';
import {
  compulsoryChargesIn,
  inRunningText,
  nightlyPriceIn,
  priceIncludesIn,
  priceNotesIn,
  registrationItemsIn,
  seasonPricesIn,
  touristTaxIn,
  touristTaxRuleOf,
} from '@/features/stays/pricing/stay-price';
import type { SeasonPrices } from '@/features/stays/pricing/season-price-line';
import type { Banner, InfoItem, PageMeta, Photo } from '@/config/types';
import type { Lang } from '@/lib/i18n/languages';
import type { Given } from '@/content/given-facts';
import { ownerDataFile } from '@/content/owner-data';
import { accommodationsMetaWords, cabinPricesWords, accommodationsWords } from '@/features/stays/units/accommodations-words';

const pageData = ownerDataFile('accommodations-page');

type CabinTypeId = UnitTypeIdOf<'cabin'>;

export interface Cabin {
  readonly id: CabinTypeId;
  readonly name: string;
  readonly images: readonly Photo[];
  readonly description: string;
  /** As shown to visitors, per night: « dès » the lowest rate where the seasons' rates differ; none until the rates are given. */
  readonly price: string | undefined;
  /** The lowest nightly price in euros, for structured data; none until the rates are given. */
  readonly priceEuros: number | undefined;
  /** A night's price in the season under way, where the seasons' rates differ (./season-price-line.tsx). */
  readonly seasonPrices: SeasonPrices | undefined;
  /** What the price includes (the owner's words), once given, and the taxe de séjour on top, beside the price. */
  readonly priceIncludes: { readonly lead: string; readonly value: string } | undefined;
  readonly touristTax: string;
  /** Its registration number, once the owner has entered it. */
  readonly registration: readonly { readonly lead: string; readonly value: string }[];
  readonly equipements: readonly string[];
}

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
// Read in the page's language while the page renders: a text whose translation is missing stays
// French and is marked so (lib/i18n/fallback.ts), for that page's render only.
const pageIn = (lang: Lang) => readLocalizedData<AccommodationsPageData>('accommodations-page', pageData, lang);

/** "70 €" as the French description has always written it; the other languages by their conventions. */
const metaAmount = (lang: Lang, euros: number) => (lang === 'fr' ? `${euros}\u00a0€` : amountIn(lang, euros));

/** The accommodation page's title and description in a language. */
export function accommodationsMetaIn(lang: Lang): PageMeta {
  // The cabins whose rates are given (stays.ts, isOffered): their prices, or none said at all.
  const rates = cabinTypeIds.flatMap((id) => {
    const [lowest, highest] = [lowestRate(id), highestRate(id)];
    return lowest === undefined || highest === undefined ? [] : [{ lowest, highest }];
  });
  const prices = cabinPricesWords[lang];
  const [small, large] = rates;
  const varies = rates.some((rate) => rate.highest > rate.lowest);
  // Every compulsory charge the cabins' prices leave out (by stay, by person), once each, then the tax on top.
  const offered = cabinTypeIds.filter((id) => lowestRate(id) !== undefined);
  const charges = prices.charges([...new Set(offered.flatMap((id) => compulsoryChargesIn(lang, id, { inSentence: true })))]);
  const tax = offered.some((id) => touristTaxRuleOf(id)?.kind !== 'forfait') ? prices.plusTax : '';
  const phrase =
    small === undefined
      ? undefined
      : (large === undefined || rates.length > 2 || varies
          ? prices.from(metaAmount(lang, Math.min(...rates.map((rate) => rate.lowest))), charges)
          : prices.both(metaAmount(lang, small.lowest), metaAmount(lang, large.lowest), charges)) + tax;
  return accommodationsMetaWords[lang](phrase);
}

export const accommodationsMeta: PageMeta = accommodationsMetaIn('fr');

/** The accommodation page's banner in a language: its title is the page's heading and its share image's. */
export function accommodationsBannerIn(lang: Lang): Banner {
  const { banner } = pageIn(lang);
  return { ...banner, photo: photoOf(banner.photo) };
}

export const accommodationsBanner: Banner = accommodationsBannerIn('fr');

/** Arrival, departure and house rules, shared by the chalets and the cabins, in a language. */
export function stayConditionsIn(lang: Lang) {
  const text = accommodationsWords[lang];
  const petExtra = stays.extras.find((extra) => extra.unit === 'animal-nuit');
  return {
    arrival: { label: text.arrival, value: hoursIn(lang, stays.arrival.opens, stays.arrival.closes), ...stays.arrival },
    departure: { label: text.departure, value: hoursIn(lang, stays.departure.opens, stays.departure.closes), ...stays.departure },
    pets: { label: text.pets, value: text.petsAccepted(petExtra ? amountIn(lang, petExtra.euros) : null) },
    deposit: { label: text.deposit, value: amountIn(lang, stays.depositEuros) },
    smoking: { label: text.smoking, value: text.nonSmoking },
    prices: { label: text.pricesLabel, value: text.pricesWithVat },
  };
}

export function stayInfoItemsIn(lang: Lang): readonly InfoItem[] {
  const conditions = stayConditionsIn(lang);
  return [conditions.arrival, conditions.departure, conditions.pets, conditions.deposit, conditions.smoking, conditions.prices];
}

/** The chalets' section: the owner's title, description and equipment, the site's words around them. */
export function chaletSectionIn(lang: Lang) {
  const text = accommodationsWords[lang];
  const page = pageIn(lang);
  return {
    title: page.chalets.title,
    description: page.chalets.description,
    equipmentTitle: text.equipmentTitle,
    equipment: page.chalets.equipment,
    /** The price list, once a type is offered (its rates given): none before. */
    priceList:
      offeredUnitTypes.length > 0 ? { label: text.priceList, href: `/${priceListFiles[lang]}`, fileName: priceListFiles[lang] } : undefined,
    callToBook: text.callToBook,
    /** « Demander un séjour »: opens the stay request for the chalets, under the estimate; none until their rates are given. */
    requestDates: isOfferedId(chaletTypeId) ? stayRequestWords[lang].open : undefined,
    carouselLabel: text.chaletPhotos,
    images: page.chalets.images.map(photoOf),
    infoTitle: text.infoTitle,
    /** By season, in the panel and the price list; empty until the owner sets the chalets' rates in content/data/stays.json. */
    nightlyRates: rateItems(chaletTypeId, lang),
    /** Beside the description (issue 49, prices first): « dès » the lowest, the night's price in the season under way, the tax. */
    price: nightlyPriceIn(lang, chaletTypeId),
    seasonPrices: seasonPricesIn(lang, chaletTypeId),
    touristTax: touristTaxIn(lang, chaletTypeId).sentence,
    /** Beside the rates: what they include, the taxe de séjour on top; none until the rates are given. */
    priceNotes: isOfferedId(chaletTypeId) ? priceNotesIn(lang, chaletTypeId) : [],
    registration: registrationItemsIn(lang, chaletTypeId),
    /** The link from the price list to the booking terms, lower on the page. */
    bookingTerms: bookingTermsIn(lang).link,
  };
}

/** The cabins' section: the owner's title, introduction and banner, the site's words around them. */
export function cabinSectionIn(lang: Lang) {
  const { cabins } = pageIn(lang);
  return {
    ...cabinSectionWords[lang],
    requestDates: stayRequestWords[lang].open,
    title: cabins.title,
    intro: cabins.intro,
    banner: photoOf(cabins.banner),
  };
}

/** A cabin as the pages show it: its words and photos from the page's data, its price from stays.json. */
function cabinOf(id: CabinTypeId, lang: Lang, page: Given<AccommodationsPageData>): Cabin {
  const owner = page.cabins[id];
  const includes = priceIncludesIn(lang, id);
  return {
    id,
    name: owner.name,
    price: nightlyPriceIn(lang, id),
    priceEuros: lowestRate(id),
    seasonPrices: seasonPricesIn(lang, id),
    priceIncludes: includes && inRunningText(lang, includes),
    touristTax: touristTaxIn(lang, id).sentence,
    registration: registrationItemsIn(lang, id).map((item) => inRunningText(lang, item)),
    description: owner.description,
    equipements: owner.equipment,
    images: owner.images.map(photoOf),
  };
}

/** The cabins in a language, in the table's order (content/unit-types.ts): the owner's names, descriptions, equipment and photo alt texts, French where not translated. */
export function cabinsIn(lang: Lang): readonly Cabin[] {
  const page = pageIn(lang);
  return cabinTypeIds.map((id) => cabinOf(id, lang, page));
}

// French, as the structured data and the content check read them.
export const stayConditions = stayConditionsIn('fr');
export const stayInfoItems = stayInfoItemsIn('fr');
export const chaletSection = chaletSectionIn('fr');
export const cabinSection = cabinSectionIn('fr');
export const cabins = cabinsIn('fr');
