import { dayBeforeMessage, dayToPrefill, earliestDayPlaceholder, siblingPath } from './date-not-before';

const message = `Ce jour est avant le premier jour fermé (${earliestDayPlaceholder}) : choisissez le ${earliestDayPlaceholder} ou un jour après`;

describe('a day that may not come before a sibling day', () => {
  it('finds the sibling in the same list item', () => {
    expect(siblingPath('closures.value.3.through', 'from')).toEqual(['closures', 'value', 3, 'from']);
    expect(siblingPath('through', 'from')).toEqual(['from']);
  });

  it('is refused before the sibling, with the sibling’s day in the message', () => {
    expect(dayBeforeMessage('2026-12-20', '2026-12-24', message)).toBe(
      'Ce jour est avant le premier jour fermé (2026-12-24) : choisissez le 2026-12-24 ou un jour après',
    );
    expect(dayBeforeMessage('2026-12-31', '2027-01-01', message)).toMatch(/avant/);
  });

  it('is accepted on the same day or after', () => {
    expect(dayBeforeMessage('2026-12-24', '2026-12-24', message)).toBeNull();
    expect(dayBeforeMessage('2027-01-02', '2026-12-24', message)).toBeNull();
  });

  it('leaves an empty or half-typed day to the field’s own checks', () => {
    expect(dayBeforeMessage('', '2026-12-24', message)).toBeNull();
    expect(dayBeforeMessage('2026-12-20', undefined, message)).toBeNull();
    expect(dayBeforeMessage('0002-12-20', '2026-1-24', message)).toBeNull();
  });
});

describe('an empty day after a sibling day', () => {
  it('starts as the sibling once the sibling is typed', () => {
    expect(dayToPrefill('', '2026-12-24', '')).toBe('2026-12-24');
    expect(dayToPrefill(undefined, '2026-12-24', '2026-12-2')).toBe('2026-12-24');
  });

  it('follows the first day typed digit by digit, while it still holds the day it took from it', () => {
    expect(dayToPrefill('', '0002-12-24', '')).toBe('0002-12-24');
    expect(dayToPrefill('0002-12-24', '0020-12-24', '0002-12-24')).toBe('0020-12-24');
    expect(dayToPrefill('0202-12-24', '2026-12-24', '0202-12-24')).toBe('2026-12-24');
  });

  it('is left alone when it holds a day, when the sibling is not a day, or did not change', () => {
    expect(dayToPrefill('2026-12-26', '2026-12-24', '')).toBeNull();
    expect(dayToPrefill('', '', '2026-12-24')).toBeNull();
    expect(dayToPrefill('', '2026-12-24', '2026-12-24')).toBeNull();
  });
});
