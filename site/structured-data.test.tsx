import { render } from '@testing-library/react';
import sitemap from '@/app/sitemap';
import { JsonLd } from '@/components/json-ld';
import { cabins, chaletSection, stayConditions } from '@/features/stays/units/accommodations-content';
import { nightlyPriceIn, priceIncludesIn, touristTaxIn } from '@/features/stays/pricing/stay-price';
import { highestRate, lowestRate, offeredUnitTypes } from '@/features/stays/stays';
import { address, phone } from '@/config/contact';
import { fishing, glassworks } from '@/features/leisure/leisure';
import homeData from '@/fixtures/seed-data/home.json';
import menuData from '@/fixtures/seed-data/menu.json';
import { menuWords } from '@/features/restaurant/menu-words';
import { restaurantMenu } from '@/features/restaurant/menu';
import { restaurantHours } from '@/content/restaurant-week';
import { searchableAtBuild } from '@/features/events/events';
import { eventPath, pathOf, routeIds, routeOfPath, type RouteId } from '@/config/routes';
import { shareImagePath } from '@/config/share-image';
import { siteRoutes, siteRoutesIn } from '@/site/seo';
import { siteUrl } from '@/config/contact';
import { eventLanguageAlternates } from '@/config/page-metadata';
import { pageMetadata, pageTitle } from '@/site/page-metadata';
import { languages, type Translated } from '@/lib/i18n/languages';
import { closuresOf } from '@/features/opening-hours/place-schedules';
import { pageGraph, restaurantPeriodSpecifications, upcomingPeriod } from '@/site/structured-data';

type Node = Record<string, unknown> & { '@type': string | string[] };

/** What search engines read: the JSON text the component writes into the page, parsed back, by the page's address. */
function emittedGraph(path: string): Node[] {
  const route = routeOfPath(path);
  if (!route) throw new Error(`no page at ${path}`);
  const { container } = render(<JsonLd data={pageGraph(route.id, route.lang, '2026-06-15')} />);
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const parsed = JSON.parse(scripts[0]?.textContent ?? '') as { '@context': string; '@graph': Node[] };
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
}

function nodeOfType(graph: Node[], type: string): Node {
  const node = graph.find((candidate) => candidate['@type'] === type);
  if (!node) throw new Error(`No ${type} in ${graph.map((n) => String(n['@type'])).join(', ')}`);
  return node;
}

function asArray<T>(value: T | T[]): T[] {
  return Array.isArray(value) ? value : [value];
}

