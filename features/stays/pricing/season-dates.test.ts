import { periodIn, seasonDatesIn, type SeasonPeriod } from '@/features/stays/pricing/season-dates';
import { rateItems, stays } from '@/features/stays/stays';

/** Spaces as spaces: Intl puts thin and no-break ones around a range's dash. */
const plain = (text: string | undefined) => text?.replace(/\s/gu, ' ');

/** Periods of their own: the owner's data is no fixture. */
const periods: SeasonPeriod[] = [
  { season: 'vacances', from: '2027-10-16', through: '2027-11-01' },
  { season: 'haute', from: '2027-07-03', through: '2027-08-29' },
  { season: 'vacances', from: '2026-12-19', through: '2027-01-03' },
];

describe('the dates behind each season’s rate (L112-1: a price says when it applies)', () => {
  it('writes each period of a season as a range of nights, in the order of the year, in each language', () => {
    expect(plain(seasonDatesIn('fr', 'haute', periods, 'basse'))).toBe('3 juil. – 29 août 2027');
    expect(seasonDatesIn('fr', 'vacances', periods, 'basse')?.split(', ')).toEqual([
      periodIn('fr', { from: '2026-12-19', through: '2027-01-03' }),
      periodIn('fr', { from: '2027-10-16', through: '2027-11-01' }),
    ]);
    expect(periodIn('fr', { from: '2027-10-16', through: '2027-11-01' })).toMatch(/^16 oct\..*1er nov\. 2027$/);
    expect(periodIn('en', { from: '2027-07-03', through: '2027-08-29' }).replace(/\s/g, ' ')).toMatch(/^3 Jul – 29 Aug 2027$/);
    expect(periodIn('de', { from: '2027-07-03', through: '2027-08-29' })).toMatch(/3\..*Juli.*29\..*Aug.*2027/);
  });

  it('says the default season is every other night, and says nothing while the owner has given no dates', () => {
    expect(seasonDatesIn('fr', 'basse', periods, 'basse')).toBe('les autres nuits');
    expect(seasonDatesIn('nl', 'basse', periods, 'basse')).toBe('alle andere nachten');
    expect(seasonDatesIn('fr', 'moyenne', periods, 'basse')).toBeUndefined();
    expect(seasonDatesIn('fr', 'haute', undefined, 'basse')).toBeUndefined();
  });

  it('is beside every rate of the chalets’ panel and the price list, from the seed’s seasons', () => {
    const items = rateItems('chalet', 'fr');
    expect(items.length).toBe(stays.seasons.length);
    for (const [index, season] of stays.seasons.entries()) {
      const dates = seasonDatesIn('fr', season.id, stays.seasonPeriods, stays.defaultSeason);
      if (dates) expect(items[index]?.label).toContain(`(${dates})`);
    }
    expect(plain(items.find((item) => item.label.startsWith('Haute saison'))?.label)).toBe('Haute saison (3 juil. – 29 août 2027)');
  });
});
