// The restaurant page's words in each language, the site's own: the hours table's, the table
// request's (handed to the form's script as plain data), its e-mail's. The owner's texts of the page
// are read by ./restaurant-content.ts.
import { formatClockRange, formatTime } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { formatPeriod } from '@/lib/hours';
import { languageNamesIn } from '@/config/language-names';
import { ownerSubjectPrefix, type ReservationField } from './reservation-fields';
import type { SendFailureKind } from '@/lib/send-email';
import { weekdayNames, type WeekdayId } from '@/content/schema/weekdays';

/** The week as the restaurant page's hours table says it: titles, days, "Fermé", the periods' times. Server only. */
export interface HoursWords {
  readonly title: string;
  readonly closed: string;
  /** Between two periods of a day: " et ". */
  readonly separator: string;
  readonly days: Readonly<Record<WeekdayId, string>>;
  /** One period, "12h00-13h30", from 24-hour "HH:MM" times. */
  readonly period: (opens: string, closes: string) => string;
}

export const hoursWords: Translated<HoursWords> = {
  fr: {
    title: 'Horaires d’ouverture',
    closed: 'Fermé',
    separator: ' et ',
    days: weekdayNames,
    period: (opens, closes) => formatPeriod({ opens, closes }),
  },
  en: {
    title: 'Opening hours',
    closed: 'Closed',
    separator: ' and ',
    days: { lundi: 'Monday', mardi: 'Tuesday', mercredi: 'Wednesday', jeudi: 'Thursday', vendredi: 'Friday', samedi: 'Saturday', dimanche: 'Sunday' },
    period: (opens, closes) => formatClockRange('en', opens, closes),
  },
  nl: {
    title: 'Openingstijden',
    closed: 'Gesloten',
    separator: ' en ',
    days: { lundi: 'Maandag', mardi: 'Dinsdag', mercredi: 'Woensdag', jeudi: 'Donderdag', vendredi: 'Vrijdag', samedi: 'Zaterdag', dimanche: 'Zondag' },
    period: (opens, closes) => formatClockRange('nl', opens, closes),
  },
  de: {
    title: 'Öffnungszeiten',
    closed: 'Geschlossen',
    separator: ' und ',
    days: { lundi: 'Montag', mardi: 'Dienstag', mercredi: 'Mittwoch', jeudi: 'Donnerstag', vendredi: 'Freitag', samedi: 'Samstag', dimanche: 'Sonntag' },
    period: (opens, closes) => formatClockRange('de', opens, closes),
  },
};

/** The reservation section's heading and intro, which the server shows around the form. */
export const reservationSectionWords: Translated<{ readonly title: string; readonly intro: string }> = {
  fr: { title: 'Réserver une table', intro: 'Envoyez-nous votre demande : nous vous confirmons la réservation par e-mail.' },
  en: { title: 'Book a table', intro: 'Send us your request and we’ll confirm your booking by email.' },
  nl: { title: 'Tafel reserveren', intro: 'Stuur ons je aanvraag: we bevestigen de reservering per e-mail.' },
  de: { title: 'Tisch reservieren', intro: 'Senden Sie uns Ihre Anfrage – wir bestätigen Ihnen die Reservierung per E-Mail.' },
};

/** The words of the table request, handed to the form's script as plain data: "{name}" places are filled there. */
export interface ReservationWords {
  readonly toggleShow: string;
  readonly toggleHide: string;
  readonly close: string;
  readonly formTitle: string;
  /** Shown instead of the form when the browser runs no JavaScript (the form could not send). */
  readonly withoutScript: { readonly intro: string; readonly phoneLabel: string; readonly emailLabel: string };
  /** The hidden spam trap's label: no person sees it, a robot reading the page might. */
  readonly honeypotLabel: string;
  readonly requiredLegend: string;
  readonly confirmationNote: string;
  readonly submit: string;
  readonly sending: string;
  readonly success: string;
  readonly error: string;
  readonly errorMailto: string;
  readonly errorMailtoLink: string;
  readonly errorPhone: string;
  readonly labels: Readonly<Record<ReservationField, string>>;
  readonly optional: string;
  readonly personnesHint: string;
  readonly messages: ReservationMessages;
  /** One line under the error banner saying what to do, by kind of failure. */
  readonly failureAdvice: Readonly<Record<SendFailureKind, string>>;
  /** Warnings next to the date: they never block the request. */
  readonly hints: DateHintWords;
  /** "{count} / {max} caractères". */
  readonly messageCounter: string;
  /** The e-mail the visitor's mail client opens with when sending fails, in the visitor's language. */
  readonly mailto: MailtoWords;
}

