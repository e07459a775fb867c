// The words of dinner on arrival in the stay request (a table at the restaurant on an evening of the
// stay), in each language: only what is its own. The time, the number of people and their refusals
// are the table request's words (features/restaurant/restaurant-words.ts), and so are the lines the
// owner reads in French. Server-only: they reach the request's script in its kit
// (features/stays/request/stay-request-kit.ts), loaded when the request opens.
import type { Translated } from '@/lib/i18n/languages';

export interface StayDinnerWords {
  /** The box that adds the table to the request. */
  readonly wanted: string;
  /** Under the box: the evenings are the stay's, the times each evening's own. */
  readonly hint: string;
  readonly evening: string;
  /** "{date}": the arrival evening, as the list of evenings names it. */
  readonly arrivalEvening: string;
  /** The stay's dates are not given yet: the evenings follow from them. */
  readonly needsDates: string;
  /** "{evening}": the evening chosen; "{nearest}": the nearest evening of the stay the restaurant serves dinner. */
  readonly closed: string;
  /** No evening of the stay has a dinner service. */
  readonly noneOpen: string;
  /** "{field}": the number of people's label; "{count}": the stay's party, the most a table with the stay seats (issue 50). */
  readonly tooMany: string;
  /** The heading of the table's lines, in the summary and the prepared e-mail. */
  readonly summaryTitle: string;
}

export const stayDinnerWords: Translated<StayDinnerWords> = {
  fr: {
    wanted: 'Réserver aussi une table au restaurant',
    hint: 'Le soir de votre arrivée ou un autre soir du séjour, pendant les heures de service du restaurant.',
    evening: 'Soir',
    arrivalEvening: '{date}, soir de l’arrivée',
    needsDates: 'Choisissez d’abord vos dates d’arrivée et de départ\u00a0: les soirs du séjour en découlent.',
    closed: 'Le restaurant est fermé le {evening} au soir. Soir ouvert le plus proche pendant votre séjour\u00a0: le {nearest}.',
    noneOpen: 'Le restaurant est fermé tous les soirs de votre séjour\u00a0: dites-nous votre souhait dans le message, ou appelez-nous.',
    tooMany:
      '{field}\u00a0: {count} au plus, soit les personnes du séjour. Pour d’autres invités, dites-le dans le message ou appelez-nous.',
    summaryTitle: 'Table au restaurant',
  },
  en: {
    wanted: 'Book a table at the restaurant too',
    hint: 'The evening you arrive, or any other evening of your stay, at a time when the restaurant is serving.',
    evening: 'Evening',
    arrivalEvening: '{date} (the evening you arrive)',
    needsDates: 'Choose your arrival and departure dates first, so we can show the evenings of your stay.',
    closed: 'The restaurant is closed on the evening of {evening}. The nearest evening of your stay when it’s open: {nearest}.',
    noneOpen: 'The restaurant is closed every evening of your stay. Tell us what you’d like in your message, or give us a call.',
    tooMany: '{field}: no more than {count}, the number of people staying. For other guests, tell us in your message or give us a call.',
    summaryTitle: 'Table at the restaurant',
  },
  nl: {
    wanted: 'Ook een tafel in het restaurant reserveren',
    hint: 'Op je aankomstavond of een andere avond van je verblijf, op een tijd dat het restaurant die avond open is.',
    evening: 'Avond',
    arrivalEvening: '{date}, aankomstavond',
    needsDates: 'Kies eerst je aankomst- en vertrekdatum: daaruit volgen de avonden van je verblijf.',
    closed:
      'Op {evening} is het restaurant ’s avonds gesloten. De avond van je verblijf die het dichtst daarbij ligt en waarop het open is: {nearest}.',
    noneOpen: 'Het restaurant is op alle avonden van je verblijf gesloten: zet je wens in je bericht of bel ons.',
    tooMany:
      '{field}: maximaal {count}, het aantal personen van je verblijf. Komen er nog andere gasten mee? Zet het in je bericht of bel ons.',
    summaryTitle: 'Tafel in het restaurant',
  },
  de: {
    wanted: 'Zusätzlich einen Tisch im Restaurant reservieren',
    hint: 'Am Abend Ihrer Anreise oder an einem anderen Abend Ihres Aufenthalts, während der Öffnungszeiten des Restaurants.',
    evening: 'Abend',
    arrivalEvening: '{date}, Abend der Anreise',
    needsDates: 'Bitte wählen Sie zuerst Ihr Anreise- und Abreisedatum, denn daraus ergeben sich die Abende Ihres Aufenthalts.',
    closed: 'Am {evening}, ist das Restaurant abends geschlossen. Wie wäre es stattdessen mit {nearest}?',
    noneOpen:
      'Das Restaurant ist an allen Abenden Ihres Aufenthalts geschlossen. Schreiben Sie uns Ihren Wunsch in die Nachricht oder rufen Sie uns an.',
    tooMany:
      '{field}: höchstens {count} – so viele Gäste umfasst Ihr Aufenthalt. Für weitere Gäste schreiben Sie uns in der Nachricht oder rufen Sie uns an.',
    summaryTitle: 'Tisch im Restaurant',
  },
};
