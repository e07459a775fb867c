import {
  accommodationsBanner,
  accommodationsBannerIn,
  accommodationsMeta,
  accommodationsMetaIn,
} from '@/features/stays/units/accommodations-content';
import { contactPage, contactPageIn } from '@/features/contact/contact-content';
import { arrivalGuideIn } from '@/features/arrival/arrival-content';
import { eventsBanner, eventsBannerIn, eventsMeta, eventsMetaIn } from '@/features/events/events-content';
import { faqBannerIn, faqMetaIn } from '@/features/faq/faq-content';
import { homeHero, homeMeta, homeMetaIn } from '@/features/home/home-content';
import { legalBanner } from '@/config/legal';
import { legalBannerOf, legalMetaOf } from '@/features/legal/legal-words';
import { leisureHero, leisureHeroIn, leisureMeta, leisureMetaIn } from '@/features/leisure/leisure';
import { restaurantBanner, restaurantBannerIn, restaurantMeta, restaurantMetaIn } from '@/features/restaurant/restaurant-content';
import { pathOf, routeIds, type RouteId } from '@/config/routes';
import { termsWords } from '@/features/terms/terms-words';
import { voucherMetaIn } from '@/features/voucher/voucher';
import { voucherWords } from '@/features/voucher/voucher-words';
import { shareImagePath } from '@/config/share-image';
import { illustrationCaption, photoCredits } from '@/content/photo-credits';
import { siteName, siteTaglines } from '@/config/site';
import type { MetadataRoute } from 'next';
import type { PageMeta, Photo } from '@/config/types';
import { languages, sourceLanguage, type Lang, type Translated } from '@/lib/i18n/languages';

// The table of every page: its title, description and share image in each language, read from
// each area's words (features/), which is why it sits in site/, above the areas.

export interface SiteRoute {
  readonly id: RouteId;
  readonly meta: PageMeta;
  /** The page's banner photo: the backdrop of its share image (1200×630, made by scripts/build/build-og-images.ts). */
  readonly sharePhoto: Photo;
  /** The heading written on the share image. */
  readonly shareHeading: string;
  /** How much the page matters in the sitemap, from 0 to 1. */
  readonly priority: number;
}

/** A page's title, description and share heading in a language other than French, from its content module. */
function foreignTexts(id: RouteId, lang: Lang): { meta: PageMeta; shareHeading: string } {
  switch (id) {
    case 'home': {
      const meta = homeMetaIn(lang);
      return { meta, shareHeading: meta.title };
    }
    case 'restaurant':
      return { meta: restaurantMetaIn(lang), shareHeading: restaurantBannerIn(lang).title };
    case 'stays':
      return { meta: accommodationsMetaIn(lang), shareHeading: accommodationsBannerIn(lang).title };
    case 'leisure':
      return { meta: leisureMetaIn(lang), shareHeading: leisureHeroIn(lang).title };
    case 'events':
      return { meta: eventsMetaIn(lang), shareHeading: eventsBannerIn(lang).title };
    case 'contact': {
      const { meta, banner } = contactPageIn(lang);
      return { meta, shareHeading: banner.title };
    }
    case 'legal':
      return { meta: legalMetaOf(lang), shareHeading: legalBannerOf(lang).title };
    case 'faq':
      return { meta: faqMetaIn(lang), shareHeading: faqBannerIn(lang).title };
    case 'voucher':
      return { meta: voucherMetaIn(lang), shareHeading: voucherWords[lang].banner.title };
    case 'arrival': {
      const guide = arrivalGuideIn(lang);
      return { meta: guide.meta, shareHeading: guide.title };
    }
    case 'terms':
      return { meta: termsWords[lang].meta, shareHeading: termsWords[lang].bannerTitle };
  }
}

