import { noOffers } from '@/features/stays/availability/offers';
import { dayFromIso } from '@/lib/opening-status';
import { availabilityWords } from '@/features/stays/availability-words';
import { fill, formatDay } from '@/lib/i18n/format';
import { languages, type Lang } from '@/lib/i18n/languages';
import {
  estimateStay,
  estimateWords,
  eurosIn,
  formatEuros,
  weekdaysIn,
  type EstimateRequest,
  type EstimateRules,
  type EstimateWords,
} from './estimate';

const words: EstimateWords = {
  missingDates: 'Indiquez vos dates.',
  badDate: 'Date non valide.',
  wrongOrder: 'Le départ doit suivre l’arrivée.',
  past: 'Date passée.',
  beyondCalendar: (last) => `Au-delà du ${last}.`,
  noAdult: 'Au moins un adulte.',
  badCount: 'Nombre mal écrit.',
  overCapacity: (capacity) => `${capacity} personnes au plus.`,
  arrivalDay: (season, weekdays, arrivals) => `${season}\u00a0: jours ${weekdays.join(',')}\u00a0; ${arrivals.join(' ou ')}.`,
  nearestAround: 'Avant et après\u00a0: {dates}.',
  nearestOne: 'La plus proche\u00a0: {dates}.',
};

const cabin: EstimateRules = {
  seasons: [
    { id: 'basse', name: 'Basse saison', minimumNights: 1, rate: 70, arrivalDays: [], minimumNightsByArrivalDay: {} },
    { id: 'haute', name: 'Haute saison', minimumNights: 2, rate: 85.5, arrivalDays: [], minimumNightsByArrivalDay: {} },
  ],
  periods: [{ season: 'haute', from: '2027-07-03', through: '2027-08-28' }],
  defaultSeason: 'basse',
  extras: [{ id: 'animaux', name: 'Animaux', euros: 10, unit: 'animal-nuit', compulsory: false }],
  offers: noOffers,
  touristTax: { kind: 'montant', eurosPerAdultNight: 0.8 },
  capacity: 2,
};

const context = {
  today: dayFromIso('2027-06-01'),
  calendarEnd: dayFromIso('2028-06-01'),
  isStayFree: (arrival: number) => arrival !== dayFromIso('2027-09-10'),
};

const request = (overrides: Partial<EstimateRequest>): EstimateRequest => ({
  arrival: '',
  departure: '',
  adults: 2,
  children: 0,
  pets: 0,
  ...overrides,
});
const estimate = (overrides: Partial<EstimateRequest>, rules = cabin) => estimateStay(rules, request(overrides), context, words);

