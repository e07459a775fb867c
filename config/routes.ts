// Every page of the site in each language, by one id: the folders under app/, the links, the language
// switcher, hreflang, the menu and the footer, the sitemap, the share images, the weight budgets and
// the hosting rules all come from this table: each is a Record<RouteId, …>, so a new id is a type
// error in every place that must say something of it. French keeps the
// site's first addresses (nothing already indexed moves); each other language has its own prefix and
// words. config/routes.test.ts checks that each address here has its page file and each page file its address.
import type { Lang, Translated, TranslationLanguage } from '@/lib/i18n/languages';

export const routeIds = [
  'home',
  'restaurant',
  'stays',
  'leisure',
  'events',
  'contact',
  'legal',
  'faq',
  'voucher',
  'arrival',
  'terms',
] as const;

export type RouteId = (typeof routeIds)[number];

export const routePaths = {
  home: { fr: '/', en: '/en/', nl: '/nl/', de: '/de/' },
  restaurant: { fr: '/restaurant/', en: '/en/restaurant/', nl: '/nl/restaurant/', de: '/de/restaurant/' },
  stays: { fr: '/hebergements/', en: '/en/accommodation/', nl: '/nl/accommodaties/', de: '/de/unterkuenfte/' },
  leisure: { fr: '/loisirs/', en: '/en/activities/', nl: '/nl/activiteiten/', de: '/de/freizeit/' },
  events: { fr: '/evenements/', en: '/en/events/', nl: '/nl/evenementen/', de: '/de/veranstaltungen/' },
  contact: { fr: '/contact/', en: '/en/contact/', nl: '/nl/contact/', de: '/de/kontakt/' },
  legal: { fr: '/mentions-legales/', en: '/en/legal-notice/', nl: '/nl/juridische-informatie/', de: '/de/impressum/' },
  faq: { fr: '/questions-frequentes/', en: '/en/questions/', nl: '/nl/veelgestelde-vragen/', de: '/de/haeufige-fragen/' },
  voucher: { fr: '/bon-cadeau/', en: '/en/gift-voucher/', nl: '/nl/cadeaubon/', de: '/de/gutschein/' },
  arrival: { fr: '/guide-arrivee/', en: '/en/arrival-guide/', nl: '/nl/aankomstgids/', de: '/de/anreise/' },
  terms: { fr: '/conditions-generales-de-vente/', en: '/en/terms-and-conditions/', nl: '/nl/algemene-voorwaarden/', de: '/de/agb/' },
} as const satisfies Record<RouteId, Translated<string>>;

/** Where the site links to a page from every page. One the menu leaves out says why. */
export type RouteLinks = { readonly inFooter: boolean } & (
  { readonly inMenu: true } | { readonly inMenu: false; readonly leftOutOfMenu: string }
);

/**
 * Each page's place in the menu and the footer, in the order both list them (an object keeps the
 * order its keys are written in): the menu and the footer of config/site.ts are read from here.
 */
export const routeLinks = {
  home: { inMenu: true, inFooter: true },
  restaurant: { inMenu: true, inFooter: true },
  stays: { inMenu: true, inFooter: true },
  leisure: { inMenu: true, inFooter: true },
  events: { inMenu: true, inFooter: true },
  legal: {
    inMenu: false,
    leftOutOfMenu: 'The legal notice: the footer links it from every page; the menu keeps to the places and what to do there.',
    inFooter: true,
  },
  contact: { inMenu: true, inFooter: true },
  faq: {
    inMenu: false,
    leftOutOfMenu:
      'Questions and guests’ reviews: linked where each question arises (stays, restaurant, booking terms) and from the footer; the menu keeps to the places and what to do there.',
    inFooter: true,
  },
  voucher: {
    inMenu: false,
    leftOutOfMenu: 'The gift voucher: the footer links it from every page; the menu keeps to the places and what to do there.',
    inFooter: true,
  },
  arrival: {
    inMenu: false,
    leftOutOfMenu:
      'The arrival guide is for guests who have booked: the stays page links it, and the owner gives its address in the confirmation.',
    inFooter: false,
  },
  terms: {
    inMenu: false,
    leftOutOfMenu:
      'The written booking terms (CGV): the footer links them from every page, and the stays page’s booking terms, the stay request and the confirmation point to them; the menu keeps to the places and what to do there.',
    inFooter: true,
  },
} as const satisfies Record<RouteId, RouteLinks>;

/** The address of a page in a language. */
export function pathOf(id: RouteId, lang: Lang): string {
  return routePaths[id][lang];
}

/** An event's own page in a language, under the events page: "/en/events/2026-12-04-soiree-moules-frites/". */
export function eventPath(slug: string, lang: Lang): string {
  return `${routePaths.events[lang]}${slug}/`;
}

/** The page and language an address of the table belongs to (with or without its trailing slash, and an #anchor). */
export function routeOfPath(path: string): { readonly id: RouteId; readonly lang: Lang } | undefined {
  const bare = path.split('#')[0] ?? '';
  const withSlash = bare.endsWith('/') ? bare : `${bare}/`;
  for (const id of routeIds) {
    for (const [lang, candidate] of Object.entries(routePaths[id]) as [Lang, string][]) {
      if (candidate === withSlash) return { id, lang };
    }
  }
  return undefined;
}

/**
 * Each language's 404 page, as hosts serve it for an unknown address under the language's prefix (the
 * French one for any other). French's is app/global-not-found.tsx; the others are built as pages at
 * their folder (app/(en)/en/404/page.tsx…) and moved into place by scripts/build/finish-export.ts.
 */
export const notFoundPaths = {
  fr: '/404.html',
  en: '/en/404.html',
  nl: '/nl/404.html',
  de: '/de/404.html',
} as const satisfies Translated<string>;

/** The folder a language's 404 page is built at before it is moved to its file: "/en/404/". */
export function notFoundBuildPath(lang: TranslationLanguage): string {
  return notFoundPaths[lang].replace(/\.html$/, '/');
}

/**
 * The arrival guide's service worker in a language: inside the guide's folder, which is its scope, so
 * that it controls that page alone (a scope above the worker's folder needs a header not every host sends).
 */
export function offlineWorkerPath(lang: Lang): string {
  return `${routePaths.arrival[lang]}sw.js`;
}
