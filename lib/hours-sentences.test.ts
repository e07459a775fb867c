import { hoursTextWords } from '@/content/fact-texts';
import { languages, type Translated } from './i18n/languages';
import {
  dayRuns,
  openSeasons,
  restaurantHoursText,
  restaurantWeekText,
  seasonsText,
  servicesOf,
  weeklyDaysText,
  type TimePeriod,
} from './hours-sentences';

// Fixtures of their own: the owner's hours may say anything the editor lets through.
const lunch: TimePeriod = { opens: '12:00', closes: '14:00' };
const dinner: TimePeriod = { opens: '19:00', closes: '22:00' };
const both = [lunch, dinner];
const closed: TimePeriod[] = [];
const evening = '17:00';

/** A week Monday first, from seven days. */
const week = (...days: TimePeriod[][]) => days;
const inEvery = (days: readonly TimePeriod[][]) =>
  Object.fromEntries(languages.map((lang) => [lang, restaurantWeekText(lang, hoursTextWords[lang], days, evening)])) as Translated<string>;

describe('the restaurant’s week in words, in each language', () => {
  it('says the days that serve the same together, then the others, in the order of the week', () => {
    expect(inEvery(week(closed, closed, both, both, both, both, [lunch]))).toEqual<Translated<string>>({
      fr: 'du mercredi au samedi midi et soir, le dimanche midi',
      en: 'lunch and dinner from Wednesday to Saturday, and Sunday lunch',
      nl: 'van woensdag t/m zaterdag voor lunch en diner, op zondag voor lunch',
      de: 'von Mittwoch bis Samstag mittags und abends, sonntags mittags',
    });
  });

  it('follows an evening opened and a day closed', () => {
    expect(inEvery(week(closed, [dinner], both, closed, both, both, [lunch]))).toEqual<Translated<string>>({
      fr: 'le mardi soir, le mercredi, le vendredi et le samedi midi et soir, le dimanche midi',
      en: 'Tuesday dinner, lunch and dinner on Wednesdays, on Fridays and on Saturdays, and Sunday lunch',
      nl: 'op dinsdagavond, op woensdag, op vrijdag en op zaterdag voor lunch en diner, op zondag voor lunch',
      de: 'dienstags abends, mittwochs, freitags und samstags mittags und abends, sonntags mittags',
    });
  });

  it('reads the week as a circle: Friday to Monday is one stretch', () => {
    expect(inEvery(week(both, closed, both, closed, both, both, both)).fr).toBe('le mercredi et du vendredi au lundi midi et soir');
  });

  it('names a single day, and two days in a row each', () => {
    expect(inEvery(week(closed, closed, closed, closed, closed, [dinner], closed))).toEqual<Translated<string>>({
      fr: 'le samedi soir',
      en: 'Saturday dinner',
      nl: 'op zaterdagavond',
      de: 'samstags abends',
    });
    expect(inEvery(week(closed, closed, closed, closed, closed, [lunch], [lunch]))).toEqual<Translated<string>>({
      fr: 'le samedi et le dimanche midi',
      en: 'lunch on Saturdays and on Sundays',
      nl: 'op zaterdag en op zondag voor lunch',
      de: 'samstags und sonntags mittags',
    });
  });

  it('says every day, and a week closed', () => {
    expect(inEvery(week(both, both, both, both, both, both, both))).toEqual<Translated<string>>({
      fr: 'tous les jours midi et soir',
      en: 'lunch and dinner every day',
      nl: 'elke dag voor lunch en diner',
      de: 'täglich mittags und abends',
    });
    expect(inEvery(week(closed, closed, closed, closed, closed, closed, closed))).toEqual<Translated<string>>({
      fr: 'fermé toute la semaine',
      en: 'closed all week',
      nl: 'de hele week gesloten',
      de: 'die ganze Woche geschlossen',
    });
  });

  it('says the owner’s periods after the week: their dates, then what they serve, or the days they close', () => {
    const hours = {
      week: week(closed, closed, both, both, both, both, [lunch]),
      periods: [
        { from: '07-01', through: '08-31', weekdays: [1], openings: [dinner] },
        { from: '11-01', through: '03-31', weekdays: [6], openings: [] },
      ],
      eveningStartsAt: evening,
    };
    expect(Object.fromEntries(languages.map((lang) => [lang, restaurantHoursText(lang, hoursTextWords[lang], hours)]))).toEqual<
      Translated<string>
    >({
      fr: 'du mercredi au samedi midi et soir, le dimanche midi, ainsi que le mardi soir du 1er juillet au 31 août\u00a0; du 1er novembre au 31 mars, fermé le dimanche',
      en: 'lunch and dinner from Wednesday to Saturday, and Sunday lunch; from 1 July to 31 August, Tuesday dinner too; from 1 November to 31 March, closed on Sundays',
      nl: 'van woensdag t/m zaterdag voor lunch en diner, op zondag voor lunch; van 1 juli t/m 31 augustus ook op dinsdagavond; van 1 november t/m 31 maart gesloten op zondag',
      de: 'von Mittwoch bis Samstag mittags und abends, sonntags mittags; vom 1. Juli bis 31. August zusätzlich dienstags abends; vom 1. November bis 31. März sonntags geschlossen',
    });
    expect(restaurantHoursText('fr', hoursTextWords.fr, { ...hours, periods: [] })).toBe(
      'du mercredi au samedi midi et soir, le dimanche midi',
    );
    // A period that changes a day the week opens is no addition: no « aussi ».
    expect(
      restaurantHoursText('fr', hoursTextWords.fr, {
        ...hours,
        periods: [{ from: '07-01', through: '08-31', weekdays: [6], openings: [dinner] }],
      }),
    ).toBe('du mercredi au samedi midi et soir, le dimanche midi\u00a0; du 1er juillet au 31 août, le dimanche soir');
  });

  it('tells lunch from dinner by the hour the evening starts, as the table request does', () => {
    expect(servicesOf([{ opens: '18:30', closes: '21:00' }], '17:00')).toBe('dinner');
    expect(servicesOf([{ opens: '16:00', closes: '18:00' }], '17:00')).toBe('lunch');
    expect(servicesOf([lunch, { opens: '12:30', closes: '15:00' }], '17:00')).toBe('lunch');
    expect(servicesOf([], '17:00')).toBeNull();
  });

  it('finds the stretches of a week, Monday first', () => {
    expect(dayRuns([true, true, false, true, false, false, true])).toEqual([
      { first: 3, length: 1 },
      { first: 6, length: 3 },
    ]);
    expect(dayRuns([true, true, true, true, true, true, true])).toEqual([{ first: 0, length: 7 }]);
    expect(dayRuns([false, false, false, false, false, false, false])).toEqual([]);
  });
});

