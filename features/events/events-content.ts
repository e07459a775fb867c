import { readLocalizedData } from '@/content/localized-data';
import { photoOf } from '@/config/photo';
import type { EventsPageData } from '@/content/schema/pages';
import type { Banner, PageMeta } from '@/config/types';
import type { Lang } from '@/lib/i18n/languages';
import { ownerDataFile } from '@/content/owner-data';

const pageData = ownerDataFile('events-page');

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
// Read in a language during the page's render, so that fallbackLang knows the French standing in.
const pageIn = (lang: Lang) => readLocalizedData<EventsPageData>('events-page', pageData, lang);

/** The events page's title and description in a language (the owner's). */
export const eventsMetaIn = (lang: Lang): PageMeta => pageIn(lang).meta;

export const eventsMeta: PageMeta = eventsMetaIn('fr');

/** The events page's banner in a language. */
export function eventsBannerIn(lang: Lang): Banner {
  const banner = pageIn(lang).banner;
  return { ...banner, photo: photoOf(banner.photo) };
}

export const eventsBanner: Banner = eventsBannerIn('fr');
