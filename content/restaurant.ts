import type { Banner, PageMeta, Photo } from './types';

export interface OpeningHours {
  readonly day: string;
  /** Opening periods as 24-hour "HH:MM" pairs; empty when closed. Drives the text and structured data. */
  readonly periods: readonly { readonly opens: string; readonly closes: string }[];
}

export const restaurantMeta: PageMeta = {
  title: 'Restaurant',
  description:
    'Le restaurant des Chalets du lac : horaires de la semaine et demande de réservation de table en ligne, midi et soir du mercredi au samedi, le dimanche midi.',
};

export const restaurantBanner: Banner = {
  title: 'Le restaurant',
  subtitle: 'Une table au bord du lac, midi et soir.',
  photo: { file: 'cuisine-figue.jpg', alt: 'Une demi-figue dans un bol rouge, sur une table' },
};

export const restaurantPresentation: { title: string; paragraphs: readonly string[]; photos: readonly Photo[] } = {
  title: 'Une cuisine de saison, sans chichis',
  paragraphs: [
    'Après une journée au grand air, le restaurant vous accueille dans une ambiance simple et chaleureuse. Des assiettes généreuses, des produits de saison et une terrasse pour profiter des beaux jours.',
    'C’est aussi à l’accueil du restaurant que vous achetez votre carte de pêche pour l’étang.',
  ],
  photos: [
    { file: 'cuisine-pizza.jpg', alt: 'Pizza maison sortie du four' },
    { file: 'cuisine-espresso.jpg', alt: 'Tasse d’espresso sur une table en bois' },
  ],
};

const lunch = { opens: '12:00', closes: '13:30' } as const;
const dinner = { opens: '19:00', closes: '20:30' } as const;

export const openingHours: readonly OpeningHours[] = [
  { day: 'Lundi', periods: [] },
  { day: 'Mardi', periods: [] },
  { day: 'Mercredi', periods: [lunch, dinner] },
  { day: 'Jeudi', periods: [lunch, dinner] },
  { day: 'Vendredi', periods: [lunch, dinner] },
  { day: 'Samedi', periods: [lunch, dinner] },
  { day: 'Dimanche', periods: [lunch] },
];

export const hoursText = {
  title: 'Horaires d’ouverture',
  closed: 'Fermé',
  separator: ' et ',
};

/** The times a table can be requested for; the first is the form's default. */
export const timeSlots = [
  '12:00', '12:15', '12:30', '12:45', '13:00', '13:15', '13:30', '13:45',
  '19:00', '19:15', '19:30', '19:45', '20:00', '20:15',
] as const;

export type TimeSlot = (typeof timeSlots)[number];

export const defaultTimeSlot: TimeSlot = timeSlots[0];

export const reservationText = {
  sectionTitle: 'Réserver une table',
  sectionIntro: 'Envoyez-nous votre demande : nous vous confirmons la réservation par e-mail.',
  toggleShow: 'Réserver une table',
  toggleHide: 'Masquer le formulaire',
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
  errorSummary: 'Le formulaire contient des erreurs : vérifiez les champs signalés.',
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
