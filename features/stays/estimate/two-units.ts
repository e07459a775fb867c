// Two units in one request (issue 40): a family gathering asks for both chalets, or a chalet and a
// cabin, for the same dates. The second unit is a small state of its own beside the request's values
// (its type and the part of the party that sleeps there; the rest sleeps in the first); each unit is
// then checked as a request of its own (stay-request.ts's checkStay: its rules, its calendar), the
// nearest free period named being one where both are free, and the split is checked against each
// unit's capacity, naming the nearest split that fits. The estimate is each unit's, then the total
// of both; the owner's e-mail and the prepared one say both, with the template's variables of one unit.
// Pure, in no language (the kit's words), and loaded only when the visitor adds a second unit.
import type { StayRequestKit } from '@/features/stays/request/stay-request-words';
import { bookedNights, type NightRange } from '@/features/stays/availability/nights';
import { eurosIn } from '@/features/stays/availability/estimate';
import { countPlaces, fill, plural } from '@/lib/i18n/format';
import { isCalendarDay } from '@/lib/calendar-day';
import { dayFromIso } from '@/lib/opening-status';
import {
  checkStay,
  nearestFreeStay,
  articleInPhrase,
  partyWords,
  staySummary,
  type StayAvailability,
  type StayContext,
  type StayErrors,
  type StaySummarizer,
  type StaySummary,
  type StayValues,
} from '@/features/stays/request/stay-request';
import { periodText } from '@/features/stays/estimate/stay-sentences';

// Defined beside the one-unit request, which says it after its colon too; the two-unit fields read it here.
export { articleInPhrase } from '@/features/stays/request/stay-request';

/** The second unit as the form holds it: counts as typed, the optional extras' ids joined by commas. */
export interface SecondUnit {
  readonly type: string;
  readonly adultes: string;
  readonly enfants: string;
  readonly animaux: string;
  readonly supplements: string;
}

export const secondUnitFields = ['type', 'adultes', 'enfants', 'animaux'] as const;
export type SecondUnitField = (typeof secondUnitFields)[number];
export type SecondUnitErrors = Partial<Record<SecondUnitField, string>>;

/** A unit type as the request knows its calendar: its units' booked nights, and whether they are synced. */
export interface TypeNights {
  readonly id: string;
  readonly bookedByUnit: readonly (readonly NightRange[])[];
  readonly synced: boolean;
}

/** The types a second unit can be: any other type, and the first's own when it has another unit (the other chalet). */
export function secondUnitChoices(types: readonly TypeNights[], first: string): string[] {
  return types.filter((type) => type.id !== first || type.bookedByUnit.length >= 2).map((type) => type.id);
}

export type SecondUnitAction =
  /** Added: the first choice, half the adults (one at least) and half the children; the pets stay in the first. */
  | { readonly kind: 'add'; readonly stay: Pick<StayValues, 'adultes' | 'enfants'>; readonly choices: readonly string[] }
  | { readonly kind: 'remove' }
  | { readonly kind: 'change'; readonly field: SecondUnitField | 'supplements'; readonly value: string }
  /** The first unit's type changed: a second unit no longer among the choices takes the first of them. */
  | { readonly kind: 'choices'; readonly choices: readonly string[] }
  | { readonly kind: 'restore'; readonly unit: SecondUnit | null };

const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

export function secondUnitReducer(state: SecondUnit | null, action: SecondUnitAction): SecondUnit | null {
  switch (action.kind) {
    case 'add': {
      if (state) return state;
      const adults = count(action.stay.adultes);
      const children = count(action.stay.enfants);
      return {
        type: action.choices[0] ?? '',
        adultes: String(Number.isNaN(adults) ? 1 : Math.max(1, Math.floor(adults / 2))),
        enfants: String(Number.isNaN(children) ? 0 : Math.floor(children / 2)),
        animaux: '0',
        supplements: '',
      };
    }
    case 'remove':
      return null;
    case 'change':
      if (!state) return state;
      // Another type has other optional extras: none ticked.
      return action.field === 'type' ? { ...state, type: action.value, supplements: '' } : { ...state, [action.field]: action.value };
    case 'choices':
      if (!state || action.choices.includes(state.type)) return state;
      return { ...state, type: action.choices[0] ?? state.type, supplements: '' };
    case 'restore':
      return action.unit;
  }
}