interface HoursSpec {
  dayOfWeek: string | string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

/** Opening hours as "Day HH:MM-HH:MM" entries, whatever their grouping. */
function hoursEntries(node: Node): string[] {
  return asArray(node.openingHoursSpecification as HoursSpec | HoursSpec[])
    .flatMap((spec) =>
      asArray(spec.dayOfWeek).map(
        (day) =>
          `${day.replace('https://schema.org/', '')} ${spec.opens}-${spec.closes}${spec.validFrom ? ` ${spec.validFrom}/${spec.validThrough}` : ''}`,
      ),
    )
    .sort();
}

const url = (path: string) => new URL(path, siteUrl).href;
const englishDays: Record<string, string> = {
  Lundi: 'Monday',
  Mardi: 'Tuesday',
  Mercredi: 'Wednesday',
  Jeudi: 'Thursday',
  Vendredi: 'Friday',
  Samedi: 'Saturday',
  Dimanche: 'Sunday',
};

describe.each(siteRoutes.map((route) => ({ ...route, path: pathOf(route.id, 'fr') })))('the JSON-LD of $path', (route) => {
  it('describes the page itself with its address, title and description', () => {
    const graph = emittedGraph(route.path);
    const page = graph.find((node) => node['@id'] === url(`${route.path}#page`));
    expect(page).toMatchObject({
      url: url(route.path),
      name: pageTitle(route.id),
      description: route.meta.description,
      inLanguage: 'fr-FR',
    });
  });
});

describe.each(['/', '/hebergements/', '/contact/'] as const)('the venue on %s', (path) => {
  const venue = () => nodeOfType(emittedGraph(path), 'Campground');

  it('has the address, telephone and stay conditions shown on the site', () => {
    // The seed gives them, as every publishable site does (needed facts).
    expect(venue()).toMatchObject({
      telephone: phone?.international,
      address: {
        streetAddress: address?.street,
        postalCode: address?.postalCode,
        addressLocality: address?.city,
        addressCountry: address?.country,
      },
      checkinTime: '16:00',
      checkoutTime: '11:00',
      petsAllowed: true,
    });
    expect(stayConditions.arrival.opens).toBe('16:00');
    expect(stayConditions.departure.closes).toBe('11:00');
  });

  it('lists the chalets and both cabins, with an offer for each type whose rates are set: its nightly price, what it includes and the tax on top', () => {
    const places = venue().containsPlace as Node[];
    expect(places.map((place) => place.name)).toEqual([chaletSection.title, ...cabins.map((cabin) => cabin.name)]);
    expect(places.every((place) => place['@type'] === 'Accommodation')).toBe(true);

    type Offer = {
      price?: number;
      priceCurrency: string;
      description: string;
      itemOffered: { '@id': string };
      priceSpecification: Record<string, unknown> & { priceComponent?: Record<string, unknown>[] };
    };
    const offers = venue().makesOffer as Offer[];
    const priced = offeredUnitTypes;
    // The seed's compulsory final cleaning is by stay: no single price that would leave it out (L112-1).
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual(priced.map(() => [undefined, 'EUR']));
    const placeOf = (id: string) => (id === 'chalet' ? places[0] : places[1 + cabins.findIndex((cabin) => cabin.id === id)]);
    expect(offers.map((offer) => offer.itemOffered['@id'])).toEqual(priced.map((type) => placeOf(type.id)?.['@id']));
    priced.forEach((type, index) => {
      const offer = offers[index];
      expect(offer?.description).toContain(nightlyPriceIn('fr', type.id) ?? 'no price');
      // The seed's compulsory final cleaning, by stay: beside the nightly price, never left out.
      expect(offer?.description).toContain('+ ménage de fin de séjour 40\u00a0€');
      expect(offer?.description).toContain(priceIncludesIn('fr', type.id)?.value ?? 'nothing included');
      expect(offer?.description).toContain(touristTaxIn('fr', type.id).sentence);
      // A range where the seasons' rates differ.
      const range =
        (highestRate(type.id) ?? 0) > (lowestRate(type.id) ?? 0) ? { minPrice: lowestRate(type.id), maxPrice: highestRate(type.id) } : {};
      // Every compulsory charge in the price: the nightly rate and the cleaning by stay, each a component.
      expect(offer?.priceSpecification['@type']).toBe('CompoundPriceSpecification');
      expect(offer?.priceSpecification.priceComponent?.[0]).toMatchObject({
        '@type': 'UnitPriceSpecification',
        price: lowestRate(type.id),
        unitCode: 'DAY',
        ...range,
      });
      expect(offer?.priceSpecification.priceComponent?.slice(1)).toEqual([
        expect.objectContaining({
          '@type': 'UnitPriceSpecification',
          name: 'Ménage de fin de séjour',
          price: 40,
          referenceQuantity: expect.objectContaining({ unitCode: 'C62', unitText: 'séjour' }),
        }),
      ]);
    });
  });

  it('names its amenities', () => {
    const amenities = (venue().amenityFeature as Node[]).map((feature) => feature.name);
    expect(amenities).toEqual(expect.arrayContaining([fishing.title]));
  });
});

/** The seed's carte: it gives one (a carte not given has no structured data). */
const seedMenu = restaurantMenu ?? { sections: [], validFrom: undefined };

describe('the restaurant', () => {
  const restaurant = () => nodeOfType(emittedGraph('/restaurant/'), 'Restaurant');

  it('has opening hours equal to the weekly table, and the owner’s periods dated at their next occurrence after the build (15 June 2026)', () => {
    const days = Object.values(englishDays);
    const weekly = restaurantHours.week.flatMap((services, weekday) =>
      services.map((period) => `${days[weekday]} ${period.opens}-${period.closes}`),
    );
    const periods = restaurantHours.periods.flatMap((period) => {
      const { from, through } = upcomingPeriod(period.from, period.through, '2026-06-15');
      return period.weekdays.flatMap((weekday) =>
        period.openings.map((opening) => `${days[weekday]} ${opening.opens}-${opening.closes} ${from}/${through}`),
      );
    });
    // The seed's summer Tuesday evenings, this very summer's.
    expect(periods).toContain('Tuesday 19:00-21:30 2026-07-01/2026-08-31');
    const expected = [...weekly, ...periods].sort();
    expect(hoursEntries(restaurant())).toEqual(expected);
    expect(hoursEntries(restaurant())).toContain('Sunday 12:00-13:30');
    expect(hoursEntries(restaurant()).some((entry) => entry.startsWith('Monday'))).toBe(false);
  });

  it('accepts reservations through the form on its page', () => {
    expect(restaurant().acceptsReservations).toBe(url('/restaurant/#reservation'));
    expect(restaurant().telephone).toBe(phone?.international);
  });
});

describe('the carte', () => {
  const graph = () => emittedGraph('/restaurant/');

  it('is a Menu node linked from the restaurant with hasMenu', () => {
    const restaurant = nodeOfType(graph(), 'Restaurant');
    const menu = nodeOfType(graph(), 'Menu');
    expect(restaurant.hasMenu).toEqual({ '@id': url('/restaurant/#carte') });
    expect(menu['@id']).toBe(url('/restaurant/#carte'));
    expect(menu.url).toBe(url('/restaurant/#carte'));
    expect(menu.inLanguage).toBe('fr-FR');
  });

  it('has the sections and dishes of the page, with their prices in euros from the day the carte is served', () => {
    const sections = nodeOfType(graph(), 'Menu').hasMenuSection as Node[];
    expect(sections.map((section) => section['@type'])).toEqual(seedMenu.sections.map(() => 'MenuSection'));
    expect(sections.map((section) => section.name)).toEqual(seedMenu.sections.map((section) => section.title));
    const items = sections.flatMap((section) => section.hasMenuItem as Node[]);
    const dishes = seedMenu.sections.flatMap((section) => section.dishes);
    expect(items.map((item) => [item['@type'], item.name])).toEqual(dishes.map((dish) => ['MenuItem', dish.name]));
    const offers = items.map((item) => item.offers as { price: number; priceCurrency: string; validFrom: string });
    expect(offers.map((offer) => offer.price)).toEqual(dishes.map((dish) => dish.priceEuros));
    expect(offers.every((offer) => offer.priceCurrency === 'EUR' && offer.validFrom === seedMenu.validFrom)).toBe(true);
    expect(items.find((item) => item.name === 'Filets de perche meunière')).toMatchObject({
      description: 'Beurre noisette, citron, pommes vapeur persillées.',
      offers: { price: 23 },
    });
  });

  it('marks vegetarian, vegan and gluten-free dishes with schema.org diets, several as a list, and only them', () => {
    const items = (nodeOfType(graph(), 'Menu').hasMenuSection as Node[]).flatMap((section) => section.hasMenuItem as Node[]);
    const dishes = seedMenu.sections.flatMap((section) => section.dishes);
    const schemaDiets = {
      vegan: 'https://schema.org/VeganDiet',
      vegetarien: 'https://schema.org/VegetarianDiet',
      'sans-gluten': 'https://schema.org/GlutenFreeDiet',
    };
    expect(items.map((item) => item.suitableForDiet ?? null)).toEqual(
      dishes.map((dish) =>
        dish.diets.length === 0
          ? null
          : dish.diets.length === 1
            ? schemaDiets[dish.diets[0] ?? 'vegan']
            : dish.diets.map((diet) => schemaDiets[diet]),
      ),
    );
    // The seed's own dishes: one diet, then two.
    expect(items.find((item) => item.name === 'Croûte aux champignons des bois')?.suitableForDiet).toBe(
      'https://schema.org/VegetarianDiet',
    );
    expect(items.find((item) => item.name === 'Velouté de potimarron')?.suitableForDiet).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/GlutenFreeDiet',
    ]);
  });
});

