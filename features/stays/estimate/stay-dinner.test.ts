import { reservationWords } from '@/features/restaurant/restaurant-words';
import { dayFromIso } from '@/lib/opening-status';
import { stayDinnerWords } from '@/features/stays/estimate/stay-dinner-words';
import {
  checkDinner,
  dinnerSummaryLines,
  dinnerTemplateParams,
  eveningSlots,
  eveningWithin,
  nearestOpenEvening,
  noDinner,
  partySize,
  stayEvenings,
  type DinnerValues,
  type StayDinnerKit,
} from '@/features/stays/estimate/stay-dinner';
import { stayRequestKit } from '@/features/stays/request/stay-request-kit';
import type { Lang } from '@/lib/i18n/languages';

// The test's own restaurant: closed Monday and Tuesday, dinner until 20:30 Wednesday to Friday, until
// 22:00 on Saturday, lunch only on Sunday; in July, Tuesday evenings too; closed 20–21 August 2027.
const lunch = { opens: '12:00', closes: '13:30' };
const dinner = { opens: '19:00', closes: '20:30' };
const lateDinner = { opens: '19:00', closes: '22:00' };
const slotValues = ['12:00', '12:30', '13:45', '19:00', '19:30', '20:15', '21:00', '21:30'];
const kitIn = (lang: Lang): StayDinnerKit => {
  const table = reservationWords[lang];
  return {
    words: stayDinnerWords[lang],
    table: {
      date: table.mailto.labels.date,
      heure: table.labels.heure,
      personnes: table.labels.personnes,
      heureRequired: table.messages.heureRequired,
      personnesRequired: table.messages.personnesRequired,
      personnesInvalid: table.messages.personnesInvalid,
      personnesMin: table.messages.personnesMin,
      line: table.mailto.line,
    },
    services: {
      week: [[], [], [lunch, dinner], [lunch, dinner], [lunch, dinner], [lunch, lateDinner], [lunch]],
      periods: [{ from: '07-01', through: '07-31', weekdays: [1], openings: [dinner] }],
      closures: [{ from: '2027-08-20', through: '2027-08-21' }],
      slots: slotValues,
      eveningStartsAt: '17:00',
    },
    slots: slotValues.map((value) => ({ value, label: value })),
  };
};
const french = kitIn('fr');
const day = (iso: string) => dayFromIso(iso);
// Saturday 7 to Saturday 14 August 2027: Sunday 8, Monday 9 and Tuesday 10 serve no dinner.
const stay = { arrivee: '2027-08-07', depart: '2027-08-14', adultes: '2', enfants: '2' };
const table = (evening: string, time: string, people = '4'): DinnerValues => ({ wanted: true, evening, time, people, followsParty: false });

describe('the evenings of a stay and their times', () => {
  it('lists the stay’s evenings, arrival to the eve of departure, and none for dates that are not a stay', () => {
    expect(stayEvenings('2027-08-07', '2027-08-10')).toEqual([day('2027-08-07'), day('2027-08-08'), day('2027-08-09')]);
    expect(stayEvenings('2027-08-07', '2027-08-07')).toEqual([]);
    expect(stayEvenings('', '2027-08-10')).toEqual([]);
  });

  it('offers each evening its own dinner slots: no 21:30 on a Wednesday closing at 20:30, 21:30 on Saturday, no lunch slot', () => {
    expect(eveningSlots(french, day('2027-08-11'))).toEqual(['19:00', '19:30', '20:15']);
    expect(eveningSlots(french, day('2027-08-07'))).toEqual(['19:00', '19:30', '20:15', '21:00', '21:30']);
    expect(eveningSlots(french, day('2027-08-08'))).toEqual([]); // Sunday: lunch only
  });

  it('closes the evenings of a closure, and opens the owner’s July Tuesday evenings', () => {
    expect(eveningSlots(french, day('2027-08-20'))).toEqual([]); // a Friday, closed by the owner
    expect(eveningSlots(french, day('2027-07-13'))).toEqual(['19:00', '19:30', '20:15']); // a Tuesday in July
    expect(eveningSlots(french, day('2027-08-10'))).toEqual([]); // a Tuesday in August
  });

  it('finds the nearest open evening of the stay, the earlier at the same distance', () => {
    const evenings = stayEvenings(stay.arrivee, stay.depart);
    expect(nearestOpenEvening(french, evenings, day('2027-08-09'))).toBe(day('2027-08-07')); // Monday: Saturday and Wednesday two days away
    expect(nearestOpenEvening(french, evenings, day('2027-08-10'))).toBe(day('2027-08-11'));
    expect(nearestOpenEvening(french, stayEvenings('2027-08-08', '2027-08-11'), day('2027-08-08'))).toBeNull();
  });

  it('takes the party’s size as the number of people, and keeps the evening within the stay', () => {
    expect(partySize('2', '2')).toBe('4');
    expect(partySize('2', 'x')).toBe('');
    expect(eveningWithin('2027-08-09', stayEvenings(stay.arrivee, stay.depart))).toBe('2027-08-09');
    expect(eveningWithin('2027-09-01', stayEvenings(stay.arrivee, stay.depart))).toBe('2027-08-07');
  });
});