export interface Party {
  readonly adults: number;
  readonly children: number;
  readonly pets: number;
}

/** What the first unit keeps of the party once the second takes its share (negative when it takes more than there is). */
export function splitParty(total: Party, second: Party): { readonly first: Party; readonly second: Party } {
  return {
    first: { adults: total.adults - second.adults, children: total.children - second.children, pets: total.pets - second.pets },
    second,
  };
}

/**
 * The split nearest the visitor's that fits both units: an adult at least in each, each within its
 * capacity; the second's share (pets unchanged), or null when none does.
 */
export function nearestSplit(total: Party, second: Party, capacities: readonly [number, number]): Party | null {
  const [firstCapacity, secondCapacity] = capacities;
  let best: Party | null = null;
  let bestDistance = Infinity;
  for (let adults = 1; adults <= Math.min(total.adults - 1, secondCapacity); adults += 1) {
    for (let children = 0; children <= Math.min(total.children, secondCapacity - adults); children += 1) {
      if (total.adults - adults + total.children - children > firstCapacity) continue;
      const distance = Math.abs(adults - second.adults) + Math.abs(children - second.children);
      if (distance < bestDistance) {
        best = { adults, children, pets: second.pets };
        bestDistance = distance;
      }
    }
  }
  return best;
}

const partyOf = (values: Pick<StayValues, 'adultes' | 'enfants' | 'animaux'>): Party => ({
  adults: count(values.adultes),
  children: count(values.enfants),
  pets: count(values.animaux),
});
const isParty = (party: Party) => [party.adults, party.children, party.pets].every((value) => Number.isInteger(value) && value >= 0);

/** The request's two units, each as a request of its own on the same dates: the first with what the second leaves of the party. */
export function requestUnits(values: StayValues, second: SecondUnit): readonly [StayValues, StayValues] {
  const left = (total: string, taken: string) => {
    const difference = count(total) - count(taken);
    return Number.isNaN(difference) ? total : String(difference);
  };
  return [
    {
      ...values,
      adultes: left(values.adultes, second.adultes),
      enfants: left(values.enfants, second.enfants),
      animaux: left(values.animaux, second.animaux),
    },
    {
      ...values,
      type: second.type,
      adultes: second.adultes,
      enfants: second.enfants,
      animaux: second.animaux,
      supplements: second.supplements,
    },
  ];
}

/** Whether `units` units of a type are free on every night from arrival to the night before departure. */
export function unitsFree(
  bookedByUnit: readonly (readonly NightRange[])[],
  units: number,
): (arrival: number, departure: number) => boolean {
  const booked = bookedByUnit.map(bookedNights);
  return (arrival, departure) =>
    booked.filter((nights) => {
      for (let night = arrival; night < departure; night += 1) if (nights.has(night)) return false;
      return true;
    }).length >= units;
}

/**
 * Each unit's calendar (null while its type is not synced; the second of a type asked twice needs two
 * of its units free), and the request's: both free, for the nearest period a refusal names.
 */
export function twoUnitAvailability(
  types: readonly TypeNights[],
  first: string,
  second: string,
): { readonly first: StayAvailability; readonly second: StayAvailability } {
  const of = (id: string, units: number) => {
    const type = types.find((candidate) => candidate.id === id);
    return type?.synced ? unitsFree(type.bookedByUnit, units) : null;
  };
  const firstFree = of(first, 1);
  const secondFree = of(second, first === second ? 2 : 1);
  const isRequestFree = (arrival: number, departure: number) =>
    (firstFree?.(arrival, departure) ?? true) && (secondFree?.(arrival, departure) ?? true);
  return { first: { isStayFree: firstFree, isRequestFree }, second: { isStayFree: secondFree, isRequestFree } };
}

