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
  WebPage,
  WebSite,
} from 'schema-dts';
import { cabins, chaletSection, stayConditions } from '@/content/accommodations';
import { address, email, phone } from '@/content/contact';
import { homeMeta } from '@/content/home';
import { fishing, fitnessTrail, glassworks } from '@/content/leisure';
import type { PlaceId } from '@/content/opening-status';
import { restaurantMenu, type Dish } from '@/content/menu';
import { openingHours } from '@/content/restaurant';
import { restaurantBanner, restaurantPresentation } from '@/content/restaurant-page';
import { pathOf, type RouteId } from '@/content/routes';
import { shareImage, shareImagePath, structuredDataNames } from '@/content/seo';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { siteName } from '@/content/site';
import { frenchPublicHolidays } from '@/lib/opening-status';
import { absoluteUrl, pageTitle, routeFor } from '@/lib/page-metadata';
import { closuresOf } from '@/lib/place-schedules';

const currency = 'EUR';

/** The French day names of content/restaurant.ts, as schema.org days. */
const dayOfWeek: Readonly<Record<string, DayOfWeek>> = {
  Lundi: 'https://schema.org/Monday',
  Mardi: 'https://schema.org/Tuesday',
  Mercredi: 'https://schema.org/Wednesday',
  Jeudi: 'https://schema.org/Thursday',
  Vendredi: 'https://schema.org/Friday',
  Samedi: 'https://schema.org/Saturday',
  Dimanche: 'https://schema.org/Sunday',
};

const everyDay = Object.values(dayOfWeek);

function schemaDay(frenchDay: string): DayOfWeek {
  const day = dayOfWeek[frenchDay];
  if (!day) throw new Error(`Unknown day "${frenchDay}" in the opening hours.`);
  return day;
}

/** Stable identifiers, so that nodes on different pages refer to one another. */
const nodeIds = {
  website: absoluteUrl('/#site'),
  venue: absoluteUrl('/#domaine'),
  chalets: absoluteUrl('/hebergements/#chalets'),
  cabin: (id: string) => absoluteUrl(`/hebergements/#${id}`),
  restaurant: absoluteUrl('/restaurant/#restaurant'),
  menu: absoluteUrl('/restaurant/#carte'),
  fishingPond: absoluteUrl('/loisirs/#peche'),
  fishingCards: absoluteUrl('/loisirs/#cartes-de-peche'),
  glassworks: absoluteUrl('/loisirs/#verrerie'),
  page: (path: string) => absoluteUrl(`${path}#page`),
};

function postalAddress(): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressRegion: address.region,
    addressCountry: address.country,
  };
}

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

function chaletAccommodation(): Accommodation {
  return {
    '@type': 'Accommodation',
    '@id': nodeIds.chalets,
    name: chaletSection.title,
    description: chaletSection.description.join(' '),
    url: absoluteUrl('/hebergements/#chalets'),
    amenityFeature: features(chaletSection.equipment),
    petsAllowed: true,
    smokingAllowed: false,
  };
}

function cabinAccommodations(): Accommodation[] {
  return cabins.map((cabin) => ({
    '@type': 'Accommodation',
    '@id': nodeIds.cabin(cabin.id),
    name: cabin.name,
    description: cabin.description,
    url: absoluteUrl('/hebergements/#cabanes'),
    amenityFeature: features(cabin.equipements),
    petsAllowed: true,
    smokingAllowed: false,
  }));
}

function cabinOffers(): Offer[] {
  return cabins.map((cabin) => ({
    '@type': 'Offer',
    name: cabin.name,
    description: cabin.price,
    itemOffered: { '@id': nodeIds.cabin(cabin.id) },
    price: cabin.priceEuros,
    priceCurrency: currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: cabin.priceEuros,
      priceCurrency: currency,
      unitCode: 'DAY',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
    },
  }));
}

/** The venue itself: a campground of chalets and tree cabins, which is also a lodging business. */
function venueNode(): Campground {
  return {
    '@type': 'Campground',
    '@id': nodeIds.venue,
    name: siteName,
    description: homeMeta.description,
    url: absoluteUrl('/'),
    image: absoluteUrl(shareImagePath('home')),
    telephone: phone.international,
    email,
    address: postalAddress(),
    checkinTime: stayConditions.arrival.opens,
    checkoutTime: stayConditions.departure.closes,
    petsAllowed: true,
    smokingAllowed: false,
    amenityFeature: features([restaurantBanner.title, fishing.title, fitnessTrail.title]),
    containsPlace: [chaletAccommodation(), ...cabinAccommodations()],
    makesOffer: cabinOffers(),
  };
}

function restaurantNode(today: string): Restaurant {
  return {
    '@type': 'Restaurant',
    '@id': nodeIds.restaurant,
    name: structuredDataNames.restaurant,
    description: restaurantPresentation.paragraphs.join(' '),
    url: absoluteUrl('/restaurant/'),
    image: absoluteUrl(shareImagePath('restaurant')),
    telephone: phone.international,
    email,
    address: postalAddress(),
    acceptsReservations: absoluteUrl('/restaurant/#reservation'),
    hasMenu: { '@id': nodeIds.menu },
    openingHoursSpecification: groupedHours(
      openingHours.flatMap(({ day, periods }) => periods.map((period) => ({ day: schemaDay(day), ...period }))),
    ),
    ...specialHours(closureSpecifications('restaurant', today)),
    containedInPlace: { '@id': nodeIds.venue },
  };
}

const diets = { vegetarien: 'https://schema.org/VegetarianDiet', vegan: 'https://schema.org/VeganDiet' } as const;

