import { restaurantHours } from '@/content/restaurant-week';
import { weekdayIds, weekdayNames } from '@/content/schema/weekdays';
import { formatPeriod, formatTime } from './hours';

describe('opening hours as text', () => {
  it('writes times the French way', () => {
    expect(formatTime('19:30')).toBe('19h30');
  });

  it('gives the weekly hours of the specification', () => {
    const text = restaurantHours.week.map((services, weekday) => [
      weekdayNames[weekdayIds[weekday] ?? 'lundi'],
      services.map(formatPeriod),
    ]);
    expect(text).toEqual([
      ['Lundi', []],
      ['Mardi', []],
      ['Mercredi', ['12h00–13h30', '19h00–20h30']],
      ['Jeudi', ['12h00–13h30', '19h00–20h30']],
      ['Vendredi', ['12h00–13h30', '19h00–20h30']],
      ['Samedi', ['12h00–13h30', '19h00–20h30']],
      ['Dimanche', ['12h00–13h30']],
    ]);
  });
});