const open = (...days: number[]) => Array.from({ length: 7 }, (_, day) => days.includes(day));
const daysInEvery = (days: boolean[], holidays: boolean) =>
  Object.fromEntries(languages.map((lang) => [lang, weeklyDaysText(lang, hoursTextWords[lang], days, holidays)])) as Translated<string>;

describe('the days a place opens every week, in words', () => {
  it('says the day or two it closes, public holidays too, with each language’s set phrase', () => {
    expect(daysInEvery(open(0, 1, 2, 3, 4, 5), true)).toEqual<Translated<string>>({
      fr: 'sauf le dimanche et les jours fériés',
      en: 'every day except Sundays and public holidays',
      nl: 'van maandag t/m zaterdag, behalve op feestdagen',
      de: 'außer an Sonn- und Feiertagen',
    });
    expect(daysInEvery(open(0, 1, 2, 3, 4, 5), false)).toEqual<Translated<string>>({
      fr: 'sauf le dimanche',
      en: 'every day except Sundays',
      nl: 'elke dag, behalve op zondag',
      de: 'außer sonntags',
    });
    expect(daysInEvery(open(1, 2, 3, 4, 5), true)).toEqual<Translated<string>>({
      fr: 'sauf le lundi, le dimanche et les jours fériés',
      en: 'every day except Mondays, Sundays and public holidays',
      nl: 'elke dag, behalve op maandag, zondag en feestdagen',
      de: 'außer montags, sonntags und an Feiertagen',
    });
  });

  it('says the days it opens when it closes on more than two', () => {
    expect(daysInEvery(open(2, 3, 4), true)).toEqual<Translated<string>>({
      fr: 'du mercredi au vendredi, sauf les jours fériés',
      en: 'from Wednesday to Friday, except public holidays',
      nl: 'van woensdag t/m vrijdag, behalve op feestdagen',
      de: 'von Mittwoch bis Freitag, außer an Feiertagen',
    });
    expect(daysInEvery(open(5), false).fr).toBe('le samedi');
  });

  it('says every day, and a week closed', () => {
    expect(daysInEvery(open(0, 1, 2, 3, 4, 5, 6), true)).toEqual<Translated<string>>({
      fr: 'tous les jours, sauf les jours fériés',
      en: 'every day, except public holidays',
      nl: 'elke dag, behalve op feestdagen',
      de: 'täglich, außer an Feiertagen',
    });
    expect(daysInEvery(open(0, 1, 2, 3, 4, 5, 6), false).de).toBe('täglich');
    expect(daysInEvery(open(), true).fr).toBe('fermé toute la semaine');
  });
});

describe('a place’s seasons as the stretches of the year it opens', () => {
  const mayDay = (monthDay: string) => monthDay === '05-01';
  const seasons = [
    { from: '10-01', through: '10-31' },
    { from: '03-22', through: '04-30' },
    { from: '05-02', through: '09-30' },
  ];

  it('joins seasons that follow each other, and those apart only by a fixed public holiday it closes on anyway', () => {
    expect(openSeasons(seasons, true, mayDay)).toEqual([{ from: '03-22', through: '10-31' }]);
    expect(openSeasons(seasons, false, mayDay)).toEqual([
      { from: '03-22', through: '04-30' },
      { from: '05-02', through: '10-31' },
    ]);
  });

  it('keeps seasons apart by other days apart, and joins those that overlap', () => {
    expect(
      openSeasons(
        [
          { from: '06-01', through: '06-30' },
          { from: '06-03', through: '06-10' },
          { from: '07-03', through: '07-31' },
        ],
        true,
        mayDay,
      ),
    ).toEqual([
      { from: '06-01', through: '06-30' },
      { from: '07-03', through: '07-31' },
    ]);
  });

  it('writes them in each language', () => {
    const apart = openSeasons(seasons, false, mayDay);
    expect(seasonsText('fr', apart)).toBe('du 22 mars au 30 avril et du 2 mai au 31 octobre');
    expect(seasonsText('en', apart)).toBe('22 March to 30 April and 2 May to 31 October');
    expect(seasonsText('nl', apart)).toBe('22 maart t/m 30 april en 2 mei t/m 31 oktober');
    expect(seasonsText('de', apart)).toBe('22. März bis 30. April und 2. Mai bis 31. Oktober');
  });
});