export interface TwoUnitErrors {
  /** On the request's own fields (the dates, the party, the first unit). */
  readonly stay: StayErrors;
  readonly second: SecondUnitErrors;
}

const typeOf = (kit: StayRequestKit, id: string) => kit.types.find((type) => type.id === id) ?? kit.types[0];

/**
 * Two names in one, as the words' pair writes them: the second's article in lower case (« Un chalet + la
 * grande cabane », « De kleine boomhut + de grote boomhut »).
 */
export function pairOf(
  words: Pick<StayRequestKit['words']['secondUnit'], 'pair' | 'pairLowerArticles'>,
  first: string,
  second: string,
): string {
  return fill(words.pair, { first, second: articleInPhrase(words, second) });
}

/** A party in words: « 2 adultes et 1 enfant », as the one-unit request says it. */
export function partyText(kit: StayRequestKit, party: Pick<Party, 'adults' | 'children'>): string {
  return partyWords(kit, party.adults, party.children);
}

/**
 * Both units' refusals in the page's language: the party's split (counts, an adult in each, each
 * unit's capacity with the nearest split that fits), then each unit's stay as a single unit's request
 * is checked, the second's refusals on its own choice of type. Empty when the request can go.
 */
export function checkTwoUnits(
  values: StayValues,
  second: SecondUnit,
  kit: StayRequestKit,
  availability: { readonly first: StayAvailability; readonly second: StayAvailability },
  context: StayContext,
): TwoUnitErrors {
  const words = kit.words.secondUnit;
  const labels: Record<Exclude<SecondUnitField, 'type'>, string> = { adultes: words.adults, enfants: words.children, animaux: words.pets };
  const stay: StayErrors = {};
  const errors: SecondUnitErrors = {};
  const total = partyOf(values);
  const share = partyOf(second);
  const keys = [
    ['adultes', 'adults'],
    ['enfants', 'children'],
    ['animaux', 'pets'],
  ] as const;
  for (const [field, key] of keys) {
    // The adults start at 1, the children and pets at 0: each refusal names its own minimum.
    const bad = field === 'adultes' ? kit.words.messages.badAdults : kit.words.messages.badCount;
    if (Number.isNaN(share[key])) errors[field] = fill(bad, { field: labels[field] });
    else if (Number.isInteger(total[key]) && share[key] > total[key])
      errors[field] = fill(words.messages.moreThanParty[field], { field: labels[field], count: total[key] });
  }
  const firstType = typeOf(kit, values.type);
  const secondType = typeOf(kit, second.type);
  if (!firstType || !secondType) return { stay, second: errors };
  const split = splitParty(total, share);
  const splitChecked = isParty(total) && total.adults >= 1 && Object.keys(errors).length === 0;
  if (splitChecked) {
    if (share.adults < 1) errors.adultes = words.messages.secondNoAdult;
    else if (split.first.adults < 1)
      stay.adultes = fill(words.messages.firstNoAdult, { unit: oneUnitTitle(kit, firstType.id, firstType.title) });
  }
  if (splitChecked && !errors.adultes && !stay.adultes) {
    const capacities = [firstType.rules.capacity, secondType.rules.capacity] as const;
    const over = [split.first.adults + split.first.children > capacities[0], share.adults + share.children > capacities[1]];
    if (over.some(Boolean)) {
      const nearest = nearestSplit(total, share, capacities);
      if (!nearest) stay.adultes = fill(words.messages.noSplit, { capacity: capacities[0] + capacities[1] });
      else {
        const hint = fill(words.messages.splitHint, {
          split: fill(words.messages.split, { first: partyText(kit, splitParty(total, nearest).first), second: partyText(kit, nearest) }),
        });
        const refusal = (type: typeof firstType) =>
          `${fill(kit.words.messages.overCapacity[type.id], { capacity: type.rules.capacity })} ${hint}`;
        if (over[0]) stay.adultes = refusal(firstType);
        else errors.adultes = refusal(secondType);
      }
    }
  }
  // Each unit as a request of its own: with its share of the party once the split holds, else with a
  // neutral party (the counts' own refusals kept), so that a capacity is not refused for the whole party.
  const neutral = (value: string, most: number) => (/^\d+$/.test(value.trim()) ? String(Math.min(Number(value.trim()), most)) : value);
  const splitHolds = splitChecked && Object.keys(errors).length === 0 && !stay.adultes;
  const [firstValues, secondValues] = splitHolds
    ? requestUnits(values, second)
    : [
        { ...values, adultes: neutral(values.adultes, 1), enfants: neutral(values.enfants, 0) },
        { ...values, type: second.type, adultes: '1', enfants: '0', animaux: '0' },
      ];
  const firstErrors = checkStay(firstValues, kit, availability.first, context);
  const merged: StayErrors = { ...firstErrors, ...stay };
  if (merged.arrivee || merged.depart) return { stay: merged, second: errors };
  // The second unit: its rules (the same seasons), then its calendar, naming the nearest period both units are free.
  const { arrivee, depart } = checkStay(secondValues, kit, { isStayFree: null }, context);
  if (arrivee ?? depart) errors.type = arrivee ?? depart;
  else if (isCalendarDay(values.arrivee) && isCalendarDay(values.depart)) {
    const isStayFree = availability.second.isStayFree;
    const arrival = dayFromIso(values.arrivee);
    const departure = dayFromIso(values.depart);
    if (isStayFree && !isStayFree(arrival, departure)) {
      const nights = departure - arrival;
      const nearest = nearestFreeStay(availability.second.isRequestFree ?? isStayFree, arrival, nights, context.today, context.calendarEnd);
      const twice = firstType.id === secondType.id;
      const messages = kit.words.messages;
      errors.type = nearest
        ? fill((twice ? words.messages.bothTaken[secondType.id] : undefined) ?? messages.taken[secondType.id], {
            period: periodText(kit.lang, kit.periods, { ...nearest, free: true, nights }, ''),
          })
        : fill(
            (twice ? words.messages.bothNoneFree[secondType.id] : undefined) ?? messages.noneFree[secondType.id],
            countPlaces(kit.lang, 'nights', nights, kit.estimate.nights),
          );
    }
  }
  return { stay: merged, second: errors };
}

