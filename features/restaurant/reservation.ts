// The form's rules, in no language: every word comes in as an argument, from the words the page
// hands the form (features/restaurant/restaurant-words.ts), so that a page's script carries its own language only.
import type { DateHintWords, MailtoWords, ReservationMessages } from './restaurant-words';
import {
  dietIds,
  reservationFields,
  reservationMaxLengths,
  type DietId,
  type ReservationField,
} from '@/features/restaurant/reservation-fields';
import { weekdayIds } from '@/content/schema/weekdays';
import { isCalendarDay } from '@/lib/calendar-day';
import { fill, formatDay } from '@/lib/i18n/format';
import { dayFromIso, parisTime, weekdayOf } from '@/lib/opening-status';
import { closedReason, servesServiceOf, slotsOn, type RestaurantServices } from '@/lib/restaurant-services';
import { firstInOrder, isEmailAddress, isPhoneNumber } from '@/lib/request-fields';
import { clampText, longestFitting, mailtoMaxLength, mailtoOf, visitorText, wellFormed } from '@/lib/mailto';

export { dietIds, reservationFields, type DietId, type ReservationField } from '@/features/restaurant/reservation-fields';

export type ReservationValues = Record<ReservationField, string>;

export type ReservationErrors = Partial<Record<ReservationField, string>>;

/** The form before anything is typed: its time is the first slot the owner lists ("" when there is none). */
export function emptyReservation(firstSlot: string): ReservationValues {
  return {
    nom: '',
    prenom: '',
    telephone: '',
    email: '',
    date: '',
    heure: firstSlot,
    personnes: '',
    message: '',
    regimes: '',
    allergies: '',
  };
}

/** "YYYY-MM-DD" as a Paris day, or null for anything else. */
export function dayOfDate(date: string): number | null {
  return isCalendarDay(date) ? dayFromIso(date) : null;
}

/**
 * The slots the form offers for its date: that day's own, from its services (lib/restaurant-services.ts:
 * the week, the owner's periods, the closures), today's still to come (`now`, the Paris day and
 * minute, from the visitor's clock); every slot while no date is chosen, or on a day without any (a
 * day off, a closure, today once over: the hint under the date says so, and a request may still go).
 */
export function slotsOnDate(services: RestaurantServices, date: string, now?: ParisNow): readonly string[] {
  const day = dayOfDate(date);
  if (day === null) return services.slots;
  const own = slotsOn(services, day, now);
  return own.length > 0 ? own : services.slots;
}

/** The time kept when the date changes: the same if that day serves it, else its first slot after it, else its last. */
export function timeOnDate(time: string, slots: readonly string[]): string {
  if (time === '' || slots.includes(time)) return time;
  return [...slots].sort().find((slot) => slot >= time) ?? slots.at(-1) ?? time;
}

/** The diets ticked, from the form's `regimes` value ("vegetarien,sans-gluten"); anything else dropped. */
export function dietsOf(regimes: string): DietId[] {
  const ticked = new Set(regimes.split(','));
  return dietIds.filter((diet) => ticked.has(diet));
}

/** The `regimes` value with a diet ticked or unticked, in the list's order. */
export function toggleDiet(regimes: string, diet: DietId, ticked: boolean): string {
  const diets = new Set(dietsOf(regimes));
  if (ticked) diets.add(diet);
  else diets.delete(diet);
  return dietIds.filter((id) => diets.has(id)).join(',');
}

/** The diets ticked as the owner's e-mail writes them (« végétarien, sans gluten »); the allergy goes in its own field. */
export function ownerDietsText(regimes: string, names: Readonly<Record<Exclude<DietId, 'allergie'>, string>>): string {
  return dietsOf(regimes)
    .flatMap((diet) => (diet === 'allergie' ? [] : [names[diet]]))
    .join(', ');
}

/** The date in French words for the owner's e-mail, « samedi 5 décembre 2026 »; "" for anything but a date. */
export function ownerDateText(date: string): string {
  const day = dayOfDate(date);
  return day === null ? '' : formatDay('fr', day, true);
}

/** Keeps each field within its maximum length (lib/mailto.ts's clampText). */
export function clampValue(field: ReservationField, value: string): string {
  return clampText(value, reservationMaxLengths[field]);
}

/** Length as the field's `maxlength` and its counter count it. */
export function characterCount(value: string): number {
  return value.length;
}

/** The values as sent: surrounding spaces and invisible controls removed, line breaks kept inside the message alone. */
export function trimValues(values: ReservationValues): ReservationValues {
  const trimmed = { ...values };
  for (const field of reservationFields) trimmed[field] = visitorText(values[field], field === 'message').trim();
  return trimmed;
}

/** The owner's group size and the number a group calls (undefined until the owner gives it): the party's upper bound and what its message says. */
export interface PartyLimit {
  readonly largestParty: number;
  readonly phone: string | undefined;
}

/** Whether the number of people is a count above the owner's group size: the form then says « for groups, call us ». */
export function isGroup(value: string, limit: Pick<PartyLimit, 'largestParty'>): boolean {
  const count = Number(value.trim());
  return /^\d+$/.test(value.trim()) && count > limit.largestParty;
}

