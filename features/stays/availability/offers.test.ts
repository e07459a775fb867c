import { dayFromIso, isoDay } from '@/lib/opening-status';
import {
  compulsoryBeside,
  compulsoryPerNight,
  discountLines,
  extraLines,
  isMidweekNight,
  minimumNightsOn,
  nearestArrivals,
  noOffers,
  type ArrivalRules,
  type ExtraRule,
} from './offers';

const cleaning: ExtraRule = { id: 'menage', name: 'Ménage', euros: 40, unit: 'sejour', compulsory: true };
const linen: ExtraRule = { id: 'linge', name: 'Linge', euros: 8.5, unit: 'personne-nuit', compulsory: false };
const pets: ExtraRule = { id: 'animaux', name: 'Animaux', euros: 10, unit: 'animal-nuit', compulsory: false };
const heating: ExtraRule = { id: 'chauffage', name: 'Chauffage', euros: 5, unit: 'nuit', compulsory: true };
const saturday = dayFromIso('2027-08-07');

describe('extraLines', () => {
  it('charges a compulsory extra always, an optional one when ticked, and one by animal for each animal declared', () => {
    expect(extraLines([cleaning, linen, pets], [], 7, 4, 0).map((line) => [line.id, line.amount])).toEqual([['menage', 40]]);
    expect(extraLines([cleaning, linen, pets], ['linge'], 7, 4, 1).map((line) => [line.id, line.count, line.nights, line.amount])).toEqual([
      ['menage', 1, 1, 40],
      ['linge', 4, 7, 238],
      ['animaux', 1, 7, 70],
    ]);
  });

  it('counts an extra by night once a night, whatever the party', () => {
    expect(extraLines([heating], [], 3, 5, 2)).toEqual([
      { id: 'chauffage', name: 'Chauffage', unit: 'nuit', compulsory: true, count: 1, nights: 3, rate: 5, amount: 15 },
    ]);
  });
});

describe('discountLines', () => {
  const rates = [70, 70, 70, 70, 70, 70, 70];
  it('never takes off more than the schema’s cap together, however the offers stack (issue 50: the last ones are cut)', () => {
    // 40 + 40 + 40 %: refused by the schema, and held to 50 % here all the same.
    const offers = { longStay: { percent: 40, fromNights: 7 }, lastMinute: { percent: 40, withinDays: 7 }, midweek: { percent: 40 } };
    const lines = discountLines(offers, saturday, rates, saturday - 1);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(-245);
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['midweek', -140],
      ['longStay', -105],
    ]);
  });

  it('gives nothing while every offer is at 0 %', () => {
    expect(discountLines(noOffers, saturday, rates, saturday - 30)).toEqual([]);
  });

  it('takes the long-stay percentage off the nights from its threshold, not below', () => {
    const offers = { ...noOffers, longStay: { percent: 10, fromNights: 7 } };
    expect(discountLines(offers, saturday, rates, saturday - 30)).toEqual([{ kind: 'longStay', percent: 10, nights: 7, amount: -49 }]);
    expect(discountLines(offers, saturday, rates.slice(1), saturday - 30)).toEqual([]);
  });

  it('takes the last-minute percentage within its days of the visitor’s today only', () => {
    const offers = { ...noOffers, lastMinute: { percent: 15, withinDays: 7 } };
    expect(discountLines(offers, saturday, [100, 100], saturday - 7)).toEqual([
      { kind: 'lastMinute', percent: 15, nights: 2, amount: -30 },
    ]);
    expect(discountLines(offers, saturday, [100, 100], saturday - 8)).toEqual([]);
  });

  it('takes the mid-week percentage off the nights from Sunday to Thursday only', () => {
    // Saturday 7 August 2027 to Saturday 14: Sunday to Thursday are 5 of the 7 nights.
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => isMidweekNight(saturday + index))).toEqual([false, true, true, true, true, true, false]);
    const offers = { ...noOffers, midweek: { percent: 20 } };
    expect(discountLines(offers, saturday, rates, saturday - 30)).toEqual([{ kind: 'midweek', percent: 20, nights: 5, amount: -70 }]);
  });
});

describe('arrival rules', () => {
  const august: ArrivalRules = { arrivalDays: [5], minimumNights: 3, minimumNightsByArrivalDay: {} };
  const any: ArrivalRules = { arrivalDays: [], minimumNights: 2, minimumNightsByArrivalDay: { 4: 3 } };
  const window = { today: dayFromIso('2027-06-01'), calendarEnd: dayFromIso('2028-06-01') };

  it('gives the two Saturdays nearest a Tuesday arrival, keeping the stay’s length', () => {
    expect(nearestArrivals(() => august, dayFromIso('2027-08-10'), 7, window)).toEqual(['2027-08-07', '2027-08-14']);
  });

  it('gives the nearest before and the nearest after, never two after (issue 48: the messages say « before and after »)', () => {
    // Friday and Saturday arrivals, a Thursday asked: Friday 13 and Saturday 14 are nearer, but both after.
    const weekend: ArrivalRules = { arrivalDays: [4, 5], minimumNights: 2, minimumNightsByArrivalDay: {} };
    expect(nearestArrivals(() => weekend, dayFromIso('2027-08-12'), 2, window)).toEqual(['2027-08-07', '2027-08-13']);
  });

  it('keeps each candidate’s own season: no Saturday rule outside it', () => {
    const rulesOn = (day: number) => (isoDay(day) >= '2027-07-03' ? august : any);
    // Tuesday 6 July: Saturday 3 July in the rule's season before it, Saturday 10 July after it; Friday 2 July (any day then) is farther.
    expect(nearestArrivals(rulesOn, dayFromIso('2027-07-06'), 7, window)).toEqual(['2027-07-03', '2027-07-10']);
  });

  it('never offers an arrival before today or a stay past the calendar', () => {
    expect(
      nearestArrivals(() => august, dayFromIso('2027-06-01'), 7, {
        today: dayFromIso('2027-06-01'),
        calendarEnd: dayFromIso('2027-06-13'),
      }),
    ).toEqual(['2027-06-05']);
  });

  it('sets the minimum stay by the weekday of arrival, else the season’s', () => {
    expect(minimumNightsOn(any, dayFromIso('2027-06-04'))).toBe(3);
    expect(minimumNightsOn(any, dayFromIso('2027-06-05'))).toBe(2);
  });
});

describe('compulsory extras beside a nightly price', () => {
  it('folds those by night into the night and keeps those by stay or person beside it; optional ones and pets in neither', () => {
    expect(compulsoryPerNight([cleaning, linen, pets, heating])).toBe(5);
    expect(compulsoryBeside([cleaning, linen, pets, heating]).map((extra) => extra.id)).toEqual(['menage']);
  });
});
