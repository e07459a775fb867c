// What the reservation form's script is handed by the page, in the page's language only: its words
// as plain data, the time slots as the language writes them, and the owner's values it shows.
import { email, mailtoHref, phoneDisplayIn, telHref } from '@/config/contact';
import { privacyNoticeIn, type PrivacyNotice } from '@/config/request-privacy';
import { largestParty, largestPartyGiven } from '@/content/restaurant-week';
import { dietNames } from '@/content/schema/allergens';
import { requestLanguageNames, reservationWords, timeSlotLabel, type ReservationWords } from './restaurant-words';
import type { Lang } from '@/lib/i18n/languages';
import { nameFieldsIn, type NameField } from '@/lib/request-fields';
import { restaurantServicesWith } from '@/features/opening-hours/place-schedules';
import type { RestaurantServices } from '@/lib/restaurant-services';
import type { DietId } from './reservation-fields';
import { eventNightsIn, tableRequestEventsIn, type EventNight, type TableRequestEvents } from './table-request-events';

export interface ReservationSetup {
  readonly lang: Lang;
  readonly words: ReservationWords;
  /** Each slot's value (sent, "19:30") and label (shown, "19:30 Uhr"); the first is the default. */
  readonly timeSlots: readonly { readonly value: string; readonly label: string }[];
  /** The restaurant's week, periods, closures and slots: what lib/restaurant-services.ts reads a date's services and slots from. */
  readonly services: RestaurantServices;
  /** The most people a request may count; above it, « for groups, call us » (content/restaurant-week.ts). */
  readonly largestParty: number;
  /** Whether `largestParty` is the owner's (the hint names it) or only the form's bound (no hint). */
  readonly largestPartyGiven: boolean;
  /** The venue's number as a caller from the page's countries reads it; undefined until given. */
  readonly phoneDisplay: string | undefined;
  /** The `langue` field of the owner's e-mail (« allemand »), null on French pages: their request is unchanged. */
  readonly requestLanguage: string | null;
  /** The data notice beside the form (GDPR art. 13), with the owner's facts. */
  readonly privacy: PrivacyNotice;
  /**
   * The venue's address and number, handed over: the contact file's translations stay out of the form's
   * script. Each undefined until the owner gives it (both are needed to publish; a preview may lack one).
   */
  readonly contact: { readonly email: string | undefined; readonly telHref: string | undefined; readonly mailtoHref: string | undefined };
  /** The restaurant events a request can be for (?evenement=<slug>), with their words; null when none is coming. */
  readonly tableEvents: TableRequestEvents | null;
  /** The restaurant's events not over at the build, by day: the form names the one on the date chosen, with its link. */
  readonly eventNights: readonly EventNight[];
  /** The name fields in the order the page's language asks for them (French: last name first). */
  readonly nameFields: readonly NameField[];
  /** The diets ticked as the owner's e-mail writes them, in French whatever the page's language (« végétarien »). */
  readonly ownerDiets: Readonly<Record<Exclude<DietId, 'allergie'>, string>>;
}

export function reservationSetup(lang: Lang): ReservationSetup {
  return {
    lang,
    words: reservationWords[lang],
    timeSlots: restaurantServicesWith().slots.map((slot) => ({ value: slot, label: timeSlotLabel(lang, slot) })),
    services: restaurantServicesWith(),
    largestParty,
    largestPartyGiven,
    phoneDisplay: phoneDisplayIn(lang),
    requestLanguage: requestLanguageNames[lang],
    privacy: privacyNoticeIn(lang, 'table'),
    contact: { email, telHref, mailtoHref },
    tableEvents: tableRequestEventsIn(lang),
    eventNights: eventNightsIn(lang),
    nameFields: nameFieldsIn(lang),
    ownerDiets: {
      vegetarien: dietNames.vegetarien.toLocaleLowerCase('fr'),
      vegan: dietNames.vegan.toLocaleLowerCase('fr'),
      'sans-gluten': dietNames['sans-gluten'].toLocaleLowerCase('fr'),
    },
  };
}