describe('estimateStay', () => {
  it('never gives a total below 0, whatever the offers it is handed (issue 50)', () => {
    const generous = {
      ...cabin,
      touristTax: null,
      offers: { longStay: { percent: 90, fromNights: 1 }, lastMinute: { percent: 90, withinDays: 400 }, midweek: { percent: 90 } },
    };
    const result = estimate({ arrival: '2027-06-10', departure: '2027-06-13' }, generous);
    expect(result).toMatchObject({ ok: true, total: 105 });
    expect(result.ok && result.total).toBeGreaterThanOrEqual(0);
  });

  it('prices three nights in one season with the taxe de séjour', () => {
    expect(estimate({ arrival: '2027-06-10', departure: '2027-06-13' })).toEqual({
      ok: true,
      nights: 3,
      seasons: [{ season: 'Basse saison', nights: 3, rate: 70, amount: 210 }],
      extras: [],
      discounts: [],
      touristTax: [{ adults: 2, nights: 3, rate: 0.8, amount: 4.8 }],
      total: 214.8,
      minimumNights: 1,
      minimumStayMet: true,
      free: true,
    });
  });

  it('splits a week across a season boundary and adds a pet for every night', () => {
    const result = estimate({ arrival: '2027-06-29', departure: '2027-07-06', adults: 1, children: 1, pets: 1 });
    expect(result).toMatchObject({
      ok: true,
      nights: 7,
      seasons: [
        { season: 'Basse saison', nights: 4, rate: 70, amount: 280 },
        { season: 'Haute saison', nights: 3, rate: 85.5, amount: 256.5 },
      ],
      extras: [{ id: 'animaux', name: 'Animaux', unit: 'animal-nuit', compulsory: false, count: 1, nights: 7, rate: 10, amount: 70 }],
      discounts: [],
      touristTax: [{ adults: 1, nights: 7, amount: 5.6 }],
      total: 612.1,
    });
  });

  it('adds the compulsory extras and the ticked optional ones, each a line in the total', () => {
    const rules = {
      ...cabin,
      extras: [
        { id: 'menage', name: 'Ménage', euros: 40, unit: 'sejour' as const, compulsory: true },
        { id: 'linge', name: 'Linge', euros: 8, unit: 'personne-nuit' as const, compulsory: false },
      ],
    };
    const plain = estimate({ arrival: '2027-06-10', departure: '2027-06-13' }, rules);
    expect(plain).toMatchObject({ extras: [{ id: 'menage', amount: 40 }], total: 254.8 });
    expect(estimate({ arrival: '2027-06-10', departure: '2027-06-13', extras: ['linge'] }, rules)).toMatchObject({
      extras: [
        { id: 'menage', amount: 40 },
        { id: 'linge', count: 2, nights: 3, amount: 48 },
      ],
      total: 302.8,
    });
  });

  it('takes the offers off as negative lines: long stay from 7 nights, last minute from the visitor’s today', () => {
    const rules = {
      ...cabin,
      offers: { ...noOffers, longStay: { percent: 10, fromNights: 7 }, lastMinute: { percent: 5, withinDays: 10 } },
    };
    // 2027-06-05 to 2027-06-12: 7 nights at 70 €, 9 days after today (2027-06-01 + … the context's).
    expect(estimate({ arrival: '2027-06-05', departure: '2027-06-12' }, rules)).toMatchObject({
      discounts: [
        { kind: 'longStay', percent: 10, nights: 7, amount: -49 },
        { kind: 'lastMinute', percent: 5, nights: 7, amount: -24.5 },
      ],
      total: 490 - 49 - 24.5 + 11.2,
    });
    expect(estimate({ arrival: '2027-06-20', departure: '2027-06-26' }, rules)).toMatchObject({ discounts: [] });
  });

  it('refuses an arrival on a day the season does not take, naming the nearest arrivals that keep the stay’s length', () => {
    const rules = { ...cabin, seasons: cabin.seasons.map((season) => (season.id === 'haute' ? { ...season, arrivalDays: [5] } : season)) };
    // Tuesday 10 August 2027, in high season: Saturdays 7 and 14 August.
    expect(estimate({ arrival: '2027-08-10', departure: '2027-08-17' }, rules)).toEqual({
      ok: false,
      message: 'Haute saison\u00a0: jours 5\u00a0; 2027-08-07 ou 2027-08-14.',
    });
    expect(estimate({ arrival: '2027-08-07', departure: '2027-08-14' }, rules)).toMatchObject({ ok: true, nights: 7 });
  });

  it('sets the minimum stay by the weekday of arrival where the season says one', () => {
    const rules = {
      ...cabin,
      seasons: cabin.seasons.map((season) => (season.id === 'basse' ? { ...season, minimumNightsByArrivalDay: { 4: 3 } } : season)),
    };
    expect(estimate({ arrival: '2027-06-11', departure: '2027-06-13' }, rules)).toMatchObject({ minimumNights: 3, minimumStayMet: false });
    expect(estimate({ arrival: '2027-06-12', departure: '2027-06-14' }, rules)).toMatchObject({ minimumNights: 1, minimumStayMet: true });
  });

  it('charges pets per animal and night', () => {
    expect(estimate({ arrival: '2027-06-10', departure: '2027-06-12', pets: 2 })).toMatchObject({
      extras: [{ id: 'animaux', count: 2, nights: 2, amount: 40 }],
    });
  });

  it('says when a stay is under the minimum of its arrival night’s season', () => {
    expect(estimate({ arrival: '2027-07-10', departure: '2027-07-11' })).toMatchObject({
      ok: true,
      minimumNights: 2,
      minimumStayMet: false,
    });
    expect(estimate({ arrival: '2027-07-10', departure: '2027-07-12' })).toMatchObject({ minimumStayMet: true });
  });

  it('says when the nights are not free', () => {
    expect(estimate({ arrival: '2027-09-10', departure: '2027-09-12' })).toMatchObject({ ok: true, free: false });
  });

  it('leaves out a taxe de séjour not yet set', () => {
    expect(estimate({ arrival: '2027-06-10', departure: '2027-06-11' }, { ...cabin, touristTax: null })).toMatchObject({
      touristTax: null,
      total: 70,
    });
  });

  it('computes a percentage taxe de séjour on each season’s price shared by the party, for the adults only, capped', () => {
    const unclassified: EstimateRules = {
      ...cabin,
      capacity: 4,
      touristTax: { kind: 'pourcentage', percent: 5, capEurosPerAdultNight: 1, vatPercent: 0 },
    };
    // 2 adults and 1 child: 70 € ÷ 3 × 5 % = 1.17 €, capped at 1 €; 85.50 € ÷ 3 × 5 % = 1.43 €, capped too.
    expect(estimate({ arrival: '2027-07-01', departure: '2027-07-04', children: 1 }, unclassified)).toMatchObject({
      touristTax: [{ adults: 2, nights: 3, rate: 1, amount: 6 }],
      total: 231.5,
    });
    // Without the cap, a line per season: 70 € ÷ 3 × 5 % = 1.17 €, 85.50 € ÷ 3 × 5 % = 1.43 €.
    const uncapped = { ...unclassified, touristTax: { kind: 'pourcentage', percent: 5, capEurosPerAdultNight: 5, vatPercent: 0 } } as const;
    expect(estimate({ arrival: '2027-07-01', departure: '2027-07-04', children: 1 }, uncapped)).toMatchObject({
      touristTax: [
        { adults: 2, nights: 2, rate: 1.17, amount: 4.68 },
        { adults: 2, nights: 1, rate: 1.43, amount: 2.86 },
      ],
      total: 233.04,
    });
  });

  it.each([
    [{}, 'Indiquez vos dates.'],
    [{ arrival: '2027-06-10', departure: '2027-06-31' }, 'Date non valide.'],
    [{ arrival: '2027-06-12', departure: '2027-06-10' }, 'Le départ doit suivre l’arrivée.'],
    [{ arrival: '2027-06-12', departure: '2027-06-12' }, 'Le départ doit suivre l’arrivée.'],
    [{ arrival: '2027-05-30', departure: '2027-06-02' }, 'Date passée.'],
    [{ arrival: '2028-05-30', departure: '2028-06-02' }, 'Au-delà du 2028-06-01.'],
    [{ arrival: '2027-06-10', departure: '2027-06-12', adults: 0 }, 'Au moins un adulte.'],
    [{ arrival: '2027-06-10', departure: '2027-06-12', adults: 1.5 }, 'Au moins un adulte.'],
    [{ arrival: '2027-06-10', departure: '2027-06-12', children: 1.5 }, 'Nombre mal écrit.'],
    [{ arrival: '2027-06-10', departure: '2027-06-12', pets: -1 }, 'Nombre mal écrit.'],
    [{ arrival: '2027-06-10', departure: '2027-06-12', adults: 2, children: 1 }, '2 personnes au plus.'],
  ])('gives a message, not a total, for %o', (overrides, message) => {
    expect(estimate(overrides)).toEqual({ ok: false, message });
  });

  it('accepts an arrival today and a departure on the calendar’s end', () => {
    expect(estimate({ arrival: '2027-06-01', departure: '2027-06-02' })).toMatchObject({ ok: true });
    expect(estimate({ arrival: '2028-05-31', departure: '2028-06-01' })).toMatchObject({ ok: true });
  });
});

