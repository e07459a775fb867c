// Schema.org data for search engines, built from the very constants the pages print, so that the
// hours, prices and addresses they read can never disagree with what visitors see.
import type {
  Accommodation,
  Campground,
  DayOfWeek,
  Graph,
  LocationFeatureSpecification,
  Menu,
  MenuItem,
  Offer,
  OpeningHoursSpecification,
  PostalAddress,
  Restaurant,
  Service,
  Thing,
  TouristAttraction,
  UnitPriceSpecification,
  WebPage,
  WebSite,
} from 'schema-dts';
import { cabinsIn, stayConditions } from '@/features/stays/units/accommodations-content';
import { email, phone } from '@/config/contact';
import { fishing, glassworks } from '@/features/leisure/leisure';
import { leisureWords } from '@/features/leisure/leisure-words';
import { readLocalizedData } from '@/content/localized-data';
import type { Given } from '@/content/given-facts';
import type { PlaceId } from '@/features/opening-hours/opening-status-words';
import { menuWords } from '@/features/restaurant/menu-words';
import { restaurantMenu, type Dish } from '@/features/restaurant/menu';
import { restaurantHours } from '@/content/restaurant-week';
import type { RestaurantHours } from '@/lib/restaurant-services';
import { pathOf, type RouteId } from '@/config/routes';
import type { MenuData } from '@/content/schema/menu';
import type { AccommodationsPageData, LeisurePageData, RestaurantPageData } from '@/content/schema/pages';
import type { FishingData } from '@/content/schema/prices';
import { shareImage, shareImagePath } from '@/config/share-image';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { siteName } from '@/config/site';
import { inRunningText, nightlyPriceIn, priceIncludesIn, touristTaxIn } from '@/features/stays/pricing/stay-price';
import { extrasOf, highestRate, lowestRate, offeredUnitTypes } from '@/features/stays/stays';
import { compulsoryBeside } from '@/features/stays/availability/offers';
import { frenchPublicHolidays } from '@/lib/opening-status';
import { absoluteUrl } from '@/config/page-metadata';
import { currency, nodeIds, postalAddress } from '@/config/structured-data';
import { closuresOf } from '@/features/opening-hours/place-schedules';
import { ownerDataFile } from '@/content/owner-data';
import { isCabinTypeId } from '@/content/unit-types';
import { pageTitle, routeFor } from './page-metadata';
import { structuredDataNames } from './seo';

const accommodationsPageData = ownerDataFile('accommodations-page');
const fishingData = ownerDataFile('fishing');
const leisurePageData = ownerDataFile('leisure-page');
const menuData = ownerDataFile('menu');
const restaurantPageData = ownerDataFile('restaurant-page');

/** The days of the week as schema.org names them, Monday first (the order lib/opening-status.ts counts in). */
const everyDay: readonly DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

function schemaDay(weekday: number): DayOfWeek {
  const day = everyDay[weekday];
  if (!day) throw new Error(`Unknown weekday ${weekday} in the opening hours.`);
  return day;
}

/**
 * The owner's texts the graph carries, in a language (content/localized-data.ts: French where a
 * translation is missing). JSON-LD has no lang="fr" to mark such a stand-in: nothing is marked.
 */
function ownerTextsIn(lang: Lang) {
  const read = <T>(file: Parameters<typeof readLocalizedData>[0], data: unknown): Given<T> =>
    readLocalizedData<T>(file, data, lang, (text) => text);
  return {
    accommodationsPage: read<AccommodationsPageData>('accommodations-page', accommodationsPageData),
    restaurantPage: read<RestaurantPageData>('restaurant-page', restaurantPageData),
    leisurePage: read<LeisurePageData>('leisure-page', leisurePageData),
    fishing: read<FishingData>('fishing', fishingData),
    menu: read<MenuData>('menu', menuData),
  };
}

type OwnerTexts = ReturnType<typeof ownerTextsIn>;

function features(names: readonly string[]): LocationFeatureSpecification[] {
  return names.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true }));
}

