// What the stay flow offers a family once it has dates and a party (issue 49): a refusal of the dates
// that every unit shares (the seasons' arrival days and minimum stays are the venue's, not a unit's),
// with the nearest allowed dates before and after; then each unit type with its price for the stay,
// or why it is not offered (too small for the party, taken on those dates, with the nearest free
// dates before and after); and, for units too small for the party, the pairs of them that sleep it
// together, the party split between them: never a dead end. Pure, in no language: the estimate is
// ./availability/estimate.ts's, the words are the page's. Loaded with the estimate, on first use.
import {
  arrivalRulesOn,
  estimateStay,
  type Estimate,
  type EstimateRules,
  type EstimateWords,
} from '@/features/stays/availability/estimate';
import { rangeOfDays, type NightRange } from '@/features/stays/availability/nights';
import { arrivalAllowed, minimumNightsOn } from '@/features/stays/availability/offers';
import { isCalendarDay } from '@/lib/calendar-day';
import { dayFromIso, isoDay } from '@/lib/opening-status';
import { nearestSplit, unitsFree, type Party } from '@/features/stays/estimate/two-units';

/** A unit type as the flow knows it: its rules, its units' booked nights, whether they are synced. */
export interface ChoiceType {
  readonly id: string;
  readonly rules: EstimateRules;
  readonly bookedByUnit: readonly (readonly NightRange[])[];
  readonly synced: boolean;
}

export interface ChoiceStay {
  readonly arrival: string;
  readonly departure: string;
  readonly adults: number;
  readonly children: number;
  readonly pets: number;
  /** The optional extras ticked, by id. */
  readonly extras: readonly string[];
}

export interface ChoiceContext {
  /** Paris day number of the visitor's today. */
  readonly today: number;
  /** The day after the calendar's last night. */
  readonly calendarEnd: number;
}

export type PricedEstimate = Extract<Estimate, { ok: true }>;

/** Why the dates themselves cannot be asked for, whatever the unit. */
export type DatesProblem =
  | { readonly kind: 'missing' | 'badDate' | 'order' | 'past' }
  | { readonly kind: 'beyond'; readonly lastDeparture: string }
  /** An arrival on a weekday the season does not take: the nearest allowed arrivals keeping the stay's length. */
  | { readonly kind: 'arrivalDay'; readonly season: string; readonly weekdays: readonly number[]; readonly around: Around<NightRange> }
  /** Fewer nights than the arrival's season asks: the earliest departure that meets it. */
  | { readonly kind: 'minimumNights'; readonly season: string; readonly nights: number; readonly departure: string };

/** The nearest before and after, either of which may not exist. */
export interface Around<T> {
  readonly before: T | null;
  readonly after: T | null;
}

export type UnitChoice =
  | { readonly kind: 'offered'; readonly id: string; readonly estimate: PricedEstimate; readonly synced: boolean }
  | { readonly kind: 'tooSmall'; readonly id: string; readonly capacity: number }
  /**
   * Every unit of the type is booked on one of the nights: the nearest free stays of the same length.
   * `eachNightFree`: a type of several units has one free every night, only never the same one (the
   * calendar shows the type free those nights, so the refusal says why: a Dutch reader, round F).
   */
  | { readonly kind: 'taken'; readonly id: string; readonly around: Around<NightRange>; readonly eachNightFree: boolean };

/** Two units for a party no unit sleeps alone: the party split between them, and each one's estimate. */
export interface SplitOffer {
  readonly first: string;
  readonly second: string;
  readonly firstParty: Party;
  readonly secondParty: Party;
  readonly estimates: readonly [PricedEstimate, PricedEstimate];
  readonly total: number;
}

/** Whether one unit sleeps the whole party (offered or taken on the dates): two units are then an alternative, never « none sleeps you alone ». */
export const oneUnitSleepsAll = (choices: Pick<StayChoices, 'units'>): boolean => choices.units.some((unit) => unit.kind !== 'tooSmall');

