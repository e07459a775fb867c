import { endNotAfterStartMessage, startTimePlaceholder } from './time-after-start';

const message = `Ce jour-là, l’événement commence à ${startTimePlaceholder} : écrivez une heure de fin après ${startTimePlaceholder}`;
const start = { day: '2026-12-04', time: '19:00' };

describe('an event’s end time', () => {
  it('is refused at or before the start time on the start’s day, with the start time in the message', () => {
    expect(endNotAfterStartMessage({ day: '2026-12-04', time: '01:00' }, start, message)).toBe(
      'Ce jour-là, l’événement commence à 19:00 : écrivez une heure de fin après 19:00',
    );
    expect(endNotAfterStartMessage({ day: '2026-12-04', time: '19:00' }, start, message)).not.toBeNull();
  });

  it('is accepted after the start time, or on a later day at any hour', () => {
    expect(endNotAfterStartMessage({ day: '2026-12-04', time: '22:30' }, start, message)).toBeNull();
    expect(endNotAfterStartMessage({ day: '2026-12-05', time: '01:00' }, start, message)).toBeNull();
  });

  it('leaves a day or a time not yet whole to the fields’ own checks', () => {
    expect(endNotAfterStartMessage({ day: '', time: '01:00' }, start, message)).toBeNull();
    expect(endNotAfterStartMessage({ day: '2026-12-04', time: '1' }, start, message)).toBeNull();
    expect(endNotAfterStartMessage({ day: '2026-12-04', time: '01:00' }, { day: '2026-12-04', time: undefined }, message)).toBeNull();
  });
});