describe('the leisure page', () => {
  const graph = () => emittedGraph('/loisirs/');
  const attractions = () => graph().filter((node) => node['@type'] === 'TouristAttraction');

  it('presents the fishing pond and the glassworks as tourist attractions', () => {
    expect(attractions()).toHaveLength(2);
  });

  it('opens the pond every day during its access hours, with the fishing cards’ prices', () => {
    const pond = attractions()[0] as Node;
    expect(hoursEntries(pond)).toEqual(
      Object.values(englishDays)
        .map((day) => `${day} 06:00-20:00`)
        .sort(),
    );
    expect(fishing.accessHours).toMatchObject({ opens: '06:00', closes: '20:00' });

    const cards = nodeOfType(graph(), 'Service');
    expect(cards.areaServed).toEqual({ '@id': pond['@id'] });
    const offers = cards.offers as { name: string; price: number; priceCurrency: string }[];
    const expected = fishing.cards.flatMap((card) => card.prices.map((price) => [card.name, price.who, price.euros]));
    expect(offers.map((offer) => [...offer.name.split(' · '), offer.price])).toEqual(expected);
    expect(offers.every((offer) => offer.priceCurrency === 'EUR')).toBe(true);
  });

  it('gives the glassworks its seasonal hours, closed on Sundays, and its free visit', () => {
    const glassworksNode = attractions()[1] as Node;
    // Built on 15 June 2026: the spring season is over, so it is next year's; summer and autumn are this year's.
    const years = ['2027', '2026', '2026'];
    const expected = glassworks.periods
      .flatMap((period, index) =>
        ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].flatMap((day) =>
          period.openings.map(
            (opening) =>
              `${day} ${opening.opens}-${opening.closes} ${years[index]}-${period.validFrom}/${years[index]}-${period.validThrough}`,
          ),
        ),
      )
      .sort();
    expect(hoursEntries(glassworksNode)).toEqual(expected);
    expect(hoursEntries(glassworksNode)).toContain('Saturday 14:00-17:30 2026-05-02/2026-09-30');
    expect(hoursEntries(glassworksNode).some((entry) => entry.startsWith('Sunday'))).toBe(false);

    expect(glassworksNode.isAccessibleForFree).toBe(true);
    expect(glassworks.facts).toContainEqual({ label: 'Visite', value: 'gratuite' });
  });
});

