import type { MetadataRoute } from 'next';
import { siteRoutes } from '@/content/seo';
import { absoluteUrl } from '@/lib/page-metadata';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.map((route) => ({ url: absoluteUrl(route.path), priority: route.priority }));
}
