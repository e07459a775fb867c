// The restaurant page's words in each language, the site's own: the hours table's, the table
// request's (handed to the form's script as plain data), its e-mail's. The owner's texts of the page
// are read by ./restaurant-content.ts.
import { capitalize, formatClockRange, formatTime } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { formatPeriod } from '@/lib/hours';
import { languageNamesIn } from '@/config/language-names';
import { ownerSubjectPrefix, type DietId, type ReservationField } from './reservation-fields';
import { dietNames } from '@/content/schema/allergens';
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
  /** Above the days an owner's period changes, its dates (lib/i18n/format.ts's formatMonthDays): "du 1er juillet au 31 août", "from 1 July to 31 August". */
  readonly inPeriod: (dates: string) => string;
}

export const hoursWords: Translated<HoursWords> = {
  fr: {
    title: 'Horaires d’ouverture',
    closed: 'Fermé',
    separator: ' et ',
    days: weekdayNames,
    period: (opens, closes) => formatPeriod({ opens, closes }),
    inPeriod: (dates) => dates,
  },
  en: {
    title: 'Opening times',
    closed: 'Closed',
    separator: ' and ',
    days: {
      lundi: 'Monday',
      mardi: 'Tuesday',
      mercredi: 'Wednesday',
      jeudi: 'Thursday',
      vendredi: 'Friday',
      samedi: 'Saturday',
      dimanche: 'Sunday',
    },
    period: (opens, closes) => formatClockRange('en', opens, closes),
    inPeriod: (dates) => `from ${dates}`,
  },
  nl: {
    title: 'Openingstijden',
    closed: 'Gesloten',
    separator: ' en ',
    days: {
      lundi: 'Maandag',
      mardi: 'Dinsdag',
      mercredi: 'Woensdag',
      jeudi: 'Donderdag',
      vendredi: 'Vrijdag',
      samedi: 'Zaterdag',
      dimanche: 'Zondag',
    },
    period: (opens, closes) => formatClockRange('nl', opens, closes),
    inPeriod: (dates) => `van ${dates}`,
  },
  de: {
    title: 'Öffnungszeiten',
    closed: 'Geschlossen',
    separator: ' und ',
    days: {
      lundi: 'Montag',
      mardi: 'Dienstag',
      mercredi: 'Mittwoch',
      jeudi: 'Donnerstag',
      vendredi: 'Freitag',
      samedi: 'Samstag',
      dimanche: 'Sonntag',
    },
    period: (opens, closes) => formatClockRange('de', opens, closes),
    inPeriod: (dates) => `vom ${dates}`,
  },
};

/**
 * One wording, from the intro to the banner: the visitor sends a request, which the restaurant
 * answers by e-mail (never « we confirm your booking » before anyone has read it). Each language says
 * it in one phrase, which the section's intro, the note above the button and the success banner share.
 */
const answeredByEmail: Translated<string> = {
  fr: 'nous vous répondons par e-mail pour confirmer votre table',
  en: 'we’ll reply by email to confirm your table',
  nl: 'we bevestigen je tafel per e-mail',
  de: 'wir bestätigen Ihnen den Tisch per E-Mail',
};

/** The reservation section's heading and intro, which the server shows around the form. */
export const reservationSectionWords: Translated<{ readonly title: string; readonly intro: string }> = {
  fr: { title: 'Réserver une table', intro: `Envoyez-nous votre demande de réservation\u00a0: ${answeredByEmail.fr}.` },
  en: { title: 'Book a table', intro: `Send us your table request and ${answeredByEmail.en}.` },
  nl: { title: 'Tafel reserveren', intro: `Stuur ons je reserveringsaanvraag: ${answeredByEmail.nl}.` },
  de: { title: 'Tisch reservieren', intro: `Senden Sie uns Ihre Reservierungsanfrage – ${answeredByEmail.de}.` },
};

