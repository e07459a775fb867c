import pageData from './data/not-found.json';
import { readDataFile } from './schema/editor-values';
import { photoOf } from './photo';
import type { NotFoundPageData } from './schema/pages';
import type { Banner, Link, PageMeta } from './types';

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const page = readDataFile<NotFoundPageData>(pageData);

export const notFoundMeta: PageMeta = page.meta;

export const notFoundPage: { banner: Banner; text: string; homeLink: Link } = {
  banner: { ...page.banner, photo: photoOf(page.banner.photo) },
  text: page.text,
  homeLink: { label: 'Retour à l’accueil', href: '/' },
};
