import { pathOf, type RouteId } from './routes';
import { siteName } from './site';
import { sourceLanguage, type Lang, type Translated } from '@/lib/i18n/languages';

// Each page's share image: its size, address and text alternative, apart from the pages' table
// (site/seo.ts) because an event's page names the events page's image in its own structured data.

/** Where a page's share image goes in a language other than French, when the page's address has no word of its own (the home page). */
const homeSlugs: Translated<string> = { fr: 'accueil', en: 'home', nl: 'home', de: 'startseite' };

/**
 * The share image of a page in a language, relative to the site root; the build writes it under
 * public/. French ones keep their addresses (/partage/restaurant.jpg), the others go in their
 * language's folder, named after the page's address in it (/partage/de/unterkuenfte.jpg).
 */
export function shareImagePath(id: RouteId, lang: Lang = sourceLanguage): string {
  const prefix = lang === sourceLanguage ? '' : `/${lang}`;
  const slug = pathOf(id, lang).slice(prefix.length).replaceAll('/', '') || homeSlugs[lang];
  return `/partage${prefix}/${slug}.jpg`;
}

export const shareImage = {
  width: 1200,
  height: 630,
  /** Read aloud by screen readers of social networks; the page heading follows. */
  altPrefix: `${siteName}\u00a0:`,
};

/**
 * A share image's text alternative: the site name (the same in every language), then the page heading,
 * punctuated as the language does. French and Dutch go on in lower case after the colon, and a heading
 * that already names the site (« Votre arrivée aux Chalets du lac », « Ihre Anreise zu den Chalets du lac »)
 * is not prefixed with it again, in any language.
 */
export function shareImageAlt(lang: Lang, heading: string): string {
  const lowered = () => heading.charAt(0).toLocaleLowerCase(lang) + heading.slice(1);
  if (lang === 'fr') return heading.includes('Chalets du lac') ? heading : `${shareImage.altPrefix} ${lowered()}`;
  if (lang === 'nl') return heading.includes(siteName) ? heading : `${siteName}: ${lowered()}`;
  // English and German keep their capital after the colon (a title; German nouns); none repeats the site's name.
  return heading.includes('Chalets du lac') ? heading : `${siteName}: ${heading}`;
}
