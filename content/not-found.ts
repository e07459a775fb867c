import pageData from './data/not-found.json';
import { readDataFile } from './schema/editor-values';
import { photoOf } from './photo';
import type { NotFoundPageData } from './schema/pages';
import { pathOf } from './routes';
import type { Banner, Link, PageMeta } from './types';
import type { Lang, Translated } from '@/lib/i18n/languages';

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const page = readDataFile<NotFoundPageData>(pageData);

export const notFoundMeta: PageMeta = page.meta;

/** The 404 page's link home, in each language (its banner and text are the owner's). */
export const notFoundWords: Translated<{ readonly homeLink: string }> = {
  fr: { homeLink: 'Retour à l’accueil' },
  en: { homeLink: 'Back to the home page' },
  nl: { homeLink: 'Terug naar de homepage' },
  de: { homeLink: 'Zurück zur Startseite' },
};

/** The link to the home page of the 404 page's language. */
export const notFoundHomeLink = (lang: Lang): Link => ({ label: notFoundWords[lang].homeLink, href: pathOf('home', lang) });

export const notFoundPage: { banner: Banner; text: string } = {
  banner: { ...page.banner, photo: photoOf(page.banner.photo) },
  text: page.text,
};
