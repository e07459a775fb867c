// The form's rules, in no language: every word comes in as an argument, from the words the page
// hands the form (features/restaurant/restaurant-words.ts), so that a page's script carries its own language only.
import type { DateHintWords, MailtoWords, ReservationMessages } from './restaurant-words';
import { reservationFields, reservationMaxLengths, type ReservationField } from '@/features/restaurant/reservation-fields';
import type { OpeningHours } from '@/content/restaurant-week';
import { fill } from '@/lib/i18n/format';
import { firstInOrder, isEmailAddress, isPhoneNumber } from '@/lib/request-fields';
import { clampText, longestFitting, mailtoMaxLength, mailtoOf, wellFormed } from '@/lib/mailto';

export { reservationFields, type ReservationField } from '@/features/restaurant/reservation-fields';

export type ReservationValues = Record<ReservationField, string>;

export type ReservationErrors = Partial<Record<ReservationField, string>>;

/** The form before anything is typed: its time is the first slot the owner lists ("" when there is none). */
export function emptyReservation(firstSlot: string): ReservationValues {
  return { nom: '', prenom: '', telephone: '', email: '', date: '', heure: firstSlot, personnes: '', message: '' };
}

/** The restaurant's week as the form's date hint reads it, handed over by the page (content/restaurant-week.ts). */
export interface RestaurantWeek {
  /** Monday first. */
  readonly days: readonly OpeningHours[];
  /** A time from this hour on belongs to the evening service. */
  readonly eveningStartsAt: string;
}

/** Each weekday's slots, from its own services (features/restaurant/day-slots.ts, applied at build), and the closures. */
export interface DaySlots {
  /** Monday first. */
  readonly byWeekday: readonly (readonly string[])[];
  /** "YYYY-MM-DD" bounds, both included. */
  readonly closures: readonly { readonly from: string; readonly through: string }[];
}

/**
 * The slots the form offers for its date: that weekday's own; every slot while no date is chosen, or on
 * a day without service (a day off, a closure: the hint under the date says so, and a request may still go).
 */
export function slotsOnDate(slots: readonly string[], days: DaySlots, date: string): readonly string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match || days.closures.some((closure) => closure.from <= date && date <= closure.through)) return slots;
  // Monday first; getUTCDay counts from Sunday.
  const weekday = (new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay() + 6) % 7;
  const own = days.byWeekday[weekday] ?? [];
  return own.length > 0 ? own : slots;
}

/** The time kept when the date changes: the same if that day serves it, else its first slot after it, else its last. */
export function timeOnDate(time: string, slots: readonly string[]): string {
  if (time === '' || slots.includes(time)) return time;
  return [...slots].sort().find((slot) => slot >= time) ?? slots.at(-1) ?? time;
}

/** Keeps each field within its maximum length (lib/mailto.ts's clampText). */
export function clampValue(field: ReservationField, value: string): string {
  return clampText(value, reservationMaxLengths[field]);
}

/** Length as the field's `maxlength` and its counter count it. */
export function characterCount(value: string): number {
  return value.length;
}

/** The values as sent: surrounding spaces removed, line breaks kept inside the message. */
export function trimValues(values: ReservationValues): ReservationValues {
  const trimmed = { ...values };
  for (const field of reservationFields) trimmed[field] = values[field].trim();
  return trimmed;
}

/** The message for the number of people, or null when it is valid. */
export function validatePeople(value: string, messages: ReservationMessages): string | null {
  const trimmed = value.trim();
  const count = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(count)) return messages.personnesInvalid;
  if (count < 1) return messages.personnesMin;
  return null;
}

/** Field errors in the form's order: empty when the request can be sent. */
export function validateReservation(values: ReservationValues, messages: ReservationMessages): ReservationErrors {
  const errors: ReservationErrors = {};
  if (!values.nom.trim()) errors.nom = messages.nomRequired;
  if (!values.prenom.trim()) errors.prenom = messages.prenomRequired;
  const phone = values.telephone.trim();
  if (!phone) errors.telephone = messages.telephoneRequired;
  else if (!isPhoneNumber(phone)) errors.telephone = messages.telephoneInvalid;
  const email = values.email.trim();
  if (!email) errors.email = messages.emailRequired;
  else if (!isEmailAddress(email)) errors.email = messages.emailInvalid;
  if (!values.date) errors.date = messages.dateRequired;
  if (!values.heure) errors.heure = messages.heureRequired;
  const people = validatePeople(values.personnes, messages);
  if (people) errors.personnes = people;
  return errors;
}