export interface StayChoices {
  readonly dates: DatesProblem | null;
  /** Each unit type offered (its rates given: stays.ts's offeredUnitTypes), in the data's order. */
  readonly units: readonly UnitChoice[];
  readonly splits: readonly SplitOffer[];
}

/** The estimate's refusals as tokens: the flow says them in its own words, from the kinds above. */
const tokens: EstimateWords = {
  missingDates: 'missingDates',
  badDate: 'badDate',
  wrongOrder: 'wrongOrder',
  past: 'past',
  beyondCalendar: () => 'beyondCalendar',
  noAdult: 'noAdult',
  badCount: 'badCount',
  overCapacity: () => 'overCapacity',
  arrivalDay: () => 'arrivalDay',
  nearestAround: 'nearestAround',
  nearestOne: 'nearestOne',
};

/** How far either way a nearest stay is looked for: a year holds the whole calendar. */
const farthest = 366;

/** The nearest stay of `nights` nights starting before `arrival`, and after it, that `fits`, within the calendar. */
export function nearestAround(
  fits: (arrival: number, departure: number) => boolean,
  arrival: number,
  nights: number,
  context: ChoiceContext,
): Around<NightRange> {
  const find = (step: -1 | 1): NightRange | null => {
    for (let shift = 1; shift <= farthest; shift += 1) {
      const start = arrival + step * shift;
      // Further that way, the stay only leaves the calendar more.
      if (start < context.today || start + nights > context.calendarEnd) return null;
      if (fits(start, start + nights)) return rangeOfDays(start, start + nights);
    }
    return null;
  };
  return { before: find(-1), after: find(1) };
}

/** Whether a stay keeps its season's arrival day and minimum stay. */
export function keepsArrivalRules(rules: EstimateRules, arrival: number, departure: number): boolean {
  const season = arrivalRulesOn(rules, arrival);
  return arrivalAllowed(season, arrival) && departure - arrival >= minimumNightsOn(season, arrival);
}

/** What is wrong with the dates whatever the unit (the seasons are the venue's); null when they can be asked for. */
export function datesProblem(rules: EstimateRules, arrivalIso: string, departureIso: string, context: ChoiceContext): DatesProblem | null {
  if (!arrivalIso || !departureIso) return { kind: 'missing' };
  if (!isCalendarDay(arrivalIso) || !isCalendarDay(departureIso)) return { kind: 'badDate' };
  const arrival = dayFromIso(arrivalIso);
  const departure = dayFromIso(departureIso);
  if (departure <= arrival) return { kind: 'order' };
  if (arrival < context.today) return { kind: 'past' };
  if (departure > context.calendarEnd) return { kind: 'beyond', lastDeparture: isoDay(context.calendarEnd) };
  const season = arrivalRulesOn(rules, arrival);
  const nights = departure - arrival;
  if (!arrivalAllowed(season, arrival)) {
    return {
      kind: 'arrivalDay',
      season: season.name,
      weekdays: season.arrivalDays,
      around: nearestAround((start, end) => keepsArrivalRules(rules, start, end), arrival, nights, context),
    };
  }
  const minimum = minimumNightsOn(season, arrival);
  if (nights < minimum) return { kind: 'minimumNights', season: season.name, nights: minimum, departure: isoDay(arrival + minimum) };
  return null;
}

const estimateOf = (type: ChoiceType, stay: ChoiceStay, party: Party, extras: readonly string[], context: ChoiceContext): Estimate =>
  estimateStay(
    type.rules,
    { arrival: stay.arrival, departure: stay.departure, adults: party.adults, children: party.children, pets: party.pets, extras },
    // The calendar is checked below, unit by unit: here every night counts as free.
    { today: context.today, calendarEnd: context.calendarEnd, isStayFree: () => true },
    tokens,
  );

/**
 * The family's choices for a stay: the dates' own refusal, else each unit type offered
 * with its estimate, too small, or taken with the nearest free stays; and the splits of a party no
 * unit sleeps alone.
 */