/** The phrase the intro, the note and the success banner share, for the test that holds them to one wording. */
export const tableRequestAnswer = answeredByEmail;

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
  /** The specification's banner, then what follows: "{email}", the address the visitor's copy is prepared for. */
  readonly success: string;
  readonly successNext: string;
  readonly error: string;
  readonly errorMailto: string;
  readonly errorMailtoLink: string;
  readonly errorPhone: string;
  readonly labels: Readonly<Record<ReservationField, string>>;
  readonly optional: string;
  /** "{max}": the most people a request may count (the owner's group size). */
  readonly personnesHint: string;
  /** Under the allergy's field: the explicit consent an allergy (health data) needs, where it is typed (GDPR art. 9(2)(a)). */
  readonly allergiesConsent: string;
  /** The quick choice of a number of people, above the field: its name for assistive technology. */
  readonly partyChoices: string;
  /** Above the owner's group size, before the venue's number: "{max}". */
  readonly groupCall: string;
  /** The same while the owner has not given the number: "{max}". */
  readonly groupCallNoPhone: string;
  /** The link that opens the visitor's own mail app with a copy of the request, addressed to them: the site sends them nothing (issue 50). */
  readonly copyLink: string;
  /** The quick choice of the next days the restaurant serves, above the date field. */
  readonly dateChoices: string;
  readonly today: string;
  readonly tomorrow: string;
  /** The ticks of diets and allergies; the allergy's opens a field to write it (labels.allergies). */
  readonly diets: Readonly<Record<DietId, string>>;
  /** A restaurant event on the date chosen: before its linked title, and after it when it is full. */
  readonly eventNight: { readonly thatDay: string; readonly full: string };
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
  /** The number of people left empty: the French says the spec's « nombre valide » for both. */
  readonly personnesRequired: string;
  readonly personnesInvalid: string;
  readonly personnesMin: string;
  /** "{max}" and "{phone}": the owner's group size and the number to call for a group. */
  readonly personnesMax: string;
  /** "{max}": the same while the owner has not given the number (a preview only: it is needed to publish). */
  readonly personnesMaxNoPhone: string;
  readonly allergiesRequired: string;
}

