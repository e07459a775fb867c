// The words of the stay flow's first step and of its calendar (issue 49), in each language: the one
// form a family fills on the stays page, dates and party first. Server-only: the page hands its script
// its own language's words as props. The field labels are the estimate's (./availability-words.ts);
// the next steps' words come with the request's kit (./stay-request-words.ts), loaded at the first
// « Voir les prix ».
import type { PluralForms } from '@/lib/i18n/format';
import type { Translated } from '@/lib/i18n/languages';

/** The first step's counts, each with its stepper. */
export type StepperField = 'adults' | 'children' | 'pets';

/** The same template for every field: "{label} : un de moins". */
const everyField = (template: string): Readonly<Record<StepperField, string>> => ({
  adults: template,
  children: template,
  pets: template,
});

/** The date picker's words, handed to it when it opens. */
export interface StayPickerWords {
  /** The calendar's name, for the region a screen reader lands in. */
  readonly title: string;
  readonly close: string;
  readonly loading: string;
  readonly loadFailed: string;
  readonly pickArrival: string;
  /** "{arrival}". */
  readonly pickDeparture: string;
  /** "{arrival}", "{departure}", "{nights}". */
  readonly chosen: string;
  /** The choice of whose free nights the calendar shows. */
  readonly unitLabel: string;
  /** The choice of every unit in that list. */
  readonly anyUnitOption: string;
  /** Every unit in a sentence: « Tous les hébergements sont déjà réservés … », "Every chalet and treehouse is …". */
  readonly anyUnit: string;
  /** What a day's mark means, in the legend under the calendar and after the day's name for a screen reader. */
  readonly marks: { readonly booked: string; readonly noArrival: string; readonly tooShort: string };
  /** "{season}", "{days}", "{date}": a tapped arrival on a weekday its season does not take. */
  readonly refusedArrivalDay: string;
  /** "{date}", "{unit}" (opening a sentence) or "{unitInPhrase}" (inside one): a tapped arrival on a night every unit shown is taken. */
  readonly refusedBooked: string;
  /** The same for several units (a type of two chalets, or every unit): « The chalets are … ». */
  readonly refusedBookedPlural: string;
  /** Whether `anyUnit` takes a plural verb (« alle accommodaties zijn », but « every chalet and treehouse is »). */
  readonly anyUnitIsPlural: boolean;
  /** "{nights}", "{date}": a tapped departure before the minimum stay. */
  readonly refusedTooShort: string;
  /** "{unit}": a tapped departure whose stay takes in a night already taken. */
  readonly refusedCrossing: string;
  /** "{date}": a button that takes the nearest allowed arrival, before or after. */
  readonly arriveOn: string;
  /** "{date}". */
  readonly departOn: string;
  readonly nights: PluralForms;
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly month: string;
  readonly year: string;
}

export interface StayFlowWords {
  /** The section's heading. */
  readonly title: string;
  readonly intro: string;
  /** The three steps' headings, numbered by the page. */
  readonly steps: { readonly dates: string; readonly unit: string; readonly contact: string };
  /** The button beside the date fields that opens the calendar. */
  readonly chooseDates: string;
  /**
   * The stepper's buttons, for a screen reader, per field: a template with "{label}" ("Adultes : un de
   * moins"), or the field's own words where the language names the action ("Remove an adult").
   */
  readonly fewer: Readonly<Record<StepperField, string>>;
  readonly more: Readonly<Record<StepperField, string>>;
  readonly submit: string;
  readonly computing: string;
  /** The next steps' code or words could not be fetched: the mail and the phone follow. */
  readonly loadFailed: string;
  /** The banner's call to start with dates. */
  readonly start: string;
  readonly picker: StayPickerWords;
}

