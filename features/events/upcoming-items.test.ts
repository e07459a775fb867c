import { byStartMonth, itemsShowing } from './upcoming-items';

const ends = [1_000, 2_000, 3_000, 4_000, 5_000];

describe('itemsShowing', () => {
  it('shows every item the build listed before the browser knows the time', () => {
    expect(itemsShowing(ends, null)).toEqual([0, 1, 2, 3, 4]);
  });

  it('shows only the first items up to the limit before the browser knows the time', () => {
    expect(itemsShowing(ends, null, 3)).toEqual([0, 1, 2]);
  });

  it('hides the items that have ended, an item ending at this very instant included', () => {
    expect(itemsShowing(ends, 2_000)).toEqual([2, 3, 4]);
  });

  it('keeps an item that ends a millisecond later', () => {
    expect(itemsShowing(ends, 1_999)).toEqual([1, 2, 3, 4]);
  });

  it('fills the limit with the next items still to come', () => {
    expect(itemsShowing(ends, 1_500, 3)).toEqual([1, 2, 3]);
  });

  it('shows nothing once everything has ended', () => {
    expect(itemsShowing(ends, 5_000, 3)).toEqual([]);
    expect(itemsShowing([], null)).toEqual([]);
  });
});

describe('byStartMonth', () => {
  it('groups events by the month they start in, in order', () => {
    const events = [
      { slug: 'a', startDay: '2026-12-04' },
      { slug: 'b', startDay: '2026-12-19' },
      { slug: 'c', startDay: '2027-01-02' },
      { slug: 'd', startDay: '2027-04-10' },
    ];
    expect(byStartMonth(events)).toEqual([
      { month: '2026-12', events: [events[0], events[1]] },
      { month: '2027-01', events: [events[2]] },
      { month: '2027-04', events: [events[3]] },
    ]);
  });

  it('has no month when there is no event', () => {
    expect(byStartMonth([])).toEqual([]);
  });
});