/** Opening periods that share their hours become one specification listing their days. */
function groupedHours(
  entries: readonly { readonly day: DayOfWeek; readonly opens: string; readonly closes: string }[],
): OpeningHoursSpecification[] {
  const groups = new Map<string, { opens: string; closes: string; days: DayOfWeek[] }>();
  for (const { day, opens, closes } of entries) {
    const key = `${opens}-${closes}`;
    const group = groups.get(key) ?? { opens, closes, days: [] };
    group.days.push(day);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

/** A page's address in a language, with an anchor: where a node's description is, in the page's language. */
const pageUrl = (id: RouteId, lang: Lang, anchor = '') => absoluteUrl(`${pathOf(id, lang)}${anchor}`);

function chaletAccommodation(lang: Lang, texts: OwnerTexts): Accommodation {
  const chaletSection = texts.accommodationsPage.chalets;
  return {
    '@type': 'Accommodation',
    '@id': nodeIds.chalets,
    name: chaletSection.title,
    description: chaletSection.description.join(' '),
    url: pageUrl('stays', lang, '#chalets'),
    amenityFeature: features(chaletSection.equipment),
    petsAllowed: true,
    smokingAllowed: false,
  };
}

/** A cabin's words in the page's language: the owner's, as the accommodation page prints them. */
function cabinTexts(texts: OwnerTexts, id: string) {
  if (!isCabinTypeId(id)) throw new Error(`No cabin "${id}" in content/data/accommodations-page.json.`);
  return texts.accommodationsPage.cabins[id];
}

function cabinAccommodations(lang: Lang, texts: OwnerTexts): Accommodation[] {
  return cabinsIn(lang).map((cabin) => ({
    '@type': 'Accommodation',
    '@id': nodeIds.cabin(cabin.id),
    name: cabinTexts(texts, cabin.id).name,
    description: cabinTexts(texts, cabin.id).description,
    url: pageUrl('stays', lang, '#cabanes'),
    amenityFeature: features(cabinTexts(texts, cabin.id).equipment),
    petsAllowed: true,
    smokingAllowed: false,
  }));
}

/**
 * An offer per unit type whose rates the owner has given: its lowest nightly price, the range where
 * the seasons' rates differ, and in words, as beside every price on the page, what the price includes
 * and the taxe de séjour. Compulsory extras (L112-1) are in it as on the page: those by night in the
 * nightly price and its range (lowestRate, highestRate); one by stay or by person cannot be a part of a
 * price per night, so it is a component of its own beside the nightly one (schema.org's
 * CompoundPriceSpecification, « e.g. final cleaning »), and the offer carries no single price that
 * would leave it out; the description says it beside the rate: « 70€/nuit + Ménage de fin de séjour
 * 40€ par séjour » (nightlyPriceIn).
 */
function stayOffers(lang: Lang, texts: OwnerTexts): Offer[] {
  return offeredUnitTypes.flatMap((type) => {
    const [lowest, highest, price] = [lowestRate(type.id), highestRate(type.id), nightlyPriceIn(lang, type.id)];
    if (lowest === undefined || highest === undefined || price === undefined) return [];
    const includes = priceIncludesIn(lang, type.id);
    const included = includes && inRunningText(lang, includes);
    const nightly: UnitPriceSpecification = {
      '@type': 'UnitPriceSpecification',
      price: lowest,
      ...(highest > lowest ? { minPrice: lowest, maxPrice: highest } : {}),
      priceCurrency: currency,
      unitCode: 'DAY',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
    };
    const beside = compulsoryBeside(extrasOf(type.id, lang));
    const offer: Offer = {
      '@type': 'Offer',
      name: isCabinTypeId(type.id) ? cabinTexts(texts, type.id).name : texts.accommodationsPage.chalets.title,
      description: [price, ...(included ? [`${included.lead} ${included.value}`] : []), touristTaxIn(lang, type.id).sentence].join(' · '),
      itemOffered: { '@id': isCabinTypeId(type.id) ? nodeIds.cabin(type.id) : nodeIds.chalets },
      priceCurrency: currency,
      ...(beside.length === 0
        ? { price: lowest, priceSpecification: nightly }
        : {
            priceSpecification: {
              '@type': 'CompoundPriceSpecification',
              priceCurrency: currency,
              priceComponent: [
                nightly,
                ...beside.map((extra): UnitPriceSpecification => ({
                  '@type': 'UnitPriceSpecification',
                  name: extra.name,
                  price: extra.euros,
                  priceCurrency: currency,
                  // Once per stay, or per person and night (UN/CEFACT: DAY, a night; C62, one).
                  referenceQuantity:
                    extra.unit === 'sejour'
                      ? { '@type': 'QuantitativeValue', value: 1, unitCode: 'C62', unitText: stayUnitText[lang] }
                      : { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
                  ...(extra.unit === 'personne-nuit'
                    ? { eligibleQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: personUnitText[lang] } }
                    : {}),
                })),
              ],
            },
          }),
    };
    return [offer];
  });
}

/** The unit of a charge by stay, and of one by person, as the structured data names them. */
const stayUnitText: Readonly<Record<Lang, string>> = { fr: 'séjour', en: 'stay', nl: 'verblijf', de: 'Aufenthalt' };
const personUnitText: Readonly<Record<Lang, string>> = { fr: 'personne', en: 'person', nl: 'persoon', de: 'Person' };

/** The phone, e-mail and address a node gives: those the owner has given (each needed to publish). */
function contactPoints(): { telephone?: string; email?: string; address?: PostalAddress } {
  const address = postalAddress();
  return { ...(phone ? { telephone: phone.international } : {}), ...(email ? { email } : {}), ...(address ? { address } : {}) };
}

/** The venue itself: a campground of chalets and treehouses, which is also a lodging business. */
function venueNode(lang: Lang, texts: OwnerTexts): Campground {
  return {
    '@type': 'Campground',
    '@id': nodeIds.venue,
    name: siteName,
    description: routeFor('home', lang).meta.description,
    url: pageUrl('home', lang),
    image: absoluteUrl(shareImagePath('home', lang)),
    ...contactPoints(),
    checkinTime: stayConditions.arrival.opens,
    checkoutTime: stayConditions.departure.closes,
    petsAllowed: true,
    smokingAllowed: false,
    amenityFeature: features([texts.restaurantPage.banner.title, texts.leisurePage.fishing.title, texts.leisurePage.fitnessTrail.title]),
    containsPlace: [chaletAccommodation(lang, texts), ...cabinAccommodations(lang, texts)],
    makesOffer: stayOffers(lang, texts),
  };
}

function restaurantNode(lang: Lang, texts: OwnerTexts, today: string): Restaurant {
  return {
    '@type': 'Restaurant',
    '@id': nodeIds.restaurant,
    name: structuredDataNames[lang].restaurant,
    description: texts.restaurantPage.presentation.paragraphs.join(' '),
    url: pageUrl('restaurant', lang),
    image: absoluteUrl(shareImagePath('restaurant', lang)),
    ...contactPoints(),
    acceptsReservations: pageUrl('restaurant', lang, '#reservation'),
    ...(restaurantMenu ? { hasMenu: { '@id': nodeIds.menu } } : {}),
    openingHoursSpecification: [
      ...groupedHours(
        restaurantHours.week.flatMap((services, weekday) => services.map((period) => ({ day: schemaDay(weekday), ...period }))),
      ),
      ...restaurantPeriodSpecifications(today),
    ],
    ...specialHours(closureSpecifications('restaurant', today)),
    containedInPlace: { '@id': nodeIds.venue },
  };
}

const diets = {
  vegetarien: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'sans-gluten': 'https://schema.org/GlutenFreeDiet',
} as const;

/** schema.org's suitableForDiet takes several values: one as itself, more as a list. */
function suitableForDiet({ diets: followed = [] }: Pick<Dish, 'diets'>): Pick<MenuItem & object, 'suitableForDiet'> {
  // No diet may be written as the field left out (content/schema/menu.ts).
  const [first, ...more] = followed.map((diet) => diets[diet]);
  if (!first) return {};
  return { suitableForDiet: more.length > 0 ? [first, ...more] : first };
}

function menuItem(dish: Pick<Dish, 'name' | 'description' | 'priceEuros' | 'diets'>, validFrom: string | undefined): MenuItem {
  return {
    '@type': 'MenuItem',
    name: dish.name,
    ...(dish.description ? { description: dish.description } : {}),
    ...suitableForDiet(dish),
    offers: { '@type': 'Offer', price: dish.priceEuros, priceCurrency: currency, ...(validFrom ? { validFrom } : {}) },
  };
}

/** The carte printed on the restaurant page in a language, section by section, with each dish's price; none until given. */
export function restaurantMenuNode(lang: Lang = 'fr', texts: OwnerTexts = ownerTextsIn(lang)): Menu | undefined {
  const { season, sections, validFrom } = texts.menu;
  if (!sections) return undefined;
  return {
    '@type': 'Menu',
    '@id': nodeIds.menu,
    name: season ? `${menuWords[lang].sectionTitle} · ${season}` : menuWords[lang].sectionTitle,
    url: pageUrl('restaurant', lang, '#carte'),
    inLanguage: intlLocales[lang],
    hasMenuSection: sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.title,
      ...(section.note ? { description: section.note } : {}),
      hasMenuItem: section.dishes.map((dish) => menuItem(dish, validFrom)),
    })),
  };
}

