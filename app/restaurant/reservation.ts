import { defaultTimeSlot, reservationText } from '@/content/restaurant';

export const reservationFields = ['nom', 'prenom', 'telephone', 'email', 'date', 'heure', 'personnes', 'message'] as const;

export type ReservationField = (typeof reservationFields)[number];

export type ReservationValues = Record<ReservationField, string>;

export type ReservationErrors = Partial<Record<ReservationField, string>>;

export const initialReservationValues: ReservationValues = {
  nom: '',
  prenom: '',
  telephone: '',
  email: '',
  date: '',
  heure: defaultTimeSlot,
  personnes: '',
  message: '',
};

const { messages } = reservationText;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[\d\s().-]+$/;

/** The message for the number of people, or null when it is valid. */
export function validatePeople(value: string): string | null {
  const trimmed = value.trim();
  const count = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(count)) return messages.personnesInvalid;
  if (count < 1) return messages.personnesMin;
  return null;
}

/** Field errors in the form's order: empty when the request can be sent. */
export function validateReservation(values: ReservationValues): ReservationErrors {
  const errors: ReservationErrors = {};
  if (!values.nom.trim()) errors.nom = messages.nomRequired;
  if (!values.prenom.trim()) errors.prenom = messages.prenomRequired;
  const phone = values.telephone.trim();
  if (!phone) errors.telephone = messages.telephoneRequired;
  else if (!phonePattern.test(phone) || phone.replace(/\D/g, '').length < 6) errors.telephone = messages.telephoneInvalid;
  const email = values.email.trim();
  if (!email) errors.email = messages.emailRequired;
  else if (!emailPattern.test(email)) errors.email = messages.emailInvalid;
  if (!values.date) errors.date = messages.dateRequired;
  if (!values.heure) errors.heure = messages.heureRequired;
  const people = validatePeople(values.personnes);
  if (people) errors.personnes = people;
  return errors;
}

export function firstInvalidField(errors: ReservationErrors): ReservationField | undefined {
  return reservationFields.find((field) => errors[field] !== undefined);
}

/** The hidden `subject` field: "Réservation Restaurant - Prénom Nom". */
export function buildSubject(values: Pick<ReservationValues, 'prenom' | 'nom'>): string {
  const name = [values.prenom.trim(), values.nom.trim()].filter(Boolean).join(' ');
  return name ? `${reservationText.subjectPrefix} - ${name}` : reservationText.subjectPrefix;
}

/** "2026-07-14" as "14/07/2026"; anything else unchanged. */
export function formatFrenchDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** The French e-mail body the visitor's mail client opens with when sending fails. */
export function buildMailtoBody(values: ReservationValues): string {
  const label = reservationText.mailto;
  const lines = [
    label.greeting,
    '',
    label.intro,
    '',
    `${label.date} : ${formatFrenchDate(values.date)}`,
    `${label.heure} : ${values.heure}`,
    `${label.nom} : ${values.nom.trim()}`,
    `${label.prenom} : ${values.prenom.trim()}`,
    `${label.telephone} : ${values.telephone.trim()}`,
    `${label.email} : ${values.email.trim()}`,
    `${label.personnes} : ${values.personnes.trim()}`,
  ];
  const message = values.message.trim();
  if (message) lines.push(`${label.message} : ${message}`);
  lines.push('', label.closing);
  return lines.join('\n');
}

export function buildMailtoHref(values: ReservationValues, to: string): string {
  const subject = encodeURIComponent(buildSubject(values));
  // encodeURIComponent keeps line breaks as %0A, which mail clients turn back into lines.
  const body = encodeURIComponent(buildMailtoBody(values).replace(/\n/g, '\r\n'));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}