export function stayChoices(types: readonly ChoiceType[], stay: ChoiceStay, context: ChoiceContext): StayChoices {
  const priced = types;
  const first = priced[0];
  const dates = first ? datesProblem(first.rules, stay.arrival, stay.departure, context) : { kind: 'missing' as const };
  if (dates) return { dates, units: [], splits: [] };
  const arrival = dayFromIso(stay.arrival);
  const departure = dayFromIso(stay.departure);
  const nights = departure - arrival;
  const party: Party = { adults: stay.adults, children: stay.children, pets: stay.pets };
  const people = party.adults + party.children;
  const units: UnitChoice[] = [];
  for (const type of priced) {
    if (people > type.rules.capacity) {
      units.push({ kind: 'tooSmall', id: type.id, capacity: type.rules.capacity });
      continue;
    }
    const estimate = estimateOf(type, stay, party, stay.extras, context);
    if (!estimate.ok) continue;
    const free = unitsFree(type.bookedByUnit, 1);
    if (type.synced && !free(arrival, departure)) {
      units.push({
        kind: 'taken',
        id: type.id,
        around: nearestAround((start, end) => free(start, end) && keepsArrivalRules(type.rules, start, end), arrival, nights, context),
        eachNightFree: Array.from({ length: nights }, (_, night) => free(arrival + night, arrival + night + 1)).every(Boolean),
      });
      continue;
    }
    units.push({ kind: 'offered', id: type.id, estimate, synced: type.synced });
  }
  return { dates: null, units, splits: splitOffers(priced, stay, party, context) };
}

/**
 * The pairs of units that sleep a party neither of them sleeps alone (the family that wanted a
 * treehouse is offered both rather than a refusal; a unit that sleeps them alone needs no partner):
 * two of a type that has two units, or two types, each with an adult, its share within its capacity
 * (the split nearest an even one), both free on the nights (two units of the type when it is asked
 * twice), both priced. Pets stay with the first.
 */
export function splitOffers(types: readonly ChoiceType[], stay: ChoiceStay, party: Party, context: ChoiceContext): SplitOffer[] {
  const people = party.adults + party.children;
  if (party.adults < 2) return [];
  const tooSmall = types.filter((type) => people > type.rules.capacity);
  const arrival = dayFromIso(stay.arrival);
  const departure = dayFromIso(stay.departure);
  const offers: SplitOffer[] = [];
  tooSmall.forEach((first, index) => {
    for (const second of tooSmall.slice(first.bookedByUnit.length >= 2 ? index : index + 1)) {
      const capacities = [first.rules.capacity, second.rules.capacity] as const;
      if (capacities[0] + capacities[1] < people) continue;
      const even: Party = { adults: Math.floor(party.adults / 2), children: Math.floor(party.children / 2), pets: 0 };
      const secondParty = nearestSplit(party, even, capacities);
      if (!secondParty) continue;
      const firstParty: Party = {
        adults: party.adults - secondParty.adults,
        children: party.children - secondParty.children,
        pets: party.pets,
      };
      const same = first.id === second.id;
      const firstFree = first.synced ? unitsFree(first.bookedByUnit, same ? 2 : 1)(arrival, departure) : true;
      const secondFree = second.synced ? unitsFree(second.bookedByUnit, 1)(arrival, departure) : true;
      if (!firstFree || !secondFree) continue;
      const estimates = [
        estimateOf(first, stay, firstParty, stay.extras, context),
        estimateOf(second, stay, { ...secondParty, pets: 0 }, stay.extras, context),
      ] as const;
      const [a, b] = estimates;
      if (!a.ok || !b.ok) continue;
      offers.push({
        first: first.id,
        second: second.id,
        firstParty,
        secondParty: { ...secondParty, pets: 0 },
        estimates: [a, b],
        total: Math.round(a.total * 100 + b.total * 100) / 100,
      });
    }
  });
  return offers.toSorted((a, b) => a.total - b.total);
}
