import { dayFromIso } from '@/lib/opening-status';
import { seasonOfNight } from '@/features/stays/pricing/season-price';

const periods = [
  { season: 'vacances', from: '2026-12-19', through: '2027-01-03' },
  { season: 'haute', from: '2027-07-03', through: '2027-08-28' },
];

describe('the season a night is in, and until when', () => {
  it('gives a period’s season and its last night', () => {
    expect(seasonOfNight(periods, 'basse', dayFromIso('2026-12-24'))).toEqual({ season: 'vacances', through: '2027-01-03' });
    expect(seasonOfNight(periods, 'basse', dayFromIso('2027-08-28'))).toEqual({ season: 'haute', through: '2027-08-28' });
  });

  it('gives the default season outside the periods, until the eve of the next one, or with no end after the last', () => {
    expect(seasonOfNight(periods, 'basse', dayFromIso('2027-01-04'))).toEqual({ season: 'basse', through: '2027-07-02' });
    expect(seasonOfNight(periods, 'basse', dayFromIso('2027-09-01'))).toEqual({ season: 'basse', through: null });
    expect(seasonOfNight([], 'basse', dayFromIso('2027-09-01'))).toEqual({ season: 'basse', through: null });
  });
});