describe('formatEuros', () => {
  it('writes euros the French way', () => {
    expect(formatEuros(70)).toBe('70\u00a0€');
    expect(formatEuros(612.1)).toBe('612,10\u00a0€');
    expect(formatEuros(1234.5)).toBe('1\u202f234,50\u00a0€');
  });
});

describe('estimateWords', () => {
  it('writes the messages’ dates and numbers in the page’s language', () => {
    const dutch = estimateWords('nl', availabilityWords.nl.estimate.messages);
    expect(estimateStay(cabin, request({ arrival: '2028-05-30', departure: '2028-06-02' }), context, dutch)).toEqual({
      ok: false,
      message: 'De kalender loopt tot donderdag 1 juni 2028: bel ons voor een later verblijf.',
    });
    expect(dutch.overCapacity(2)).toBe('Deze accommodatie is voor maximaal 2 personen.');
    expect(estimateWords('fr', availabilityWords.fr.estimate.messages).beyondCalendar('2027-11-01')).toBe(
      'Le calendrier s’arrête le lundi 1er novembre 2027\u00a0: pour un séjour plus lointain, appelez-nous.',
    );
  });

  it('refuses the day first, then offers the nearest arrivals before and after it, the earlier first, in each language (issue 48)', () => {
    const before = '2027-08-07';
    const after = '2027-08-14';
    const around: Record<Lang, RegExp> = {
      fr: /^Haute saison\u00a0: arrivée le samedi seulement\. [^:]*avant et après[^:]*\u00a0: samedi 7 août ou samedi 14 août\.$/u,
      en: /^High season: Saturday arrivals only[^.]*\. [^:]*before and after[^:]*: Saturday 7 August or Saturday 14 August\.$/u,
      nl: /^Hoogseizoen: aankomst alleen op zaterdag\. [^:]*ervoor en erna: zaterdag 7 augustus of zaterdag 14 augustus\.$/u,
      de: /^Hauptsaison: Anreise nur am Samstag\. [^:]*davor und danach: Samstag, 7\. August oder Samstag, 14\. August\.$/u,
    };
    const seasons: Record<Lang, string> = { fr: 'Haute saison', en: 'High season', nl: 'Hoogseizoen', de: 'Hauptsaison' };
    for (const lang of languages) {
      const words = estimateWords(lang, availabilityWords[lang].estimate.messages);
      expect(words.arrivalDay(seasons[lang], [5], [before, after])).toMatch(around[lang]);
      // One side only (the other before today or past the calendar): no « before and after ».
      const one = words.arrivalDay(seasons[lang], [5], [after]);
      expect(one).not.toMatch(/avant et après|before and after|ervoor en erna|davor und danach/u);
      expect(one.endsWith(`${formatDay(lang, dayFromIso(after))}.`)).toBe(true);
      expect(words.arrivalDay(seasons[lang], [5], [])).toBe(
        fill(availabilityWords[lang].estimate.messages.arrivalDay, { season: seasons[lang], days: weekdaysIn(lang, [5]) }),
      );
    }
  });

  it('names the arrival days and the nearest arrivals in each language', () => {
    const arrivals = ['2027-08-07', '2027-08-14'];
    expect(estimateWords('fr', availabilityWords.fr.estimate.messages).arrivalDay('Haute saison', [5], arrivals)).toBe(
      'Haute saison\u00a0: arrivée le samedi seulement. Les arrivées possibles les plus proches, avant et après cette date\u00a0: samedi 7 août ou samedi 14 août.',
    );
    expect(estimateWords('en', availabilityWords.en.estimate.messages).arrivalDay('High season', [5, 6], arrivals)).toBe(
      'High season: Saturday or Sunday arrivals only (changeover day). The nearest possible arrivals, before and after this date: Saturday 7 August or Saturday 14 August.',
    );
    expect(estimateWords('nl', availabilityWords.nl.estimate.messages).arrivalDay('Hoogseizoen', [5], arrivals)).toBe(
      'Hoogseizoen: aankomst alleen op zaterdag. De mogelijke aankomstdagen die het dichtst bij deze datum liggen, ervoor en erna: zaterdag 7 augustus of zaterdag 14 augustus.',
    );
    expect(estimateWords('de', availabilityWords.de.estimate.messages).arrivalDay('Hauptsaison', [5], arrivals)).toBe(
      'Hauptsaison: Anreise nur am Samstag. Mögliche Anreisetage kurz davor und danach: Samstag, 7. August oder Samstag, 14. August.',
    );
  });
});

describe('eurosIn', () => {
  it('writes euros as each language does, French as the site always has', () => {
    expect(eurosIn('fr', 1234.5)).toBe(formatEuros(1234.5));
    expect(eurosIn('en', 70)).toBe('€70');
    expect(eurosIn('nl', 1234.5)).toBe('€ 1.234,50');
    expect(eurosIn('de', 70)).toBe('70 €');
  });
});
