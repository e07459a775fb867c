import { addCalendarDays, parisDayIn, parisInstant, parisIsoDateTime } from './paris-time';

describe('a Paris wall-clock time', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(parisIsoDateTime('2026-12-04', '19:00')).toBe('2026-12-04T19:00:00+01:00');
    expect(new Date(parisInstant('2026-12-04', '19:00')).toISOString()).toBe('2026-12-04T18:00:00.000Z');
    expect(parisIsoDateTime('2027-07-14', '22:30')).toBe('2027-07-14T22:30:00+02:00');
    expect(new Date(parisInstant('2027-07-14', '22:30')).toISOString()).toBe('2027-07-14T20:30:00.000Z');
  });

  it('changes offset on the last Sundays of March and October', () => {
    expect(parisIsoDateTime('2027-03-28', '01:30')).toBe('2027-03-28T01:30:00+01:00');
    expect(parisIsoDateTime('2027-03-28', '03:30')).toBe('2027-03-28T03:30:00+02:00');
    expect(parisIsoDateTime('2027-10-31', '01:30')).toBe('2027-10-31T01:30:00+02:00');
    expect(parisIsoDateTime('2027-10-31', '03:30')).toBe('2027-10-31T03:30:00+01:00');
  });

  it('agrees with the time zone database at every hour of a year', () => {
    const paris = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let instant = Date.UTC(2027, 0, 1); instant < Date.UTC(2028, 0, 1); instant += 3_600_000) {
      const parts = Object.fromEntries(paris.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
      const day = `${parts.year}-${parts.month}-${parts.day}`;
      const time = `${parts.hour}:${parts.minute}`;
      // The hour told twice in October reads as its first (summer) telling.
      const repeated = parts.month === '10' && parts.hour === '02' && instant === Date.UTC(2027, 9, 31, 1);
      expect([day, time, parisInstant(day, time)]).toEqual([day, time, repeated ? instant - 3_600_000 : instant]);
    }
  });
});

describe('a Paris day some days away', () => {
  it('counts calendar days, across months and years', () => {
    expect(addCalendarDays('2026-12-04', 0)).toBe('2026-12-04');
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('gives six different days from the night before October’s 25-hour day', () => {
    const now = Date.parse('2027-10-29T00:30:00+02:00');
    expect([0, 1, 2, 3, 4, 5].map((days) => parisDayIn(days, now))).toEqual([
      '2027-10-29',
      '2027-10-30',
      '2027-10-31',
      '2027-11-01',
      '2027-11-02',
      '2027-11-03',
    ]);
  });

  it('skips no day around March’s 23-hour day', () => {
    const now = Date.parse('2027-03-27T23:30:00+01:00');
    expect([0, 1, 2, 3].map((days) => parisDayIn(days, now))).toEqual(['2027-03-27', '2027-03-28', '2027-03-29', '2027-03-30']);
  });

  it('takes the Paris day, not the UTC one, near midnight', () => {
    expect(parisDayIn(0, Date.parse('2026-12-04T23:30:00Z'))).toBe('2026-12-05');
    expect(parisDayIn(-6, Date.parse('2026-12-04T23:30:00Z'))).toBe('2026-11-29');
  });
});
