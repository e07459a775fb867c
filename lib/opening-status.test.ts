/** @jest-environment node */
import { closingSoonMinutes, statusWords, type Closure, type PlaceId } from '@/features/opening-hours/opening-status-words';
import type { Lang } from './i18n/languages';
import { closureIsOver, dayFromIso, frenchPublicHolidays, openingStatus, parisTime, statusText } from './opening-status';
import { placeSchedule } from '@/features/opening-hours/place-schedules';

// Fixed closures, so that these cases do not follow the owner's list in content/.
const noClosures: readonly Closure[] = [];

/** The status line of a place at a Paris wall-clock time written with its UTC offset. */
function at(place: PlaceId, instant: string, closures: readonly Closure[] = noClosures, lang: Lang = 'fr'): string {
  return statusText(openingStatus(placeSchedule(place, closures), new Date(instant), closingSoonMinutes), statusWords[lang], lang);
}

describe('the restaurant, week of Monday 23 November 2026 (Paris winter time, +01:00)', () => {
  it.each([
    ['Monday', '2026-11-23T10:00+01:00', 'Fermé aujourd’hui · ouvre mercredi à 12h00'],
    ['Tuesday', '2026-11-24T10:00+01:00', 'Fermé aujourd’hui · ouvre demain à 12h00'],
    ['Wednesday', '2026-11-25T12:30+01:00', 'Ouvert · jusqu’à 13h30'],
    ['Thursday', '2026-11-26T19:30+01:00', 'Ouvert · jusqu’à 20h30'],
    ['Friday', '2026-11-27T20:10+01:00', 'Ferme bientôt · 20h30'],
    ['Saturday', '2026-11-28T21:00+01:00', 'Fermé · ouvre demain à 12h00'],
    ['Sunday lunch', '2026-11-29T12:30+01:00', 'Ouvert · jusqu’à 13h30'],
    ['Sunday evening', '2026-11-29T19:30+01:00', 'Fermé · ouvre mercredi à 12h00'],
  ])('%s', (_day, instant, expected) => {
    expect(at('restaurant', instant)).toBe(expected);
  });

  it.each([
    ['11:59', 'Fermé · ouvre à 12h00'],
    ['12:00', 'Ouvert · jusqu’à 13h30'],
    ['12:59', 'Ouvert · jusqu’à 13h30'],
    ['13:00', 'Ferme bientôt · 13h30'],
    ['13:29', 'Ferme bientôt · 13h30'],
    ['13:30', 'Fermé · ouvre à 19h00'],
    ['18:59', 'Fermé · ouvre à 19h00'],
    ['19:00', 'Ouvert · jusqu’à 20h30'],
    ['19:59', 'Ouvert · jusqu’à 20h30'],
    ['20:00', 'Ferme bientôt · 20h30'],
    ['20:29', 'Ferme bientôt · 20h30'],
    ['20:30', 'Fermé · ouvre demain à 12h00'],
  ])('Wednesday at %s, around each opening, closing and the 30-minute "closing soon" margin', (time, expected) => {
    expect(at('restaurant', `2026-11-25T${time}+01:00`)).toBe(expected);
  });

  it('turns the day at midnight in Paris', () => {
    expect(at('restaurant', '2026-11-24T23:59+01:00')).toBe('Fermé aujourd’hui · ouvre demain à 12h00');
    expect(at('restaurant', '2026-11-25T00:00+01:00')).toBe('Fermé · ouvre à 12h00');
    expect(at('restaurant', '2026-11-29T23:59+01:00')).toBe('Fermé · ouvre mercredi à 12h00');
    expect(at('restaurant', '2026-11-30T00:00+01:00')).toBe('Fermé aujourd’hui · ouvre mercredi à 12h00');
  });
});