function fishingPondNode(lang: Lang, texts: OwnerTexts, today: string): TouristAttraction {
  return {
    '@type': 'TouristAttraction',
    '@id': nodeIds.fishingPond,
    name: structuredDataNames[lang].fishingPond,
    description: texts.leisurePage.fishing.paragraphs.join(' '),
    url: pageUrl('leisure', lang, '#peche'),
    isAccessibleForFree: false,
    openingHoursSpecification: groupedHours(
      everyDay.map((day) => ({ day, opens: fishing.accessHours.opens, closes: fishing.accessHours.closes })),
    ),
    ...specialHours(closureSpecifications('etang', today)),
    containedInPlace: { '@id': nodeIds.venue },
  };
}

/** The fishing cards sold at the restaurant desk, for the pond. */
function fishingCardsNode(lang: Lang, texts: OwnerTexts): Service {
  return {
    '@type': 'Service',
    '@id': nodeIds.fishingCards,
    name: leisureWords[lang].cardsTitle,
    areaServed: { '@id': nodeIds.fishingPond },
    provider: { '@id': nodeIds.venue },
    offers: texts.fishing.cards.flatMap((card) =>
      card.prices.map((price): Offer => ({
        '@type': 'Offer',
        name: `${card.name} · ${price.who}`,
        price: price.euros,
        priceCurrency: currency,
        availableAtOrFrom: { '@id': nodeIds.restaurant },
      })),
    ),
  };
}

