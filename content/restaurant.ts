import hoursData from './data/restaurant-hours.json';
import { readDataFile } from './schema/editor-values';
import { cnil, reservationRetention } from './legal';
import type { RestaurantHoursData } from './schema/restaurant-hours';
import { weekdayIds, weekdayNames } from './schema/weekdays';

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const hours = readDataFile<RestaurantHoursData>(hoursData);

export interface OpeningHours {
  readonly day: string;
  /** Opening periods as 24-hour "HH:MM" pairs; empty when closed. Drives the text and structured data. */
  readonly periods: readonly { readonly opens: string; readonly closes: string }[];
}

/** The week, Monday first, from content/data/restaurant-hours.json. */
export const openingHours: readonly OpeningHours[] = weekdayIds.map((id) => ({ day: weekdayNames[id], periods: hours.week[id] }));

export const hoursText = {
  title: 'Horaires d’ouverture',
  closed: 'Fermé',
  separator: ' et ',
};

/** A time slot from this hour on belongs to the evening service, before it to lunch. */
export const eveningStartsAt = hours.eveningStartsAt;

/** Longest text each field takes, so that a request always fits in an e-mail. */
export const reservationMaxLengths = {
  nom: 80,
  prenom: 80,
  telephone: 25,
  email: 254,
  date: 10,
  heure: 5,
  personnes: 4,
  message: 1000,
} as const;

/** The times a table can be requested for; the first is the form's default. */
export const timeSlots: readonly string[] = hours.timeSlots;

export const defaultTimeSlot: string = timeSlots[0] ?? '';

export const reservationText = {
  sectionTitle: 'Réserver une table',
  sectionIntro: 'Envoyez-nous votre demande : nous vous confirmons la réservation par e-mail.',
  toggleShow: 'Réserver une table',
  toggleHide: 'Masquer le formulaire',
  /** The hidden spam trap's label: no person sees it, a robot reading the page might. */
  honeypotLabel: 'Ne pas remplir ce champ',
  /** Shown instead of the form when the browser runs no JavaScript (the form could not send). */
  withoutScript: {
    intro: 'Pour réserver une table, appelez-nous ou écrivez-nous :',
    phoneLabel: 'Téléphone',
    emailLabel: 'E-mail',
  },
  close: 'Fermer le formulaire',
  formTitle: 'Demande de réservation',
  requiredLegend: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  confirmationNote: 'Vous recevrez une confirmation de votre réservation par e-mail.',
  submit: 'Envoyer la demande',
  sending: 'Envoi en cours...',
  success: 'Votre demande de réservation a bien été envoyée !',
  error: 'Une erreur est survenue. Veuillez réessayer ou nous contacter directement.',
  errorMailto: 'Votre messagerie s’ouvre avec votre demande déjà rédigée. Si rien ne s’ouvre :',
  errorMailtoLink: 'envoyer la demande par e-mail',
  errorPhone: 'ou appelez-nous au',
  subjectPrefix: 'Réservation Restaurant',
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
  /** One French line under the error banner saying what to do, by kind of failure. */
  failureAdvice: {
    network: 'La connexion semble interrompue : vérifiez votre connexion internet, puis réessayez.',
    timeout: 'L’envoi n’a pas abouti dans les temps et votre demande n’est peut-être pas partie : réessayez dans un moment.',
    throttled: 'Trop de demandes ont été envoyées en peu de temps : réessayez dans un moment.',
    unavailable: 'Le service d’envoi est momentanément indisponible : réessayez dans un moment.',
    refused: 'L’envoi en ligne est indisponible pour le moment : envoyez votre demande par e-mail, ou appelez-nous.',
  },
  /** Warnings next to the date: they never block the request. */
  hints: {
    pastDate: 'Attention : cette date est déjà passée.',
    closedDay: (day: string) => `Attention : le restaurant est fermé le ${day.toLowerCase()}.`,
    closedService: (day: string, service: string) => `Attention : le restaurant est fermé le ${day.toLowerCase()} ${service}.`,
    lunch: 'midi',
    dinner: 'soir',
  },
  messageCounter: (count: number, max: number) => `${count} / ${max} caractères`,
  mailtoTruncated: '[Message raccourci pour tenir dans l’e-mail : merci de compléter la suite si besoin.]',
  /** The information RGPD art. 13 asks for, next to the form; the details are in the legal notice. */
  privacy: {
    title: 'Vos données',
    items: [
      'Ce que vous saisissez sert uniquement à traiter votre demande de table et à vous répondre.',
      'Destinataires : l’équipe du restaurant et notre prestataire d’envoi d’e-mails, EmailJS.',
      `Conservation : ${reservationRetention}.`,
      'Vos droits : accès, rectification, effacement, limitation et opposition, en nous écrivant.',
    ],
    complaint: 'Réclamation possible auprès de la',
    cnilLink: { label: cnil.name, href: cnil.href },
    detailsLink: { label: 'Détails dans les mentions légales', href: '/mentions-legales/#donnees-personnelles' },
  },
  mailto: {
    greeting: 'Bonjour,',
    intro: 'Je souhaite réserver une table au restaurant des Chalets du lac.',
    date: 'Date',
    heure: 'Heure',
    nom: 'Nom',
    prenom: 'Prénom',
    telephone: 'Téléphone',
    email: 'E-mail',
    personnes: 'Nombre de personnes',
    message: 'Message',
    closing: 'Merci de me confirmer la réservation.',
  },
};
