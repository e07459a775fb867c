// The words only an event's own page and its calendar file say, in each language.
import type { Translated } from '@/lib/i18n/languages';

export interface EventPageWords {
  /** The facts' labels, beside each value. */
  readonly when: string;
  /** The same label for a postponed event, whose date shown is the one given up. */
  readonly whenPostponed: string;
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
    whenPostponed: 'Date initialement prévue',
    where: 'Où',
    price: 'Prix',
    takePart: 'Pour participer',
    reserveTable: 'Réserver une table pour cette soirée',
    callToSignUp: 'S’inscrire au {phone}',
    addToCalendar: 'Ajouter à mon agenda',
    calendarFileHint: 'Fichier .ics pour Google Agenda, Outlook ou le calendrier de votre téléphone.',
  },
  en: {
    when: 'When',
    whenPostponed: 'Originally planned for',
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
    whenPostponed: 'Oorspronkelijk gepland op',
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
    whenPostponed: 'Ursprünglich geplant am',
    where: 'Wo',
    price: 'Preis',
    takePart: 'Teilnahme',
    reserveTable: 'Tisch für diese Veranstaltung reservieren',
    callToSignUp: 'Anmeldung unter {phone}',
    addToCalendar: 'Zum Kalender hinzufügen',
    calendarFileHint: 'Eine .ics-Datei für Google Kalender, Outlook oder den Kalender Ihres Smartphones.',
  },
};