export function firstInvalidField(errors: ReservationErrors, nameFields: readonly ReservationField[] = ['nom', 'prenom']): ReservationField | undefined {
  const inPageOrder = reservationFields.flatMap((field) => (field === 'nom' ? nameFields : field === 'prenom' ? [] : [field]));
  return firstInOrder(inPageOrder, errors);
}

/**
 * A subject, "Réservation Restaurant - Prénom Nom": the hidden `subject` field (French, for the owner,
 * with the visitor's language after it on the other pages) and the prepared e-mail's (the visitor's language).
 */
export function buildSubject(values: Pick<ReservationValues, 'prenom' | 'nom'>, prefix: string, language?: string | null): string {
  const name = [values.prenom.trim(), values.nom.trim()].filter(Boolean).join(' ');
  const subject = name ? `${prefix} - ${name}` : prefix;
  return language ? `${subject} (${language})` : subject;
}

/** "2026-07-14" in figures as the language writes it, from a "{day}/{month}/{year}" template; anything else unchanged. */
export function formatNumericDate(isoDate: string, template: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? fill(template, { day: match[3] ?? '', month: match[2] ?? '', year: match[1] ?? '' }) : isoDate;
}

/** "YYYY-MM-DD" of the visitor's own day. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A warning for a date in the past or a closed day or service (lunch or evening), from the opening
 * hours in content, in the words given. Only a hint: the request can still be sent.
 */
export function dateHint(date: string, time: string, today: string, hints: DateHintWords, week: RestaurantWeek): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  if (date < today) return hints.pastDate;
  // Opening hours are listed Monday first; getUTCDay counts from Sunday.
  const weekday = (new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay() + 6) % 7;
  const day = week.days[weekday];
  if (!day) return null;
  const dayName = hints.days[day.id];
  if (day.periods.length === 0) return fill(hints.closedDay, { day: dayName });
  if (!time) return null;
  const evening = time >= week.eveningStartsAt;
  const serviceOpen = day.periods.some((period) => (period.opens >= week.eveningStartsAt) === evening);
  return serviceOpen ? null : fill(hints.closedService, { day: dayName, service: evening ? hints.dinner : hints.lunch });
}

/** What the prepared e-mail is written with: its words, and each time slot as the language writes it. */
export interface MailtoDraft {
  readonly words: MailtoWords;
  /** "19:30" → "19:30 Uhr"; a time missing here is written as it is. */
  readonly timeLabels: Readonly<Record<string, string>>;
  /** The event the request is for, its label and name in the visitor's language; none for an ordinary request. */
  readonly event?: { readonly label: string; readonly name: string };
}

/** The e-mail body, in the visitor's language, the visitor's mail client opens with when sending fails. */
export function buildMailtoBody(values: ReservationValues, { words, timeLabels, event }: MailtoDraft): string {
  const line = (field: ReservationField, value: string) => fill(words.line, { label: words.labels[field], value });
  const lines = [
    words.greeting,
    '',
    words.intro,
    '',
    ...(event ? [fill(words.line, { label: event.label, value: event.name })] : []),
    line('date', formatNumericDate(values.date, words.date)),
    line('heure', timeLabels[values.heure] ?? values.heure),
    line('nom', values.nom.trim()),
    line('prenom', values.prenom.trim()),
    line('telephone', values.telephone.trim()),
    line('email', values.email.trim()),
    line('personnes', values.personnes.trim()),
  ];
  const message = values.message.trim();
  if (message) lines.push(line('message', message));
  lines.push('', words.closing);
  return lines.join('\n');
}

function encodeMailto(values: ReservationValues, to: string, draft: MailtoDraft): string {
  return mailtoOf(to, buildSubject(values, draft.words.subjectPrefix), buildMailtoBody(values, draft));
}

/** The prepared e-mail; a message too long for a mailto link is shortened, with a note saying so. */
export function buildMailtoHref(values: ReservationValues, to: string, draft: MailtoDraft): string {
  const safe = { ...values };
  for (const field of reservationFields) safe[field] = wellFormed(values[field]);
  const href = (message: string, shortened: boolean) => encodeMailto({ ...safe, message: shortened ? `${message}… ${draft.words.truncated}` : message }, to, draft);
  const { kept, shortened } = longestFitting(safe.message.trim(), (message, cut) => href(message, cut).length <= mailtoMaxLength);
  return href(kept, shortened);
}
