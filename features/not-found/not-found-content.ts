// The 404 page's texts in a language: the owner's (content/data/not-found.json), French where not
// translated, and its link home; the site's own words are ./not-found-words.ts.
import { readLocalizedData } from '@/content/localized-data';
import { photoOf } from '@/config/photo';
import type { NotFoundPageData } from '@/content/schema/pages';
import { pathOf } from '@/config/routes';
import type { Banner, Link, PageMeta } from '@/config/types';
import type { Lang } from '@/lib/i18n/languages';
import { ownerDataFile } from '@/content/owner-data';
import { notFoundWords } from './not-found-words';

const pageData = ownerDataFile('not-found');

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
// Read in a language during the page's render, so that fallbackLang knows the French standing in.
const pageIn = (lang: Lang) => readLocalizedData<NotFoundPageData>('not-found', pageData, lang);

/** The 404 page's title and description in a language (the owner's). */
export const notFoundMetaIn = (lang: Lang): PageMeta => pageIn(lang).meta;

export const notFoundMeta: PageMeta = notFoundMetaIn('fr');

/** The link to the home page of the 404 page's language. */
export const notFoundHomeLink = (lang: Lang): Link => ({ label: notFoundWords[lang].homeLink, href: pathOf('home', lang) });

export interface NotFoundContent {
  readonly banner: Banner;
  readonly text: string;
}

/** The 404 page's banner and text in a language. */
export function notFoundPageIn(lang: Lang): NotFoundContent {
  const page = pageIn(lang);
  return { banner: { ...page.banner, photo: photoOf(page.banner.photo) }, text: page.text };
}

export const notFoundPage: NotFoundContent = notFoundPageIn('fr');
