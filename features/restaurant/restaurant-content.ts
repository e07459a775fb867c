// The restaurant page's own texts, the owner's (content/data/restaurant-page.json): its title and
// description, its banner and its presentation, in a language. The site's words around them are
// ./restaurant-words.ts.
import { readLocalizedData } from '@/content/localized-data';
import { photoOf } from '@/config/photo';
import type { RestaurantPageData } from '@/content/schema/pages';
import type { Banner, PageMeta, Photo } from '@/config/types';
import type { Lang } from '@/lib/i18n/languages';
import { ownerDataFile } from '@/content/owner-data';

const pageData = ownerDataFile('restaurant-page');

// Apart from content/restaurant-week.ts, which the reservation form's script imports: a data file read
// there would ship whole to the browser. Checked by `npm run check:content`; only the type is imported.
// Read in the page's language while the page renders: a text whose translation is missing stays
// French and is marked so (lib/i18n/fallback.ts), for that page's render only.
const pageIn = (lang: Lang) => readLocalizedData<RestaurantPageData>('restaurant-page', pageData, lang);

/** The restaurant page's title and description in a language (the owner's, French where not translated). */
export const restaurantMetaIn = (lang: Lang): PageMeta => pageIn(lang).meta;

/** The restaurant page's banner in a language: its title is the page's heading and its share image's. */
export function restaurantBannerIn(lang: Lang): Banner {
  const { banner } = pageIn(lang);
  return { ...banner, photo: photoOf(banner.photo) };
}

/** The presentation under the banner: the owner's title, paragraphs and photos (their alt texts) in a language. */
export function restaurantPresentationIn(lang: Lang): { title: string; paragraphs: readonly string[]; photos: readonly Photo[] } {
  const { presentation } = pageIn(lang);
  return { ...presentation, photos: presentation.photos.map(photoOf) };
}

// French, as the structured data and the French site's metadata read them.
export const restaurantMeta: PageMeta = restaurantMetaIn('fr');

export const restaurantBanner: Banner = restaurantBannerIn('fr');

export const restaurantPresentation = restaurantPresentationIn('fr');