describe('daylight-saving change days (Sundays, the restaurant serves lunch)', () => {
  it('Sunday 29 March 2026: 2:00 becomes 3:00, Paris is UTC+2 from then on', () => {
    expect(at('restaurant', '2026-03-29T00:30Z')).toBe('Fermé · ouvre à 12h00'); // 1:30 Paris
    expect(at('restaurant', '2026-03-29T09:59Z')).toBe('Fermé · ouvre à 12h00'); // 11:59
    expect(at('restaurant', '2026-03-29T10:00Z')).toBe('Ouvert · jusqu’à 13h30'); // 12:00
    expect(at('restaurant', '2026-03-29T11:15Z')).toBe('Ferme bientôt · 13h30'); // 13:15
    expect(at('restaurant', '2026-03-29T11:30Z')).toBe('Fermé · ouvre mercredi à 12h00'); // 13:30
  });

  it('Sunday 25 October 2026: 3:00 becomes 2:00, Paris is UTC+1 from then on', () => {
    expect(at('restaurant', '2026-10-25T00:30Z')).toBe('Fermé · ouvre à 12h00'); // 2:30 summer time
    expect(at('restaurant', '2026-10-25T01:30Z')).toBe('Fermé · ouvre à 12h00'); // 2:30 again, winter time
    expect(at('restaurant', '2026-10-25T10:59Z')).toBe('Fermé · ouvre à 12h00'); // 11:59
    expect(at('restaurant', '2026-10-25T11:00Z')).toBe('Ouvert · jusqu’à 13h30'); // 12:00
    expect(at('restaurant', '2026-10-25T12:30Z')).toBe('Fermé · ouvre mercredi à 12h00'); // 13:30
  });
});

describe('the fishing pond, every day from 6h to 20h', () => {
  it.each([
    ['05:59', 'Fermé · ouvre à 6h00'],
    ['06:00', 'Ouvert · jusqu’à 20h00'],
    ['19:29', 'Ouvert · jusqu’à 20h00'],
    ['19:30', 'Ferme bientôt · 20h00'],
    ['20:00', 'Fermé · ouvre demain à 6h00'],
  ])('Monday at %s', (time, expected) => {
    expect(at('etang', `2026-11-23T${time}+01:00`)).toBe(expected);
  });
});

describe('the glassworks: seasons, closed on Sundays and French public holidays', () => {
  it('opens with the season, each period with its own hours', () => {
    expect(at('verrerie', '2026-11-25T11:00+01:00')).toBe('Fermé · ouvre le lundi 22 mars à 10h00');
    expect(at('verrerie', '2027-03-22T09:59+01:00')).toBe('Fermé · ouvre à 10h00');
    expect(at('verrerie', '2027-03-22T10:00+01:00')).toBe('Ouvert · jusqu’à 12h00');
    expect(at('verrerie', '2027-04-30T16:15+02:00')).toBe('Ferme bientôt · 16h30');
    expect(at('verrerie', '2027-06-02T17:15+02:00')).toBe('Ferme bientôt · 17h30');
    expect(at('verrerie', '2026-10-31T11:00+01:00')).toBe('Fermé · ouvre à 14h00');
    expect(at('verrerie', '2026-10-31T16:30+01:00')).toBe('Fermé · ouvre le lundi 22 mars à 10h00');
  });

  it('is closed on Sundays', () => {
    expect(at('verrerie', '2027-04-18T11:00+02:00')).toBe('Fermé aujourd’hui · ouvre demain à 10h00');
  });

  it.each([
    ['Easter Monday 2026', '2026-04-06T11:00+02:00', 'Fermé aujourd’hui · ouvre demain à 10h00'],
    ['Easter Monday 2027, the day after the clocks change', '2027-03-29T11:00+02:00', 'Fermé aujourd’hui · ouvre demain à 10h00'],
    ['Ascension 2026 (Thursday)', '2026-05-14T11:00+02:00', 'Fermé aujourd’hui · ouvre demain à 10h00'],
    ['Whit Monday 2026', '2026-05-25T11:00+02:00', 'Fermé aujourd’hui · ouvre demain à 10h00'],
    ['14 July 2026 (Tuesday)', '2026-07-14T11:00+02:00', 'Fermé aujourd’hui · ouvre demain à 10h00'],
    ['1 May 2026 (Friday), between two periods', '2026-05-01T11:00+02:00', 'Fermé aujourd’hui · ouvre demain à 10h00'],
  ])('%s', (_holiday, instant, expected) => {
    expect(at('verrerie', instant)).toBe(expected);
  });

  it('opens the days around a public holiday', () => {
    expect(at('verrerie', '2026-07-13T11:00+02:00')).toBe('Ouvert · jusqu’à 12h00');
    expect(at('verrerie', '2026-07-15T11:00+02:00')).toBe('Ouvert · jusqu’à 12h00');
  });

  it('leaves the restaurant open on public holidays, as its hours say', () => {
    expect(at('restaurant', '2026-05-14T12:30+02:00')).toBe('Ouvert · jusqu’à 13h30');
  });
});

