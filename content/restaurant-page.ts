import pageData from './data/restaurant-page.json';
import { readDataFile } from './schema/editor-values';
import { photoOf } from './photo';
import type { RestaurantPageData } from './schema/pages';
import type { Banner, PageMeta, Photo } from './types';

// Apart from content/restaurant.ts, which the reservation form's script imports: a data file read
// there would ship whole to the browser. Checked by `npm run check:content`; only the type is imported.
const page = readDataFile<RestaurantPageData>(pageData);

export const restaurantMeta: PageMeta = page.meta;

export const restaurantBanner: Banner = { ...page.banner, photo: photoOf(page.banner.photo) };

export const restaurantPresentation: { title: string; paragraphs: readonly string[]; photos: readonly Photo[] } = {
  ...page.presentation,
  photos: page.presentation.photos.map(photoOf),
};
