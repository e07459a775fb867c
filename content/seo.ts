import { accommodationsBanner, accommodationsMeta } from './accommodations';
import { contactPage } from './contact-page';
import { homeHero, homeMeta } from './home';
import { legalBanner, legalMeta } from './legal';
import { leisureHero, leisureMeta } from './leisure';
import { restaurantBanner, restaurantMeta } from './restaurant-page';
import { pathOf, type RouteId } from './routes';
import { siteName, siteTagline } from './site';
import type { PageMeta, Photo } from './types';

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

/** Every page of the site, in menu order: the sitemap, the share images and the hosting redirects come from this list; its addresses in each language from content/routes.ts. */
export const siteRoutes: readonly SiteRoute[] = [
  { id: 'home', meta: homeMeta, sharePhoto: homeHero.photo, shareHeading: homeMeta.title, priority: 1 },
  { id: 'restaurant', meta: restaurantMeta, sharePhoto: restaurantBanner.photo, shareHeading: restaurantBanner.title, priority: 0.8 },
  { id: 'stays', meta: accommodationsMeta, sharePhoto: accommodationsBanner.photo, shareHeading: accommodationsBanner.title, priority: 0.9 },
  { id: 'leisure', meta: leisureMeta, sharePhoto: leisureHero.photo, shareHeading: leisureHero.title, priority: 0.7 },
  { id: 'contact', meta: contactPage.meta, sharePhoto: contactPage.banner.photo, shareHeading: contactPage.banner.title, priority: 0.6 },
  { id: 'legal', meta: legalMeta, sharePhoto: legalBanner.photo, shareHeading: legalBanner.title, priority: 0.2 },
];

/** The share image of a page, relative to the site root; the build writes it under public/. */
export function shareImagePath(id: RouteId): string {
  const path = pathOf(id, 'fr');
  const slug = path === '/' ? 'accueil' : path.replaceAll('/', '');
  return `/partage/${slug}.jpg`;
}

export const shareImage = {
  width: 1200,
  height: 630,
  /** Read aloud by screen readers of social networks; the page heading follows. */
  altPrefix: `${siteName} :`,
};

/** The installable-app card of the site (web manifest). */
export const webManifest = {
  name: siteName,
  shortName: 'Chalets du lac',
  description: siteTagline,
  /** Matches the lake blue of the header and footer. */
  themeColor: '#0f2a33',
  backgroundColor: '#faf7f1',
};

/** Names search engines show for the places the pages describe without naming them. */
export const structuredDataNames = {
  restaurant: 'Restaurant des Chalets du lac',
  fishingPond: 'Étang de pêche des Chalets du lac',
};
