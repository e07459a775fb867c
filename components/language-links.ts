// The language switcher's links, worked out in the browser from the page's address. Types only from
// config/routes.ts and lib/i18n/languages.ts: the table and the languages' names come as props, so
// that the navigation's script carries no other language's words.
import type { RouteId } from '@/config/routes';
import type { Lang, Translated } from '@/lib/i18n/languages';

export interface LanguageLink {
  readonly lang: Lang;
  /** The language named in itself: Deutsch, Nederlands… */
  readonly name: string;
  readonly href: string;
  readonly current: boolean;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * An event's page, one segment under the events page ("/en/events/<slug>/"): its twins are the same
 * slug under each language's events page (an event's id is its file's name, the same in every language).
 */
function eventTwins(events: Translated<string>, path: string, pageLang: Lang): Translated<string> | undefined {
  const parent = events[pageLang];
  if (!path.startsWith(parent)) return undefined;
  const slug = path.slice(parent.length, -1);
  if (slug === '' || slug.includes('/')) return undefined;
  const twin = (lang: Lang) => `${events[lang]}${slug}/`;
  return { fr: twin('fr'), en: twin('en'), nl: twin('nl'), de: twin('de') };
}

/**
 * The same page in each language (its twin), the page's own language marked current; an event's page
 * leads to the same event. An address the table does not know (the 404 page) leads to each language's home.
 */
export function languageLinks(
  routes: Readonly<Record<RouteId, Translated<string>>>,
  names: Translated<string>,
  pathname: string,
  pageLang: Lang,
): readonly LanguageLink[] {
  const path = withSlash(pathname.split(/[?#]/)[0] ?? '/');
  const twins = Object.values(routes).find((paths) => paths[pageLang] === path) ?? eventTwins(routes.events, path, pageLang) ?? routes.home;
  return (Object.keys(names) as Lang[]).map((lang) => ({ lang, name: names[lang], href: twins[lang], current: lang === pageLang }));
}
