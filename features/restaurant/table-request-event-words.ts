// The words of a table request made for a restaurant event (« Réserver une table pour cette soirée » on
// the event's page), in each language: the restaurant's form shows them above its fields, and the
// prepared e-mail names the event with them. Handed to the form's script one language at a time.
import type { Translated } from '@/lib/i18n/languages';

export interface TableRequestEventWords {
  /** Before the event's title and day, above the form's fields: "Pour :". */
  readonly requestFor: string;
  /** Before the event's title and day once the visitor chose another date: the request no longer names it (choosing its day again does). */
  readonly otherDay: string;
  /** The button that turns the request back into an ordinary one. */
  readonly remove: string;
  /** Said when no time slot of the form is at or after the event's start. */
  readonly noSlot: string;
  /** The empty choice of the time list, there only while no slot is chosen. */
  readonly chooseTime: string;
  /** The label of the event's line in the prepared e-mail. */
  readonly mailtoLabel: string;
}

export const tableRequestEventWords: Translated<TableRequestEventWords> = {
  fr: {
    requestFor: 'Pour\u00a0:',
    otherDay: 'Vous avez choisi une autre date, la demande ne porte donc plus sur\u00a0:',
    remove: 'Retirer l’événement',
    noSlot: 'Aucun horaire de réservation ne correspond au début de l’événement\u00a0: choisissez une heure.',
    chooseTime: 'Choisissez une heure',
    mailtoLabel: 'Événement',
  },
  en: {
    requestFor: 'For:',
    otherDay: 'You’ve chosen another date, so the request is no longer for:',
    remove: 'Remove the event',
    noSlot: 'No booking time matches the start of the event. Please choose a time.',
    chooseTime: 'Choose a time',
    mailtoLabel: 'Event',
  },
  nl: {
    requestFor: 'Voor:',
    otherDay: 'Je hebt een andere datum gekozen, dus de aanvraag is niet meer voor:',
    remove: 'Evenement verwijderen',
    noSlot: 'Er is geen reserveringstijd die bij het begin van het evenement past: kies een tijd.',
    chooseTime: 'Kies een tijd',
    mailtoLabel: 'Evenement',
  },
  de: {
    requestFor: 'Für:',
    otherDay: 'Sie haben ein anderes Datum gewählt, die Anfrage gilt daher nicht mehr für:',
    remove: 'Veranstaltung entfernen',
    noSlot: 'Keine Reservierungszeit passt zum Beginn der Veranstaltung. Bitte wählen Sie eine Uhrzeit.',
    chooseTime: 'Uhrzeit wählen',
    mailtoLabel: 'Veranstaltung',
  },
};

/** How the owner's e-mail names the event, in French whatever the visitor's language: « Soirée moules-frites (vendredi 4 décembre 2026, 19h00) ». */
export const ownerEventTemplate = '{title} ({day}, {time})';