describe('closures win over the weekly hours', () => {
  const fromTomorrow: readonly Closure[] = [{ places: ['restaurant'], from: '2026-11-26', through: '2026-11-28' }];
  const newYear: readonly Closure[] = [
    { places: ['restaurant', 'etang'], from: '2026-12-28', through: '2027-01-03', reason: 'congés annuels' },
  ];

  it('a closure starting tomorrow leaves today open and moves the next opening past it', () => {
    expect(at('restaurant', '2026-11-25T12:30+01:00', fromTomorrow)).toBe('Ouvert · jusqu’à 13h30');
    expect(at('restaurant', '2026-11-25T20:45+01:00', fromTomorrow)).toBe('Fermé · ouvre dimanche à 12h00');
    expect(at('restaurant', '2026-11-27T12:30+01:00', fromTomorrow)).toBe('Fermé aujourd’hui · ouvre dimanche à 12h00');
  });

  it('a closure spanning New Year, for the places it names only', () => {
    expect(at('restaurant', '2026-12-30T12:30+01:00', newYear)).toBe('Fermé · ouvre le mercredi 6 janvier à 12h00');
    expect(at('restaurant', '2027-01-01T12:30+01:00', newYear)).toBe('Fermé aujourd’hui · ouvre mercredi à 12h00');
    expect(at('etang', '2027-01-03T19:00+01:00', newYear)).toBe('Fermé aujourd’hui · ouvre demain à 6h00');
    expect(at('etang', '2027-01-04T06:00+01:00', newYear)).toBe('Ouvert · jusqu’à 20h00');
    expect(at('verrerie', '2026-12-30T12:30+01:00', newYear)).toBe('Fermé · ouvre le lundi 22 mars à 10h00');
  });

  it('a closure is over the day after its last day, in Paris', () => {
    const [closure] = newYear;
    if (!closure) throw new Error('no closure');
    expect(closureIsOver(closure, dayFromIso('2027-01-03'))).toBe(false);
    expect(closureIsOver(closure, dayFromIso('2027-01-04'))).toBe(true);
    expect(closureIsOver(closure, dayFromIso('2026-12-01'))).toBe(false);
  });

  it('says "Fermé" alone when nothing opens within a year', () => {
    const longClosure: readonly Closure[] = [{ places: ['etang'], from: '2026-01-01', through: '2028-12-31' }];
    expect(at('etang', '2026-11-25T12:30+01:00', longClosure)).toBe('Fermé');
  });
});

