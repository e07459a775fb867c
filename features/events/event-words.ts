// The words every event is told with, on its page, in the lists and in its calendar file, in each
// language: its place, its price, its state, when it is. Plain data and pure functions, so that a
// server component can hand one language's words to a control that runs in the browser.
import type { SiteEvent } from './events';
import type { EventParticipation, EventPlace, EventStatus } from '@/content/schema/event-choices';
import { dayFromIso } from '@/lib/opening-status';
import { fill, formatClock, formatDay, formatEuros, formatTime } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';

export interface EventWords {
  readonly places: Readonly<Record<EventPlace, string>>;
  /** How to take part, as a short line under the event. */
  readonly participation: Readonly<Record<EventParticipation, string>>;
  /** A state other than scheduled, said in words beside the title; scheduled says nothing. */
  readonly status: Readonly<Record<Exclude<EventStatus, 'prevu'>, string>>;
  /** Said instead of the state once the event has ended (Paris time). */
  readonly ended: string;
  readonly free: string;
  /** "{price}": "18 € par personne". Every event's price is per person (the editor's hint says so). */
  readonly price: string;
  /** "{price}": "À partir de 12 € par personne". */
  readonly fromPrice: string;
  /** "{day}, {start}–{end}" on one day (or an evening ending after midnight); "{startDay}, {start} – {endDay}, {end}" over several. */
  readonly sameDay: string;
  readonly severalDays: string;
  /** Beside an event that serves alcohol: the health message the law asks of any alcohol advertising (Code de la santé publique L3323-4). */
  readonly alcoholWarning: string;
}

export const eventWords: Translated<EventWords> = {
  fr: {
    places: {
      restaurant: 'Au restaurant',
      etang: 'À l’étang de pêche',
      parcours: 'Sur le parcours de santé',
      verrerie: 'À la verrerie',
      domaine: 'Sur tout le domaine',
    },
    // After « Pour participer », what to do, true of a dinner and of a competition alike (« Entrée libre » is not, issue 48).
    participation: {
      table: 'Réservez une table',
      telephone: 'Inscrivez-vous par téléphone',
      'sur-place': 'Venez directement, sans réservation',
    },
    // « Événement » carries the agreement: a « Soirée jazz » is « annulée », a « Marché » « annulé » (the French panel's finding).
    // Postponed is schema.org's EventPostponed: the date shown is the old one, the new one not known yet (the editor says so);
    // « Événement reporté » beside a date read as if that date were the new one (the round-E French reader).
    status: { annule: 'Événement annulé', reporte: 'Reporté, nouvelle date à venir', complet: 'Complet' },
    ended: 'Événement passé',
    free: 'Gratuit',
    price: '{price} par personne',
    fromPrice: 'À partir de {price} par personne',
    sameDay: '{day}, {start}–{end}',
    severalDays: 'du {startDay} à {start} au {endDay} à {end}',
    alcoholWarning: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
  },
  en: {
    places: {
      restaurant: 'At the restaurant',
      etang: 'At the fishing pond',
      parcours: 'On the fitness trail',
      verrerie: 'At the glassworks',
      domaine: 'All over the grounds',
    },
    participation: { table: 'Book a table', telephone: 'Sign up by phone', 'sur-place': 'Just come along' },
    status: { annule: 'Cancelled', reporte: 'Postponed, new date to follow', complet: 'Fully booked' },
    ended: 'Past event',
    free: 'Free',
    price: '{price} per person',
    fromPrice: 'From {price} per person',
    sameDay: '{day}, {start}–{end}',
    severalDays: '{startDay}, {start} to {endDay}, {end}',
    alcoholWarning: 'Drinking too much alcohol is bad for your health. Please drink responsibly.',
  },
  nl: {
    places: {
      restaurant: 'In het restaurant',
      etang: 'Bij de visvijver',
      parcours: 'Op de trimbaan',
      verrerie: 'In de glasblazerij',
      domaine: 'Op het hele terrein',
    },
    participation: { table: 'Tafel reserveren', telephone: 'Telefonisch inschrijven', 'sur-place': 'Kom gewoon langs' },
    status: { annule: 'Geannuleerd', reporte: 'Uitgesteld, nieuwe datum volgt', complet: 'Volgeboekt' },
    ended: 'Afgelopen',
    free: 'Gratis',
    price: '{price} per persoon',
    fromPrice: 'Vanaf {price} per persoon',
    sameDay: '{day}, {start}–{end}',
    severalDays: '{startDay}, {start} tot {endDay}, {end}',
    alcoholWarning: 'Overmatig alcoholgebruik is schadelijk voor de gezondheid. Geniet, maar drink met mate.',
  },
  de: {
    places: {
      restaurant: 'Im Restaurant',
      etang: 'Am Angelteich',
      parcours: 'Auf dem Trimm-dich-Pfad',
      verrerie: 'In der Glashütte',
      domaine: 'Auf dem ganzen Gelände',
    },
    participation: { table: 'Nur mit Tischreservierung', telephone: 'Anmeldung per Telefon', 'sur-place': 'Kommen Sie einfach vorbei' },
    status: { annule: 'Abgesagt', reporte: 'Verschoben, neuer Termin folgt', complet: 'Ausgebucht' },
    ended: 'Hat stattgefunden',
    // After « Preis: » and « · » an adjective goes on in lower case.
    free: 'kostenlos',
    price: '{price} pro Person',
    fromPrice: 'ab {price} pro Person',
    sameDay: '{day}, {start}–{end}',
    severalDays: '{startDay}, {start} bis {endDay}, {end}',
    alcoholWarning: 'Übermäßiger Alkoholkonsum schadet der Gesundheit. Bitte genießen Sie in Maßen.',
  },
};

