import { isCalendarDay } from './calendar-day';

describe('isCalendarDay', () => {
  it.each(['2026-12-24', '2028-02-29', '2026-01-31'])('takes %s', (text) => {
    expect(isCalendarDay(text)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-02-32',
    '2026-2-3',
    '24/12/2026',
    '2026-12-24T10:00',
    '',
  ])('refuses %s without throwing', (text) => {
    expect(isCalendarDay(text)).toBe(false);
  });
});