/** The message for the number of people, or null when it is valid. */
export function validatePeople(value: string, messages: ReservationMessages, limit: PartyLimit): string | null {
  const trimmed = value.trim();
  // Digits alone (a minus sign is told the least): Number() would also read « 1e1 » or « 0x3 » as a count, and the owner would get them as typed.
  if (!trimmed) return messages.personnesRequired;
  if (!/^-?\d+$/.test(trimmed)) return messages.personnesInvalid;
  const count = Number(trimmed);
  if (count < 1) return messages.personnesMin;
  if (count > limit.largestParty)
    return limit.phone
      ? fill(messages.personnesMax, { max: limit.largestParty, phone: limit.phone })
      : fill(messages.personnesMaxNoPhone, { max: limit.largestParty });
  return null;
}

/** Field errors in the form's order: empty when the request can be sent. */
export function validateReservation(values: ReservationValues, messages: ReservationMessages, limit: PartyLimit): ReservationErrors {
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
  const people = validatePeople(values.personnes, messages, limit);
  if (people) errors.personnes = people;
  if (dietsOf(values.regimes).includes('allergie') && !values.allergies.trim()) errors.allergies = messages.allergiesRequired;
  return errors;
}

/** The fields as the page asks them: the party, its day and time and its diets first, then who asks (TheFork's and Zenchef's order). */
const pageOrder = [
  'personnes',
  'date',
  'heure',
  'regimes',
  'allergies',
  'nom',
  'prenom',
  'telephone',
  'email',
  'message',
] as const satisfies readonly ReservationField[];

export function firstInvalidField(
  errors: ReservationErrors,
  nameFields: readonly ReservationField[] = ['nom', 'prenom'],
): ReservationField | undefined {
  const inPageOrder = pageOrder.flatMap((field) => (field === 'nom' ? nameFields : field === 'prenom' ? [] : [field]));
  return firstInOrder(inPageOrder, errors);
}

/**
 * A subject, "Réservation Restaurant – Prénom Nom" (an en dash, issue 48): the hidden `subject` field (French, for the owner,
 * with the visitor's language after it on the other pages) and the prepared e-mail's (the visitor's language).
 */
export function buildSubject(values: Pick<ReservationValues, 'prenom' | 'nom'>, prefix: string, language?: string | null): string {
  const name = [values.prenom.trim(), values.nom.trim()].filter(Boolean).join(' ');
  const subject = name ? `${prefix} – ${name}` : prefix;
  return language ? `${subject} (${language})` : subject;
}

/** "2026-07-14" in figures as the language writes it, from a "{day}/{month}/{year}" template; anything else unchanged. */
export function formatNumericDate(isoDate: string, template: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? fill(template, { day: match[3] ?? '', month: match[2] ?? '', year: match[1] ?? '' }) : isoDate;
}

/** The Paris day and minute of an instant (lib/opening-status.ts): what "today" and "now" are to the form, whatever the visitor's time zone. */
export type ParisNow = ReturnType<typeof parisTime>;

export const parisNow = (instant: Date): ParisNow => parisTime(instant);

/**
 * A warning for a date in the past, a day or a service (lunch or evening) the restaurant does not
 * serve, or today once its last slot is past, from the restaurant's services
 * (lib/restaurant-services.ts), in the words given; `dateText` writes a date in the page's language.
 * Only a hint: the request can still be sent.
 */
export function dateHint(
  date: string,
  time: string,
  now: ParisNow,
  hints: DateHintWords,
  services: RestaurantServices,
  dateText: (day: number) => string,
): string | null {
  const day = dayOfDate(date);
  if (day === null) return null;
  if (day < now.day) return hints.pastDate;
  const dayName = hints.days[weekdayIds[weekdayOf(day)] ?? 'lundi'];
  const closed = closedReason(services, day);
  if (closed === 'weekday') return fill(hints.closedDay, { day: dayName });
  if (closed === 'date') return fill(hints.closedDate, { date: dateText(day) });
  if (day === now.day && slotsOn(services, day, now).length === 0) return hints.noMoreToday;
  if (!time || servesServiceOf(services, day, time)) return null;
  return fill(hints.closedService, { day: dayName, service: time >= services.eveningStartsAt ? hints.dinner : hints.lunch });
}

/** What the prepared e-mail is written with: its words, and each time slot as the language writes it. */
export interface MailtoDraft {
  readonly words: MailtoWords;
  /** "19:30" → "19:30 Uhr"; a time missing here is written as it is. */
  readonly timeLabels: Readonly<Record<string, string>>;
  /** The event the request is for, its label and name in the visitor's language; none for an ordinary request. */
  readonly event?: { readonly label: string; readonly name: string };
  /** The diets' names in the visitor's language. */
  readonly diets: Readonly<Record<DietId, string>>;
}

/** The e-mail body, in the visitor's language, the visitor's mail client opens with when sending fails. */
export function buildMailtoBody(values: ReservationValues, { words, timeLabels, event, diets }: MailtoDraft): string {
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
  const ticked = dietsOf(values.regimes).filter((diet) => diet !== 'allergie');
  if (ticked.length > 0) lines.push(line('regimes', ticked.map((diet) => diets[diet]).join(', ')));
  const allergies = values.allergies.trim();
  if (allergies && dietsOf(values.regimes).includes('allergie')) lines.push(line('allergies', allergies));
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
  const href = (message: string, shortened: boolean) =>
    encodeMailto({ ...safe, message: shortened ? `${message}… ${draft.words.truncated}` : message }, to, draft);
  const { kept, shortened } = longestFitting(safe.message.trim(), (message, cut) => href(message, cut).length <= mailtoMaxLength);
  return href(kept, shortened);
}