/** Before this hour, an end on the next day is the same evening's: "19h00–1h00", not "au samedi, 1h00". */
const nightEndsBefore = '06:00';

/** On one day, or an evening ending in the small hours of the next (before 06:00, under 24 hours): told as one day. */
function toldAsOneDay(event: Pick<SiteEvent, 'startDay' | 'startTime' | 'endDay' | 'endTime'>): boolean {
  if (event.startDay === event.endDay) return true;
  const nextDay = dayFromIso(event.endDay) === dayFromIso(event.startDay) + 1;
  return nextDay && event.endTime < nightEndsBefore && event.endTime < event.startTime;
}

/**
 * "vendredi 4 décembre, 19h00–22h30", "Friday 4 December, 19:00–22:30"…; an evening ending before
 * 06:00 the next day reads the same ("vendredi 4 décembre, 19h00–1h00"); over several days, from one to the other.
 */
export function eventWhen(lang: Lang, event: Pick<SiteEvent, 'startDay' | 'startTime' | 'endDay' | 'endTime'>, withYear = false): string {
  const words = eventWords[lang];
  const start = formatTime(lang, event.startTime);
  const end = formatTime(lang, event.endTime);
  // Dutch and German say the hour's word once, after the end: "19.00–22.30 uur".
  if (toldAsOneDay(event))
    return fill(words.sameDay, {
      day: formatDay(lang, dayFromIso(event.startDay), withYear),
      start: formatClock(lang, event.startTime),
      end,
    });
  return fill(words.severalDays, {
    startDay: formatDay(lang, dayFromIso(event.startDay), withYear),
    start,
    endDay: formatDay(lang, dayFromIso(event.endDay), withYear),
    end,
  });
}

/** "Gratuit", "18 € par personne", "À partir de 12 € par personne", in the language's conventions. */
export function eventPrice(lang: Lang, price: SiteEvent['price']): string {
  const words = eventWords[lang];
  if (price.kind === 'gratuit') return words.free;
  return fill(price.kind === 'a-partir-de' ? words.fromPrice : words.price, { price: formatEuros(lang, price.euros) });
}

/** The state said beside the title, or none for an event as scheduled. */
export function eventStatusText(lang: Lang, status: EventStatus): string | undefined {
  return status === 'prevu' ? undefined : eventWords[lang].status[status];
}

/**
 * An event's description wherever it leaves the page (share text, JSON-LD, calendar file), followed by the
 * health message when it names or serves alcohol: the law asks it of every advertising of a drink
 * (Code de la santé publique L3323-4), not only of the page (the fresh legal review).
 */
export function describedWithWarning(lang: Lang, event: { readonly description: string; readonly sellsAlcohol: boolean }): string {
  return event.sellsAlcohol ? `${event.description} ${eventWords[lang].alcoholWarning}` : event.description;
}
