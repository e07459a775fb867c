import type { MetadataRoute } from 'next';
import { pathOf } from '@/content/routes';
import { siteRoutes } from '@/content/seo';
import { languages } from '@/lib/i18n/languages';
import { absoluteUrl, languageAlternates } from '@/lib/page-metadata';

export const dynamic = 'force-static';

/** Every page in every language, each listing its language versions (hreflang in the sitemap too). */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes.flatMap((route) =>
    languages.map((lang) => ({ url: absoluteUrl(pathOf(route.id, lang)), priority: route.priority, alternates: { languages: languageAlternates(route.id) } })),
  );
}