/** The first of the second unit's fields to fix, in the form's order. */
export function firstSecondUnitError(errors: SecondUnitErrors): SecondUnitField | undefined {
  return secondUnitFields.find((field) => errors[field] !== undefined);
}

/** Both units' estimates in a kit's language: each unit's heading, lines and total, then the total of both. */
export interface TwoUnitEstimate {
  readonly units: readonly { readonly heading: string; readonly lines: readonly string[]; readonly total: string }[];
  /** "Total estimé des deux hébergements : 480 €", or that it comes in the reply. */
  readonly total: string;
  /** What the totals leave out, each said once. */
  readonly notes: readonly string[];
}

export function twoUnitEstimate(summaries: readonly [StaySummary, StaySummary], kit: StayRequestKit): TwoUnitEstimate {
  const words = kit.words.secondUnit;
  const line = (label: string, value: string) => fill(kit.form.mailto.line, { label, value });
  const [first, second] = summaries;
  const sum =
    first.totalEuros !== null && second.totalEuros !== null ? Math.round(first.totalEuros * 100 + second.totalEuros * 100) / 100 : null;
  return {
    units: summaries.map((summary, index) => ({
      heading: fill(words.unitHeading, {
        title: index === 0 ? words.firstTitle : words.title,
        // After the colon, the article in lower case: « Premier hébergement : la petite cabane (2 adultes) ».
        unit: articleInPhrase(words, summary.typeTitle),
        party: summary.party,
      }),
      lines: summary.priceLines,
      total: summary.total,
    })),
    total: line(words.total, sum === null ? words.totalInReply : eurosIn(kit.lang, sum)),
    notes: [...new Set([...first.notIncluded, ...second.notIncluded])],
  };
}

