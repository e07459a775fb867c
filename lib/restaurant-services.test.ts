import { dayFromIso, isoDay, openingStatus } from './opening-status';
import {
  closedReason,
  dinnerSlotsOn,
  nearestSlot,
  nextServiceDays,
  restaurantSchedule,
  servesServiceOf,
  servicesOn,
  slotsOfDay,
  slotsOn,
  type RestaurantServices,
} from './restaurant-services';

// A restaurant of the tests' own: Wednesday to Friday close at 20:30, Saturday serves until 22:00,
// Sunday lunch only; in July and August, Tuesday evenings too (19:00–21:30), and Sunday no lunch but a
// dinner; from November to March (across the new year), Saturday evenings closed; closed 14–15 July 2027.
const lunch = { opens: '12:00', closes: '13:30' };
const dinner = { opens: '19:00', closes: '20:30' };
const lateDinner = { opens: '19:00', closes: '22:00' };
const summerEvening = { opens: '19:00', closes: '21:30' };
const week = [[], [], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, lateDinner], [lunch]];
const slots = ['12:00', '12:30', '13:30', '13:45', '19:00', '19:30', '20:15', '21:00', '21:30'];
const services: RestaurantServices = {
  week,
  periods: [
    { from: '07-01', through: '08-31', weekdays: [1], openings: [summerEvening] },
    { from: '07-01', through: '08-31', weekdays: [6], openings: [dinner] },
    { from: '11-01', through: '03-31', weekdays: [5], openings: [lunch] },
  ],
  closures: [{ from: '2027-07-14', through: '2027-07-15' }],
  slots,
  eveningStartsAt: '17:00',
};
const day = (iso: string) => dayFromIso(iso);

describe('the restaurant’s services on a day', () => {
  it('serves the week’s, a period’s in its place on its weekdays and dates, and none on a closure', () => {
    expect(servicesOn(services, day('2027-06-29'))).toEqual([]); // a Tuesday in June
    expect(servicesOn(services, day('2027-07-06'))).toEqual([summerEvening]); // a Tuesday in July
    expect(servicesOn(services, day('2027-08-31'))).toEqual([summerEvening]); // the period's last day, a Tuesday
    expect(servicesOn(services, day('2027-07-07'))).toEqual([lunch, dinner]); // a Wednesday: the week's
    expect(servicesOn(services, day('2027-07-11'))).toEqual([dinner]); // a summer Sunday: dinner instead of lunch
    expect(servicesOn(services, day('2027-07-14'))).toEqual([]); // a Wednesday of the closure
  });

  it('reads a period across the new year: Saturday evenings closed from November to March', () => {
    expect(servicesOn(services, day('2027-12-04'))).toEqual([lunch]);
    expect(servicesOn(services, day('2028-01-08'))).toEqual([lunch]);
    expect(servicesOn(services, day('2027-10-30'))).toEqual([lunch, lateDinner]);
  });

  it('tells a weekday off every week from a date closed by a closure or a period', () => {
    expect(closedReason(services, day('2027-07-05'))).toBe('weekday'); // Monday
    expect(closedReason(services, day('2027-06-29'))).toBe('date'); // a June Tuesday: Tuesdays open in summer
    expect(closedReason(services, day('2027-07-14'))).toBe('date'); // the closure
    expect(closedReason(services, day('2027-07-06'))).toBeNull();
  });

  it('gives the open-now status the same days: a July Tuesday at 18:00 opens at 19:00, a June one on Wednesday', () => {
    const at = (iso: string) => new Date(`${iso}T18:00:00+02:00`);
    expect(openingStatus(restaurantSchedule(services), at('2027-07-06'), 30)).toEqual({
      kind: 'closed',
      closedAllDay: false,
      next: { day: day('2027-07-06'), daysAhead: 0, opens: '19:00' },
    });
    expect(openingStatus(restaurantSchedule(services), at('2027-06-29'), 30)).toMatchObject({
      kind: 'closed',
      closedAllDay: true,
      next: { daysAhead: 1, opens: '12:00' },
    });
  });

  it('tells whether a day serves the lunch or the dinner a time belongs to', () => {
    expect(servesServiceOf(services, day('2027-07-06'), '19:30')).toBe(true);
    expect(servesServiceOf(services, day('2027-07-06'), '12:00')).toBe(false);
  });
});

