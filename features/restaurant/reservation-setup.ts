// What the reservation form's script is handed by the page, in the page's language only: its words
// as plain data, the time slots as the language writes them, and the owner's values it shows.
import { email, mailtoHref, phoneDisplayIn, telHref } from '@/config/contact';
import { privacyNoticeIn, type PrivacyNotice } from '@/config/request-privacy';
import { eveningStartsAt, openingHours, timeSlots } from '@/content/restaurant-week';
import { requestLanguageNames, reservationWords, timeSlotLabel, type ReservationWords } from './restaurant-words';
import type { Lang } from '@/lib/i18n/languages';
import { nameFieldsIn, type NameField } from '@/lib/request-fields';
import { closuresOf } from '@/features/opening-hours/place-schedules';
import { slotsOfDay } from './day-slots';
import type { DaySlots, RestaurantWeek } from './reservation';
import { tableRequestEventsIn, type TableRequestEvents } from './table-request-events';

export interface ReservationSetup {
  readonly words: ReservationWords;
  /** Each slot's value (sent, "19:30") and label (shown, "19:30 Uhr"); the first is the default. */
  readonly timeSlots: readonly { readonly value: string; readonly label: string }[];
  /** The owner's week, for the hint under the date (a closed day or service) and each day's slots. */
  readonly week: RestaurantWeek;
  /** Each weekday's own slots (Monday first) and the closures, for the slots of the date chosen (reservation.ts's slotsOnDate). */
  readonly daySlots: DaySlots;
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
  /** The name fields in the order the page's language asks for them (French: last name first). */
  readonly nameFields: readonly NameField[];
}

export function reservationSetup(lang: Lang): ReservationSetup {
  return {
    words: reservationWords[lang],
    timeSlots: timeSlots.map((slot) => ({ value: slot, label: timeSlotLabel(lang, slot) })),
    week: { days: openingHours, eveningStartsAt },
    daySlots: {
      byWeekday: openingHours.map((day) => slotsOfDay(timeSlots, day.periods, openingHours.map((other) => other.periods))),
      closures: closuresOf('restaurant').map(({ from, through }) => ({ from, through })),
    },
    phoneDisplay: phoneDisplayIn(lang),
    requestLanguage: requestLanguageNames[lang],
    privacy: privacyNoticeIn(lang, 'table'),
    contact: { email, telHref, mailtoHref },
    tableEvents: tableRequestEventsIn(lang),
    nameFields: nameFieldsIn(lang),
  };
}
