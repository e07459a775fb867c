import { accommodationsBanner, accommodationsMeta } from './accommodations';
import accommodationsPageData from './data/accommodations-page.json';
import contactPageData from './data/contact-page.json';
import homeData from './data/home.json';
import leisurePageData from './data/leisure-page.json';
import restaurantPageData from './data/restaurant-page.json';
import { contactPage } from './contact-page';
import { homeHero, homeMeta } from './home';
import { legalBanner } from './legal';
import { legalBannerOf, legalMetaOf } from './legal-notice';
import { leisureHero, leisureMeta } from './leisure';
import { readLocalizedData } from './localized-data';
import { amountIn } from './prices';
import { restaurantBanner, restaurantMeta } from './restaurant-page';
import { pathOf, type RouteId } from './routes';
import type { AccommodationsPageData, ContactPageData, HomePageData, LeisurePageData, RestaurantPageData } from './schema/pages';
import { siteName, siteTagline } from './site';
import { lowestRate } from './stays';
import type { PageMeta, Photo } from './types';
import { languages, sourceLanguage, type Lang, type Translated } from '@/lib/i18n/languages';

export interface SiteRoute {
  readonly id: RouteId;
  readonly meta: PageMeta;
  /** The page's banner photo: the backdrop of its share image (1200×630, made by scripts/build-og-images.ts). */
  readonly sharePhoto: Photo;
  /** The heading written on the share image. */
  readonly shareHeading: string;
  /** How much the page matters in the sitemap, from 0 to 1. */
  readonly priority: number;
}

/**
 * The owner's texts a page's head and share image carry, in a language. Titles and descriptions go
 * to search engines and social networks, where no lang="fr" can mark a French stand-in: nothing is
 * marked (the page's own reads mark what it shows).
 */
const unmarked = (text: string) => text;
const ownerTexts = <T,>(file: Parameters<typeof readLocalizedData>[0], data: unknown, lang: Lang): T => readLocalizedData<T>(file, data, lang, unmarked);

/** The accommodation page's title and description: the site's own words, with the cabins' lowest nightly rates. */
const accommodationsMetaIn: Translated<() => PageMeta> = {
  fr: () => accommodationsMeta,
  en: () => ({
    title: 'Accommodation: chalets and tree cabins',
    description: `Fully equipped family chalets with a terrace, and tree cabins at ${amountIn('en', lowestRate('petite-cabane'))} and ${amountIn('en', lowestRate('grande-cabane'))} a night, on the lakeshore. Availability, price estimate, downloadable price list, bookings by phone.`,
  }),
  nl: () => ({
    title: 'Accommodaties: chalets en boomhutten',
    description: `Volledig ingerichte gezinschalets met terras en boomhutten voor ${amountIn('nl', lowestRate('petite-cabane'))} en ${amountIn('nl', lowestRate('grande-cabane'))} per nacht, aan het meer. Beschikbaarheid, prijsberekening, prijslijst om te downloaden, reserveren doe je telefonisch.`,
  }),
  de: () => ({
    title: 'Unterkünfte: Chalets und Baumhütten',
    description: `Voll ausgestattete Familienchalets mit Terrasse und Baumhütten für ${amountIn('de', lowestRate('petite-cabane'))} und ${amountIn('de', lowestRate('grande-cabane'))} pro Nacht, direkt am See. Verfügbarkeit, Preisberechnung, Preisliste zum Herunterladen, Buchung telefonisch.`,
  }),
};

/** A page's title, description and share heading in a language other than French, from the owner's data. */
function foreignTexts(id: RouteId, lang: Lang): { meta: PageMeta; shareHeading: string } {
  switch (id) {
    case 'home': {
      const { meta } = ownerTexts<HomePageData>('home', homeData, lang);
      return { meta, shareHeading: meta.title };
    }
    case 'restaurant': {
      const { meta, banner } = ownerTexts<RestaurantPageData>('restaurant-page', restaurantPageData, lang);
      return { meta, shareHeading: banner.title };
    }
    case 'stays':
      return { meta: accommodationsMetaIn[lang](), shareHeading: ownerTexts<AccommodationsPageData>('accommodations-page', accommodationsPageData, lang).banner.title };
    case 'leisure': {
      const { meta, banner } = ownerTexts<LeisurePageData>('leisure-page', leisurePageData, lang);
      return { meta, shareHeading: banner.title };
    }
    case 'contact': {
      const { meta, banner } = ownerTexts<ContactPageData>('contact-page', contactPageData, lang);
      return { meta, shareHeading: banner.title };
    }
    case 'legal':
      return { meta: legalMetaOf(lang), shareHeading: legalBannerOf(lang).title };
  }
}

