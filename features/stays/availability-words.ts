// The words of the stays' calendar and estimate in each language, and the seasons' names where the
// owner has not translated them. Server-only: the calendar's and the estimate's scripts get their words
// as props (plain data), so that a page's scripts carry its own language's words only. The data they
// speak of (units, seasons, rates) is read by ./stays.ts.
import type { DayState } from '@/features/stays/availability/calendar';
import type { EstimateMessages } from '@/features/stays/availability/estimate';
import type { Stays } from '@/content/schema/stays';
import type { PluralForms } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { unitTypeIds, unitTypeWords, type UnitTypeId } from '@/content/unit-types';

/** Each unit type's name alone, in a language (content/unit-types.ts). */
const typeTitles = (lang: Lang): Readonly<Record<UnitTypeId, string>> =>
  Object.fromEntries(unitTypeIds.map((id) => [id, unitTypeWords[lang][id].title])) as Record<UnitTypeId, string>;

type SeasonId = Stays['seasons'][number]['id'];

/**
 * A season's name where the owner has not translated it: the site's words for its id (the seasons are
 * a fixed list, so each has its words here, and an estimate never mixes two languages).
 */
export const seasonNames: Translated<Readonly<Record<SeasonId, string>> | null> = {
  fr: null,
  en: { basse: 'Low season', moyenne: 'Mid season', haute: 'High season', vacances: 'French school holidays' },
  nl: { basse: 'Laagseizoen', moyenne: 'Middenseizoen', haute: 'Hoogseizoen', vacances: 'Franse schoolvakanties' },
  de: { basse: 'Nebensaison', moyenne: 'Zwischensaison', haute: 'Hauptsaison', vacances: 'Französische Schulferien' },
};

/** What the month grid says, handed to its script (plain data). */
export interface MonthCalendarWords {
  readonly previousMonth: string;
  readonly nextMonth: string;
  /** Monday first: shown in the column headers, and what a screen reader hears instead. */
  readonly weekdays: readonly string[];
  readonly weekdayNames: readonly string[];
  /**
   * Visible in the day's cell, then what a screen reader adds; or, where the visible word has to be
   * cut short to fit a phone's cell, what a screen reader says instead of it (`spoken`).
   */
  readonly state: Readonly<Record<DayState, { readonly shown: string; readonly added: string; readonly spoken?: string }>>;
  /** A chalet day with free units: "libre", "2 libres". */
  readonly freeUnits: PluralForms;
  readonly past: string;
}

/** What the list of free and booked periods says, handed to its script (plain data). */
export interface StayPeriodsWords {
  readonly free: string;
  readonly booked: string;
  /** "{arrival}", "{departure}", "{nights}". */
  readonly period: string;
  /** The same for the last period, which stops where the calendar does. */
  readonly periodToEnd: string;
  readonly nights: PluralForms;
  readonly noPeriod: string;
}

/** What the estimate form and its result say, handed to its script (plain data). */
export interface StayEstimateWords {
  readonly title: string;
  readonly unitType: string;
  readonly arrival: string;
  readonly departure: string;
  readonly adults: string;
  readonly children: string;
  readonly pets: string;
  readonly submit: string;
  readonly resultTitle: string;
  /** When the estimate's code could not load (offline): the mail and the phone follow. */
  readonly loadFailed: string;
  readonly nights: PluralForms;
  readonly adultCount: PluralForms;
  /** "{season}", "{nights}", "{rate}". */
  readonly seasonLine: string;
  /** The legend of the optional extras' checkboxes. */
  readonly extrasLegend: string;
  /** An extra by person or animal and night: "{name}", "{count}", "{nights}", "{rate}". */
  readonly extraCountLine: string;
  /** An extra by night: "{name}", "{nights}", "{rate}". */
  readonly extraNightsLine: string;
  /** An extra by stay: "{name}" alone, its amount paid once (« Ménage de fin de séjour », not « … (par séjour) »). */
  readonly extraStayLine: string;
  /** The offers as estimate lines: "{percent}", and "{nights}" or "{nightsDative}" (the long stay's threshold, the mid-week nights). */
  readonly discountLines: { readonly longStay: string; readonly lastMinute: string; readonly midweek: string };
  /** "{adults}", "{nights}", "{rate}". */
  readonly taxLine: string;
  readonly taxUnknown: string;
  readonly total: string;
  /** "{nights}": the minimum, with its word. */
  readonly minimumMet: string;
  readonly minimumNotMet: string;
  readonly free: string;
  readonly notFree: string;
  readonly availabilityUnknown: string;
  /** "{amount}". */
  readonly deposit: string;
  readonly messages: EstimateMessages;
}

