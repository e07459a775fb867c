// The words of the frame around every page (header, footer, skip link), in each language. Server
// components read them; the navigation, which runs in the browser, gets its own language's words as
// props from site/site-layout.tsx, so its script carries no dictionary.
import type { Translated } from '@/lib/i18n/languages';
import { routeLinks, type RouteId } from './routes';

/** The venue's name: a proper name, the same in every language. */
export const siteName = 'Les Chalets du lac';

export const siteTaglines: Translated<string> = {
  fr: 'Chalets familiaux et cabanes dans les arbres au bord du lac',
  en: 'Family chalets and treehouses by the lake',
  nl: 'Familiechalets en boomhutten aan het meer',
  de: 'Familienchalets und Baumhäuser am See',
};

/** Each page as the navigation and the footer name it. */
export const routeNames: Translated<Readonly<Record<RouteId, string>>> = {
  fr: {
    home: 'Accueil',
    restaurant: 'Restaurant',
    stays: 'Hébergements',
    leisure: 'Loisirs',
    events: 'Événements',
    contact: 'Contact',
    legal: 'Mentions légales',
    faq: 'Questions fréquentes',
    voucher: 'Bon cadeau',
    arrival: 'Guide d’arrivée',
    terms: 'Conditions générales de vente',
  },
  en: {
    home: 'Home',
    restaurant: 'Restaurant',
    stays: 'Accommodation',
    leisure: 'Activities',
    events: 'Events',
    contact: 'Contact',
    legal: 'Legal notice',
    faq: 'Questions',
    voucher: 'Gift voucher',
    arrival: 'Arrival guide',
    terms: 'Terms and conditions',
  },
  nl: {
    home: 'Home',
    restaurant: 'Restaurant',
    stays: 'Accommodaties',
    leisure: 'Activiteiten',
    events: 'Evenementen',
    contact: 'Contact',
    legal: 'Juridische informatie',
    faq: 'Veelgestelde vragen',
    voucher: 'Cadeaubon',
    arrival: 'Aankomstgids',
    terms: 'Algemene voorwaarden',
  },
  de: {
    home: 'Startseite',
    restaurant: 'Restaurant',
    stays: 'Unterkünfte',
    leisure: 'Freizeit',
    events: 'Veranstaltungen',
    contact: 'Kontakt',
    legal: 'Impressum',
    faq: 'Häufige Fragen',
    voucher: 'Gutschein',
    arrival: 'Anreiseinfos',
    terms: 'AGB',
  },
};

/** The pages in the order the menu and the footer list them (config/routes.ts). */
const linkedRoutes = Object.keys(routeLinks) as RouteId[];

export const mainNavigation: readonly RouteId[] = linkedRoutes.filter((id) => routeLinks[id].inMenu);

export const footerNavigation: readonly RouteId[] = linkedRoutes.filter((id) => routeLinks[id].inFooter);

export interface NavigationWords {
  readonly menuLabel: string;
  readonly mainNavLabel: string;
  readonly skipLink: string;
  /** Names the language switcher, before the current language's name. */
  readonly languageLabel: string;
  /** The switcher's button: its name and the current language's, as a label writes it (« Langue : français », lower case in French). */
  readonly currentLanguage: string;
}

export const navigationWords: Translated<NavigationWords> = {
  fr: {
    menuLabel: 'Menu',
    mainNavLabel: 'Navigation principale',
    skipLink: 'Aller au contenu principal',
    languageLabel: 'Langue',
    currentLanguage: 'Langue\u00a0: français',
  },
  en: {
    menuLabel: 'Menu',
    mainNavLabel: 'Main navigation',
    skipLink: 'Skip to main content',
    languageLabel: 'Language',
    currentLanguage: 'Language: English',
  },
  nl: {
    menuLabel: 'Menu',
    mainNavLabel: 'Hoofdnavigatie',
    skipLink: 'Naar de hoofdinhoud',
    languageLabel: 'Taal',
    currentLanguage: 'Taal: Nederlands',
  },
  de: {
    menuLabel: 'Menü',
    mainNavLabel: 'Hauptnavigation',
    skipLink: 'Zum Hauptinhalt springen',
    languageLabel: 'Sprache',
    currentLanguage: 'Sprache: Deutsch',
  },
};

export interface FooterWords {
  readonly navLabel: string;
  readonly socialTitle: string;
  /** "{years}": copyrightYears(), "2025" or "2025–2027". */
  readonly copyright: (years: string) => string;
  /** The footer's link to the contact page's access block. */
  readonly access: string;
}

/** The year the site was first published: where its copyright starts. */
export const firstCopyrightYear = 2025;

/**
 * The copyright's years at `now` (the build, for the exported pages): "2025" the first year, then
 * "2025–2027", the year in Paris. Called by the footer as it renders, never at this module's load,
 * so that the navigation's script, which imports this module, reads no clock.
 */
export function copyrightYears(now: Date = new Date()): string {
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Paris', year: 'numeric' }).format(now));
  return year > firstCopyrightYear ? `${firstCopyrightYear}–${year}` : String(firstCopyrightYear);
}

export const footerWords: Translated<FooterWords> = {
  fr: {
    navLabel: 'Plan du site',
    socialTitle: 'Suivez-nous',
    copyright: (years) => `© ${years} Les Chalets du lac. Tous droits réservés.`,
    access: 'Nous trouver',
  },
  en: {
    navLabel: 'Site map',
    socialTitle: 'Follow us',
    copyright: (years) => `© ${years} Les Chalets du lac. All rights reserved.`,
    access: 'Find us',
  },
  nl: {
    navLabel: 'Sitemap',
    socialTitle: 'Volg ons',
    copyright: (years) => `© ${years} Les Chalets du lac. Alle rechten voorbehouden.`,
    access: 'Zo vind je ons',
  },
  de: {
    navLabel: 'Seitenübersicht',
    socialTitle: 'Folgen Sie uns',
    copyright: (years) => `© ${years} Les Chalets du lac. Alle Rechte vorbehalten.`,
    access: 'Anfahrt',
  },
};
