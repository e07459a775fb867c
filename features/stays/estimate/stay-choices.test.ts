import type { EstimateRules } from '@/features/stays/availability/estimate';
import { noOffers } from '@/features/stays/availability/offers';
import { dayFromIso } from '@/lib/opening-status';
import { datesProblem, oneUnitSleepsAll, stayChoices, type ChoiceStay, type ChoiceType } from '@/features/stays/estimate/stay-choices';

// Saturdays only in high season (July–August, 7 nights at least there), any day for 2 nights otherwise.
const rules = (capacity: number, rate: number): EstimateRules => ({
  seasons: [
    { id: 'basse', name: 'Basse saison', minimumNights: 2, rate, arrivalDays: [], minimumNightsByArrivalDay: {} },
    { id: 'haute', name: 'Haute saison', minimumNights: 7, rate: rate + 30, arrivalDays: [5], minimumNightsByArrivalDay: {} },
  ],
  periods: [{ season: 'haute', from: '2027-07-03', through: '2027-08-27' }],
  defaultSeason: 'basse',
  extras: [
    { id: 'menage', name: 'Ménage', euros: 40, unit: 'sejour', compulsory: true },
    { id: 'linge', name: 'Linge', euros: 8, unit: 'personne-nuit', compulsory: false },
  ],
  offers: noOffers,
  touristTax: null,
  capacity,
});

const chalets: ChoiceType = {
  id: 'chalet',
  rules: rules(6, 100),
  bookedByUnit: [[], [{ arrival: '2027-08-14', departure: '2027-08-21' }]],
  synced: true,
};
const small: ChoiceType = {
  id: 'petite-cabane',
  rules: rules(2, 70),
  bookedByUnit: [[{ arrival: '2027-05-12', departure: '2027-05-16' }]],
  synced: true,
};
const large: ChoiceType = { id: 'grande-cabane', rules: rules(3, 90), bookedByUnit: [[]], synced: true };
const types = [chalets, small, large];
const context = { today: dayFromIso('2026-11-28'), calendarEnd: dayFromIso('2027-12-01') };
const stay = (overrides: Partial<ChoiceStay>): ChoiceStay => ({
  arrival: '2027-08-07',
  departure: '2027-08-14',
  adults: 2,
  children: 2,
  pets: 0,
  extras: [],
  ...overrides,
});

describe('the dates, whatever the unit', () => {
  it('refuses an August Wednesday, offering the nearest Saturday arrivals before and after, the week kept', () => {
    expect(datesProblem(large.rules, '2027-08-04', '2027-08-11', context)).toEqual({
      kind: 'arrivalDay',
      season: 'Haute saison',
      weekdays: [5],
      around: { before: { arrival: '2027-07-31', departure: '2027-08-07' }, after: { arrival: '2027-08-07', departure: '2027-08-14' } },
    });
  });

  it('offers the earliest departure that meets the minimum stay', () => {
    expect(datesProblem(large.rules, '2027-08-07', '2027-08-10', context)).toEqual({
      kind: 'minimumNights',
      season: 'Haute saison',
      nights: 7,
      departure: '2027-08-14',
    });
  });

  it('says what is missing, reversed, past or beyond the calendar', () => {
    expect(datesProblem(large.rules, '', '2027-08-10', context)).toEqual({ kind: 'missing' });
    expect(datesProblem(large.rules, '2027-08-10', '2027-08-07', context)).toEqual({ kind: 'order' });
    expect(datesProblem(large.rules, '2026-11-20', '2026-11-22', context)).toEqual({ kind: 'past' });
    expect(datesProblem(large.rules, '2027-11-29', '2027-12-05', context)).toEqual({ kind: 'beyond', lastDeparture: '2027-12-01' });
    expect(datesProblem(large.rules, '2027-08-07', '2027-08-14', context)).toBeNull();
  });
});