/**
 * The next time a yearly period ("MM-DD" bounds) runs: this year's, or next year's once it is over. A
 * period ending before it starts runs across the new year: the one begun last year while it lasts.
 */
export function upcomingPeriod(validFrom: string, validThrough: string, today: string): { from: string; through: string } {
  const year = Number(today.slice(0, 4));
  if (validThrough < validFrom) {
    if (today.slice(5) <= validThrough) return { from: `${year - 1}-${validFrom}`, through: `${year}-${validThrough}` };
    return { from: `${year}-${validFrom}`, through: `${year + 1}-${validThrough}` };
  }
  const start = `${year}-${validThrough}` < today ? year + 1 : year;
  return { from: `${start}-${validFrom}`, through: `${start}-${validThrough}` };
}

/**
 * The owner's periods of the restaurant (services that replace some days' of the week), each dated at
 * its next occurrence after the build, as the glassworks' are; a period closing its days says so with
 * opening and closing at midnight.
 */
export function restaurantPeriodSpecifications(
  today: string,
  periods: RestaurantHours['periods'] = restaurantHours.periods,
): OpeningHoursSpecification[] {
  return periods.flatMap((period) => {
    const { from, through } = upcomingPeriod(period.from, period.through, today);
    const dayOfWeek = period.weekdays.map(schemaDay);
    const openings = period.openings.length > 0 ? period.openings : [{ opens: '00:00', closes: '00:00' }];
    return openings.map((opening): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek,
      opens: opening.opens,
      closes: opening.closes,
      validFrom: from,
      validThrough: through,
    }));
  });
}

/**
 * The nearby glassworks. Its opening periods recur every year: each is dated at its next
 * occurrence after the build (today, as "YYYY-MM-DD"), which a yearly rebuild keeps current.
 */
export function glassworksNode(today: string, lang: Lang = 'fr', texts: OwnerTexts = ownerTextsIn(lang)): TouristAttraction {
  return {
    '@type': 'TouristAttraction',
    '@id': nodeIds.glassworks,
    name: texts.leisurePage.glassworks.title,
    description: texts.leisurePage.glassworks.history,
    ...(glassworks.website ? { url: glassworks.website.href } : {}),
    isAccessibleForFree: glassworks.isAccessibleForFree,
    openingHoursSpecification: glassworks.periods.flatMap((period) => {
      const { from, through } = upcomingPeriod(period.validFrom, period.validThrough, today);
      return period.openings.map((opening): OpeningHoursSpecification => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: glassworks.openDays.map((day) => `https://schema.org/${day}` as const),
        opens: opening.opens,
        closes: opening.closes,
        validFrom: from,
        validThrough: through,
      }));
    }),
    ...specialHours([...glassworksHolidaySpecifications(today), ...closureSpecifications('verrerie', today)]),
  };
}