/** Special hours as "from/through HH:MM-HH:MM" entries. */
function specialEntries(node: Node): string[] {
  const specs = (node.specialOpeningHoursSpecification ?? []) as HoursSpec[];
  return specs.map((spec) => `${spec.validFrom}/${spec.validThrough} ${spec.opens}-${spec.closes}`);
}

describe('closures and public holidays (built on 15 June 2026)', () => {
  const closedEntries = (place: 'restaurant' | 'etang' | 'verrerie') =>
    closuresOf(place)
      .filter((closure) => closure.through >= '2026-06-15')
      .map((closure) => `${closure.from}/${closure.through} 00:00-00:00`);

  it('gives the restaurant and the pond the owner’s closures as days closed all day', () => {
    expect(specialEntries(nodeOfType(emittedGraph('/restaurant/'), 'Restaurant'))).toEqual(closedEntries('restaurant'));
    const pond = emittedGraph('/loisirs/').find((node) => node['@type'] === 'TouristAttraction') as Node;
    expect(specialEntries(pond)).toEqual(closedEntries('etang'));
  });

  it('closes the glassworks on the public holidays of its coming periods that fall on an open day', () => {
    const glassworksNode = emittedGraph('/loisirs/').filter((node) => node['@type'] === 'TouristAttraction')[1] as Node;
    const holidays = ['2026-05-08', '2026-05-14', '2026-05-25', '2026-07-14', '2026-08-15', '2027-03-29'];
    expect(specialEntries(glassworksNode).sort()).toEqual(
      [...holidays.map((day) => `${day}/${day} 00:00-00:00`), ...closedEntries('verrerie')].sort(),
    );
  });
});