export interface ReservationMessages {
  readonly nomRequired: string;
  readonly prenomRequired: string;
  readonly telephoneRequired: string;
  readonly telephoneInvalid: string;
  readonly emailRequired: string;
  readonly emailInvalid: string;
  readonly dateRequired: string;
  readonly heureRequired: string;
  readonly personnesInvalid: string;
  readonly personnesMin: string;
}

export interface DateHintWords {
  readonly pastDate: string;
  /** "{day}": the day as `days` names it inside a sentence. */
  readonly closedDay: string;
  /** "{day}" and "{service}": Dutch and German join them in one word (zondagavond, Sonntagabend). */
  readonly closedService: string;
  readonly lunch: string;
  readonly dinner: string;
  readonly days: Readonly<Record<WeekdayId, string>>;
}

export interface MailtoWords {
  readonly subjectPrefix: string;
  readonly greeting: string;
  readonly intro: string;
  /** One line of the request: "{label} : {value}" (French spaces its colon, the others do not). */
  readonly line: string;
  /** The date as the language writes it in figures: "{day}/{month}/{year}". */
  readonly date: string;
  readonly labels: Readonly<Record<ReservationField, string>>;
  readonly closing: string;
  /** Appended to a message shortened to fit a mailto link. */
  readonly truncated: string;
}

