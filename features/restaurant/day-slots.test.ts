import { nearestSlot, slotsOfDay } from './day-slots';
import { slotsOnDate, timeOnDate, type DaySlots } from './reservation';

// A week of the test's own: Wednesday to Friday close at 20:30, Saturday serves until 22:00, Sunday lunch only.
const lunch = { opens: '12:00', closes: '13:30' };
const dinner = { opens: '19:00', closes: '20:30' };
const lateDinner = { opens: '19:00', closes: '22:00' };
const week = [[], [], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, lateDinner], [lunch]];
const slots = ['12:00', '12:30', '13:30', '13:45', '19:00', '19:30', '20:15', '21:00', '21:30'];
// As the table request's setup hands them to its form: each weekday's slots by the rule, and the closures.
const days: DaySlots = { byWeekday: week.map((periods) => slotsOfDay(slots, periods, week)), closures: [{ from: '2027-07-14', through: '2027-07-15' }] };

describe('the slots of a day, from its own services', () => {
  it('offers no 21:30 on a day closing at 20:30, and offers it on the day serving until 22:00', () => {
    expect(slotsOfDay(slots, [lunch, dinner], week)).toEqual(['12:00', '12:30', '13:30', '13:45', '19:00', '19:30', '20:15']);
    expect(slotsOfDay(slots, [lunch, lateDinner], week)).toEqual(slots);
  });

  it('offers lunch only on a lunch-only day, none on a closed day', () => {
    expect(slotsOfDay(slots, [lunch], week)).toEqual(['12:00', '12:30', '13:30', '13:45']);
    expect(slotsOfDay(slots, [], week)).toEqual([]);
  });

  it('keeps a slot the owner set after every closing (13:45, a last seating) with the service that closes just before it, only', () => {
    expect(slotsOfDay(['13:45'], [lunch], week)).toEqual(['13:45']);
    expect(slotsOfDay(['13:45'], [dinner], week)).toEqual([]);
  });

  it('gives the table request the date’s weekday slots, and every slot before a date is chosen or on a closed day', () => {
    expect(slotsOnDate(slots, days, '2027-07-07')).not.toContain('21:30'); // a Wednesday
    expect(slotsOnDate(slots, days, '2027-07-10')).toContain('21:30'); // a Saturday
    expect(slotsOnDate(slots, days, '2027-07-11')).toEqual(['12:00', '12:30', '13:30', '13:45']); // a Sunday
    expect(slotsOnDate(slots, days, '')).toEqual(slots);
    expect(slotsOnDate(slots, days, '2027-07-05')).toEqual(slots); // a Monday: closed, the hint says so
    expect(slotsOnDate(slots, days, '2027-07-14')).toEqual(slots); // a Wednesday of the closure
  });

  it('keeps the table request’s time when the new day serves it, else the day’s next slot, else its last', () => {
    expect(timeOnDate('19:30', ['19:00', '19:30'])).toBe('19:30');
    expect(timeOnDate('19:10', ['19:00', '19:30'])).toBe('19:30');
    expect(timeOnDate('21:30', ['12:00', '13:45'])).toBe('13:45');
    expect(timeOnDate('', ['12:00'])).toBe('');
  });

  it('moves a time the new day does not serve to its nearest slot', () => {
    expect(nearestSlot('21:30', ['19:00', '19:30', '20:15'])).toBe('20:15');
    expect(nearestSlot('19:30', ['19:00', '19:30'])).toBe('19:30');
    expect(nearestSlot('19:15', ['19:00', '19:30'])).toBe('19:00');
    expect(nearestSlot('19:30', [])).toBe('');
  });
});