describe('a yearly period', () => {
  it('is this year’s until it is over, then next year’s', () => {
    expect(upcomingPeriod('03-22', '04-30', '2026-01-10')).toEqual({ from: '2026-03-22', through: '2026-04-30' });
    expect(upcomingPeriod('03-22', '04-30', '2026-04-30')).toEqual({ from: '2026-03-22', through: '2026-04-30' });
    expect(upcomingPeriod('03-22', '04-30', '2026-05-01')).toEqual({ from: '2027-03-22', through: '2027-04-30' });
  });

  it('runs across the new year when it ends before it starts: the one begun last year while it lasts', () => {
    expect(upcomingPeriod('11-01', '03-31', '2027-01-10')).toEqual({ from: '2026-11-01', through: '2027-03-31' });
    expect(upcomingPeriod('11-01', '03-31', '2027-04-01')).toEqual({ from: '2027-11-01', through: '2028-03-31' });
    expect(upcomingPeriod('11-01', '03-31', '2027-12-24')).toEqual({ from: '2027-11-01', through: '2028-03-31' });
  });
});

describe('the restaurant’s periods', () => {
  it('are dated at their next occurrence, with their days; a period closing its days opens and closes at midnight', () => {
    const periods = [
      { from: '07-01', through: '08-31', weekdays: [1], openings: [{ opens: '19:00', closes: '21:30' }] },
      { from: '11-01', through: '03-31', weekdays: [5, 6], openings: [] },
    ];
    expect(restaurantPeriodSpecifications('2027-08-10', periods)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Tuesday'],
        opens: '19:00',
        closes: '21:30',
        validFrom: '2027-07-01',
        validThrough: '2027-08-31',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'],
        opens: '00:00',
        closes: '00:00',
        validFrom: '2027-11-01',
        validThrough: '2028-03-31',
      },
    ]);
  });
});

it('cannot be closed early by text containing "</script>"', () => {
  const { container } = render(
    <JsonLd data={{ '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: '</script><b>' }] }} />,
  );
  const script = container.querySelector('script');
  expect(script?.innerHTML).not.toContain('</script>');
  expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ '@graph': [{ name: '</script><b>' }] });
});

it('the sitemap lists exactly every page in each language, at their canonical addresses, then the real events to come', () => {
  const urls = sitemap().map((entry) => entry.url);
  const upcoming = searchableAtBuild();
  const pages = routeIds.length * languages.length;
  const homes: Translated<string> = { fr: '/', en: '/en/', nl: '/nl/', de: '/de/' };
  expect(urls.slice(pages)).toEqual(upcoming.flatMap((event) => languages.map((lang) => url(eventPath(event.slug, lang)))));
  expect(
    sitemap()
      .slice(pages)
      .map((entry) => entry.alternates?.languages),
  ).toEqual(upcoming.flatMap((event) => languages.map(() => eventLanguageAlternates(event.slug))));
  expect(urls.slice(0, pages).every((entry) => routeOfPath(new URL(entry).pathname))).toBe(true);
  expect(urls.slice(0, languages.length)).toEqual(languages.map((lang) => url(homes[lang])));
  expect(urls).toEqual(
    expect.arrayContaining([url('/mentions-legales/'), url('/en/accommodation/'), url('/nl/activiteiten/'), url('/de/impressum/')]),
  );
  expect(sitemap()[0]?.alternates?.languages).toMatchObject({ de: url('/de/'), 'x-default': url('/') });
});

