import type { MetadataRoute } from 'next';
import { searchableAtBuild } from '@/features/events/events';
import { eventPath, pathOf } from '@/config/routes';
import { siteRoutes } from '@/site/seo';
import { languages } from '@/lib/i18n/languages';
import { absoluteUrl, eventLanguageAlternates, languageAlternates } from '@/config/page-metadata';

export const dynamic = 'force-static';

/** Below the events page's own: an event's page matters while it is to come, and it ends. */
const eventPriority = 0.5;

/**
 * Every page in every language, each listing its language versions (hreflang in the sitemap too), and
 * the events not over when the build ran (an ended one's page stays, but is not offered any more),
 * examples left out.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const pages = siteRoutes.flatMap((route) =>
    languages.map((lang) => ({
      url: absoluteUrl(pathOf(route.id, lang)),
      priority: route.priority,
      alternates: { languages: languageAlternates(route.id) },
    })),
  );
  const events = searchableAtBuild().flatMap((event) =>
    languages.map((lang) => ({
      url: absoluteUrl(eventPath(event.slug, lang)),
      priority: eventPriority,
      alternates: { languages: eventLanguageAlternates(event.slug) },
    })),
  );
  return [...pages, ...events];
}