/** Every page of the site, in menu order, in French: the sitemap and the hosting redirects come from this list; its addresses in each language from content/routes.ts. */
export const siteRoutes: readonly SiteRoute[] = [
  { id: 'home', meta: homeMeta, sharePhoto: homeHero.photo, shareHeading: homeMeta.title, priority: 1 },
  { id: 'restaurant', meta: restaurantMeta, sharePhoto: restaurantBanner.photo, shareHeading: restaurantBanner.title, priority: 0.8 },
  { id: 'stays', meta: accommodationsMeta, sharePhoto: accommodationsBanner.photo, shareHeading: accommodationsBanner.title, priority: 0.9 },
  { id: 'leisure', meta: leisureMeta, sharePhoto: leisureHero.photo, shareHeading: leisureHero.title, priority: 0.7 },
  { id: 'contact', meta: contactPage.meta, sharePhoto: contactPage.banner.photo, shareHeading: contactPage.banner.title, priority: 0.6 },
  { id: 'legal', meta: legalMetaOf(sourceLanguage), sharePhoto: legalBanner.photo, shareHeading: legalBanner.title, priority: 0.2 },
];

/**
 * Every page in a language: its title and description as search engines show them, and the heading
 * of its share image (the banner's title; the home page's title), the owner's translations where
 * there are some. French is `siteRoutes`; the photos and priorities are the same in every language.
 */
export function siteRoutesIn(lang: Lang): readonly SiteRoute[] {
  if (lang === sourceLanguage) return siteRoutes;
  return siteRoutes.map((route) => ({ ...route, ...foreignTexts(route.id, lang) }));
}

/** Where a page's share image goes in a language other than French, when the page's address has no word of its own (the home page). */
const homeSlugs: Translated<string> = { fr: 'accueil', en: 'home', nl: 'home', de: 'startseite' };

/**
 * The share image of a page in a language, relative to the site root; the build writes it under
 * public/. French ones keep their addresses (/partage/restaurant.jpg), the others go in their
 * language's folder, named after the page's address in it (/partage/de/unterkuenfte.jpg).
 */
export function shareImagePath(id: RouteId, lang: Lang = sourceLanguage): string {
  const prefix = lang === sourceLanguage ? '' : `/${lang}`;
  const slug = pathOf(id, lang).slice(prefix.length).replaceAll('/', '') || homeSlugs[lang];
  return `/partage${prefix}/${slug}.jpg`;
}

/** Every share image the build writes: each page in each language. */
export function shareImageList(): { readonly route: SiteRoute; readonly lang: Lang; readonly path: string }[] {
  return languages.flatMap((lang) => siteRoutesIn(lang).map((route) => ({ route, lang, path: shareImagePath(route.id, lang) })));
}

export const shareImage = {
  width: 1200,
  height: 630,
  /** Read aloud by screen readers of social networks; the page heading follows. */
  altPrefix: `${siteName} :`,
};

/** A share image's text alternative: the site name (the same in every language), then the page heading, punctuated as the language does. */
export function shareImageAlt(lang: Lang, heading: string): string {
  return lang === 'fr' ? `${shareImage.altPrefix} ${heading}` : `${siteName}: ${heading}`;
}

/** The installable-app card of the site (web manifest). */
export const webManifest = {
  name: siteName,
  shortName: 'Chalets du lac',
  description: siteTagline,
  /** Matches the lake blue of the header and footer. */
  themeColor: '#0f2a33',
  backgroundColor: '#faf7f1',
};

/** Names search engines show for the places the pages describe without naming them, in each language. */
export const structuredDataNames: Translated<{ readonly restaurant: string; readonly fishingPond: string }> = {
  fr: { restaurant: 'Restaurant des Chalets du lac', fishingPond: 'Étang de pêche des Chalets du lac' },
  en: { restaurant: 'The restaurant at Les Chalets du lac', fishingPond: 'The fishing pond at Les Chalets du lac' },
  nl: { restaurant: 'Restaurant van Les Chalets du lac', fishingPond: 'Visvijver van Les Chalets du lac' },
  de: { restaurant: 'Restaurant der Chalets du lac', fishingPond: 'Angelteich der Chalets du lac' },
};
