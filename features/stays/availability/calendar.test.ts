import { dayFromIso } from '@/lib/opening-status';
import { calendarEnd, dayState, monthGrid, periodsFrom, stayPeriods, typeAvailability } from './calendar';

const day = dayFromIso;
const cabin = typeAvailability([
  [
    { arrival: '2026-12-24', departure: '2026-12-27' },
    { arrival: '2026-12-27', departure: '2026-12-29' },
  ],
]);
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
  it('lays out the month holding a day, weeks from Monday, always six of them', () => {
    const november = monthGrid(cabin, day('2026-11-23'));
    expect(november.month).toBe('2026-11');
    // 1 November 2026 is a Sunday: the month spans six weeks.
    expect(november.weeks[0]!.map((cell) => cell?.dayOfMonth ?? null)).toEqual([null, null, null, null, null, null, 1]);
    expect(november.weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(november.weeks).toHaveLength(6);
    expect(november.weeks.every((week) => week.length === 7)).toBe(true);
    // February 2027 starts on a Monday and fills four weeks: two empty ones keep the grid's height.
    const february = monthGrid(cabin, day('2027-02-10'));
    expect(february.weeks).toHaveLength(6);
    expect(
      february.weeks
        .slice(4)
        .flat()
        .every((cell) => cell === null),
    ).toBe(true);
    const december = monthGrid(cabin, day('2026-12-01')).weeks.flat();
    expect(december.find((cell) => cell?.iso === '2026-12-25')).toEqual({
      iso: '2026-12-25',
      dayOfMonth: 25,
      state: 'booked',
      freeUnits: 0,
    });
  });

  it('holds 29 days in February of a leap year', () => {
    expect(monthGrid(cabin, day('2028-02-29')).weeks.flat().filter(Boolean)).toHaveLength(29);
  });

  it('ends the calendar after the 12th month', () => {
    expect(calendarEnd(day('2026-11-23'), 12)).toBe(day('2027-11-01'));
  });
});

describe('free and booked periods', () => {
  it('splits every night into alternating runs, the last one cut at the calendar’s end', () => {
    expect(stayPeriods(cabin, day('2026-12-20'), day('2027-01-05'))).toEqual([
      { arrival: '2026-12-20', departure: '2026-12-24', free: true, nights: 4 },
      { arrival: '2026-12-24', departure: '2026-12-29', free: false, nights: 5 },
      { arrival: '2026-12-29', departure: '2027-01-05', free: true, nights: 7 },
    ]);
  });

  it('counts a chalet night free while one chalet is', () => {
    expect(stayPeriods(chalets, day('2027-07-01'), day('2027-08-01'))).toEqual([
      { arrival: '2027-07-01', departure: '2027-07-05', free: true, nights: 4 },
      { arrival: '2027-07-05', departure: '2027-07-10', free: false, nights: 5 },
      { arrival: '2027-07-10', departure: '2027-08-01', free: true, nights: 22 },
    ]);
  });

  it('has no period in an empty span', () => {
    expect(stayPeriods(cabin, day('2027-01-05'), day('2027-01-05'))).toEqual([]);
  });
});

describe('the periods on the day they are seen', () => {
  // Computed at build from the 1st of December, seen later in the month.
  const periods = stayPeriods(cabin, day('2026-12-01'), day('2027-01-05'));

  it('lists them as built on the calendar’s first day', () => {
    expect(periodsFrom(periods, day('2026-12-01'))).toEqual(periods);
  });

  it('starts a period already begun today, with the nights left', () => {
    expect(periodsFrom(periods, day('2026-12-10'))[0]).toEqual({ arrival: '2026-12-10', departure: '2026-12-24', free: true, nights: 14 });
    expect(periodsFrom(periods, day('2026-12-26'))[0]).toEqual({ arrival: '2026-12-26', departure: '2026-12-29', free: false, nights: 3 });
  });

  it('drops a period once its departure day has come, and keeps one that starts later as it is', () => {
    expect(periodsFrom(periods, day('2026-12-29'))).toEqual([{ arrival: '2026-12-29', departure: '2027-01-05', free: true, nights: 7 }]);
    expect(periodsFrom(periods, day('2027-01-05'))).toEqual([]);
  });
});
