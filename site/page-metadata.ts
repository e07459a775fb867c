import type { Metadata } from 'next';
import { siteUrl } from '@/config/contact';
import { eventIn, type SiteEvent } from '@/features/events/events';
import { describedWithWarning } from '@/features/events/event-words';
import { notFoundMetaIn } from '@/features/not-found/not-found-content';
import { eventPath, pathOf, type RouteId } from '@/config/routes';
import { shareImage, shareImageAlt, shareImagePath } from '@/config/share-image';
import { siteName } from '@/config/site';
import { languages, ogLocales, sourceLanguage, type Lang } from '@/lib/i18n/languages';
import { eventLanguageAlternates, languageAlternates } from '@/config/page-metadata';
import { siteRoutesIn, webManifestPathOf, type SiteRoute } from './seo';

// Every page's metadata, each language's defaults and the 404 page's: read from the pages' table
// (site/seo.ts) and the events, so it sits in site/, above the areas it reads.

/** A page's title, description and share image in a language (French unless told). */
export function routeFor(id: RouteId, lang: Lang = sourceLanguage): SiteRoute {
  const route = siteRoutesIn(lang).find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route ${id} in site/seo.ts.`);
  return route;
}

/** The page title as browsers show it, in a language: the home page names the site first, the others last. */
export function pageTitle(id: RouteId, lang: Lang = sourceLanguage): string {
  const { meta } = routeFor(id, lang);
  return id === 'home' ? `${siteName} · ${meta.title}` : `${meta.title} · ${siteName}`;
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
function eventPageMetadata(event: Pick<SiteEvent, 'slug' | 'title' | 'description' | 'sellsAlcohol'>, lang: Lang): Metadata {
  return metadataOf(
    {
      title: event.title,
      cardTitle: `${event.title} · ${siteName}`,
      description: describedWithWarning(lang, event),
      path: eventPath(event.slug, lang),
      alternates: eventLanguageAlternates(event.slug),
      // The events page's image: its text is that page's heading.
      image: { url: shareImagePath('events', lang), alt: shareImageAlt(lang, routeFor('events', lang).shareHeading) },
    },
    lang,
  );
}

/** An event's page in a language: nothing for a slug that has no event (the page is then not found). */
export function eventMetadata(slug: string, lang: Lang): Metadata {
  const event = eventIn(slug, lang);
  return event ? eventPageMetadata(event, lang) : {};
}

/**
 * Every page sets its own description, canonical link and social cards (pageMetadata); the 404 page
 * keeps these defaults, without a canonical link.
 */
export function layoutMetadata(lang: Lang): Metadata {
  const homeMetadata = pageMetadata('home', lang);
  return {
    description: homeMetadata.description,
    openGraph: homeMetadata.openGraph,
    twitter: homeMetadata.twitter,
    metadataBase: new URL(siteUrl),
    title: { default: pageTitle('home', lang), template: `%s · ${siteName}` },
    applicationName: siteName,
    manifest: webManifestPathOf(lang),
    // app/icon.svg, and the PNG and .ico drawn from it by scripts/build/build-og-images.ts.
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
    },
  };
}

/** The 404 page's title and description, on the defaults of its language's layout (no canonical link). */
export function notFoundMetadata(lang: Lang): Metadata {
  return { ...layoutMetadata(lang), ...notFoundMetaIn(lang) };
}
