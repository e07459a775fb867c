// The table request's fields and limits: no owner data here, so that the reservation form's script
// can import them (the owner's hours and time slots reach it as props, from content/restaurant-week.ts).

/**
 * The form's fields, by the names the e-mail provider's template reads (docs/emailjs-modele.html):
 * the specification's eight, then the diets ticked (`regimes`, the owner's French words on sending)
 * and the allergy written (`allergies`).
 */
export const reservationFields = [
  'nom',
  'prenom',
  'telephone',
  'email',
  'date',
  'heure',
  'personnes',
  'message',
  'regimes',
  'allergies',
] as const;

export type ReservationField = (typeof reservationFields)[number];

/** The diets a party ticks, and the allergy that opens a field to write it: the `regimes` value is these ids, comma-separated. */
export const dietIds = ['vegetarien', 'vegan', 'sans-gluten', 'allergie'] as const;

export type DietId = (typeof dietIds)[number];

/** The hidden field carrying the date in French words for the owner (« samedi 5 décembre 2026 »): `date` stays the specification's "YYYY-MM-DD". */
export const frenchDateField = 'jour';

/**
 * The start of the subject of the e-mail the owner receives, French whatever the visitor's language
 * (the owner reads French): "Réservation Restaurant – Prénom Nom".
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
  regimes: 60,
  allergies: 200,
} as const;
