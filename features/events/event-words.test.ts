import { eventPrice, eventStatusText, eventWhen } from './event-words';

const evening = { startDay: '2026-12-04', startTime: '19:00', endDay: '2026-12-04', endTime: '22:30' };
const weekend = { startDay: '2026-12-12', startTime: '10:00', endDay: '2026-12-13', endTime: '18:00' };

describe('an event told in each language', () => {
  it('says when, as each language writes days and hours', () => {
    expect(eventWhen('fr', evening)).toBe('vendredi 4 décembre, 19h00–22h30');
    expect(eventWhen('en', evening)).toBe('Friday 4 December, 19:00–22:30');
    expect(eventWhen('nl', evening)).toBe('vrijdag 4 december, 19.00–22.30 uur');
    expect(eventWhen('de', evening)).toBe('Freitag, 4. Dezember, 19:00–22:30 Uhr');
    expect(eventWhen('fr', weekend)).toBe('du samedi 12 décembre à 10h00 au dimanche 13 décembre à 18h00');
    expect(eventWhen('en', weekend, true)).toBe('Saturday 12 December 2026, 10:00 to Sunday 13 December 2026, 18:00');
  });

  it('tells an evening ending after midnight, before 06:00, as one day', () => {
    const lateNight = { startDay: '2026-12-04', startTime: '19:00', endDay: '2026-12-05', endTime: '01:00' };
    expect(eventWhen('fr', lateNight)).toBe('vendredi 4 décembre, 19h00–1h00');
    expect(eventWhen('en', lateNight)).toBe('Friday 4 December, 19:00–01:00');
    expect(eventWhen('nl', lateNight)).toBe('vrijdag 4 december, 19.00–1.00 uur');
    expect(eventWhen('de', lateNight)).toBe('Freitag, 4. Dezember, 19:00–1:00 Uhr');
    expect(eventWhen('fr', lateNight, true)).toBe('vendredi 4 décembre 2026, 19h00–1h00');
    // Across a month's and a year's end too.
    expect(eventWhen('fr', { startDay: '2026-12-31', startTime: '20:00', endDay: '2027-01-01', endTime: '05:59' })).toBe(
      'jeudi 31 décembre, 20h00–5h59',
    );
  });

  it('tells an end at 06:00 or later the next day, two days later, or a day apart, from one day to the other', () => {
    expect(eventWhen('fr', { startDay: '2026-12-04', startTime: '19:00', endDay: '2026-12-05', endTime: '06:00' })).toBe(
      'du vendredi 4 décembre à 19h00 au samedi 5 décembre à 6h00',
    );
    expect(eventWhen('fr', { startDay: '2026-12-04', startTime: '19:00', endDay: '2026-12-06', endTime: '01:00' })).toBe(
      'du vendredi 4 décembre à 19h00 au dimanche 6 décembre à 1h00',
    );
    expect(eventWhen('fr', { startDay: '2026-12-04', startTime: '02:00', endDay: '2026-12-05', endTime: '03:00' })).toBe(
      'du vendredi 4 décembre à 2h00 au samedi 5 décembre à 3h00',
    );
  });

  it('says the price, per person, in each language’s conventions', () => {
    expect(eventPrice('fr', { kind: 'prix', euros: 18 })).toBe('18\u00a0€ par personne');
    expect(eventPrice('fr', { kind: 'a-partir-de', euros: 12 })).toBe('À partir de 12\u00a0€ par personne');
    expect(eventPrice('en', { kind: 'a-partir-de', euros: 12.5 })).toBe('From €12.50 per person');
    expect(eventPrice('nl', { kind: 'prix', euros: 18 })).toBe('€\u00a018 per persoon');
    expect(eventPrice('de', { kind: 'prix', euros: 18 })).toBe('18\u00a0€ pro Person');
    // « Eintritt frei » said a fishing competition cost nothing to get in (issue 48): one word for any free event.
    expect(eventPrice('de', { kind: 'gratuit' })).toBe('kostenlos');
  });

  it('says a cancelled, postponed or full event in words, and nothing of a scheduled one', () => {
    expect(eventStatusText('fr', 'annule')).toBe('Événement annulé');
    expect(eventStatusText('de', 'reporte')).toBe('Verschoben, neuer Termin folgt');
    expect(eventStatusText('en', 'prevu')).toBeUndefined();
  });
});
