import { openingHours, hoursText } from '@/content/restaurant';
import { formatPeriods, formatTime } from './hours';

describe('opening hours as text', () => {
  it('writes times the French way', () => {
    expect(formatTime('19:30')).toBe('19h30');
  });

  it('shows the weekly hours of the specification', () => {
    const text = openingHours.map((entry) => `${entry.day}: ${formatPeriods(entry.periods, hoursText.separator, hoursText.closed)}`);
    expect(text).toEqual([
      'Lundi: Fermé',
      'Mardi: Fermé',
      'Mercredi: 12h00-13h30 et 19h00-20h30',
      'Jeudi: 12h00-13h30 et 19h00-20h30',
      'Vendredi: 12h00-13h30 et 19h00-20h30',
      'Samedi: 12h00-13h30 et 19h00-20h30',
      'Dimanche: 12h00-13h30',
    ]);
  });
});
