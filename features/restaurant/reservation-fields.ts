// The table request's fields and limits: no owner data here, so that the reservation form's script
// can import them (the owner's hours and time slots reach it as props, from content/restaurant-week.ts).

/** The form's fields, by the names the e-mail provider's template reads (docs/emailjs-modele.html). */
export const reservationFields = ['nom', 'prenom', 'telephone', 'email', 'date', 'heure', 'personnes', 'message'] as const;

export type ReservationField = (typeof reservationFields)[number];

/**
 * The start of the subject of the e-mail the owner receives, French whatever the visitor's language
 * (the owner reads French): "Réservation Restaurant - Prénom Nom".
 */
export const ownerSubjectPrefix = 'Réservation Restaurant';

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
