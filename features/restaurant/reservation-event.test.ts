import { reservationWords } from './restaurant-words';
import { restaurantHours } from '@/content/restaurant-week';
import { tableRequestEventWords } from '@/features/restaurant/table-request-event-words';
import { buildMailtoBody, emptyReservation } from './reservation';
import {
  addressWithEvent,
  addressWithoutEvent,
  eventForDate,
  eventMailtoName,
  requestedEvent,
  slotFor,
  startingRequest,
} from './reservation-event';
import type { TableRequestEvent } from './table-request-events';

const timeSlots = restaurantHours.slots;

/** The empty form of these tests, whose first time slot is 12:00. */
const initialReservationValues = emptyReservation('12:00');

const musselsNight: TableRequestEvent = {
  slug: '2026-12-04-soiree-moules-frites',
  title: 'Soirée moules-frites',
  when: 'vendredi 4 décembre',
  day: '2026-12-04',
  time: '19:00',
  endsAt: Date.parse('2026-12-04T22:30:00+01:00'),
  forOwner: 'Soirée moules-frites (vendredi 4 décembre 2026, 19h00)',
};
const events = [musselsNight];
const before = Date.parse('2026-12-01T10:00:00+01:00');

describe('the event an address asks a table for', () => {
  it('is the known event the parameter names, its slug decoded', () => {
    expect(requestedEvent(events, 'evenement', '?evenement=2026-12-04-soiree-moules-frites', before)).toBe(musselsNight);
    expect(requestedEvent(events, 'evenement', '?x=1&evenement=2026%2D12%2D04-soiree-moules-frites', before)).toBe(musselsNight);
  });

  it('is none, silently, for no parameter, an unknown slug or an event over by the visit', () => {
    expect(requestedEvent(events, 'evenement', '', before)).toBeNull();
    expect(requestedEvent(events, 'evenement', '?evenement=', before)).toBeNull();
    expect(requestedEvent(events, 'evenement', '?evenement=2026-12-04-inconnu', before)).toBeNull();
    expect(requestedEvent(events, 'evenement', '?event=2026-12-04-soiree-moules-frites', before)).toBeNull();
    expect(requestedEvent(events, 'evenement', '?evenement=2026-12-04-soiree-moules-frites', musselsNight.endsAt)).toBeNull();
    expect(requestedEvent(events, 'evenement', '?evenement=2026-12-04-soiree-moules-frites', musselsNight.endsAt - 1)).toBe(musselsNight);
  });
});

describe('the time slot an event fills', () => {
  it('is the slot at its start, else the first after it', () => {
    expect(slotFor('19:00', timeSlots)).toBe('19:00');
    expect(slotFor('12:30', timeSlots)).toBe('12:30');
    expect(slotFor('18:30', timeSlots)).toBe('19:00');
    expect(slotFor('19:05', timeSlots)).toBe('19:15');
    expect(slotFor('08:00', timeSlots)).toBe(timeSlots[0]);
  });

  it('is none after the last slot: the visitor chooses', () => {
    expect(slotFor('21:00', timeSlots)).toBe('');
    expect(slotFor('19:00', [])).toBe('');
  });
});

