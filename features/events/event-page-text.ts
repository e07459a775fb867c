// An event's own page: the photo its banner falls back on (its place's), and the words only that page
// and its calendar file say, in each language. The place photos are the owner's, read in the page's
// language (their alt texts translated, French marked where not).
import type { SiteEvent } from './events';
import { photoOf } from '@/config/photo';
import type { EventPlace } from '@/content/schema/event-choices';
import type { HomePageData, LeisurePageData, RestaurantPageData } from '@/content/schema/pages';
import type { Photo } from '@/config/types';
import { readLocalizedData } from '@/content/localized-data';
import { ownerDataFile } from '@/content/owner-data';
import type { Lang, Translated } from '@/lib/i18n/languages';

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

export interface EventPageWords {
  /** The facts' labels, beside each value. */
  readonly when: string;
  readonly where: string;
  readonly price: string;
  readonly takePart: string;
  /** The link of a restaurant evening to the table request. */
  readonly reserveTable: string;
  /** "{phone}": the link that calls to sign up. */
  readonly callToSignUp: string;
  readonly addToCalendar: string;
  /** Said under the calendar link: what the file is. */
  readonly calendarFileHint: string;
}

export const eventPageWords: Translated<EventPageWords> = {
  fr: {
    when: 'Quand',
    where: 'Où',
    price: 'Prix',
    takePart: 'Participer',
    reserveTable: 'Réserver une table pour cette soirée',
    callToSignUp: 'S’inscrire au {phone}',
    addToCalendar: 'Ajouter à mon agenda',
    calendarFileHint: 'Fichier .ics pour Google Agenda, Outlook ou le calendrier de votre téléphone.',
  },
  en: {
    when: 'When',
    where: 'Where',
    price: 'Price',
    takePart: 'How to take part',
    reserveTable: 'Book a table for this event',
    callToSignUp: 'Sign up by calling {phone}',
    addToCalendar: 'Add to your calendar',
    calendarFileHint: 'An .ics file for Google Calendar, Outlook or your phone’s calendar.',
  },
  nl: {
    when: 'Wanneer',
    where: 'Waar',
    price: 'Prijs',
    takePart: 'Meedoen',
    reserveTable: 'Tafel reserveren voor dit evenement',
    callToSignUp: 'Bel {phone} om je in te schrijven',
    addToCalendar: 'Toevoegen aan je agenda',
    calendarFileHint: 'Een .ics-bestand voor Google Agenda, Outlook of de agenda van je telefoon.',
  },
  de: {
    when: 'Wann',
    where: 'Wo',
    price: 'Preis',
    takePart: 'Teilnahme',
    reserveTable: 'Tisch für diese Veranstaltung reservieren',
    callToSignUp: 'Anmeldung unter {phone}',
    addToCalendar: 'Zum Kalender hinzufügen',
    calendarFileHint: 'Eine .ics-Datei für Google Kalender, Outlook oder den Kalender Ihres Telefons.',
  },
};

/** The name the calendar file is saved under, and the last segment of its address under the event's page. */
export const eventCalendarFileName = 'evenement.ics';

/** The address of an event's calendar file in a language, under its page. */
export const eventCalendarPath = (eventPagePath: string): string => `${eventPagePath}${eventCalendarFileName}`;
