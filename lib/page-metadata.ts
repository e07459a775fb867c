import type { Metadata } from 'next';
import { locale, shareImage, shareImagePath, siteRoutes, type RoutePath, type SiteRoute } from '@/content/seo';
import { siteUrl } from '@/content/contact';
import { siteName } from '@/content/site';

/** A path of the site as a full address on the configured site URL (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}

export function routeFor(path: RoutePath): SiteRoute {
  const route = siteRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} in content/seo.ts.`);
  return route;
}

/** The page title as browsers show it: the home page names the site first, the others last. */
export function pageTitle(path: RoutePath): string {
  const { meta } = routeFor(path);
  return path === '/' ? `${siteName} · ${meta.title}` : `${meta.title} · ${siteName}`;
}

/** Title, description, canonical link and social cards of one page, all from content. */
export function pageMetadata(path: RoutePath): Metadata {
  const route = routeFor(path);
  const title = pageTitle(path);
  const image = {
    url: shareImagePath(path),
    width: shareImage.width,
    height: shareImage.height,
    alt: `${shareImage.altPrefix} ${route.shareHeading}`,
  };
  return {
    // The home page takes the layout's default title; the others go through its template.
    ...(path === '/' ? {} : { title: route.meta.title }),
    description: route.meta.description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      locale,
      siteName,
      url: path,
      title,
      description: route.meta.description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description: route.meta.description, images: [image] },
  };
}
