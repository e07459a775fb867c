// An event's own page: the photo its banner falls back on (its place's), read in the page's language
// (the owner's alt texts translated, French marked where not), and its calendar file's address. Its words
// are ./event-page-words.ts.
import type { SiteEvent } from './events';
import { photoOf } from '@/config/photo';
import type { EventPlace } from '@/content/schema/event-choices';
import type { HomePageData, LeisurePageData, RestaurantPageData } from '@/content/schema/pages';
import type { Photo } from '@/config/types';
import { readLocalizedData } from '@/content/localized-data';
import { ownerDataFile } from '@/content/owner-data';
import type { Lang } from '@/lib/i18n/languages';

const homeData = ownerDataFile('home');
const leisureData = ownerDataFile('leisure-page');
const restaurantData = ownerDataFile('restaurant-page');
const leisureIn = (lang: Lang) => readLocalizedData<LeisurePageData>('leisure-page', leisureData, lang);

/** The photo that shows a place, for an event that has none of its own: the page that tells of the place shows it. */
const placePhotos: Readonly<Record<EventPlace, (lang: Lang) => { readonly file: string; readonly alt: string }>> = {
  restaurant: (lang) => readLocalizedData<RestaurantPageData>('restaurant-page', restaurantData, lang).banner.photo,
  etang: (lang) => leisureIn(lang).fishing.photo,
  parcours: (lang) => leisureIn(lang).fitnessTrail.photo,
  verrerie: (lang) => leisureIn(lang).glassworks.photo,
  domaine: (lang) => readLocalizedData<HomePageData>('home', homeData, lang).hero.photo,
};

/** The event's banner photo in a language: its own, or its place's. */
export function eventPhotoIn(event: Pick<SiteEvent, 'photo' | 'place'>, lang: Lang): Photo {
  return photoOf(event.photo ?? placePhotos[event.place](lang));
}

/** The name the calendar file is saved under, and the last segment of its address under the event's page. */
export const eventCalendarFileName = 'evenement.ics';

/** The address of an event's calendar file in a language, under its page. */
export const eventCalendarPath = (eventPagePath: string): string => `${eventPagePath}${eventCalendarFileName}`;
