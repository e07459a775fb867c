// Dinner on arrival, the stay request's table at the restaurant: which evenings the stay has, which
// times each evening serves (lib/restaurant-services.ts's dinnerSlotsOn, the table request's own rule,
// on that evening's services: the restaurant's week, the owner's periods, closures),
// the refusal of a closed evening naming the nearest open one, and the lines the owner reads in French
// with the table request's words. Pure, in no language: every word comes in the kit.
import type { StayDinnerWords } from '@/features/stays/estimate/stay-dinner-words';
import { isCalendarDay } from '@/lib/calendar-day';
import { fill, formatDay } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { dayFromIso, isoDay } from '@/lib/opening-status';
import { dinnerSlotsOn, type RestaurantServices } from '@/lib/restaurant-services';

/** What the stay request's kit carries for dinner, in one language. */
export interface StayDinnerKit {
  readonly words: StayDinnerWords;
  /** The table request's words dinner shares: its labels, refusals, and the line of its summary ("{label} : {value}"). */
  readonly table: {
    readonly date: string;
    readonly heure: string;
    readonly personnes: string;
    readonly heureRequired: string;
    readonly personnesRequired: string;
    readonly personnesInvalid: string;
    readonly personnesMin: string;
    readonly line: string;
  };
  /** The restaurant's services: week, periods, closures, slots and the evening's start (lib/restaurant-services.ts). */
  readonly services: RestaurantServices;
  /** Every slot the owner lists, with its label in the kit's language ("19:30 Uhr"). */
  readonly slots: readonly { readonly value: string; readonly label: string }[];
}

export interface DinnerValues {
  readonly wanted: boolean;
  /** "YYYY-MM-DD", one of the stay's evenings. */
  readonly evening: string;
  readonly time: string;
  readonly people: string;
  /** Whether the number of people still follows the party (adults + children): until the visitor types one. */
  readonly followsParty: boolean;
}

export const noDinner: DinnerValues = { wanted: false, evening: '', time: '', people: '', followsParty: true };

export type DinnerField = 'evening' | 'time' | 'people';
export type DinnerErrors = Partial<Record<DinnerField, string>>;

/** A stay of more nights is not one a table is planned for here (and its list of evenings stays short). */
const maxEvenings = 60;

/** The evenings of a stay, arrival to the eve of departure, as day numbers; none while its dates are not a stay. */
export function stayEvenings(arrival: string, departure: string): number[] {
  if (!isCalendarDay(arrival) || !isCalendarDay(departure)) return [];
  const first = dayFromIso(arrival);
  const nights = dayFromIso(departure) - first;
  if (nights < 1 || nights > maxEvenings) return [];
  return Array.from({ length: nights }, (_, index) => first + index);
}

/** The dinner slots of an evening: the table request's rule on that evening's dinner services only. */
export function eveningSlots(kit: Pick<StayDinnerKit, 'services'>, day: number): string[] {
  return dinnerSlotsOn(kit.services, day);
}

/** The evening of `evenings` nearest `day` that serves dinner, the earlier at the same distance; null when none does. */
export function nearestOpenEvening(kit: Pick<StayDinnerKit, 'services'>, evenings: readonly number[], day: number): number | null {
  const open = evenings.filter((evening) => eveningSlots(kit, evening).length > 0);
  return open.reduce<number | null>(
    (best, evening) => (best === null || Math.abs(evening - day) < Math.abs(best - day) ? evening : best),
    null,
  );
}

/** The party's size as the dinner's default number of people: adults and children; "" when either is not a count. */
export function partySize(adults: string, children: string): string {
  const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);
  const total = count(adults) + count(children);
  return Number.isNaN(total) ? '' : String(total);
}

/**
 * The dinner's refusals in the kit's language, each on its field; none when no table is asked for or
 * the stay's dates are not yet a stay (the stay's own refusals say so). A closed evening names the
 * nearest evening of the stay the restaurant serves dinner; more people than the stay's party are refused.
 */
export function checkDinner(
  dinner: DinnerValues,
  stay: { readonly arrivee: string; readonly depart: string; readonly adultes: string; readonly enfants: string },
  kit: StayDinnerKit,
  lang: Lang,
): DinnerErrors {
  if (!dinner.wanted) return {};
  const evenings = stayEvenings(stay.arrivee, stay.depart);
  if (evenings.length === 0) return {};
  const errors: DinnerErrors = {};
  const chosen =
    isCalendarDay(dinner.evening) && evenings.includes(dayFromIso(dinner.evening)) ? dayFromIso(dinner.evening) : (evenings[0] ?? 0);
  const slots = eveningSlots(kit, chosen);
  if (slots.length === 0) {
    const nearest = nearestOpenEvening(kit, evenings, chosen);
    errors.evening =
      nearest === null
        ? kit.words.noneOpen
        : fill(kit.words.closed, { evening: formatDay(lang, chosen), nearest: formatDay(lang, nearest) });
  } else if (!slots.includes(dinner.time)) {
    errors.time = kit.table.heureRequired;
  }
  const people = dinner.people.trim();
  if (!people) errors.people = kit.table.personnesRequired;
  else if (!/^\d+$/.test(people)) errors.people = kit.table.personnesInvalid;
  else if (Number(people) < 1) errors.people = kit.table.personnesMin;
  else {
    // A table with the stay seats its party: 999 for two was accepted (issue 50 §9).
    const party = partySize(stay.adultes, stay.enfants);
    if (party && Number(people) > Number(party)) errors.people = fill(kit.words.tooMany, { field: kit.table.personnes, count: party });
  }
  return errors;
}

export function firstDinnerError(errors: DinnerErrors): DinnerField | undefined {
  return (['evening', 'time', 'people'] as const).find((field) => errors[field] !== undefined);
}

/**
 * The table's lines in the kit's language, with the table request's words: "Date : jeudi 6 août 2026",
 * "Heure : 19h30", "Nombre de personnes : 4". None when no table is asked for.
 */
export function dinnerLines(dinner: DinnerValues, kit: StayDinnerKit, lang: Lang): string[] {
  if (!dinner.wanted || !isCalendarDay(dinner.evening)) return [];
  const line = (label: string, value: string) => fill(kit.table.line, { label, value });
  const time = kit.slots.find((slot) => slot.value === dinner.time)?.label ?? dinner.time;
  return [
    line(kit.table.date, formatDay(lang, dayFromIso(dinner.evening), true)),
    line(kit.table.heure, time),
    line(kit.table.personnes, dinner.people.trim()),
  ];
}

/** The lines of the prepared e-mail and the summary: the heading, then the table's lines; none without a table. */
export function dinnerSummaryLines(dinner: DinnerValues, kit: StayDinnerKit, lang: Lang): string[] {
  const lines = dinnerLines(dinner, kit, lang);
  return lines.length === 0 ? [] : ['', `${kit.words.summaryTitle}`, ...lines];
}

/**
 * The template's variable for the owner's copy (docs/emailjs-demande-sejour.html's {{#diner}}
 * section), in French from the French kit; absent without a table, so the section stays closed.
 */
export function dinnerTemplateParams(dinner: DinnerValues, french: StayDinnerKit): Record<string, string> {
  const lines = dinnerLines(dinner, french, 'fr');
  return lines.length === 0 ? {} : { diner: lines.join('\n') };
}

/** The evening kept when the stay's dates change: the same one if still in the stay, else the arrival evening. */
export function eveningWithin(evening: string, evenings: readonly number[]): string {
  if (isCalendarDay(evening) && evenings.includes(dayFromIso(evening))) return evening;
  const first = evenings[0];
  return first === undefined ? '' : isoDay(first);
}