describe('the units offered for a stay', () => {
  it('prices a chalet week in August with linen for a family of four; the treehouses, each too small, are offered together, never with the chalet that sleeps them alone', () => {
    const choices = stayChoices(types, stay({ extras: ['linge'] }), context);
    expect(choices.dates).toBeNull();
    expect(choices.units.map((unit) => (unit.kind === 'offered' ? [unit.id, unit.estimate.total] : [unit.id, unit.kind]))).toEqual([
      // 7 × 130 + 40 + 4 × 7 × 8
      ['chalet', 910 + 40 + 224],
      ['petite-cabane', 'tooSmall'],
      ['grande-cabane', 'tooSmall'],
    ]);
    expect(choices.splits.map((split) => [split.first, split.second, split.firstParty, split.secondParty])).toEqual([
      ['petite-cabane', 'grande-cabane', { adults: 1, children: 1, pets: 0 }, { adults: 1, children: 1, pets: 0 }],
    ]);
    // The chalet sleeps them: the treehouses are an alternative, never « none sleeps your group alone » (the round-G reader).
    expect(oneUnitSleepsAll(choices)).toBe(true);
  });

  it('offers both treehouses to a party of five, split so that each sleeps within its size, with each one’s estimate and the total', () => {
    const { units, splits } = stayChoices([small, large], stay({ adults: 4, children: 1 }), context);
    expect(units.map((unit) => unit.kind)).toEqual(['tooSmall', 'tooSmall']);
    expect(oneUnitSleepsAll({ units })).toBe(false);
    expect(splits).toHaveLength(1);
    expect(splits[0]).toMatchObject({
      first: 'petite-cabane',
      second: 'grande-cabane',
      firstParty: { adults: 2, children: 0, pets: 0 },
      secondParty: { adults: 2, children: 1, pets: 0 },
      total: 7 * 100 + 40 + (7 * 120 + 40),
    });
  });

  it('offers the two chalets to a party of eight, and no pair whose sizes do not add up or that is not free', () => {
    const offered = stayChoices(types, stay({ adults: 6, children: 2, arrival: '2027-07-31', departure: '2027-08-07' }), context).splits;
    expect(offered.map((split) => [split.first, split.second])).toEqual([
      ['chalet', 'petite-cabane'],
      ['chalet', 'grande-cabane'],
      ['chalet', 'chalet'],
    ]);
    // The week one chalet is booked: never the two chalets, which need both free.
    const busyWeek = stayChoices(types, stay({ adults: 6, children: 2, arrival: '2027-08-14', departure: '2027-08-21' }), context).splits;
    expect(busyWeek.map((split) => [split.first, split.second])).not.toContainEqual(['chalet', 'chalet']);
  });

  it('says a unit is taken, with the nearest free stays of the same length before and after that keep the arrival rules', () => {
    const taken = stayChoices([small], stay({ adults: 2, children: 0, arrival: '2027-05-13', departure: '2027-05-15' }), context).units[0];
    expect(taken).toEqual({
      kind: 'taken',
      id: 'petite-cabane',
      around: { before: { arrival: '2027-05-10', departure: '2027-05-12' }, after: { arrival: '2027-05-16', departure: '2027-05-18' } },
      eachNightFree: false,
    });
  });

  it('says when a type of several units has one free every night, only never the same one for the whole stay', () => {
    // Chalet 1 booked the nights of the 12th and 13th, chalet 2 those of the 10th and 11th: each night has a chalet, no chalet has all four.
    const crossed: ChoiceType = {
      ...chalets,
      bookedByUnit: [[{ arrival: '2027-05-12', departure: '2027-05-14' }], [{ arrival: '2027-05-10', departure: '2027-05-12' }]],
    };
    const choice = stayChoices([crossed], stay({ arrival: '2027-05-10', departure: '2027-05-14' }), context).units[0];
    expect(choice).toMatchObject({ kind: 'taken', eachNightFree: true });
    // Both booked the same night: a night without any chalet.
    const full: ChoiceType = {
      ...chalets,
      bookedByUnit: [[{ arrival: '2027-05-12', departure: '2027-05-13' }], [{ arrival: '2027-05-12', departure: '2027-05-13' }]],
    };
    expect(stayChoices([full], stay({ arrival: '2027-05-10', departure: '2027-05-14' }), context).units[0]).toMatchObject({
      kind: 'taken',
      eachNightFree: false,
    });
  });
});