describe('a page in another language', () => {
  const german = JSON.parse(JSON.stringify(menuData)) as {
    de: { sections: { value: { title: string; dishes: { name?: string; description?: string }[] }[] } };
  };
  const germanHome = (homeData as unknown as { de: { meta: { title: string; description: string } } }).de.meta;

  it('describes itself in that language: the owner’s German title and description, its own share image', () => {
    const graph = emittedGraph('/de/');
    const page = graph.find((node) => node['@id'] === url('/de/#page'));
    expect(page).toMatchObject({
      url: url('/de/'),
      name: `Les Chalets du lac · ${germanHome.title}`,
      description: germanHome.description,
      inLanguage: 'de-DE',
      primaryImageOfPage: { url: url('/partage/de/startseite.jpg'), width: '1200', height: '630' },
    });
    expect(nodeOfType(graph, 'Campground')).toMatchObject({
      '@id': url('/#domaine'),
      description: germanHome.description,
      url: url('/de/'),
    });
  });

  it('keeps the places’ identifiers, and their facts, and describes them in the page’s language', () => {
    const french = emittedGraph('/restaurant/');
    const english = emittedGraph('/en/restaurant/');
    expect(english.map((node) => node['@id'])).toEqual(
      french.map((node) => (node['@id'] === url('/restaurant/#page') ? url('/en/restaurant/#page') : node['@id'])),
    );
    expect(hoursEntries(nodeOfType(english, 'Restaurant'))).toEqual(hoursEntries(nodeOfType(french, 'Restaurant')));
    expect(nodeOfType(english, 'Restaurant')).toMatchObject({
      name: 'The restaurant at Les Chalets du lac',
      url: url('/en/restaurant/'),
      acceptsReservations: url('/en/restaurant/#reservation'),
    });
    expect(nodeOfType(english, 'Restaurant').description).not.toEqual(nodeOfType(french, 'Restaurant').description);
  });

  it('gives the German carte its German section names and dish descriptions, with the same prices and diets', () => {
    const menu = nodeOfType(emittedGraph('/de/restaurant/'), 'Menu');
    expect(menu).toMatchObject({ '@id': url('/restaurant/#carte'), url: url('/de/restaurant/#carte'), inLanguage: 'de-DE' });
    expect(String(menu.name)).toMatch(new RegExp(`^${menuWords.de.sectionTitle} · `));
    const sections = menu.hasMenuSection as Node[];
    expect(sections.map((section) => section.name)).toEqual(german.de.sections.value.map((section) => section.title));
    const items = sections.flatMap((section) => section.hasMenuItem as Node[]);
    const dishes = seedMenu.sections.flatMap((section) => section.dishes);
    expect(items.map((item) => (item.offers as { price: number }).price)).toEqual(dishes.map((dish) => dish.priceEuros));
    const frenchItems = (nodeOfType(emittedGraph('/restaurant/'), 'Menu').hasMenuSection as Node[]).flatMap(
      (section) => section.hasMenuItem as Node[],
    );
    expect(items.map((item) => item.suitableForDiet ?? null)).toEqual(frenchItems.map((item) => item.suitableForDiet ?? null));
    // A dish the seed names in German (« Barschfilets nach Müllerinart »): its German name and description.
    const perch = german.de.sections.value[1]?.dishes[0];
    expect(items.find((item) => item.name === perch?.name)?.description).toBe(perch?.description);
  });

  it('has the head of its language: title, description, locale and share image', () => {
    const metadata = pageMetadata('stays', 'de');
    const route = siteRoutesIn('de').find((candidate) => candidate.id === 'stays');
    expect(metadata.title).toBe(route?.meta.title);
    expect(route?.meta.title).toBe('Unterkünfte: Chalets und Baumhäuser');
    expect(metadata.openGraph).toMatchObject({
      locale: 'de_DE',
      title: pageTitle('stays', 'de'),
      description: route?.meta.description,
      images: [{ url: '/partage/de/unterkuenfte.jpg', width: 1200, height: 630, alt: `Les Chalets du lac: ${route?.shareHeading}` }],
    });
    expect(pageMetadata('home', 'en').title).toEqual({
      absolute: `Les Chalets du lac · ${(homeData as unknown as { en: { meta: { title: string } } }).en.meta.title}`,
    });
  });

  it('keeps the French share images where they were, and gives every language its own', () => {
    const frenchNames: Readonly<Record<RouteId, string>> = {
      home: 'accueil',
      restaurant: 'restaurant',
      stays: 'hebergements',
      leisure: 'loisirs',
      events: 'evenements',
      contact: 'contact',
      legal: 'mentions-legales',
      faq: 'questions-frequentes',
      voucher: 'bon-cadeau',
      arrival: 'guide-arrivee',
      terms: 'conditions-generales-de-vente',
    };
    expect(siteRoutes.map((route) => shareImagePath(route.id))).toEqual(routeIds.map((id) => `/partage/${frenchNames[id]}.jpg`));
    const all = languages.flatMap((lang) => siteRoutes.map((route) => shareImagePath(route.id, lang)));
    expect(new Set(all).size).toBe(routeIds.length * languages.length);
  });
});