export const reservationWords: Translated<ReservationWords> = {
  fr: {
    toggleShow: 'Réserver une table',
    toggleHide: 'Masquer le formulaire',
    close: 'Fermer le formulaire',
    formTitle: 'Demande de réservation',
    withoutScript: { intro: 'Pour réserver une table, appelez-nous ou écrivez-nous :', phoneLabel: 'Téléphone :', emailLabel: 'E-mail :' },
    honeypotLabel: 'Ne pas remplir ce champ',
    requiredLegend: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
    confirmationNote: 'Vous recevrez une confirmation de votre réservation par e-mail.',
    submit: 'Envoyer la demande',
    sending: 'Envoi en cours...',
    success: 'Votre demande de réservation a bien été envoyée !',
    error: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.',
    errorMailto: 'Votre messagerie s’ouvre avec votre demande déjà rédigée. Si rien ne s’ouvre :',
    errorMailtoLink: 'envoyer la demande par e-mail',
    errorPhone: 'ou appelez-nous au',
    labels: {
      nom: 'Nom',
      prenom: 'Prénom',
      telephone: 'Téléphone',
      email: 'Email',
      date: 'Date',
      heure: 'Heure',
      personnes: 'Nombre de personnes',
      message: 'Message',
    },
    optional: '(facultatif)',
    personnesHint: 'Minimum 1 personne',
    messages: {
      nomRequired: 'Veuillez indiquer votre nom.',
      prenomRequired: 'Veuillez indiquer votre prénom.',
      telephoneRequired: 'Veuillez indiquer un numéro de téléphone.',
      telephoneInvalid: 'Veuillez entrer un numéro de téléphone valide.',
      emailRequired: 'Veuillez indiquer votre adresse e-mail.',
      emailInvalid: 'Veuillez entrer une adresse e-mail valide, par exemple nom@exemple.fr.',
      dateRequired: 'Veuillez choisir une date.',
      heureRequired: 'Veuillez choisir une heure.',
      personnesInvalid: 'Veuillez entrer un nombre valide de personnes',
      personnesMin: 'Le nombre de personnes doit être au moins 1',
    },
    failureAdvice: {
      network: 'La connexion semble interrompue : vérifiez votre connexion internet, puis réessayez.',
      timeout: 'L’envoi n’a pas abouti dans les temps et votre demande n’est peut-être pas partie : réessayez dans un moment.',
      throttled: 'Trop de demandes ont été envoyées en peu de temps : réessayez dans un moment.',
      unavailable: 'Le service d’envoi est momentanément indisponible : réessayez dans un moment.',
      refused: 'L’envoi en ligne est indisponible pour le moment : envoyez votre demande par e-mail, ou appelez-nous.',
    },
    hints: {
      pastDate: 'Attention : cette date est déjà passée.',
      closedDay: 'Attention : le restaurant est fermé le {day}.',
      closedService: 'Attention : le restaurant est fermé le {day} {service}.',
      lunch: 'midi',
      dinner: 'soir',
      days: { lundi: 'lundi', mardi: 'mardi', mercredi: 'mercredi', jeudi: 'jeudi', vendredi: 'vendredi', samedi: 'samedi', dimanche: 'dimanche' },
    },
    messageCounter: '{count} / {max} caractères',
    mailto: {
      subjectPrefix: ownerSubjectPrefix,
      greeting: 'Bonjour,',
      intro: 'Je souhaite réserver une table au restaurant des Chalets du lac.',
      line: '{label} : {value}',
      date: '{day}/{month}/{year}',
      labels: {
        date: 'Date',
        heure: 'Heure',
        nom: 'Nom',
        prenom: 'Prénom',
        telephone: 'Téléphone',
        email: 'E-mail',
        personnes: 'Nombre de personnes',
        message: 'Message',
      },
      closing: 'Merci de me confirmer la réservation.',
      truncated: '[Message raccourci pour tenir dans l’e-mail : merci de compléter la suite si besoin.]',
    },
  },
  en: {
    toggleShow: 'Book a table',
    toggleHide: 'Hide form',
    close: 'Close form',
    formTitle: 'Table request',
    withoutScript: { intro: 'To book a table, give us a call or send us an email:', phoneLabel: 'Phone:', emailLabel: 'Email:' },
    honeypotLabel: 'Leave this field empty',
    requiredLegend: 'Fields marked with an asterisk (*) are required.',
    confirmationNote: 'You’ll receive a confirmation of your booking by email.',
    submit: 'Send request',
    sending: 'Sending…',
    success: 'Your table request has been sent!',
    error: 'Something went wrong. Please try again or contact us directly.',
    errorMailto: 'Your email app is opening with your request already written. If nothing opens:',
    errorMailtoLink: 'send the request by email',
    errorPhone: 'or call us on',
    labels: {
      nom: 'Last name',
      prenom: 'First name',
      telephone: 'Phone',
      email: 'Email',
      date: 'Date',
      heure: 'Time',
      personnes: 'Number of people',
      message: 'Message',
    },
    optional: '(optional)',
    personnesHint: 'At least 1 person',
    messages: {
      nomRequired: 'Please enter your last name.',
      prenomRequired: 'Please enter your first name.',
      telephoneRequired: 'Please enter a phone number.',
      telephoneInvalid: 'Please enter a valid phone number.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address, for example name@example.com.',
      dateRequired: 'Please choose a date.',
      heureRequired: 'Please choose a time.',
      personnesInvalid: 'Please enter a valid number of people.',
      personnesMin: 'The number of people must be at least 1.',
    },
    failureAdvice: {
      network: 'Your connection seems to have dropped. Check your internet connection, then try again.',
      timeout: 'Sending took too long and your request may not have gone through. Please try again in a moment.',
      throttled: 'Too many requests were sent in a short time: please try again in a moment.',
      unavailable: 'Our sending service is temporarily unavailable. Please try again in a moment.',
      refused: 'Sending online isn’t available right now: send your request by email, or give us a call.',
    },
    hints: {
      pastDate: 'Please note: this date has already passed.',
      closedDay: 'Please note: the restaurant is closed on {day}s.',
      closedService: 'Please note: the restaurant is closed on {day} {service}s.',
      lunch: 'lunchtime',
      dinner: 'evening',
      days: { lundi: 'Monday', mardi: 'Tuesday', mercredi: 'Wednesday', jeudi: 'Thursday', vendredi: 'Friday', samedi: 'Saturday', dimanche: 'Sunday' },
    },
    messageCounter: '{count} / {max} characters',
    mailto: {
      subjectPrefix: 'Table request',
      greeting: 'Hello,',
      intro: 'I’d like to book a table at the restaurant at Les Chalets du lac.',
      line: '{label}: {value}',
      date: '{day}/{month}/{year}',
      labels: {
        date: 'Date',
        heure: 'Time',
        nom: 'Last name',
        prenom: 'First name',
        telephone: 'Phone',
        email: 'Email',
        personnes: 'Number of people',
        message: 'Message',
      },
      closing: 'Could you please confirm the booking? Thank you.',
      truncated: '[Message shortened to fit in the email: please add the rest if needed.]',
    },
  },
  nl: {
    toggleShow: 'Tafel reserveren',
    toggleHide: 'Formulier verbergen',
    close: 'Formulier sluiten',
    formTitle: 'Reserveringsaanvraag',
    withoutScript: { intro: 'Wil je een tafel reserveren? Bel of mail ons:', phoneLabel: 'Telefoon:', emailLabel: 'E-mail:' },
    honeypotLabel: 'Dit veld niet invullen',
    requiredLegend: 'Velden met een sterretje (*) zijn verplicht.',
    confirmationNote: 'Je ontvangt een bevestiging van je reservering per e-mail.',
    submit: 'Aanvraag versturen',
    sending: 'Bezig met versturen…',
    success: 'Je reserveringsaanvraag is verstuurd!',
    error: 'Er ging iets mis. Probeer het opnieuw of neem rechtstreeks contact met ons op.',
    errorMailto: 'Je e-mailprogramma opent met je aanvraag al ingevuld. Gebeurt er niets?',
    errorMailtoLink: 'Stuur de aanvraag per e-mail',
    errorPhone: 'of bel ons op',
    labels: {
      nom: 'Achternaam',
      prenom: 'Voornaam',
      telephone: 'Telefoon',
      email: 'E-mail',
      date: 'Datum',
      heure: 'Tijd',
      personnes: 'Aantal personen',
      message: 'Bericht',
    },
    optional: '(optioneel)',
    personnesHint: 'Minimaal 1 persoon',
    messages: {
      nomRequired: 'Vul je achternaam in.',
      prenomRequired: 'Vul je voornaam in.',
      telephoneRequired: 'Vul een telefoonnummer in.',
      telephoneInvalid: 'Vul een geldig telefoonnummer in.',
      emailRequired: 'Vul je e-mailadres in.',
      emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
      dateRequired: 'Kies een datum.',
      heureRequired: 'Kies een tijd.',
      personnesInvalid: 'Vul een geldig aantal personen in.',
      personnesMin: 'Het aantal personen moet minstens 1 zijn.',
    },
    failureAdvice: {
      network: 'De verbinding lijkt verbroken: controleer je internetverbinding en probeer het opnieuw.',
      timeout: 'Het versturen duurde te lang en je aanvraag is misschien niet aangekomen: probeer het zo nog eens.',
      throttled: 'Er zijn in korte tijd te veel aanvragen verstuurd: probeer het zo nog eens.',
      unavailable: 'De verzenddienst is tijdelijk niet beschikbaar: probeer het zo nog eens.',
      refused: 'Online versturen lukt op dit moment niet: stuur je aanvraag per e-mail, of bel ons.',
    },
    hints: {
      pastDate: 'Let op: deze datum is al voorbij.',
      closedDay: 'Let op: het restaurant is op {day} gesloten.',
      closedService: 'Let op: het restaurant is op {day}{service} gesloten.',
      lunch: 'middag',
      dinner: 'avond',
      days: { lundi: 'maandag', mardi: 'dinsdag', mercredi: 'woensdag', jeudi: 'donderdag', vendredi: 'vrijdag', samedi: 'zaterdag', dimanche: 'zondag' },
    },
    messageCounter: '{count} / {max} tekens',
    mailto: {
      subjectPrefix: 'Reserveringsaanvraag',
      greeting: 'Hallo,',
      intro: 'Ik wil graag een tafel reserveren in het restaurant van Les Chalets du lac.',
      line: '{label}: {value}',
      date: '{day}-{month}-{year}',
      labels: {
        date: 'Datum',
        heure: 'Tijd',
        nom: 'Achternaam',
        prenom: 'Voornaam',
        telephone: 'Telefoon',
        email: 'E-mail',
        personnes: 'Aantal personen',
        message: 'Bericht',
      },
      closing: 'Willen jullie de reservering bevestigen? Alvast bedankt.',
      truncated: '[Bericht ingekort zodat het in de e-mail past: vul zo nodig de rest aan.]',
    },
  },
  de: {
    toggleShow: 'Tisch reservieren',
    toggleHide: 'Formular ausblenden',
    close: 'Formular schließen',
    formTitle: 'Reservierungsanfrage',
    withoutScript: { intro: 'Um einen Tisch zu reservieren, rufen Sie uns an oder schreiben Sie uns:', phoneLabel: 'Telefon:', emailLabel: 'E-Mail:' },
    honeypotLabel: 'Dieses Feld nicht ausfüllen',
    requiredLegend: 'Mit einem Sternchen (*) markierte Felder sind Pflichtfelder.',
    confirmationNote: 'Sie erhalten eine Bestätigung Ihrer Reservierung per E-Mail.',
    submit: 'Anfrage senden',
    sending: 'Wird gesendet …',
    success: 'Ihre Reservierungsanfrage wurde gesendet!',
    error: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.',
    errorMailto: 'Ihr E-Mail-Programm öffnet sich mit Ihrer fertig geschriebenen Anfrage. Falls sich nichts öffnet:',
    errorMailtoLink: 'Anfrage per E-Mail senden',
    errorPhone: 'oder rufen Sie uns an unter',
    labels: {
      nom: 'Nachname',
      prenom: 'Vorname',
      telephone: 'Telefon',
      email: 'E-Mail',
      date: 'Datum',
      heure: 'Uhrzeit',
      personnes: 'Anzahl der Personen',
      message: 'Nachricht',
    },
    optional: '(optional)',
    personnesHint: 'Mindestens 1 Person',
    messages: {
      nomRequired: 'Bitte geben Sie Ihren Nachnamen an.',
      prenomRequired: 'Bitte geben Sie Ihren Vornamen an.',
      telephoneRequired: 'Bitte geben Sie eine Telefonnummer an.',
      telephoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
      dateRequired: 'Bitte wählen Sie ein Datum.',
      heureRequired: 'Bitte wählen Sie eine Uhrzeit.',
      personnesInvalid: 'Bitte geben Sie eine gültige Personenzahl ein.',
      personnesMin: 'Bitte geben Sie mindestens 1 Person an.',
    },
    failureAdvice: {
      network: 'Die Verbindung scheint unterbrochen zu sein. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es dann erneut.',
      timeout: 'Das Senden hat zu lange gedauert, Ihre Anfrage ist vielleicht nicht angekommen. Versuchen Sie es bitte gleich noch einmal.',
      throttled: 'In kurzer Zeit wurden zu viele Anfragen gesendet. Versuchen Sie es bitte gleich noch einmal.',
      unavailable: 'Der Versanddienst ist vorübergehend nicht erreichbar. Versuchen Sie es bitte gleich noch einmal.',
      refused: 'Das Senden über die Website ist im Moment nicht möglich. Senden Sie Ihre Anfrage bitte per E-Mail oder rufen Sie uns an.',
    },
    hints: {
      pastDate: 'Bitte beachten Sie: Dieses Datum liegt in der Vergangenheit.',
      closedDay: 'Bitte beachten Sie: Am {day} ist das Restaurant geschlossen.',
      closedService: 'Bitte beachten Sie: Am {day}{service} ist das Restaurant geschlossen.',
      lunch: 'mittag',
      dinner: 'abend',
      days: { lundi: 'Montag', mardi: 'Dienstag', mercredi: 'Mittwoch', jeudi: 'Donnerstag', vendredi: 'Freitag', samedi: 'Samstag', dimanche: 'Sonntag' },
    },
    messageCounter: '{count} / {max} Zeichen',
    mailto: {
      subjectPrefix: 'Reservierungsanfrage',
      greeting: 'Guten Tag,',
      intro: 'ich möchte gern einen Tisch im Restaurant der Chalets du lac reservieren.',
      line: '{label}: {value}',
      date: '{day}.{month}.{year}',
      labels: {
        date: 'Datum',
        heure: 'Uhrzeit',
        nom: 'Nachname',
        prenom: 'Vorname',
        telephone: 'Telefon',
        email: 'E-Mail',
        personnes: 'Anzahl der Personen',
        message: 'Nachricht',
      },
      closing: 'Bitte bestätigen Sie mir die Reservierung. Vielen Dank!',
      truncated: '[Nachricht gekürzt, damit sie in die E-Mail passt. Bitte ergänzen Sie den Rest bei Bedarf.]',
    },
  },
};

/**
 * How the owner's e-mail names the language the visitor wrote from (the `langue` field), so that the
 * reply is written in it; null on French pages, whose request stays exactly what it always was.
 */
export const requestLanguageNames: Translated<string | null> = { fr: null, en: languageNamesIn.fr.en, nl: languageNamesIn.fr.nl, de: languageNamesIn.fr.de };

/** A time slot as the language writes it in the form's list and its e-mail: "12h00", "12:00", "12.00 uur", "12:00 Uhr". */
export function timeSlotLabel(lang: Lang, slot: string): string {
  return formatTime(lang, slot);
}