export const stayFlowWords: Translated<StayFlowWords> = {
  fr: {
    title: 'Demander un séjour',
    intro:
      'Vos dates et votre groupe, puis l’hébergement et ses suppléments, puis vos coordonnées\u00a0: une seule demande, rien à retaper. Ce n’est pas encore une réservation\u00a0: nous vérifions les dates et vous répondons par e-mail.',
    steps: { dates: 'Vos dates et votre groupe', unit: 'L’hébergement et ses suppléments', contact: 'Vos coordonnées' },
    chooseDates: 'Choisir les dates sur le calendrier',
    fewer: everyField('{label}\u00a0: un de moins'),
    more: everyField('{label}\u00a0: un de plus'),
    submit: 'Voir les prix',
    computing: 'Calcul des prix…',
    loadFailed: 'Les prix n’ont pas pu se charger. Écrivez-nous ou appelez-nous\u00a0:',
    start: 'Choisissez vos dates',
    picker: {
      title: 'Calendrier des dates',
      close: 'Fermer le calendrier',
      loading: 'Ouverture du calendrier…',
      loadFailed: 'Le calendrier n’a pas pu s’ouvrir\u00a0: écrivez vos dates dans les champs Arrivée et Départ.',
      pickArrival: 'Touchez le jour de votre arrivée.',
      pickDeparture: 'Arrivée le {arrival}. Touchez le jour de votre départ.',
      chosen: 'Du {arrival} au {departure} ({nights}).',
      unitLabel: 'Disponibilités à afficher',
      anyUnitOption: 'tous les hébergements',
      anyUnit: 'tous les hébergements',
      marks: { booked: 'occupé', noArrival: 'pas d’arrivée ce jour-là', tooShort: 'séjour trop court' },
      refusedArrivalDay:
        '{season}\u00a0: arrivée le {days} seulement, pas le {date}. Arrivées possibles les plus proches, avant et après\u00a0:',
      // No agreement to get wrong (« La grande cabane, déjà pris » was): the night is what is taken.
      refusedBooked: '{date}\u00a0: nuit déjà réservée ({unitInPhrase}). Arrivées possibles les plus proches, avant et après\u00a0:',
      refusedBookedPlural: '{date}\u00a0: nuit déjà réservée ({unitInPhrase}). Arrivées possibles les plus proches, avant et après\u00a0:',
      anyUnitIsPlural: true,
      refusedTooShort: 'Séjour minimum de {nights} pour cette arrivée\u00a0: départ le {date} au plus tôt.',
      refusedCrossing: 'Une nuit de ce séjour est déjà prise ({unitInPhrase})\u00a0: choisissez un départ plus tôt, ou une autre arrivée.',
      arriveOn: 'Arriver le {date}',
      departOn: 'Partir le {date}',
      nights: { one: '{count} nuit', other: '{count} nuits' },
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois suivant',
      month: 'Mois',
      year: 'Année',
    },
  },
  en: {
    title: 'Request a stay',
    intro:
      'Pick your dates and your group, choose where to stay and any extras, then add your details: it’s all one enquiry, with nothing to type twice. It isn’t a booking yet: we’ll check the dates and reply by email.',
    steps: { dates: 'Your dates and your group', unit: 'Accommodation and extras', contact: 'Your details' },
    chooseDates: 'Pick the dates on the calendar',
    fewer: { adults: 'Remove an adult', children: 'Remove a child', pets: 'Remove a pet' },
    more: { adults: 'Add an adult', children: 'Add a child', pets: 'Add a pet' },
    submit: 'See prices',
    computing: 'Working out the prices…',
    loadFailed: 'The prices couldn’t be loaded. Send us an email or give us a call:',
    start: 'Choose your dates',
    picker: {
      title: 'Choose your dates',
      close: 'Close the calendar',
      loading: 'Opening the calendar…',
      loadFailed: 'The calendar couldn’t be opened: please type your dates in the Arrival and Departure fields.',
      pickArrival: 'Tap your arrival day.',
      pickDeparture: 'Arriving on {arrival}. Now tap your departure day.',
      chosen: 'From {arrival} to {departure} ({nights}).',
      unitLabel: 'Show available nights for',
      anyUnitOption: 'any chalet or treehouse',
      anyUnit: 'every chalet and treehouse',
      marks: { booked: 'booked', noArrival: 'no arrivals that day', tooShort: 'shorter than the minimum stay' },
      refusedArrivalDay: '{season}: {days} arrivals only, not {date}. The nearest possible arrivals, before and after:',
      refusedBooked: '{unit} is already booked on the night of {date}. The nearest possible arrivals, before and after:',
      refusedBookedPlural: '{unit} are already booked on the night of {date}. The nearest possible arrivals, before and after:',
      anyUnitIsPlural: false,
      refusedTooShort: 'The minimum stay for this arrival is {nights}: the earliest departure is {date}.',
      refusedCrossing: 'One night of this stay is already booked for {unitInPhrase}: pick an earlier departure, or another arrival.',
      arriveOn: 'Arrive on {date}',
      departOn: 'Leave on {date}',
      nights: { one: '{count} night', other: '{count} nights' },
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      month: 'Month',
      year: 'Year',
    },
  },
  nl: {
    title: 'Verblijf aanvragen',
    intro:
      'Eerst je data en met hoeveel je komt, dan de accommodatie en extra’s, tot slot je gegevens. Alles in één aanvraag, je vult niets dubbel in. Dit is nog geen boeking: we controleren de data en antwoorden je per e-mail.',
    steps: { dates: 'Je data en je gezelschap', unit: 'Accommodatie en extra’s', contact: 'Je gegevens' },
    chooseDates: 'Data kiezen in de kalender',
    fewer: { adults: 'Eén volwassene minder', children: 'Eén kind minder', pets: 'Eén huisdier minder' },
    more: { adults: 'Eén volwassene meer', children: 'Eén kind meer', pets: 'Eén huisdier meer' },
    submit: 'Prijzen bekijken',
    computing: 'Prijzen worden berekend…',
    loadFailed: 'De prijzen konden niet worden geladen. Stuur ons een e-mail of bel ons:',
    start: 'Kies je data',
    picker: {
      title: 'Kalender',
      close: 'Kalender sluiten',
      loading: 'Kalender wordt geopend…',
      loadFailed: 'De kalender kon niet worden geopend: vul je data in bij Aankomst en Vertrek.',
      pickArrival: 'Tik op je aankomstdag.',
      pickDeparture: 'Aankomst op {arrival}. Tik nu op je vertrekdag.',
      chosen: 'Van {arrival} tot {departure} ({nights}).',
      unitLabel: 'Vrije nachten van',
      anyUnitOption: 'alle accommodaties',
      anyUnit: 'alle accommodaties',
      marks: { booked: 'bezet', noArrival: 'geen aankomst op deze dag', tooShort: 'korter dan het minimumverblijf' },
      refusedArrivalDay: '{season}: aankomst alleen op {days}, niet op {date}. Mogelijke aankomstdagen ervoor en erna:',
      refusedBooked: '{date}: {unitInPhrase} is die nacht al bezet. Mogelijke aankomstdagen ervoor en erna:',
      refusedBookedPlural: '{date}: {unitInPhrase} zijn die nacht al bezet. Mogelijke aankomstdagen ervoor en erna:',
      anyUnitIsPlural: true,
      refusedTooShort: 'Het minimumverblijf bij deze aankomst is {nights}: vertrek op {date} of later.',
      refusedCrossing: 'Eén nacht van dit verblijf is al bezet ({unitInPhrase}): kies een eerdere vertrekdag of een andere aankomst.',
      arriveOn: 'Aankomst op {date}',
      departOn: 'Vertrek op {date}',
      nights: { one: '{count} nacht', other: '{count} nachten' },
      previousMonth: 'Vorige maand',
      nextMonth: 'Volgende maand',
      month: 'Maand',
      year: 'Jaar',
    },
  },
  de: {
    title: 'Aufenthalt anfragen',
    intro:
      'Erst Reisezeitraum und Personen, dann Unterkunft und Zusatzleistungen, zuletzt Ihre Kontaktdaten: alles in einer Anfrage, ohne etwas doppelt einzugeben. Das ist noch keine Buchung – wir prüfen den Zeitraum und antworten Ihnen per E-Mail.',
    steps: { dates: 'Reisezeitraum und Personen', unit: 'Unterkunft und Zusatzleistungen', contact: 'Ihre Kontaktdaten' },
    chooseDates: 'Zeitraum im Kalender wählen',
    fewer: everyField('Anzahl {label} verringern'),
    more: everyField('Anzahl {label} erhöhen'),
    submit: 'Preise ansehen',
    computing: 'Preise werden berechnet …',
    loadFailed: 'Die Preise konnten nicht geladen werden. Schreiben Sie uns oder rufen Sie uns an:',
    start: 'Reisezeitraum wählen',
    picker: {
      title: 'Kalender',
      close: 'Kalender schließen',
      loading: 'Kalender wird geöffnet …',
      loadFailed: 'Der Kalender konnte nicht geöffnet werden. Bitte tragen Sie Anreise und Abreise in die Felder ein.',
      pickArrival: 'Tippen Sie auf Ihren Anreisetag.',
      pickDeparture: 'Anreise am {arrival}. Tippen Sie jetzt auf Ihren Abreisetag.',
      chosen: 'Von {arrival}, bis {departure} ({nights})',
      unitLabel: 'Freie Nächte für',
      anyUnitOption: 'alle Unterkünfte',
      anyUnit: 'alle Unterkünfte',
      marks: { booked: 'belegt', noArrival: 'an diesem Tag keine Anreise', tooShort: 'kürzer als der Mindestaufenthalt' },
      refusedArrivalDay: '{season}: Anreise nur am {days}, nicht am {date}. Mögliche Anreisetage kurz davor und danach:',
      refusedBooked: '{date}: {unit} ist in dieser Nacht bereits belegt. Mögliche Anreisetage kurz davor und danach:',
      refusedBookedPlural: '{date}: {unit} sind in dieser Nacht bereits belegt. Mögliche Anreisetage kurz davor und danach:',
      anyUnitIsPlural: true,
      refusedTooShort: 'Der Mindestaufenthalt bei dieser Anreise beträgt {nights}: Abreise frühestens am {date}.',
      refusedCrossing:
        'Eine Nacht dieses Aufenthalts ist bereits belegt ({unitInPhrase}). Wählen Sie eine frühere Abreise oder eine andere Anreise.',
      arriveOn: 'Anreise am {date}',
      departOn: 'Abreise am {date}',
      nights: { one: '{count} Nacht', other: '{count} Nächte', oneDative: '{count} Nacht', otherDative: '{count} Nächten' },
      previousMonth: 'Vorheriger Monat',
      nextMonth: 'Nächster Monat',
      month: 'Monat',
      year: 'Jahr',
    },
  },
};
