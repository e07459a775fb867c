import { hasEnded } from './has-ended';

describe('has an event ended', () => {
  const endsAt = Date.parse('2026-12-04T22:30:00+01:00');

  it('not before its end; from its end on, yes', () => {
    expect(hasEnded(endsAt, endsAt - 1)).toBe(false);
    expect(hasEnded(endsAt, endsAt)).toBe(true);
    expect(hasEnded(endsAt, endsAt + 60_000)).toBe(true);
  });
});