function menuItem(dish: Dish): MenuItem {
  return {
    '@type': 'MenuItem',
    name: dish.name,
    ...(dish.description ? { description: dish.description } : {}),
    ...(dish.diet ? { suitableForDiet: diets[dish.diet] } : {}),
    offers: { '@type': 'Offer', price: dish.priceEuros, priceCurrency: currency, validFrom: restaurantMenu.validFrom },
  };
}

/** The carte printed on the restaurant page, section by section, with each dish's price. */
export function restaurantMenuNode(): Menu {
  return {
    '@type': 'Menu',
    '@id': nodeIds.menu,
    name: `${restaurantMenu.title} · ${restaurantMenu.season}`,
    url: absoluteUrl('/restaurant/#carte'),
    inLanguage: 'fr-FR',
    hasMenuSection: restaurantMenu.sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.title,
      ...(section.note ? { description: section.note } : {}),
      hasMenuItem: section.dishes.map(menuItem),
    })),
  };
}

function fishingPondNode(today: string): TouristAttraction {
  return {
    '@type': 'TouristAttraction',
    '@id': nodeIds.fishingPond,
    name: structuredDataNames.fishingPond,
    description: fishing.paragraphs.join(' '),
    url: absoluteUrl('/loisirs/#peche'),
    isAccessibleForFree: false,
    openingHoursSpecification: groupedHours(
      everyDay.map((day) => ({ day, opens: fishing.accessHours.opens, closes: fishing.accessHours.closes })),
    ),
    ...specialHours(closureSpecifications('etang', today)),
    containedInPlace: { '@id': nodeIds.venue },
  };
}

/** The fishing cards sold at the restaurant desk, for the pond. */
function fishingCardsNode(): Service {
  return {
    '@type': 'Service',
    '@id': nodeIds.fishingCards,
    name: fishing.cardsTitle,
    areaServed: { '@id': nodeIds.fishingPond },
    provider: { '@id': nodeIds.venue },
    offers: fishing.cards.flatMap((card) =>
      card.prices.map(
        (price): Offer => ({
          '@type': 'Offer',
          name: `${card.name} · ${price.who}`,
          price: price.euros,
          priceCurrency: currency,
          availableAtOrFrom: { '@id': nodeIds.restaurant },
        }),
      ),
    ),
  };
}

/** The next time a yearly period ("MM-DD" bounds) runs: this year's, or next year's once it is over. */
export function upcomingPeriod(validFrom: string, validThrough: string, today: string): { from: string; through: string } {
  const year = Number(today.slice(0, 4));
  const start = `${year}-${validThrough}` < today ? year + 1 : year;
  return { from: `${start}-${validFrom}`, through: `${start}-${validThrough}` };
}

/**
 * The nearby glassworks. Its opening periods recur every year: each is dated at its next
 * occurrence after the build (today, as "YYYY-MM-DD"), which a yearly rebuild keeps current.
 */
export function glassworksNode(today: string): TouristAttraction {
  return {
    '@type': 'TouristAttraction',
    '@id': nodeIds.glassworks,
    name: glassworks.title,
    description: glassworks.history,
    url: glassworks.website.href,
    isAccessibleForFree: glassworks.isAccessibleForFree,
    openingHoursSpecification: glassworks.periods.flatMap((period) => {
      const { from, through } = upcomingPeriod(period.validFrom, period.validThrough, today);
      return period.openings.map(
        (opening): OpeningHoursSpecification => ({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: glassworks.openDays.map((day) => `https://schema.org/${day}` as const),
          opens: opening.opens,
          closes: opening.closes,
          validFrom: from,
          validThrough: through,
        }),
      );
    }),
    ...specialHours([...glassworksHolidaySpecifications(today), ...closureSpecifications('verrerie', today)]),
  };
}

/** Closed the whole of the given days: schema.org writes it as opening and closing at midnight. */
function closedDays(from: string, through: string): OpeningHoursSpecification {
  return { '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: from, validThrough: through };
}

/** The owner's closures of a place (content/opening-status.ts) not over at the build. */
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

function webPageNode(id: RouteId, lang: Lang, about: readonly string[]): WebPage {
  const route = routeFor(id);
  const path = pathOf(id, lang);
  return {
    '@type': id === 'contact' ? 'ContactPage' : 'WebPage',
    '@id': nodeIds.page(path),
    url: absoluteUrl(path),
    name: pageTitle(id),
    description: route.meta.description,
    inLanguage: intlLocales[lang],
    isPartOf: { '@id': nodeIds.website },
    primaryImageOfPage: {
      '@type': 'ImageObject',
      url: absoluteUrl(shareImagePath(id)),
      width: String(shareImage.width),
      height: String(shareImage.height),
    },
    ...(about.length > 0 ? { about: about.map((node) => ({ '@id': node })) } : {}),
  };
}

/** Everything a page tells search engines, as one JSON-LD graph. */
export function pageGraph(id: RouteId, lang: Lang, today = new Date().toISOString().slice(0, 10)): Graph {
  const nodes: Record<RouteId, () => { about: string[]; things: Thing[] }> = {
    home: () => ({ about: [nodeIds.venue], things: [websiteNode(), venueNode()] }),
    stays: () => ({ about: [nodeIds.venue], things: [venueNode()] }),
    restaurant: () => ({ about: [nodeIds.restaurant], things: [restaurantNode(today), restaurantMenuNode()] }),
    leisure: () => ({
      about: [nodeIds.fishingPond, nodeIds.glassworks],
      things: [fishingPondNode(today), fishingCardsNode(), glassworksNode(today)],
    }),
    contact: () => ({ about: [nodeIds.venue], things: [venueNode()] }),
    legal: () => ({ about: [], things: [] }),
  };
  const { about, things } = nodes[id]();
  return { '@context': 'https://schema.org', '@graph': [webPageNode(id, lang, about), ...things] };
}
