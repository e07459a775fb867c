import type { Metadata } from 'next';
import { siteUrl } from '@/config/contact';
import type { SiteEvent } from '@/features/events/events';
import { eventPath, pathOf, type RouteId } from '@/config/routes';
import { shareImage, shareImageAlt, shareImagePath, siteRoutesIn, type SiteRoute } from '@/config/seo';
import { siteName } from '@/config/site';
import { languages, ogLocales, sourceLanguage, type Lang } from '@/lib/i18n/languages';

/** A path of the site as a full address on the configured site URL (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

/** A page's title, description and share image in a language (French unless told). */
export function routeFor(id: RouteId, lang: Lang = sourceLanguage): SiteRoute {
  const route = siteRoutesIn(lang).find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id} in config/seo.ts.`);
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
  return alternatesOf((lang) => pathOf(id, lang));
}

/** An event page's addresses in every language, and x-default, the French one: the slug is the same in each. */
export function eventLanguageAlternates(slug: string): Record<string, string> {
  return alternatesOf((lang) => eventPath(slug, lang));
}

function alternatesOf(pathIn: (lang: Lang) => string): Record<string, string> {
  return {
    ...Object.fromEntries(languages.map((lang) => [lang, absoluteUrl(pathIn(lang))])),
    'x-default': absoluteUrl(pathIn(sourceLanguage)),
  };
}

interface PageFacts {
  /** As the layout's template takes it, or absolute. */
  readonly title: NonNullable<Metadata['title']>;
  /** As social cards show it, whole. */
  readonly cardTitle: string;
  readonly description: string;
  readonly path: string;
  readonly alternates: Record<string, string>;
  readonly image: { readonly url: string; readonly alt: string };
}

/** The metadata every page carries, from its facts. */
function metadataOf(facts: PageFacts, lang: Lang): Metadata {
  const image = { url: facts.image.url, width: shareImage.width, height: shareImage.height, alt: facts.image.alt };
  return {
    title: facts.title,
    description: facts.description,
    alternates: { canonical: facts.path, languages: facts.alternates },
    openGraph: {
      type: 'website',
      locale: ogLocales[lang],
      alternateLocale: languages.filter((other) => other !== lang).map((other) => ogLocales[other]),
      siteName,
      url: facts.path,
      title: facts.cardTitle,
      description: facts.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: facts.cardTitle, description: facts.description, images: [image] },
  };
}

/** Title, description, canonical link, language versions and social cards of one page in a language, all from content. */
export function pageMetadata(id: RouteId, lang: Lang): Metadata {
  const route = routeFor(id, lang);
  const title = pageTitle(id, lang);
  const metadata = metadataOf(
    {
      // Went through the layout's template, except the home page's, which names the site first, whole.
      title: id === 'home' ? { absolute: title } : route.meta.title,
      cardTitle: title,
      description: route.meta.description,
      path: pathOf(id, lang),
      alternates: languageAlternates(id),
      image: { url: shareImagePath(id, lang), alt: shareImageAlt(lang, route.shareHeading) },
    },
    lang,
  );
  // The French home page's title is the layout's default.
  if (id === 'home' && lang === sourceLanguage) delete metadata.title;
  return metadata;
}

/**
 * An event's own page: its title and description in the page's language, its address in each language, and the
 * events page's share image (no image per event).
 */
export function eventPageMetadata(event: Pick<SiteEvent, 'slug' | 'title' | 'description'>, lang: Lang): Metadata {
  return metadataOf(
    {
      title: event.title,
      cardTitle: `${event.title} · ${siteName}`,
      description: event.description,
      path: eventPath(event.slug, lang),
      alternates: eventLanguageAlternates(event.slug),
      // The events page's image: its text is that page's heading.
      image: { url: shareImagePath('events', lang), alt: shareImageAlt(lang, routeFor('events', lang).shareHeading) },
    },
    lang,
  );
}