/** Everything the availability section says; the server-only parts may be functions. */
export interface AvailabilityWords {
  readonly title: string;
  /** What the calendars show: said only once they are synced (before, « pas encore reliées » says it). */
  readonly intro: string;
  /** How to ask for dates, in any case. */
  readonly requestIntro: string;
  readonly typeTitle: Readonly<Record<UnitTypeId, string>>;
  readonly calendarTitle: string;
  readonly legendTitle: string;
  /** The legend's lines, with the arrival and departure hours and, for the chalets, the word for several. */
  readonly legend: (arrival: string, departure: string, unitWord: string | null) => readonly string[];
  readonly chaletUnitWord: string;
  readonly periodsTitle: string;
  readonly updatedAt: (date: string, time: string) => string;
  readonly neverUpdated: string;
  readonly typeNotSynced: string;
  readonly toConfirm: string;
  readonly callToBook: string;
  readonly calendar: MonthCalendarWords;
  readonly periods: StayPeriodsWords;
  readonly estimate: StayEstimateWords;
}

export const availabilityWords: Translated<AvailabilityWords> = {
  fr: {
    title: 'Disponibilités',
    intro: 'Les nuits réservées sur les plateformes de location sont reprises ici plusieurs fois par jour.',
    requestIntro:
      'Pour séjourner chez nous, demandez vos dates en ligne\u00a0: nous les vérifions et vous répondons par e-mail. Pour une question ou un séjour de dernière minute, appelez-nous.',
    typeTitle: typeTitles('fr'),
    calendarTitle: 'Mois par mois',
    legendTitle: 'Comment lire le calendrier',
    legend: (arrival, departure, unitWord) => [
      `libre\u00a0: on peut arriver et partir ce jour-là${unitWord ? ` («\u00a02 libres\u00a0»\u00a0: 2 ${unitWord} libres cette nuit-là)` : ''}`,
      'occupé\u00a0: loué toute la journée',
      `arrivée\u00a0: arrivée possible à partir de ${arrival}, après le départ des occupants`,
      `départ\u00a0: départ possible avant ${departure}, de nouveaux occupants arrivent`,
      'passé\u00a0: jour déjà écoulé',
    ],
    chaletUnitWord: 'chalets',
    periodsTitle: 'Libre ou occupé, période par période',
    updatedAt: (date, time) => `Disponibilités mises à jour le ${date} à ${time}.`,
    neverUpdated: 'Disponibilités pas encore synchronisées avec les plateformes\u00a0: appelez-nous pour connaître les dates libres.',
    typeNotSynced:
      'Le calendrier de cet hébergement n’est pas encore relié aux plateformes de réservation\u00a0: appelez-nous pour connaître les dates libres.',
    toConfirm: 'pour une question ou un séjour de dernière minute',
    callToBook: 'Nous appeler',
    calendar: {
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois suivant',
      weekdays: ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'],
      weekdayNames: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
      state: {
        free: { shown: 'libre', added: '' },
        booked: { shown: 'occupé', added: '' },
        arrival: { shown: 'arrivée', added: ' possible' },
        departure: { shown: 'départ', added: ' possible' },
      },
      freeUnits: { one: 'libre', other: '{count} libres' },
      past: 'passé',
    },
    periods: {
      free: 'Libre',
      booked: 'Occupé',
      period: 'du {arrival} au {departure} ({nights})',
      periodToEnd: 'du {arrival} au {departure} ({nights}, fin du calendrier)',
      nights: { one: '{count} nuit', other: '{count} nuits' },
      noPeriod: 'Ce calendrier n’est plus à jour\u00a0: appelez-nous pour connaître les dates libres.',
    },
    estimate: {
      title: 'Estimer le prix d’un séjour',
      unitType: 'Hébergement',
      arrival: 'Arrivée',
      departure: 'Départ',
      adults: 'Adultes',
      children: 'Enfants',
      pets: 'Animaux',
      submit: 'Estimer',
      resultTitle: 'Estimation',
      loadFailed: 'L’estimation n’a pas pu se charger. Écrivez-nous ou appelez-nous\u00a0:',
      nights: { one: '{count} nuit', other: '{count} nuits' },
      adultCount: { one: '{count} adulte', other: '{count} adultes' },
      seasonLine: '{season}\u00a0: {nights} × {rate}',
      extrasLegend: 'Suppléments au choix',
      extraCountLine: '{name}\u00a0: {count} × {nights} × {rate}',
      extraNightsLine: '{name}\u00a0: {nights} × {rate}',
      extraStayLine: '{name}',
      discountLines: {
        longStay: 'Offre long séjour, dès {nights}\u00a0: −{percent}',
        lastMinute: 'Offre dernière minute\u00a0: −{percent}',
        midweek: 'Offre milieu de semaine, {nights} du dimanche au jeudi\u00a0: −{percent}',
      },
      taxLine: 'Taxe de séjour\u00a0: {adults} × {nights} × {rate}',
      taxUnknown: 'Taxe de séjour en sus (montant fixé par la commune, communiqué par téléphone).',
      total: 'Total estimé',
      minimumMet: 'Séjour minimum de {nights}\u00a0: respecté.',
      minimumNotMet: 'Séjour minimum de {nights} pour ces dates\u00a0: ajoutez des nuits ou appelez-nous.',
      free: 'Ces nuits sont libres d’après le calendrier (nous vous les confirmons dans notre réponse).',
      notFree: 'Ces nuits ne sont pas toutes libres\u00a0: choisissez d’autres dates ou appelez-nous.',
      availabilityUnknown:
        'Les disponibilités de cet hébergement ne sont pas encore en ligne\u00a0: appelez-nous pour savoir si ces nuits sont libres.',
      deposit: 'Caution de {amount} demandée à l’arrivée, non comprise dans le total.',
      messages: {
        missingDates: 'Indiquez une date d’arrivée et une date de départ.',
        badDate: 'Une date n’est pas valide\u00a0: choisissez-la dans le calendrier du champ.',
        wrongOrder: 'La date de départ doit être après la date d’arrivée.',
        past: 'La date d’arrivée est déjà passée\u00a0: choisissez une date à venir.',
        beyondCalendar: 'Le calendrier s’arrête le {date}\u00a0: pour un séjour plus lointain, appelez-nous.',
        noAdult: 'Indiquez au moins un adulte.',
        badCount: 'Les nombres d’enfants et d’animaux sont des nombres entiers, 0 ou plus.',
        overCapacity: 'Cet hébergement accueille {capacity} personnes au plus.',
        arrivalDay: '{season}\u00a0: arrivée le {days} seulement.',
        nearestAround: 'Les arrivées possibles les plus proches, avant et après cette date\u00a0: {dates}.',
        nearestOne: 'L’arrivée possible la plus proche\u00a0: {dates}.',
      },
    },
  },
  en: {
    title: 'Availability',
    intro: 'Nights booked through the booking platforms are synced here several times a day.',
    requestIntro:
      'To stay with us, request your dates online. We’ll check them and reply by email. Got a question, or want to come at short notice? Give us a call.',
    typeTitle: typeTitles('en'),
    calendarTitle: 'Month by month',
    legendTitle: 'How to read the calendar',
    legend: (arrival, departure, unitWord) => [
      `free: you can arrive or leave that day${unitWord ? ` (‘2 free’: 2 ${unitWord} available that night)` : ''}`,
      'booked: taken all day',
      `arr.: you can arrive that day (from ${arrival}); the previous guests leave before you`,
      `dep.: you can leave that day (by ${departure}); new guests arrive after you`,
      'past: a day that has gone by',
    ],
    chaletUnitWord: 'chalets',
    periodsTitle: 'Available and booked periods',
    updatedAt: (date, time) => `Availability updated on ${date} at ${time}.`,
    neverUpdated: 'Availability not yet synced with the booking platforms: give us a call to find out which dates are available.',
    typeNotSynced:
      'The calendar for this accommodation isn’t linked to the booking platforms yet. Give us a call to find out which dates are available.',
    toConfirm: 'with any questions, or for a last-minute stay',
    callToBook: 'Call us',
    calendar: {
      previousMonth: 'Previous month',
      nextMonth: 'Next month',
      weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      state: {
        free: { shown: 'free', added: '' },
        booked: { shown: 'booked', added: '' },
        // A cell is about 40 px wide on a phone: a phrase would not fit, so the cell says "arr."/"dep."
        // (narrower than "booked", which fits at 320 px), the legend and a screen reader the whole phrase.
        arrival: { shown: 'arr.', added: '', spoken: 'you can arrive that day' },
        departure: { shown: 'dep.', added: '', spoken: 'you can leave that day' },
      },
      freeUnits: { one: 'free', other: '{count} free' },
      past: 'past',
    },
    periods: {
      free: 'Available',
      booked: 'Booked',
      period: 'from {arrival} to {departure} ({nights})',
      periodToEnd: 'from {arrival} to {departure} ({nights}, to the end of the calendar)',
      nights: { one: '{count} night', other: '{count} nights' },
      noPeriod: 'This calendar is out of date. Give us a call to find out which dates are available.',
    },
    estimate: {
      title: 'Estimate the price of a stay',
      unitType: 'Accommodation',
      arrival: 'Arrival',
      departure: 'Departure',
      adults: 'Adults',
      children: 'Children',
      pets: 'Pets',
      submit: 'Estimate',
      resultTitle: 'Estimate',
      loadFailed: 'The estimate couldn’t load. Send us an email or give us a call:',
      nights: { one: '{count} night', other: '{count} nights' },
      adultCount: { one: '{count} adult', other: '{count} adults' },
      seasonLine: '{season}: {nights} × {rate}',
      extrasLegend: 'Optional extras',
      extraCountLine: '{name}: {count} × {nights} × {rate}',
      extraNightsLine: '{name}: {nights} × {rate}',
      extraStayLine: '{name}',
      discountLines: {
        longStay: 'Long-stay offer, from {nights}: −{percent}',
        lastMinute: 'Last-minute offer: −{percent}',
        midweek: 'Midweek offer, {nights} Sunday to Thursday: −{percent}',
      },
      taxLine: 'Tourist tax: {adults} × {nights} × {rate}',
      taxUnknown: 'Plus tourist tax (amount set by the local council, given by phone).',
      total: 'Estimated total',
      minimumMet: 'These dates meet the minimum stay of {nights}.',
      minimumNotMet: 'These dates need a minimum stay of {nights}: add some nights or give us a call.',
      free: 'These nights are available according to the calendar (we’ll confirm them in our reply).',
      notFree: 'Not all of these nights are available: pick other dates or give us a call.',
      availabilityUnknown:
        'The availability for this accommodation isn’t online yet. Give us a call to find out whether these nights are available.',
      deposit: 'A security deposit of {amount} is requested on arrival, separate from the total.',
      messages: {
        missingDates: 'Enter an arrival date and a departure date.',
        badDate: 'A date isn’t in the right format. Please choose it from the date picker.',
        wrongOrder: 'The departure date must be after the arrival date.',
        past: 'The arrival date has already passed. Please pick a future date.',
        beyondCalendar: 'The calendar stops on {date}: for a stay further ahead, give us a call.',
        noAdult: 'Enter at least one adult.',
        badCount: 'Please enter whole numbers (0 or more) for children and pets.',
        overCapacity: 'This accommodation sleeps {capacity} people at most.',
        arrivalDay: '{season}: {days} arrivals only (changeover day).',
        nearestAround: 'The nearest possible arrivals, before and after this date: {dates}.',
        nearestOne: 'The nearest possible arrival: {dates}.',
      },
    },
  },
  nl: {
    title: 'Beschikbaarheid',
    intro: 'Hier zie je welke nachten al via de boekingsplatforms geboekt zijn; dat wordt meerdere keren per dag bijgewerkt.',
    requestIntro:
      'Wil je bij ons verblijven? Vraag je data online aan: we controleren ze en antwoorden je per e-mail. Heb je een vraag of wil je op korte termijn komen? Bel ons dan.',
    typeTitle: typeTitles('nl'),
    calendarTitle: 'Per maand',
    legendTitle: 'Zo lees je de kalender',
    legend: (arrival, departure, unitWord) => [
      `vrij: je kunt die dag aankomen en vertrekken${unitWord ? ` (‘2 vrij’: die nacht zijn 2 ${unitWord} vrij)` : ''}`,
      'bezet: de hele dag verhuurd',
      `aankomst: vrij vanaf ${arrival}, na het vertrek van de vorige gasten`,
      `vertrek: vrij tot ${departure}, daarna komen nieuwe gasten`,
      'voorbij: deze dag is al geweest',
    ],
    chaletUnitWord: 'chalets',
    periodsTitle: 'Vrije en bezette periodes',
    updatedAt: (date, time) => `Beschikbaarheid bijgewerkt op ${date} om ${time}.`,
    neverUpdated: 'De beschikbaarheid is nog niet gekoppeld aan de boekingsplatforms: bel ons om te horen welke data vrij zijn.',
    typeNotSynced:
      'De kalender van deze accommodatie is nog niet gekoppeld aan de boekingsplatforms: bel ons om te horen welke data vrij zijn.',
    toConfirm: 'voor een vraag of een verblijf op korte termijn',
    callToBook: 'Bel ons',
    calendar: {
      previousMonth: 'Vorige maand',
      nextMonth: 'Volgende maand',
      weekdays: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
      weekdayNames: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
      state: {
        free: { shown: 'vrij', added: '' },
        booked: { shown: 'bezet', added: '' },
        // A soft hyphen: on a phone the word breaks in two lines of its cell rather than overflowing it.
        arrival: { shown: 'aan\u00adkomst', added: '', spoken: 'aankomst mogelijk' },
        departure: { shown: 'vertrek', added: ' mogelijk' },
      },
      freeUnits: { one: 'vrij', other: '{count} vrij' },
      past: 'voorbij',
    },
    periods: {
      free: 'Vrij',
      booked: 'Bezet',
      period: 'van {arrival} tot {departure} ({nights})',
      periodToEnd: 'van {arrival} tot {departure} ({nights}, einde van de kalender)',
      nights: { one: '{count} nacht', other: '{count} nachten' },
      noPeriod: 'Deze kalender is verouderd: bel ons om te horen welke data vrij zijn.',
    },
    estimate: {
      title: 'Bereken de prijs van je verblijf',
      unitType: 'Accommodatie',
      arrival: 'Aankomst',
      departure: 'Vertrek',
      adults: 'Volwassenen',
      children: 'Kinderen',
      pets: 'Huisdieren',
      submit: 'Berekenen',
      resultTitle: 'Prijsindicatie',
      loadFailed: 'De prijsindicatie kon niet worden geladen. Mail of bel ons:',
      nights: { one: '{count} nacht', other: '{count} nachten' },
      adultCount: { one: '{count} volwassene', other: '{count} volwassenen' },
      seasonLine: '{season}: {nights} × {rate}',
      extrasLegend: 'Extra’s naar keuze',
      extraCountLine: '{name}: {count} × {nights} × {rate}',
      extraNightsLine: '{name}: {nights} × {rate}',
      extraStayLine: '{name}',
      discountLines: {
        longStay: 'Korting bij lang verblijf (vanaf {nights}): −{percent}',
        lastMinute: 'Lastminutekorting: −{percent}',
        midweek: 'Midweekkorting ({nights} van zondag tot donderdag): −{percent}',
      },
      taxLine: 'Toeristenbelasting: {adults} × {nights} × {rate}',
      taxUnknown: 'Exclusief toeristenbelasting (bedrag vastgesteld door de gemeente, telefonisch op te vragen).',
      total: 'Geschat totaal',
      minimumMet: 'Deze data voldoen aan het minimumverblijf van {nights}.',
      minimumNotMet: 'Voor deze data geldt een minimumverblijf van {nights}: voeg nachten toe of bel ons.',
      free: 'Deze nachten zijn vrij volgens de kalender (we bevestigen ze in ons antwoord).',
      notFree: 'Niet al deze nachten zijn vrij: kies andere data of bel ons.',
      availabilityUnknown: 'De beschikbaarheid van deze accommodatie staat nog niet online: bel ons om te horen of deze nachten vrij zijn.',
      deposit: 'Bij aankomst wordt een borg van {amount} gevraagd; die zit niet in het totaal.',
      messages: {
        missingDates: 'Vul een aankomst- en een vertrekdatum in.',
        badDate: 'Een datum klopt niet: kies hem met de datumkiezer.',
        wrongOrder: 'De vertrekdatum moet na de aankomstdatum liggen.',
        past: 'De aankomstdatum is al voorbij: kies een datum in de toekomst.',
        beyondCalendar: 'De kalender loopt tot {date}: bel ons voor een later verblijf.',
        noAdult: 'Vul minstens één volwassene in.',
        badCount: 'Vul bij kinderen en huisdieren een heel getal in, 0 of meer.',
        overCapacity: 'Deze accommodatie is voor maximaal {capacity} personen.',
        arrivalDay: '{season}: aankomst alleen op {days}.',
        nearestAround: 'De mogelijke aankomstdagen die het dichtst bij deze datum liggen, ervoor en erna: {dates}.',
        nearestOne: 'De mogelijke aankomstdag die het dichtst bij deze datum ligt: {dates}.',
      },
    },
  },
  de: {
    title: 'Verfügbarkeit',
    intro: 'Der Kalender wird mehrmals täglich mit den Buchungsplattformen abgeglichen.',
    requestIntro:
      'Ihren Wunschzeitraum können Sie online anfragen. Wir prüfen ihn und antworten Ihnen per E-Mail. Bei Fragen oder für einen kurzfristigen Aufenthalt rufen Sie uns an.',
    typeTitle: typeTitles('de'),
    calendarTitle: 'Monat für Monat',
    legendTitle: 'So lesen Sie den Kalender',
    legend: (arrival, departure, unitWord) => [
      `frei: An- und Abreise an diesem Tag möglich${unitWord ? ` („2 frei“: in dieser Nacht sind 2 ${unitWord} frei)` : ''}`,
      'belegt: den ganzen Tag vermietet',
      `Anreise: frei ab ${arrival}, nach der Abreise der vorherigen Gäste`,
      `Abreise: frei bis ${departure}, danach kommen neue Gäste`,
      'vergangen: der Tag ist schon vorbei',
    ],
    chaletUnitWord: 'Chalets',
    periodsTitle: 'Freie und belegte Zeiträume',
    // The weekday's apposition closes with a comma before the sentence goes on: „am Freitag, 27. November 2026, um 9:48 Uhr“.
    updatedAt: (date, time) => `Verfügbarkeit aktualisiert am ${date}, um ${time}.`,
    neverUpdated:
      'Die Verfügbarkeit ist noch nicht mit den Plattformen abgeglichen. Rufen Sie uns an, wir nennen Ihnen die freien Termine.',
    typeNotSynced:
      'Der Kalender dieser Unterkunft ist noch nicht mit den Buchungsplattformen verbunden. Rufen Sie uns an, wir nennen Ihnen die freien Termine.',
    toConfirm: 'bei Fragen oder für einen kurzfristigen Aufenthalt',
    callToBook: 'Rufen Sie uns an',
    calendar: {
      previousMonth: 'Vorheriger Monat',
      nextMonth: 'Nächster Monat',
      weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
      weekdayNames: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
      state: {
        free: { shown: 'frei', added: '' },
        booked: { shown: 'belegt', added: '' },
        arrival: { shown: 'Anreise', added: ' möglich' },
        departure: { shown: 'Abreise', added: ' möglich' },
      },
      freeUnits: { one: 'frei', other: '{count} frei' },
      past: 'vergangen',
    },
    periods: {
      free: 'Frei',
      booked: 'Belegt',
      // A date's weekday apposition closes with a comma when the sentence goes on: „von Freitag, 4. Dezember 2026, bis …“.
      period: 'von {arrival}, bis {departure} ({nights})',
      periodToEnd: 'von {arrival}, bis {departure} ({nights}, Ende des Kalenders)',
      nights: { one: '{count} Nacht', other: '{count} Nächte', otherDative: '{count} Nächten' },
      noPeriod: 'Dieser Kalender ist nicht mehr aktuell. Rufen Sie uns an, wir nennen Ihnen die freien Termine.',
    },
    estimate: {
      title: 'Preis für Ihren Aufenthalt berechnen',
      unitType: 'Unterkunft',
      arrival: 'Anreise',
      departure: 'Abreise',
      adults: 'Erwachsene',
      children: 'Kinder',
      pets: 'Haustiere',
      submit: 'Berechnen',
      resultTitle: 'Preisberechnung',
      loadFailed: 'Die Preisberechnung konnte nicht geladen werden. Schreiben Sie uns oder rufen Sie uns an:',
      nights: { one: '{count} Nacht', other: '{count} Nächte', otherDative: '{count} Nächten' },
      adultCount: {
        one: '{count} Erwachsener',
        other: '{count} Erwachsene',
        oneDative: '{count} Erwachsenem',
        otherDative: '{count} Erwachsenen',
      },
      seasonLine: '{season}: {nights} × {rate}',
      extrasLegend: 'Zusatzleistungen (optional)',
      extraCountLine: '{name}: {count} × {nights} × {rate}',
      extraNightsLine: '{name}: {nights} × {rate}',
      extraStayLine: '{name}',
      discountLines: {
        longStay: 'Rabatt ab {nightsDative}: −{percent}',
        lastMinute: 'Last-Minute-Rabatt: −{percent}',
        midweek: 'Rabatt unter der Woche, {nights} von Sonntag bis Donnerstag: −{percent}',
      },
      taxLine: 'Kurtaxe: {adults} × {nights} × {rate}',
      taxUnknown: 'Zuzüglich Kurtaxe (Betrag von der Gemeinde festgelegt, telefonisch zu erfragen).',
      total: 'Geschätzter Gesamtpreis',
      minimumMet: 'Der Mindestaufenthalt von {nightsDative} ist erfüllt.',
      minimumNotMet:
        'Für diesen Zeitraum gilt ein Mindestaufenthalt von {nightsDative}. Bitte verlängern Sie den Aufenthalt oder rufen Sie uns an.',
      free: 'Diese Nächte sind laut Kalender frei (wir bestätigen sie in unserer Antwort).',
      notFree: 'Nicht alle dieser Nächte sind frei. Bitte wählen Sie einen anderen Zeitraum oder rufen Sie uns an.',
      availabilityUnknown:
        'Die Verfügbarkeit dieser Unterkunft ist noch nicht online. Rufen Sie uns an, wir sagen Ihnen, ob diese Nächte frei sind.',
      deposit: 'Bei der Anreise ist eine Kaution von {amount} zu hinterlegen; sie ist nicht im Gesamtpreis enthalten.',
      messages: {
        missingDates: 'Bitte geben Sie ein An- und ein Abreisedatum ein.',
        badDate: 'Ein Datum ist ungültig. Bitte wählen Sie es über die Datumsauswahl.',
        wrongOrder: 'Das Abreisedatum muss nach dem Anreisedatum liegen.',
        past: 'Das Anreisedatum liegt in der Vergangenheit. Bitte wählen Sie ein künftiges Datum.',
        beyondCalendar: 'Der Kalender endet am {date}. Für einen späteren Aufenthalt rufen Sie uns bitte an.',
        noAdult: 'Bitte geben Sie mindestens einen Erwachsenen an.',
        badCount: 'Bitte geben Sie für Kinder und Haustiere jeweils eine ganze Zahl ab 0 ein.',
        overCapacity: 'In dieser Unterkunft ist Platz für höchstens {capacity} Personen.',
        arrivalDay: '{season}: Anreise nur am {days}.',
        nearestAround: 'Mögliche Anreisetage kurz davor und danach: {dates}.',
        nearestOne: 'Möglich ist die Anreise am {dates}.',
      },
    },
  },
};