describe('the slots of a day, from its own services', () => {
  const all = [...week.flat(), summerEvening];

  it('offers no 21:30 on a day closing at 20:30, and offers it on the day serving until 22:00', () => {
    expect(slotsOfDay(slots, [lunch, dinner], all)).toEqual(['12:00', '12:30', '13:30', '13:45', '19:00', '19:30', '20:15']);
    expect(slotsOfDay(slots, [lunch, lateDinner], all)).toEqual(slots);
  });

  it('offers lunch only on a lunch-only day, none on a closed day', () => {
    expect(slotsOfDay(slots, [lunch], all)).toEqual(['12:00', '12:30', '13:30', '13:45']);
    expect(slotsOfDay(slots, [], all)).toEqual([]);
  });

  it('keeps a slot the owner set after every closing (13:45, a last seating) with the service that closes just before it, only', () => {
    expect(slotsOfDay(['13:45'], [lunch], all)).toEqual(['13:45']);
    expect(slotsOfDay(['13:45'], [dinner], all)).toEqual([]);
  });

  it('offers a summer Tuesday its evening’s slots, up to 21:30; today only those to come', () => {
    expect(slotsOn(services, day('2027-07-06'))).toEqual(['19:00', '19:30', '20:15', '21:00', '21:30']);
    expect(slotsOn(services, day('2027-06-29'))).toEqual([]);
    expect(slotsOn(services, day('2027-07-06'), { day: day('2027-07-06'), minutes: 20 * 60 + 15 })).toEqual(['21:00', '21:30']);
    expect(slotsOn(services, day('2027-07-07'), { day: day('2027-07-06'), minutes: 23 * 60 })).toContain('12:00');
  });

  it('gives dinner on arrival each evening’s dinner slots: a summer Tuesday’s, a summer Sunday’s, none on a closure', () => {
    expect(dinnerSlotsOn(services, day('2027-07-06'))).toEqual(['19:00', '19:30', '20:15', '21:00', '21:30']);
    expect(dinnerSlotsOn(services, day('2027-06-29'))).toEqual([]);
    expect(dinnerSlotsOn(services, day('2027-07-11'))).toEqual(['19:00', '19:30', '20:15']);
    expect(dinnerSlotsOn(services, day('2027-07-14'))).toEqual([]);
  });

  it('lists the next days with a slot to come, today only while one is left', () => {
    // Monday 5 July 2027 at 10:00: Tuesday 6 (summer evening), Wednesday 7, then Friday 9 (the closure takes 14–15).
    const now = { day: day('2027-07-05'), minutes: 600 };
    expect(nextServiceDays(services, now, 4).map(isoDay)).toEqual(['2027-07-06', '2027-07-07', '2027-07-08', '2027-07-09']);
    expect(nextServiceDays(services, { day: day('2027-07-13'), minutes: 600 }, 2).map(isoDay)).toEqual(['2027-07-13', '2027-07-16']);
    expect(nextServiceDays(services, { day: day('2027-07-06'), minutes: 22 * 60 }, 1).map(isoDay)).toEqual(['2027-07-07']);
    expect(nextServiceDays({ ...services, week: week.map(() => []), periods: [] }, now, 3)).toEqual([]);
  });

  it('moves a time the new day does not serve to its nearest slot', () => {
    expect(nearestSlot('21:30', ['19:00', '19:30', '20:15'])).toBe('20:15');
    expect(nearestSlot('19:30', ['19:00', '19:30'])).toBe('19:30');
    expect(nearestSlot('19:15', ['19:00', '19:30'])).toBe('19:00');
    expect(nearestSlot('19:30', [])).toBe('');
  });
});
