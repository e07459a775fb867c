import { accommodationsBanner, accommodationsMeta } from './accommodations';
import { contactPage } from './contact-page';
import { homeHero, homeMeta } from './home';
import { legalBanner, legalMeta } from './legal';
import { leisureHero, leisureMeta } from './leisure';
import { restaurantBanner, restaurantMeta } from './restaurant-page';
import { siteName, siteTagline } from './site';
import type { PageMeta, Photo } from './types';

export type RoutePath = '/' | '/restaurant/' | '/hebergements/' | '/loisirs/' | '/contact/' | '/mentions-legales/';

export interface SiteRoute {
  readonly path: RoutePath;
  readonly meta: PageMeta;
  /** The page's banner photo: the backdrop of its share image (1200×630, made by scripts/build-og-images.ts). */
  readonly sharePhoto: Photo;
  /** The heading written on the share image. */
  readonly shareHeading: string;
  /** How much the page matters in the sitemap, from 0 to 1. */
  readonly priority: number;
}

/** Every page of the site, in menu order: the sitemap, the share images and the hosting redirects come from this list. */
export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', meta: homeMeta, sharePhoto: homeHero.photo, shareHeading: homeMeta.title, priority: 1 },
  { path: '/restaurant/', meta: restaurantMeta, sharePhoto: restaurantBanner.photo, shareHeading: restaurantBanner.title, priority: 0.8 },
  { path: '/hebergements/', meta: accommodationsMeta, sharePhoto: accommodationsBanner.photo, shareHeading: accommodationsBanner.title, priority: 0.9 },
  { path: '/loisirs/', meta: leisureMeta, sharePhoto: leisureHero.photo, shareHeading: leisureHero.title, priority: 0.7 },
  { path: '/contact/', meta: contactPage.meta, sharePhoto: contactPage.banner.photo, shareHeading: contactPage.banner.title, priority: 0.6 },
  { path: '/mentions-legales/', meta: legalMeta, sharePhoto: legalBanner.photo, shareHeading: legalBanner.title, priority: 0.2 },
];

/** The share image of a page, relative to the site root; the build writes it under public/. */
export function shareImagePath(path: RoutePath): string {
  const slug = path === '/' ? 'accueil' : path.replaceAll('/', '');
  return `/partage/${slug}.jpg`;
}

export const shareImage = {
  width: 1200,
  height: 630,
  /** Read aloud by screen readers of social networks; the page heading follows. */
  altPrefix: `${siteName} :`,
};

export const locale = 'fr_FR';

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