/** Each unit's summary (stay-request.ts's staySummary, on its share of the party and its calendar). */
export function unitSummaries(
  values: StayValues,
  second: SecondUnit,
  kit: StayRequestKit,
  availability: { readonly first: StayAvailability; readonly second: StayAvailability },
  context: StayContext,
): readonly [StaySummary, StaySummary] {
  const [firstValues, secondValues] = requestUnits(values, second);
  const named = (summary: StaySummary, type: string): StaySummary => ({
    ...summary,
    typeTitle: oneUnitTitle(kit, type, summary.typeTitle),
  });
  return [
    named(staySummary(firstValues, kit, availability.first, context), firstValues.type),
    named(staySummary(secondValues, kit, availability.second, context), secondValues.type),
  ];
}

/** One unit of the type as a request of two names it: « Un chalet », never the type's plural « Les chalets »; a cabin keeps its title. */
export const oneUnitTitle = (kit: StayRequestKit, type: string, title: string): string =>
  kit.words.secondUnit.one[type as keyof typeof kit.words.secondUnit.one] ?? title;

/**
 * The request of two units written out as one (stay-request.ts's StaySummary): both names, the
 * party and its split, each unit's estimate under its heading then the total of both, each unit's
 * calendar where they differ. The template's variables and the prepared e-mail are one unit's.
 */
export function twoUnitSummarizer(
  second: SecondUnit,
  availability: { readonly first: StayAvailability; readonly second: StayAvailability },
): StaySummarizer {
  return (values, kit, _availability, context) => {
    const words = kit.words.secondUnit;
    const summaries = unitSummaries(values, second, kit, availability, context);
    const [first, other] = summaries;
    const estimate = twoUnitEstimate(summaries, kit);
    const line = (label: string, value: string) => fill(kit.form.mailto.line, { label, value });
    const total = partyOf(values);
    const twice = values.type === second.type ? words.both[second.type as keyof typeof words.both] : undefined;
    return {
      typeTitle: twice ?? pairOf(words, first.typeTitle, other.typeTitle),
      stay: first.stay,
      party: `${partyText(kit, total)} (${pairOf(words, first.party, other.party)})`,
      pets: total.pets > 0 ? plural(kit.lang, total.pets, kit.words.summary.petCount) : kit.words.summary.noPets,
      priceLines: estimate.units.flatMap((unit) => [unit.heading, ...unit.lines, unit.total]),
      total: estimate.total,
      totalEuros: null,
      notIncluded: estimate.notes,
      availability:
        first.availability === other.availability
          ? first.availability
          : pairOf(words, line(first.typeTitle, first.availability), line(other.typeTitle, other.availability)),
      replyLanguage: first.replyLanguage,
    };
  };
}

/** The second unit kept for the visit beside the request's draft (stay-request-draft.ts's key). */
export function loadSecondUnit(storage: Storage | undefined, key: string): SecondUnit | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const read = (field: keyof SecondUnit, longest: number) => {
      const value = (saved as Record<string, unknown>)[field];
      return typeof value === 'string' ? value.slice(0, longest) : '';
    };
    const unit = {
      type: read('type', 20),
      adultes: read('adultes', 3),
      enfants: read('enfants', 3),
      animaux: read('animaux', 3),
      supplements: read('supplements', 200),
    };
    return unit.type ? unit : null;
  } catch {
    return null;
  }
}

export function saveSecondUnit(storage: Storage | undefined, key: string, unit: SecondUnit | null): void {
  try {
    if (unit) storage?.setItem(key, JSON.stringify(unit));
    else storage?.removeItem(key);
  } catch {
    // Private browsing or a full storage: only the reload safety is lost.
  }
}