/** Closed the whole of the given days: schema.org writes it as opening and closing at midnight. */
function closedDays(from: string, through: string): OpeningHoursSpecification {
  return { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: from, validThrough: through };
}

/** The owner's closures of a place (features/opening-hours/opening-status-words.ts) not over at the build. */
export function closureSpecifications(place: PlaceId, today: string): OpeningHoursSpecification[] {
  return closuresOf(place)
    .filter((closure) => closure.through >= today)
    .map((closure) => closedDays(closure.from, closure.through));
}

/**
 * The public holidays that fall on an open day of the glassworks' coming periods, as the page's
 * "fermé les jours fériés" says: the dated periods above would otherwise claim it opens on them.
 */
export function glassworksHolidaySpecifications(today: string): OpeningHoursSpecification[] {
  const openDays: readonly string[] = glassworks.openDays;
  return glassworks.periods.flatMap((period) => {
    const { from, through } = upcomingPeriod(period.validFrom, period.validThrough, today);
    return [...frenchPublicHolidays(Number(from.slice(0, 4)))]
      .filter((day) => from <= day && day <= through)
      .filter((day) => openDays.includes(new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })))
      .sort()
      .map((day) => closedDays(day, day));
  });
}

function specialHours(specifications: OpeningHoursSpecification[]): { specialOpeningHoursSpecification?: OpeningHoursSpecification[] } {
  return specifications.length > 0 ? { specialOpeningHoursSpecification: specifications } : {};
}

function websiteNode(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': nodeIds.website,
    name: siteName,
    url: absoluteUrl('/'),
    inLanguage: 'fr-FR',
    publisher: { '@id': nodeIds.venue },
  };
}

/** The page itself, in its language: its title and description as search results show them, its share image. */
function webPageNode(id: RouteId, lang: Lang, about: readonly string[]): WebPage {
  const route = routeFor(id, lang);
  const path = pathOf(id, lang);
  return {
    '@type': id === 'contact' ? 'ContactPage' : 'WebPage',
    '@id': nodeIds.page(path),
    url: absoluteUrl(path),
    name: pageTitle(id, lang),
    description: route.meta.description,
    inLanguage: intlLocales[lang],
    isPartOf: { '@id': nodeIds.website },
    primaryImageOfPage: {
      '@type': 'ImageObject',
      url: absoluteUrl(shareImagePath(id, lang)),
      width: String(shareImage.width),
      height: String(shareImage.height),
    },
    ...(about.length > 0 ? { about: about.map((node) => ({ '@id': node })) } : {}),
  };
}

/**
 * Everything a page tells search engines, as one JSON-LD graph, in the page's language: the same
 * places (same identifiers) in every language, described in it.
 */
export function pageGraph(id: RouteId, lang: Lang, today = new Date().toISOString().slice(0, 10)): Graph {
  const texts = ownerTextsIn(lang);
  const nodes: Record<RouteId, () => { about: string[]; things: Thing[] }> = {
    home: () => ({ about: [nodeIds.venue], things: [websiteNode(), venueNode(lang, texts)] }),
    stays: () => ({ about: [nodeIds.venue], things: [venueNode(lang, texts)] }),
    restaurant: () => ({
      about: [nodeIds.restaurant],
      things: [restaurantNode(lang, texts, today), ...[restaurantMenuNode(lang, texts)].filter((node) => node !== undefined)],
    }),
    leisure: () => ({
      about: [nodeIds.fishingPond, nodeIds.glassworks],
      things: [fishingPondNode(lang, texts, today), fishingCardsNode(lang, texts), glassworksNode(today, lang, texts)],
    }),
    events: () => ({ about: [nodeIds.venue], things: [venueNode(lang, texts)] }),
    contact: () => ({ about: [nodeIds.venue], things: [venueNode(lang, texts)] }),
    legal: () => ({ about: [], things: [] }),
    // Questions about the venue: no FAQPage (Google no longer shows it for such a site) and no Review or aggregateRating (self-serving).
    faq: () => ({ about: [nodeIds.venue], things: [venueNode(lang, texts)] }),
    voucher: () => ({ about: [nodeIds.venue], things: [venueNode(lang, texts)] }),
    arrival: () => ({ about: [nodeIds.venue], things: [venueNode(lang, texts)] }),
    terms: () => ({ about: [nodeIds.venue], things: [] }),
  };
  const { about, things } = nodes[id]();
  return { '@context': 'https://schema.org', '@graph': [webPageNode(id, lang, about), ...things] };
}