describe('the dinner’s refusals, in the visitor’s language', () => {
  it('accepts a table for four at 19:30 on the first evening, and asks nothing without a table', () => {
    expect(checkDinner(table('2027-08-07', '19:30'), stay, french, 'fr')).toEqual({});
    expect(checkDinner(noDinner, stay, french, 'fr')).toEqual({});
  });

  it('refuses a closed evening, naming the nearest open evening of the stay, in Dutch and in German', () => {
    expect(checkDinner(table('2027-08-09', ''), stay, kitIn('nl'), 'nl').evening).toBe(
      'Op maandag 9 augustus is het restaurant ’s avonds gesloten. De avond van je verblijf die het dichtst daarbij ligt en waarop het open is: zaterdag 7 augustus.',
    );
    expect(checkDinner(table('2027-08-10', ''), stay, kitIn('de'), 'de').evening).toBe(
      'Am Dienstag, 10. August, ist das Restaurant abends geschlossen. Wie wäre es stattdessen mit Mittwoch, 11. August?',
    );
  });

  it('says when no evening of the stay is open', () => {
    expect(checkDinner(table('2027-08-08', ''), { ...stay, arrivee: '2027-08-08', depart: '2027-08-11' }, kitIn('en'), 'en').evening).toBe(
      stayDinnerWords.en.noneOpen,
    );
  });

  it('refuses a time that evening does not serve, and a number of people that is not one', () => {
    expect(checkDinner(table('2027-08-11', '21:30'), stay, french, 'fr')).toEqual({ time: 'Veuillez choisir une heure.' });
    expect(checkDinner(table('2027-08-11', '19:30', '0'), stay, french, 'fr')).toEqual({
      people: 'Le nombre de personnes doit être au moins 1.',
    });
    expect(checkDinner(table('2027-08-11', '19:30', 'quatre'), stay, french, 'fr')).toEqual({
      people: 'Veuillez entrer un nombre valide de personnes.',
    });
  });

  it('refuses more people than the stay’s party, naming the field in the visitor’s language (issue 50: 999 for two was accepted)', () => {
    const two = { ...stay, adultes: '2', enfants: '0' };
    expect(checkDinner(table('2027-08-07', '19:30', '999'), two, french, 'fr')).toEqual({
      people:
        'Nombre de personnes\u00a0: 2 au plus, soit les personnes du séjour. Pour d’autres invités, dites-le dans le message ou appelez-nous.',
    });
    expect(checkDinner(table('2027-08-07', '19:30', '999'), two, kitIn('de'), 'de').people).toMatch(/^Anzahl der Personen: höchstens 2 –/);
    expect(checkDinner(table('2027-08-07', '19:30', '2'), two, french, 'fr')).toEqual({});
  });
});

describe('the owner’s copy of the table, in French', () => {
  it('carries the evening, the time and the people with the table request’s own words', () => {
    expect(dinnerTemplateParams(table('2027-08-07', '19:30'), stayRequestKit('fr').dinner)).toEqual({
      diner: 'Date\u00a0: samedi 7 août 2027\nHeure\u00a0: 19h30\nNombre de personnes\u00a0: 4',
    });
    expect(dinnerTemplateParams(noDinner, stayRequestKit('fr').dinner)).toEqual({});
  });

  it('writes the prepared e-mail’s lines in the visitor’s language', () => {
    expect(dinnerSummaryLines(table('2027-08-07', '19:30'), stayRequestKit('nl').dinner, 'nl')).toEqual([
      '',
      'Tafel in het restaurant',
      'Datum: zaterdag 7 augustus 2027',
      'Tijdstip: 19.30 uur',
      'Aantal personen: 4',
    ]);
  });
});
