import { dayFromIso } from '@/lib/opening-status';
import { calendarEnd, dayState, freePeriodsOn, monthGrids, nextFreePeriods, typeAvailability } from './calendar';

const day = dayFromIso;
const cabin = typeAvailability([[{ arrival: '2026-12-24', departure: '2026-12-27' }, { arrival: '2026-12-27', departure: '2026-12-29' }]]);
const chalets = typeAvailability([
  [{ arrival: '2027-07-03', departure: '2027-07-10' }],
  [{ arrival: '2027-07-05', departure: '2027-07-12' }],
]);

describe('day states', () => {
  it('names the day a stay starts, goes on, changes over and ends', () => {
    expect(dayState(cabin, day('2026-12-23'))).toBe('free');
    expect(dayState(cabin, day('2026-12-24'))).toBe('departure');
    expect(dayState(cabin, day('2026-12-25'))).toBe('booked');
    // One guest leaves, the next arrives: nobody else can come or go.
    expect(dayState(cabin, day('2026-12-27'))).toBe('booked');
    expect(dayState(cabin, day('2026-12-29'))).toBe('arrival');
    expect(dayState(cabin, day('2026-12-30'))).toBe('free');
  });

  it('counts a chalet night free while at least one chalet is', () => {
    expect(chalets.freeUnitsOn(day('2027-07-04'))).toBe(1);
    expect(chalets.freeUnitsOn(day('2027-07-05'))).toBe(0);
    expect(chalets.freeUnitsOn(day('2027-07-12'))).toBe(2);
    expect(dayState(chalets, day('2027-07-03'))).toBe('free');
    expect(dayState(chalets, day('2027-07-05'))).toBe('departure');
    expect(dayState(chalets, day('2027-07-10'))).toBe('arrival');
  });

  it('finds a stay free only when one chalet is free on every night', () => {
    expect(chalets.isStayFree(day('2027-07-01'), day('2027-07-05'))).toBe(true);
    // The first chalet frees up on the 10th, the second is free until the 5th: no single one fits.
    expect(chalets.isStayFree(day('2027-07-04'), day('2027-07-11'))).toBe(false);
    expect(chalets.isStayFree(day('2027-07-10'), day('2027-07-14'))).toBe(true);
  });
});

describe('month grids', () => {
  it('lays out 12 months from the current one, weeks from Monday, across New Year', () => {
    const grids = monthGrids(cabin, day('2026-11-23'), 12);
    expect(grids.map((grid) => grid.month)).toEqual([
      '2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10',
    ]);
    const november = grids[0]!;
    // 1 November 2026 is a Sunday.
    expect(november.weeks[0]!.map((cell) => cell?.dayOfMonth ?? null)).toEqual([null, null, null, null, null, null, 1]);
    expect(november.weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(november.weeks.every((week) => week.length === 7)).toBe(true);
    const december = grids[1]!.weeks.flat();
    expect(december.find((cell) => cell?.iso === '2026-12-25')).toEqual({ iso: '2026-12-25', dayOfMonth: 25, state: 'booked', freeUnits: 0 });
  });

  it('ends the calendar after the 12th month', () => {
    expect(calendarEnd(day('2026-11-23'), 12)).toBe(day('2027-11-01'));
  });
});

describe('next free periods', () => {
  it('lists the runs of free nights from today, the last one cut at the calendar’s end', () => {
    expect(nextFreePeriods(cabin, day('2026-12-20'), day('2027-01-05'), 5)).toEqual([
      { arrival: '2026-12-20', departure: '2026-12-24', nights: 4 },
      { arrival: '2026-12-29', departure: '2027-01-05', nights: 7 },
    ]);
  });

  it('stops at the limit', () => {
    expect(nextFreePeriods(chalets, day('2027-07-01'), day('2027-08-01'), 1)).toEqual([{ arrival: '2027-07-01', departure: '2027-07-05', nights: 4 }]);
  });
});

describe('the free periods on the day they are seen', () => {
  // Computed at build from the 1st of December, seen later in the month.
  const periods = nextFreePeriods(cabin, day('2026-12-01'), day('2027-01-05'), Number.POSITIVE_INFINITY);

  it('lists them as built on the calendar’s first day', () => {
    expect(freePeriodsOn(periods, day('2026-12-01'))).toEqual(periods);
  });

  it('starts a period already begun today, with the nights left', () => {
    expect(freePeriodsOn(periods, day('2026-12-10'))).toEqual([
      { arrival: '2026-12-10', departure: '2026-12-24', nights: 14 },
      { arrival: '2026-12-29', departure: '2027-01-05', nights: 7 },
    ]);
    expect(freePeriodsOn(periods, day('2026-12-23'))[0]).toEqual({ arrival: '2026-12-23', departure: '2026-12-24', nights: 1 });
  });

  it('drops a period once its departure day has come, and keeps one that starts later as it is', () => {
    expect(freePeriodsOn(periods, day('2026-12-24'))).toEqual([{ arrival: '2026-12-29', departure: '2027-01-05', nights: 7 }]);
    expect(freePeriodsOn(periods, day('2027-01-05'))).toEqual([]);
  });
});