describe('the Paris clock, computed without Intl, agrees with the time zone database', () => {
  const paris = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const fromIntl = (instant: Date) => {
    const parts = paris.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
    return { day: Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000, minutes: part('hour') * 60 + part('minute') };
  };

  it('every hour from 2024 to 2035, both changes of every year included', () => {
    const mismatches: string[] = [];
    for (let instant = Date.UTC(2024, 0, 1); instant < Date.UTC(2036, 0, 1); instant += 3_600_000) {
      const date = new Date(instant);
      const computed = parisTime(date);
      const expected = fromIntl(date);
      if (computed.day !== expected.day || computed.minutes !== expected.minutes) mismatches.push(date.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('at the minute before and after each change of 2026', () => {
    expect(parisTime(new Date('2026-03-29T00:59Z'))).toEqual(fromIntl(new Date('2026-03-29T00:59Z')));
    expect(parisTime(new Date('2026-03-29T01:00Z')).minutes).toBe(3 * 60);
    expect(parisTime(new Date('2026-10-25T00:59Z')).minutes).toBe(2 * 60 + 59);
    expect(parisTime(new Date('2026-10-25T01:00Z')).minutes).toBe(2 * 60);
  });
});

describe('the status in each language, with its own times and dates', () => {
  it.each([
    ['en', '2026-11-25T12:30+01:00', 'Open · until 13:30'],
    ['nl', '2026-11-25T13:10+01:00', 'Sluit om 13.30 uur'],
    ['de', '2026-11-23T10:00+01:00', 'Heute geschlossen · öffnet am Mittwoch um 12:00 Uhr'],
    ['en', '2026-11-24T10:00+01:00', 'Closed today · opens tomorrow at 12:00'],
    ['nl', '2026-11-29T19:30+01:00', 'Gesloten · gaat woensdag om 12.00 uur open'],
    ['de', '2026-11-25T11:00+01:00', 'Geschlossen · öffnet um 12:00 Uhr'],
  ] as const)('%s at %s', (lang, instant, expected) => {
    expect(at('restaurant', instant, noClosures, lang)).toBe(expected);
  });

  it('names a date beyond the coming week as each language writes it', () => {
    const winter: readonly Closure[] = [{ places: ['restaurant'], from: '2026-11-23', through: '2026-12-06' }];
    expect(at('restaurant', '2026-11-25T12:30+01:00', winter)).toBe('Fermé · ouvre le mercredi 9 décembre à 12h00');
    expect(at('restaurant', '2026-11-25T12:30+01:00', winter, 'en')).toBe('Closed · opens on Wednesday 9 December at 12:00');
    expect(at('restaurant', '2026-11-25T12:30+01:00', winter, 'nl')).toBe('Gesloten · gaat op woensdag 9 december om 12.00 uur open');
    expect(at('restaurant', '2026-11-25T12:30+01:00', winter, 'de')).toBe('Geschlossen · öffnet am Mittwoch, 9. Dezember, um 12:00 Uhr');
  });
});

describe('a visitor in another time zone sees Paris time', () => {
  const savedZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedZone;
  });

  it.each(['America/New_York', 'Asia/Tokyo', 'Pacific/Auckland'])('%s', async (zone) => {
    process.env.TZ = zone;
    // A fresh copy of the module, so that its holiday cache is filled in this zone.
    let fresh: typeof import('./opening-status') | undefined;
    await jest.isolateModulesAsync(async () => {
      fresh = await import('./opening-status');
    });
    if (!fresh) throw new Error('module not loaded');
    const { openingStatus: status, statusText: text, frenchPublicHolidays: holidays } = fresh;
    const line = (place: PlaceId, instant: string) =>
      text(status(placeSchedule(place, noClosures), new Date(instant), closingSoonMinutes), statusWords.fr, 'fr');

    expect(line('restaurant', '2026-11-25T12:30+01:00')).toBe('Ouvert · jusqu’à 13h30');
    expect(line('restaurant', '2026-11-23T10:00+01:00')).toBe('Fermé aujourd’hui · ouvre mercredi à 12h00');
    expect(line('restaurant', '2026-11-29T19:30+01:00')).toBe('Fermé · ouvre mercredi à 12h00');
    expect(line('verrerie', '2026-05-14T11:00+02:00')).toBe('Fermé aujourd’hui · ouvre demain à 10h00');
    expect([...holidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
    expect(new Date('2026-11-25T12:30+01:00').getHours()).not.toBe(12);
  });

  it('the holidays of the library are France’s eleven', () => {
    expect(frenchPublicHolidays(2027).size).toBe(11);
    expect(frenchPublicHolidays(2027).has('2027-03-29')).toBe(true);
  });
});
