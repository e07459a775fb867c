import type { Metadata } from 'next';
import { siteUrl } from '@/content/contact';
import { pathOf, type RouteId } from '@/content/routes';
import { shareImage, shareImageAlt, shareImagePath, siteRoutesIn, type SiteRoute } from '@/content/seo';
import { siteName } from '@/content/site';
import { languages, ogLocales, sourceLanguage, type Lang } from '@/lib/i18n/languages';

/** A path of the site as a full address on the configured site URL (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

/** A page's title, description and share image in a language (French unless told). */
export function routeFor(id: RouteId, lang: Lang = sourceLanguage): SiteRoute {
  const route = siteRoutesIn(lang).find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id} in content/seo.ts.`);
  return route;
}

/** The page title as browsers show it, in a language: the home page names the site first, the others last. */
export function pageTitle(id: RouteId, lang: Lang = sourceLanguage): string {
  const { meta } = routeFor(id, lang);
  return id === 'home' ? `${siteName} · ${meta.title}` : `${meta.title} · ${siteName}`;
}

/**
 * Every language's address of a page, and x-default: the French one, the site's own (hreflang). Each
 * page lists the same set, itself included, so the links are reciprocal.
 */
export function languageAlternates(id: RouteId): Record<string, string> {
  return {
    ...Object.fromEntries(languages.map((lang) => [lang, absoluteUrl(pathOf(id, lang))])),
    'x-default': absoluteUrl(pathOf(id, sourceLanguage)),
  };
}

/** Title, description, canonical link, language versions and social cards of one page in a language, all from content. */
export function pageMetadata(id: RouteId, lang: Lang): Metadata {
  const route = routeFor(id, lang);
  const title = pageTitle(id, lang);
  const path = pathOf(id, lang);
  const image = {
    url: shareImagePath(id, lang),
    width: shareImage.width,
    height: shareImage.height,
    alt: shareImageAlt(lang, route.shareHeading),
  };
  return {
    // The home page names the site first, whole (the French one is the layout's default title); the
    // others go through the layout's template.
    ...(id === 'home' ? (lang === sourceLanguage ? {} : { title: { absolute: title } }) : { title: route.meta.title }),
    description: route.meta.description,
    alternates: { canonical: path, languages: languageAlternates(id) },
    openGraph: {
      type: 'website',
      locale: ogLocales[lang],
      alternateLocale: languages.filter((other) => other !== lang).map((other) => ogLocales[other]),
      siteName,
      url: path,
      title,
      description: route.meta.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: route.meta.description, images: [image] },
  };
}