/** Each page in French: its title and description, its share image's photo and heading, its weight in the sitemap. */
const frenchRoutes: Readonly<Record<RouteId, Omit<SiteRoute, 'id'>>> = {
  home: { meta: homeMeta, sharePhoto: homeHero.photo, shareHeading: homeMeta.title, priority: 1 },
  restaurant: { meta: restaurantMeta, sharePhoto: restaurantBanner.photo, shareHeading: restaurantBanner.title, priority: 0.8 },
  stays: { meta: accommodationsMeta, sharePhoto: accommodationsBanner.photo, shareHeading: accommodationsBanner.title, priority: 0.9 },
  leisure: { meta: leisureMeta, sharePhoto: leisureHero.photo, shareHeading: leisureHero.title, priority: 0.7 },
  events: { meta: eventsMeta, sharePhoto: eventsBanner.photo, shareHeading: eventsBanner.title, priority: 0.7 },
  contact: { meta: contactPage.meta, sharePhoto: contactPage.banner.photo, shareHeading: contactPage.banner.title, priority: 0.6 },
  legal: { meta: legalMetaOf(sourceLanguage), sharePhoto: legalBanner.photo, shareHeading: legalBanner.title, priority: 0.2 },
  faq: {
    meta: faqMetaIn(sourceLanguage),
    sharePhoto: faqBannerIn(sourceLanguage).photo,
    shareHeading: faqBannerIn(sourceLanguage).title,
    priority: 0.5,
  },
  voucher: {
    meta: voucherMetaIn(sourceLanguage),
    sharePhoto: accommodationsBanner.photo,
    shareHeading: voucherWords.fr.banner.title,
    priority: 0.5,
  },
  // The guide has no banner: its share image shows the stays page's, the places it leads to.
  arrival: {
    meta: arrivalGuideIn(sourceLanguage).meta,
    sharePhoto: accommodationsBanner.photo,
    shareHeading: arrivalGuideIn(sourceLanguage).title,
    priority: 0.5,
  },
  // The booking terms share the legal notice's banner: a page of text, like it.
  terms: { meta: termsWords.fr.meta, sharePhoto: legalBanner.photo, shareHeading: termsWords.fr.bannerTitle, priority: 0.3 },
};

/** Every page of the site, in the route table's order, in French: the sitemap, the share images and the hosting redirects come from this list; its addresses in each language from config/routes.ts. */
export const siteRoutes: readonly SiteRoute[] = routeIds.map((id) => ({ id, ...frenchRoutes[id] }));

/**
 * Every page in a language: its title and description as search engines show them, and the heading
 * of its share image (the banner's title; the home page's title), the owner's translations where
 * there are some. French is `siteRoutes`; the photos and priorities are the same in every language.
 */
export function siteRoutesIn(lang: Lang): readonly SiteRoute[] {
  if (lang === sourceLanguage) return siteRoutes;
  return siteRoutes.map((route) => ({ ...route, ...foreignTexts(route.id, lang) }));
}

/**
 * Every share image the build writes: each page in each language, with « Photo d’illustration » in
 * that language where its photo does not show the venue (the owner's box in photo-credits.json), as
 * on the page, so that no one takes a shared stock picture for the place (Code de la consommation L121-2).
 */
export function shareImageList(): {
  readonly route: SiteRoute;
  readonly lang: Lang;
  readonly path: string;
  readonly caption: string | null;
}[] {
  return languages.flatMap((lang) =>
    siteRoutesIn(lang).map((route) => ({
      route,
      lang,
      path: shareImagePath(route.id, lang),
      caption: shareCaptionOf(route.sharePhoto.file, lang),
    })),
  );
}

/** The caption a share image's photo carries: « Photo d’illustration » in `lang` where it does not show the venue; none otherwise. */
export function shareCaptionOf(file: string, lang: Lang): string | null {
  return photoCredits.some((credit) => credit.file === file && credit.illustration === true) ? illustrationCaption[lang] : null;
}

/** Matches the lake blue of the header and footer: the browser's bar and the installed app's. */
export const themeColor = '#0f2a33';

/**
 * The installable-app card of each language (web manifest): its own name of the site's purpose and its own
 * start page, so that a German visitor who adds the site to a home screen opens it in German. The French
 * card keeps the root's address, /manifest.webmanifest; the others sit under their language's folder.
 */
export function webManifestIn(lang: Lang): MetadataRoute.Manifest {
  return {
    name: siteName,
    short_name: 'Chalets du lac',
    description: siteTaglines[lang],
    lang,
    start_url: pathOf('home', lang),
    display: 'browser',
    theme_color: themeColor,
    background_color: '#faf7f1',
    // Drawn from app/icon.svg by scripts/build/build-og-images.ts.
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}

/** Where each language's web manifest is served: « /manifest.webmanifest », « /en/manifest.webmanifest ». */
export const webManifestPathOf = (lang: Lang): string => `${pathOf('home', lang)}manifest.webmanifest`;

/** Names search engines show for the places the pages describe without naming them, in each language. */
export const structuredDataNames: Translated<{ readonly restaurant: string; readonly fishingPond: string }> = {
  fr: { restaurant: 'Restaurant des Chalets du lac', fishingPond: 'Étang de pêche des Chalets du lac' },
  en: { restaurant: 'The restaurant at Les Chalets du lac', fishingPond: 'The fishing pond at Les Chalets du lac' },
  nl: { restaurant: 'Restaurant van Les Chalets du lac', fishingPond: 'Visvijver van Les Chalets du lac' },
  de: { restaurant: 'Restaurant der Chalets du lac', fishingPond: 'Angelteich der Chalets du lac' },
};
