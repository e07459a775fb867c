// The stay's facts in the stays page's address, one format for everything that leads to it: the stay
// form submitted by the browser itself (a tap before the page's scripts answered: the form's own GET,
// ?type=chalet&arrivee=2027-08-07&depart=2027-08-14&adultes=2&enfants=2…), a day of the availability
// calendar, and the link in the owner's e-mail that recomputes the estimate on the site with today's
// rules (issue 50: the price the owner reads is not the visitor's). An address is anybody's to write:
// each value is read only when it is one the form could have made (a known unit type or extra, a real
// day, a small count), everything else is left out. Pure, in no language.
import { isCalendarDay } from '@/lib/calendar-day';
import { dayFromIso } from '@/lib/opening-status';

/** The facts of a stay request, as the form's fields name them (features/stays/request/stay-request.ts's stayFields). */
export interface StayFacts {
  readonly type: string;
  readonly arrivee: string;
  readonly depart: string;
  readonly adultes: string;
  readonly enfants: string;
  readonly animaux: string;
  /** The optional extras ticked, their ids joined by commas. */
  readonly supplements: string;
  /** Each child's age where the family gave it ("4,,7": the second not given), joined by commas. */
  readonly ages: string;
}

/** The second unit of a request for two (features/stays/estimate/two-units.ts's SecondUnit). */
export interface SecondFacts {
  readonly type: string;
  readonly adultes: string;
  readonly enfants: string;
  readonly animaux: string;
  readonly supplements: string;
}

export interface StayQuery {
  readonly stay: Partial<StayFacts>;
  readonly second: SecondFacts | null;
  /** The day the request was sent, "YYYY-MM-DD": only in the owner's link. */
  readonly sentOn: string | null;
}

/** What an address may name: the unit types and the optional extras of the owner's data. */
export interface QueryVocabulary {
  readonly types: readonly string[];
  readonly extras: readonly string[];
}

/** Most people or animals a count in an address may say: more than any unit sleeps, fewer than nonsense. */
export const mostInQuery = 30;
/** Most pets a request takes (the form's field and its check, features/stays/request/stay-request.ts): more is a call, not a number the owner reads as typed. */
export const mostPets = 9;
/** The oldest a child's age may be: 17, the law's minor. */
export const oldestChild = 17;

export const stayQueryNames = {
  type: 'type',
  arrivee: 'arrivee',
  depart: 'depart',
  adultes: 'adultes',
  enfants: 'enfants',
  animaux: 'animaux',
  supplements: 'supplements',
  ages: 'ages',
  second: 'second',
  secondAdultes: 'second-adultes',
  secondEnfants: 'second-enfants',
  secondAnimaux: 'second-animaux',
  secondSupplements: 'second-supplements',
  sentOn: 'envoye',
} as const;

const readCount = (value: string | null, least = 0): string | undefined => {
  if (value === null || !/^\d{1,2}$/.test(value.trim())) return undefined;
  const count = Number(value.trim());
  return count >= least && count <= mostInQuery ? String(count) : undefined;
};

/** Every value a name has: the browser's form repeats a ticked box's name, a link joins them with commas. */
const listOf = (params: URLSearchParams, name: string): string[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const extrasOf = (params: URLSearchParams, name: string, known: readonly string[]): string =>
  [...new Set(listOf(params, name).filter((id) => known.includes(id)))].join(',');

/** The children's ages as given: a number from 0 to 17 or nothing for each child, at most one per child. */
function agesOf(params: URLSearchParams, children: string | undefined): string | undefined {
  const raw = params.get(stayQueryNames.ages);
  if (raw === null || children === undefined) return undefined;
  const ages = raw
    .split(',')
    .slice(0, Number(children))
    .map((age) => (/^\d{1,2}$/.test(age.trim()) && Number(age.trim()) <= oldestChild ? String(Number(age.trim())) : ''));
  return ages.some(Boolean) ? ages.join(',') : undefined;
}

const dayOf = (value: string | null): string | undefined => (value !== null && isCalendarDay(value.trim()) ? value.trim() : undefined);

/** The facts an address holds, each one only when it is well formed; none of them, an empty stay. */
export function readStayQuery(search: string | URLSearchParams, vocabulary: QueryVocabulary): StayQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const names = stayQueryNames;
  const type = params.get(names.type);
  const enfants = readCount(params.get(names.enfants));
  const entries: [keyof StayFacts, string | undefined][] = [
    ['type', type !== null && vocabulary.types.includes(type) ? type : undefined],
    ['arrivee', dayOf(params.get(names.arrivee))],
    ['depart', dayOf(params.get(names.depart))],
    ['adultes', readCount(params.get(names.adultes), 1)],
    ['enfants', enfants],
    ['animaux', readCount(params.get(names.animaux))],
    ['supplements', params.has(names.supplements) ? extrasOf(params, names.supplements, vocabulary.extras) : undefined],
    ['ages', agesOf(params, enfants)],
  ];
  const stay = Object.fromEntries(
    entries.filter((entry): entry is [keyof StayFacts, string] => entry[1] !== undefined),
  ) as Partial<StayFacts>;
  const secondType = params.get(names.second);
  const secondAdults = readCount(params.get(names.secondAdultes), 1);
  const second =
    secondType !== null && vocabulary.types.includes(secondType) && secondAdults !== undefined
      ? {
          type: secondType,
          adultes: secondAdults,
          enfants: readCount(params.get(names.secondEnfants)) ?? '0',
          animaux: readCount(params.get(names.secondAnimaux)) ?? '0',
          supplements: extrasOf(params, names.secondSupplements, vocabulary.extras),
        }
      : null;
  return { stay, second, sentOn: dayOf(params.get(names.sentOn)) ?? null };
}

/**
 * The day an address says a request was sent (the owner's link), as a Paris day number, when it is not
 * after `today`; null otherwise. The page then prices with that day as today, for the offers the visitor
 * was shown. An address is anybody's to write: a request sent from the page is always sent today.
 */
export function sentDayOf(sentOn: string | null, today: number): number | null {
  if (sentOn === null || !isCalendarDay(sentOn)) return null;
  const day = dayFromIso(sentOn);
  return day <= today ? day : null;
}

/** The address's query for a stay ("type=chalet&arrivee=…"), empty values left out: what the owner's link and a calendar day write. */
export function stayQuery(stay: Partial<StayFacts>, second: SecondFacts | null = null, sentOn: string | null = null): string {
  const names = stayQueryNames;
  const params = new URLSearchParams();
  const put = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
  };
  put(names.type, stay.type);
  put(names.arrivee, stay.arrivee);
  put(names.depart, stay.depart);
  put(names.adultes, stay.adultes);
  put(names.enfants, stay.enfants);
  put(names.animaux, stay.animaux);
  put(names.supplements, stay.supplements);
  // Only where an age was given: an address of commas alone says nothing.
  if (stay.ages?.split(',').some(Boolean)) put(names.ages, stay.ages);
  if (second) {
    put(names.second, second.type);
    put(names.secondAdultes, second.adultes);
    put(names.secondEnfants, second.enfants);
    put(names.secondAnimaux, second.animaux);
    put(names.secondSupplements, second.supplements);
  }
  put(names.sentOn, sentOn ?? undefined);
  return params.toString();
}