export interface DateHintWords {
  readonly pastDate: string;
  /** "{day}": the day as `days` names it inside a sentence. */
  readonly closedDay: string;
  /** "{day}" and "{service}": Dutch and German join them in one word (zondagavond, Sonntagabend). */
  readonly closedService: string;
  /** "{date}": a day closed by a closure or a period, not every week ("samedi 24 décembre"). */
  readonly closedDate: string;
  /** Today, once its last slot has passed. */
  readonly noMoreToday: string;
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
    withoutScript: {
      intro: 'Pour réserver une table, appelez-nous ou écrivez-nous\u00a0:',
      phoneLabel: 'Téléphone\u00a0:',
      emailLabel: 'E-mail\u00a0:',
    },
    honeypotLabel: 'Ne pas remplir ce champ',
    // What a missing field means is said where it is asked (GDPR art. 13(2)(e), the fresh legal review).
    requiredLegend: 'Les champs marqués d’un astérisque (*) sont obligatoires\u00a0: sans eux, nous ne pouvons pas traiter votre demande.',
    confirmationNote: `C’est une demande\u00a0: ${answeredByEmail.fr}.`,
    submit: 'Envoyer la demande',
    sending: 'Envoi en cours…',
    success: 'Votre demande de réservation a bien été envoyée\u00a0!',
    // After the specification's banner, nothing that unsays it (« Ce n’est pas encore une réservation » did): the next step.
    successNext: `Nous vous répondons par e-mail pour confirmer votre table. Gardez-en une copie\u00a0: le lien ci-dessous prépare dans votre messagerie un e-mail adressé à {email}.`,
    // The specification's banner (SPEC §8), word for word; the other languages say only that it failed, the advice below says what to do.
    error: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.',
    errorMailto: 'Votre messagerie s’ouvre avec votre demande déjà rédigée. Si rien ne s’ouvre,',
    errorMailtoLink: 'envoyez la demande par e-mail',
    errorPhone: 'ou appelez-nous au',
    labels: {
      nom: 'Nom',
      prenom: 'Prénom',
      telephone: 'Téléphone',
      email: 'E-mail',
      date: 'Date',
      heure: 'Heure',
      personnes: 'Nombre de personnes',
      message: 'Message',
      regimes: 'Régimes et allergies',
      allergies: 'Quelle allergie\u00a0?',
    },
    optional: '(facultatif)',
    // The specification's hint (« Minimum 1 personne »), with the form's upper limit.
    personnesHint: 'De 1 à {max} personnes',
    allergiesConsent: 'En indiquant une allergie, vous acceptez expressément qu’elle serve uniquement à préparer votre repas.',
    partyChoices: 'Nombre de personnes\u00a0: choix rapide',
    groupCall: 'Pour les groupes de plus de {max} personnes, appelez-nous au',
    groupCallNoPhone: 'Pour les groupes de plus de {max} personnes, contactez-nous.',
    copyLink: 'Garder une copie de ma demande',
    dateChoices: 'Prochains jours d’ouverture',
    today: 'Aujourd’hui',
    tomorrow: 'Demain',
    eventNight: { thatDay: 'Ce jour-là au restaurant\u00a0:', full: 'complet' },
    diets: { vegetarien: dietNames.vegetarien, vegan: dietNames.vegan, 'sans-gluten': dietNames['sans-gluten'], allergie: 'Allergie' },
    messages: {
      nomRequired: 'Veuillez indiquer votre nom.',
      prenomRequired: 'Veuillez indiquer votre prénom.',
      telephoneRequired: 'Veuillez indiquer un numéro de téléphone.',
      telephoneInvalid: 'Veuillez entrer un numéro de téléphone valide.',
      emailRequired: 'Veuillez indiquer votre adresse e-mail.',
      emailInvalid: 'Veuillez entrer une adresse e-mail valide, par exemple nom@exemple.fr.',
      dateRequired: 'Veuillez choisir une date.',
      heureRequired: 'Veuillez choisir une heure.',
      personnesRequired: 'Veuillez entrer un nombre valide de personnes.',
      personnesInvalid: 'Veuillez entrer un nombre valide de personnes.',
      personnesMin: 'Le nombre de personnes doit être au moins 1.',
      personnesMax: 'Le nombre de personnes ne peut pas dépasser {max}\u00a0: pour un groupe, appelez-nous au {phone}.',
      personnesMaxNoPhone: 'Le nombre de personnes ne peut pas dépasser {max}\u00a0: pour un groupe, contactez-nous.',
      allergiesRequired: 'Veuillez préciser l’allergie, par exemple arachides.',
    },
    failureAdvice: {
      // What went wrong, and no more: the line under it says the next step (the prepared e-mail opening, or the phone).
      network: 'La connexion à internet semble interrompue.',
      timeout: 'L’envoi n’a pas abouti dans les temps\u00a0: votre demande n’est peut-être pas partie.',
      throttled: 'Trop de demandes ont été envoyées en peu de temps.',
      unavailable: 'Le service d’envoi est momentanément indisponible.',
      refused: 'L’envoi en ligne est indisponible pour le moment.',
    },
    hints: {
      pastDate: 'Attention\u00a0: cette date est déjà passée.',
      closedDay: 'Attention\u00a0: le restaurant est fermé le {day}.',
      closedService: 'Attention\u00a0: le restaurant est fermé le {day} {service}.',
      closedDate: 'Attention\u00a0: le restaurant est fermé le {date}.',
      noMoreToday: 'Attention\u00a0: le dernier créneau d’aujourd’hui est passé.',
      lunch: 'midi',
      dinner: 'soir',
      days: {
        lundi: 'lundi',
        mardi: 'mardi',
        mercredi: 'mercredi',
        jeudi: 'jeudi',
        vendredi: 'vendredi',
        samedi: 'samedi',
        dimanche: 'dimanche',
      },
    },
    messageCounter: '{count} / {max} caractères',
    mailto: {
      subjectPrefix: ownerSubjectPrefix,
      greeting: 'Bonjour,',
      intro: 'Je souhaite réserver une table au restaurant des Chalets du lac.',
      line: '{label}\u00a0: {value}',
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
        regimes: 'Régimes',
        allergies: 'Allergie',
      },
      closing: 'Merci de me confirmer la réservation.',
      truncated: '[Message raccourci pour tenir dans l’e-mail\u00a0: merci de compléter la suite si besoin.]',
    },
  },
  en: {
    toggleShow: 'Book a table',
    toggleHide: 'Hide form',
    close: 'Close form',
    formTitle: 'Table request',
    withoutScript: { intro: 'To book a table, give us a call or send us an email:', phoneLabel: 'Phone:', emailLabel: 'Email:' },
    honeypotLabel: 'Leave this field empty',
    requiredLegend: 'Fields marked with an asterisk (*) are required: without them, we can’t handle your request.',
    confirmationNote: `This is a request: ${answeredByEmail.en}.`,
    submit: 'Send request',
    sending: 'Sending…',
    success: 'Your table request has been sent!',
    successNext: `This isn’t a booking yet: ${answeredByEmail.en}. To keep a copy, use the link below to email your request to yourself at {email}.`,
    error: 'Your request couldn’t be sent.',
    errorMailto: 'Your email app is opening with your request already written. If nothing opens,',
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
      regimes: 'Dietary requirements and allergies',
      allergies: 'Which allergy?',
    },
    optional: '(optional)',
    personnesHint: 'From 1 to {max} people',
    allergiesConsent: 'By telling us about an allergy, you explicitly agree that we use it only to prepare your meal.',
    partyChoices: 'Number of people: quick choice',
    groupCall: 'For groups of more than {max}, give us a call on',
    groupCallNoPhone: 'For groups of more than {max}, please get in touch.',
    copyLink: 'Keep a copy of my request',
    dateChoices: 'The next few days we’re open',
    today: 'Today',
    tomorrow: 'Tomorrow',
    eventNight: { thatDay: 'That day at the restaurant:', full: 'fully booked' },
    diets: { vegetarien: 'Vegetarian', vegan: 'Vegan', 'sans-gluten': 'Gluten-free', allergie: 'Allergy' },
    messages: {
      nomRequired: 'Please enter your last name.',
      prenomRequired: 'Please enter your first name.',
      telephoneRequired: 'Please enter a phone number.',
      telephoneInvalid: 'Please enter a valid phone number.',
      emailRequired: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address, for example name@example.com.',
      dateRequired: 'Please choose a date.',
      heureRequired: 'Please choose a time.',
      personnesRequired: 'Please enter the number of people.',
      personnesInvalid: 'Please enter a valid number of people.',
      personnesMin: 'The number of people must be at least 1.',
      personnesMax: 'The number of people can’t be more than {max}: for a group, give us a call on {phone}.',
      personnesMaxNoPhone: 'The number of people can’t be more than {max}: for a group, please get in touch.',
      allergiesRequired: 'Please tell us the allergy, for example peanuts.',
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
      closedDate: 'Please note: the restaurant is closed on {date}.',
      noMoreToday: 'Please note: today’s last booking time has passed.',
      lunch: 'lunchtime',
      dinner: 'evening',
      days: {
        lundi: 'Monday',
        mardi: 'Tuesday',
        mercredi: 'Wednesday',
        jeudi: 'Thursday',
        vendredi: 'Friday',
        samedi: 'Saturday',
        dimanche: 'Sunday',
      },
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
        regimes: 'Dietary requirements',
        allergies: 'Allergy',
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
    requiredLegend: 'Velden met een sterretje (*) zijn verplicht: zonder die gegevens kunnen we je aanvraag niet behandelen.',
    confirmationNote: `Dit is een aanvraag: ${answeredByEmail.nl}.`,
    submit: 'Aanvraag versturen',
    sending: 'Bezig met versturen…',
    success: 'Je reserveringsaanvraag is verstuurd!',
    successNext: `Dit is nog geen reservering: ${answeredByEmail.nl}. Wil je een kopie bewaren? Via de link hieronder mail je je aanvraag naar jezelf, op {email}.`,
    error: 'Je aanvraag kon niet worden verstuurd.',
    errorMailto: 'Je e-mailprogramma opent met je aanvraag al ingevuld. Gebeurt er niets?',
    errorMailtoLink: 'Stuur de aanvraag per e-mail',
    errorPhone: 'of bel ons op',
    labels: {
      nom: 'Achternaam',
      prenom: 'Voornaam',
      telephone: 'Telefoon',
      email: 'E-mail',
      date: 'Datum',
      heure: 'Tijdstip',
      personnes: 'Aantal personen',
      message: 'Bericht',
      regimes: 'Dieetwensen en allergieën',
      allergies: 'Welke allergie?',
    },
    optional: '(optioneel)',
    personnesHint: 'Minimaal 1 persoon, maximaal {max}',
    allergiesConsent:
      'Als je een allergie vermeldt, geef je ons uitdrukkelijk toestemming om die alleen te gebruiken voor het bereiden van je maaltijd.',
    partyChoices: 'Aantal personen: snel kiezen',
    groupCall: 'Met een groep van meer dan {max} personen? Bel ons op',
    groupCallNoPhone: 'Met een groep van meer dan {max} personen? Neem contact met ons op.',
    copyLink: 'Een kopie van mijn aanvraag bewaren',
    dateChoices: 'De komende dagen dat we open zijn',
    today: 'Vandaag',
    tomorrow: 'Morgen',
    eventNight: { thatDay: 'Die dag in het restaurant:', full: 'volgeboekt' },
    diets: { vegetarien: 'Vegetarisch', vegan: 'Veganistisch', 'sans-gluten': 'Glutenvrij', allergie: 'Allergie' },
    messages: {
      nomRequired: 'Vul je achternaam in.',
      prenomRequired: 'Vul je voornaam in.',
      telephoneRequired: 'Vul een telefoonnummer in.',
      telephoneInvalid: 'Vul een geldig telefoonnummer in.',
      emailRequired: 'Vul je e-mailadres in.',
      emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
      dateRequired: 'Kies een datum.',
      heureRequired: 'Kies een tijdstip.',
      personnesRequired: 'Vul het aantal personen in.',
      personnesInvalid: 'Vul een geldig aantal personen in.',
      personnesMin: 'Het aantal personen moet minstens 1 zijn.',
      personnesMax: 'Het aantal personen mag niet meer dan {max} zijn: bel ons voor een groep op {phone}.',
      personnesMaxNoPhone: 'Het aantal personen mag niet meer dan {max} zijn: neem voor een groep contact met ons op.',
      allergiesRequired: 'Vul de allergie in, bijvoorbeeld pinda’s.',
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
      closedDate: 'Let op: het restaurant is op {date} gesloten.',
      noMoreToday: 'Let op: de laatste reserveringstijd van vandaag is voorbij.',
      lunch: 'middag',
      dinner: 'avond',
      days: {
        lundi: 'maandag',
        mardi: 'dinsdag',
        mercredi: 'woensdag',
        jeudi: 'donderdag',
        vendredi: 'vrijdag',
        samedi: 'zaterdag',
        dimanche: 'zondag',
      },
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
        heure: 'Tijdstip',
        nom: 'Achternaam',
        prenom: 'Voornaam',
        telephone: 'Telefoon',
        email: 'E-mail',
        personnes: 'Aantal personen',
        message: 'Bericht',
        regimes: 'Dieetwensen',
        allergies: 'Allergie',
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
    withoutScript: {
      intro: 'Um einen Tisch zu reservieren, rufen Sie uns an oder schreiben Sie uns:',
      phoneLabel: 'Telefon:',
      emailLabel: 'E-Mail:',
    },
    honeypotLabel: 'Dieses Feld nicht ausfüllen',
    requiredLegend:
      'Mit einem Sternchen (*) markierte Felder sind Pflichtfelder. Ohne diese Angaben können wir Ihre Anfrage nicht bearbeiten.',
    confirmationNote: `Dies ist eine Anfrage. ${capitalize(answeredByEmail.de)}.`,
    submit: 'Anfrage senden',
    sending: 'Wird gesendet …',
    success: 'Ihre Reservierungsanfrage wurde gesendet!',
    successNext: `Dies ist noch keine Reservierung. ${capitalize(answeredByEmail.de)}. Über den Link unten können Sie sich eine Kopie Ihrer Anfrage an {email} schicken.`,
    error: 'Ihre Anfrage konnte nicht gesendet werden.',
    errorMailto:
      'Ihr E-Mail-Programm öffnet sich mit Ihrer fertigen Anfrage – Sie können sie direkt absenden. Falls sich nichts öffnet, können Sie',
    errorMailtoLink: 'die Anfrage per E-Mail senden',
    errorPhone: 'oder Sie erreichen uns telefonisch unter',
    labels: {
      nom: 'Nachname',
      prenom: 'Vorname',
      telephone: 'Telefon',
      email: 'E-Mail',
      date: 'Datum',
      heure: 'Uhrzeit',
      personnes: 'Anzahl der Personen',
      message: 'Nachricht',
      regimes: 'Ernährung und Allergien',
      allergies: 'Welche Allergie?',
    },
    optional: '(optional)',
    personnesHint: 'Mindestens 1 Person, höchstens {max}',
    allergiesConsent:
      'Mit der Angabe einer Allergie willigen Sie ausdrücklich ein, dass wir sie nur für die Zubereitung Ihres Essens verwenden.',
    partyChoices: 'Anzahl der Personen: Schnellauswahl',
    groupCall: 'Für Gruppen mit mehr als {max} Personen erreichen Sie uns telefonisch unter',
    groupCallNoPhone: 'Für Gruppen mit mehr als {max} Personen nehmen Sie bitte Kontakt mit uns auf.',
    copyLink: 'Eine Kopie meiner Anfrage behalten',
    dateChoices: 'Die nächsten Öffnungstage',
    today: 'Heute',
    tomorrow: 'Morgen',
    eventNight: { thatDay: 'An diesem Tag im Restaurant:', full: 'ausgebucht' },
    diets: { vegetarien: 'Vegetarisch', vegan: 'Vegan', 'sans-gluten': 'Glutenfrei', allergie: 'Allergie' },
    messages: {
      nomRequired: 'Bitte geben Sie Ihren Nachnamen an.',
      prenomRequired: 'Bitte geben Sie Ihren Vornamen an.',
      telephoneRequired: 'Bitte geben Sie eine Telefonnummer an.',
      telephoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
      dateRequired: 'Bitte wählen Sie ein Datum.',
      heureRequired: 'Bitte wählen Sie eine Uhrzeit.',
      personnesRequired: 'Bitte geben Sie die Personenzahl ein.',
      personnesInvalid: 'Bitte geben Sie eine gültige Personenzahl ein.',
      personnesMin: 'Bitte geben Sie mindestens 1 Person an.',
      personnesMax: 'Die Anzahl der Personen darf höchstens {max} betragen. Für Gruppen rufen Sie uns bitte unter {phone} an.',
      personnesMaxNoPhone: 'Die Anzahl der Personen darf höchstens {max} betragen. Für Gruppen nehmen Sie bitte Kontakt mit uns auf.',
      allergiesRequired: 'Bitte geben Sie die Allergie an, zum Beispiel Erdnüsse.',
    },
    failureAdvice: {
      network: 'Die Verbindung scheint unterbrochen zu sein. Bitte prüfen Sie Ihre Internetverbindung.',
      timeout: 'Das Senden hat zu lange gedauert, Ihre Anfrage ist vielleicht nicht angekommen.',
      throttled: 'In kurzer Zeit wurden zu viele Anfragen gesendet.',
      unavailable: 'Der Versanddienst ist vorübergehend nicht erreichbar.',
      refused: 'Das Senden über die Website ist im Moment nicht möglich. Senden Sie Ihre Anfrage bitte per E-Mail oder rufen Sie uns an.',
    },
    hints: {
      pastDate: 'Bitte beachten Sie: Dieses Datum liegt in der Vergangenheit.',
      closedDay: 'Bitte beachten Sie: Am {day} ist das Restaurant geschlossen.',
      closedService: 'Bitte beachten Sie: Am {day}{service} ist das Restaurant geschlossen.',
      closedDate: 'Bitte beachten Sie: Am {date}, ist das Restaurant geschlossen.',
      noMoreToday: 'Bitte beachten Sie: Die letzte Reservierungszeit für heute ist vorbei.',
      lunch: 'mittag',
      dinner: 'abend',
      days: {
        lundi: 'Montag',
        mardi: 'Dienstag',
        mercredi: 'Mittwoch',
        jeudi: 'Donnerstag',
        vendredi: 'Freitag',
        samedi: 'Samstag',
        dimanche: 'Sonntag',
      },
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
        regimes: 'Ernährung',
        allergies: 'Allergie',
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
export const requestLanguageNames: Translated<string | null> = {
  fr: null,
  en: languageNamesIn.fr.en,
  nl: languageNamesIn.fr.nl,
  de: languageNamesIn.fr.de,
};

/** A time slot as the language writes it in the form's list and its e-mail: "12h00", "12:00", "12.00 uur", "12:00 Uhr". */
export function timeSlotLabel(lang: Lang, slot: string): string {
  return formatTime(lang, slot);
}
