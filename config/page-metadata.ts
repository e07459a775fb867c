import { siteUrl } from '@/config/contact';
import { eventPath, pathOf, type RouteId } from '@/config/routes';
import { languages, sourceLanguage, type Lang } from '@/lib/i18n/languages';

/** A path of the site as a full address on the configured site URL (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
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
