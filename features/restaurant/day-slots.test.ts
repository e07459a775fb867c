import { nearestSlot, servicesOnDate, slotsOfDay, tableSlotsOn, type ServiceDays } from './day-slots';

// A week of the test's own: Wednesday to Friday close at 20:30, Saturday serves until 22:00, Sunday lunch only.
const lunch = { opens: '12:00', closes: '13:30' };
const dinner = { opens: '19:00', closes: '20:30' };
const lateDinner = { opens: '19:00', closes: '22:00' };
const week = [[], [], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, lateDinner], [lunch]];
const slots = ['12:00', '12:30', '13:30', '13:45', '19:00', '19:30', '20:15', '21:00', '21:30'];
const days: ServiceDays = { week, closures: [{ from: '2027-07-14', through: '2027-07-15' }] };

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

  it('reads a date’s services from the week (Monday first) and the closures', () => {
    expect(servicesOnDate(days, '2027-07-07')).toEqual([lunch, dinner]); // a Wednesday
    expect(servicesOnDate(days, '2027-07-10')).toEqual([lunch, lateDinner]); // a Saturday
    expect(servicesOnDate(days, '2027-07-14')).toEqual([]); // a Wednesday, closed
    expect(servicesOnDate(days, '')).toBeNull();
  });

  it('gives the table request the date’s slots, and every slot before a date is chosen or on a closed day', () => {
    expect(tableSlotsOn(slots, days, '2027-07-07')).not.toContain('21:30');
    expect(tableSlotsOn(slots, days, '2027-07-10')).toContain('21:30');
    expect(tableSlotsOn(slots, days, '')).toEqual(slots);
    expect(tableSlotsOn(slots, days, '2027-07-05')).toEqual(slots); // a Monday: closed, the hint says so
  });

  it('moves a time the new day does not serve to its nearest slot', () => {
    expect(nearestSlot('21:30', ['19:00', '19:30', '20:15'])).toBe('20:15');
    expect(nearestSlot('19:30', ['19:00', '19:30'])).toBe('19:30');
    expect(nearestSlot('19:15', ['19:00', '19:30'])).toBe('19:00');
    expect(nearestSlot('19:30', [])).toBe('');
  });
});