describe('the form a visit starts with', () => {
  const slots = ['12:00', '12:30', '19:00', '19:30'];

  it('holds the event’s day and start in the date and time fields', () => {
    expect(startingRequest(null, musselsNight, slots)).toEqual({ ...initialReservationValues, date: '2026-12-04', heure: '19:00' });
    expect(startingRequest(null, { ...musselsNight, time: '18:45' }, slots).heure).toBe('19:00');
    expect(startingRequest(null, { ...musselsNight, time: '20:00' }, slots)).toEqual({
      ...initialReservationValues,
      date: '2026-12-04',
      heure: '',
    });
  });

  it('arriving from the event’s link, replaces an earlier draft’s date and time with the event’s, keeping every other field', () => {
    const named = { ...initialReservationValues, nom: 'Dupont', message: 'Une chaise haute' };
    expect(startingRequest(named, musselsNight, slots)).toEqual({ ...named, date: '2026-12-04', heure: '19:00' });
    const dated = { ...named, date: '2026-12-05', heure: '12:30' };
    expect(startingRequest(dated, musselsNight, slots)).toEqual({ ...named, date: '2026-12-04', heure: '19:00' });
    const timed = { ...named, heure: '19:30' };
    expect(startingRequest(timed, musselsNight, slots)).toEqual({ ...named, date: '2026-12-04', heure: '19:00' });
  });

  it('keeps the time of a draft already on the event’s day (a reload keeps what the visitor chose for it)', () => {
    const sameDay = { ...initialReservationValues, nom: 'Dupont', date: '2026-12-04', heure: '19:30' };
    expect(startingRequest(sameDay, musselsNight, slots)).toBe(sameDay);
  });

  it('is the draft, or the empty form, without an event', () => {
    const dated = { ...initialReservationValues, date: '2026-12-05' };
    expect(startingRequest(dated, null, slots)).toBe(dated);
    expect(startingRequest(null, null, slots)).toEqual(initialReservationValues);
  });
});

describe('the event a request is for', () => {
  it('is the event only while the form’s date is its day', () => {
    expect(eventForDate(musselsNight, '2026-12-04')).toBe(musselsNight);
    expect(eventForDate(musselsNight, '2026-12-05')).toBeNull();
    expect(eventForDate(musselsNight, '')).toBeNull();
    expect(eventForDate(null, '2026-12-04')).toBeNull();
  });
});

describe('the address naming the event, or not', () => {
  it('names it, once, keeping every other parameter and the anchor', () => {
    expect(addressWithEvent('https://exemple.fr/restaurant/#reservation', 'evenement', 'x')).toBe('/restaurant/?evenement=x#reservation');
    expect(addressWithEvent('https://exemple.fr/restaurant/?a=1&evenement=x#reservation', 'evenement', 'x')).toBe(
      '/restaurant/?a=1&evenement=x#reservation',
    );
    expect(addressWithEvent('https://exemple.fr/restaurant/?evenement=x&a=1#reservation', 'evenement', null)).toBe(
      '/restaurant/?a=1#reservation',
    );
  });
});

describe('the address once the event is removed', () => {
  it('keeps every other parameter and the anchor', () => {
    expect(addressWithoutEvent('https://exemple.fr/restaurant/?evenement=2026-12-04-soiree-moules-frites#reservation', 'evenement')).toBe(
      '/restaurant/#reservation',
    );
    expect(addressWithoutEvent('https://exemple.fr/de/restaurant/?a=1&evenement=x#reservation', 'evenement')).toBe(
      '/de/restaurant/?a=1#reservation',
    );
  });
});

describe('the prepared e-mail of a request for an event', () => {
  const values = {
    ...initialReservationValues,
    nom: 'Müller',
    prenom: 'Hans',
    telephone: '+49 30 1234567',
    email: 'h@beispiel.de',
    date: '2026-12-04',
    heure: '19:00',
    personnes: '2',
  };

  it('names the event, in the visitor’s language, before the date', () => {
    const words = tableRequestEventWords.de;
    const event = { label: words.mailtoLabel, name: eventMailtoName({ title: 'Soirée moules-frites', when: 'Freitag, 4. Dezember' }) };
    const body = buildMailtoBody(values, {
      words: reservationWords.de.mailto,
      timeLabels: { '19:00': '19:00 Uhr' },
      event,
      diets: reservationWords.de.diets,
    }).split('\n');
    expect(body.slice(3, 6)).toEqual(['', 'Veranstaltung: Soirée moules-frites, Freitag, 4. Dezember', 'Datum: 04.12.2026']);
  });

  it('is unchanged without an event', () => {
    const body = buildMailtoBody(values, { words: reservationWords.fr.mailto, timeLabels: {}, diets: reservationWords.fr.diets });
    expect(body).not.toContain('Événement');
    expect(body.split('\n').slice(3, 5)).toEqual(['', 'Date\u00a0: 04/12/2026']);
  });
});
