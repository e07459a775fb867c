import { dayFromIso } from '@/lib/opening-status';
import { pastCellSelectors } from './past-days';

describe('the selectors of the past days', () => {
  const firstDay = dayFromIso('2026-11-01');

  it('names nothing on the first day of the calendar', () => {
    expect(pastCellSelectors(firstDay, firstDay)).toEqual([]);
  });

  it('names whole rows, then the columns of today’s row before today', () => {
    // 1 November 2026 is a Sunday (column 7); the 18th is the Wednesday of the fourth row.
    expect(pastCellSelectors(firstDay, dayFromIso('2026-11-18'))).toEqual([
      '.stay-calendar[data-month="2026-11"] tbody tr:nth-child(-n+3) td',
      '.stay-calendar[data-month="2026-11"] tbody tr:nth-child(4) td:nth-child(-n+2)',
    ]);
  });

  it('names a past month whole, and a Monday’s row only by the rows before it', () => {
    expect(pastCellSelectors(firstDay, dayFromIso('2026-12-07'))).toEqual([
      '.stay-calendar[data-month="2026-11"] td',
      '.stay-calendar[data-month="2026-12"] tbody tr:nth-child(-n+1) td',
    ]);
  });
});
