import { noOffers } from '@/features/stays/availability/offers';
import { availabilityWords } from '@/features/stays/availability-words';
import { estimateStay, estimateWords, type EstimateRules } from '@/features/stays/availability/estimate';
import { dayFromIso } from '@/lib/opening-status';
import { estimateSummary } from '@/features/stays/estimate/estimate-summary';
import { monthTitle, periodText } from '@/features/stays/estimate/stay-sentences';
import type { Lang } from '@/lib/i18n/languages';

const rules: EstimateRules = {
  seasons: [
    { id: 'basse', name: 'Laagseizoen', minimumNights: 1, rate: 70, arrivalDays: [], minimumNightsByArrivalDay: {} },
    { id: 'haute', name: 'Hoogseizoen', minimumNights: 3, rate: 85.5, arrivalDays: [], minimumNightsByArrivalDay: {} },
  ],
  periods: [{ season: 'haute', from: '2027-07-03', through: '2027-08-28' }],
  defaultSeason: 'basse',
  extras: [{ id: 'animaux', name: 'Huisdieren', euros: 10, unit: 'animal-nuit', compulsory: false }],
  offers: noOffers,
  touristTax: { kind: 'montant', eurosPerAdultNight: 0.8 },
  capacity: 3,
};
const context = { today: dayFromIso('2027-06-01'), calendarEnd: dayFromIso('2028-06-01'), isStayFree: () => true };
const prices = { depositEuros: 250 };

function summary(lang: 'fr' | 'nl', arrival: string, departure: string, adults = 2, pets = 0) {
  const words = availabilityWords[lang].estimate;
  const petsNamed = {
    ...rules,
    extras: [{ id: 'animaux', name: lang === 'fr' ? 'Animaux' : 'Huisdieren', euros: 10, unit: 'animal-nuit' as const, compulsory: false }],
  };
  const estimate = estimateStay(petsNamed, { arrival, departure, adults, children: 0, pets }, context, estimateWords(lang, words.messages));
  if (!estimate.ok) throw new Error(estimate.message);
  return estimateSummary(lang, words, estimate, true, prices, {
    taxNote: `(${lang}) taxe\u00a0: 0,80 par adulte et par nuit`,
    offers: noOffers,
  });
}

describe('the estimate in words', () => {
  it('writes every line, the total and the notes in Dutch, with euros the Dutch way', () => {
    const dutch = summary('nl', '2027-07-01', '2027-07-04', 1, 1);
    expect(dutch.title).toBe('Prijsindicatie · 3 nachten');
    // Dutch writes "€ 70", the space a no-break one.
    const euro = '€\u00a0';
    expect(dutch.lines).toEqual([
      { label: `Laagseizoen: 2 nachten × ${euro}70`, amount: `${euro}140`, computed: true },
      { label: `Hoogseizoen: 1 nacht × ${euro}85,50`, amount: `${euro}85,50`, computed: true },
      { label: `Huisdieren: 1 × 3 nachten × ${euro}10`, amount: `${euro}30`, computed: true },
      { label: `Toeristenbelasting: 1 volwassene × 3 nachten × ${euro}0,80`, amount: `${euro}2,40`, computed: true },
    ]);
    expect(dutch.total).toEqual({ label: 'Geschat totaal', amount: `${euro}257,90` });
    expect(dutch.notes).toEqual([
      '(nl) taxe\u00a0: 0,80 par adulte et par nuit',
      // A minimum of one night is no rule: no line says it is met.
      'Deze nachten zijn vrij volgens de kalender (we bevestigen ze in ons antwoord).',
      'Bij aankomst wordt een borg van €\u00a0250 gevraagd; die zit niet in het totaal.',
    ]);
  });

  it('keeps the French lines as the page always wrote them', () => {
    const french = summary('fr', '2027-07-10', '2027-07-12');
    expect(french.title).toBe('Estimation · 2 nuits');
    expect(french.lines.map((line) => line.label)).toEqual([
      'Hoogseizoen\u00a0: 2 nuits × 85,50\u00a0€',
      'Taxe de séjour\u00a0: 2 adultes × 2 nuits × 0,80\u00a0€',
    ]);
    expect(french.total.amount).toBe('174,20\u00a0€');
    expect(french.notes).toEqual([
      '(fr) taxe\u00a0: 0,80 par adulte et par nuit',
      'Séjour minimum de 3 nuits pour ces dates\u00a0: ajoutez des nuits ou appelez-nous.',
      'Ces nuits sont libres d’après le calendrier (nous vous les confirmons dans notre réponse).',
      'Caution de 250\u00a0€ demandée à l’arrivée, non comprise dans le total.',
    ]);
  });
});

describe('the taxe de séjour in the estimate', () => {
  const words = availabilityWords.en.estimate;
  const estimateWith = (touristTax: EstimateRules['touristTax']) => {
    const estimate = estimateStay(
      { ...rules, touristTax },
      { arrival: '2027-07-01', departure: '2027-07-04', adults: 2, children: 1, pets: 0 },
      context,
      estimateWords('en', words.messages),
    );
    if (!estimate.ok) throw new Error(estimate.message);
    return estimateSummary('en', words, estimate, true, prices, { taxNote: 'Plus tourist tax: the rule in words', offers: noOffers });
  };

  it('writes a line per amount a percentage gives, and the rule in words, with a percentage rate', () => {
    const summary = estimateWith({ kind: 'pourcentage', percent: 5, capEurosPerAdultNight: 2.3, vatPercent: 0 });
    // 2 adults and 1 child: €70 ÷ 3 × 5 % = €1.17, €85.50 ÷ 3 × 5 % = €1.43.
    expect(summary.lines.slice(-2)).toEqual([
      { label: 'Tourist tax: 2 adults × 2 nights × €1.17', amount: '€4.68', computed: true },
      { label: 'Tourist tax: 2 adults × 1 night × €1.43', amount: '€2.86', computed: true },
    ]);
    expect(summary.total.amount).toBe('€233.04');
    expect(summary.notes[0]).toBe('Plus tourist tax: the rule in words');
  });

  it('writes one line with a fixed rate, and says the tax is on top while it is not set', () => {
    expect(estimateWith({ kind: 'montant', eurosPerAdultNight: 0.8 }).lines.at(-1)).toEqual({
      label: 'Tourist tax: 2 adults × 3 nights × €0.80',
      amount: '€4.80',
      computed: true,
    });
    const unset = estimateWith(null);
    expect(unset.lines.map((line) => line.label)).not.toContainEqual(expect.stringContaining('Tourist tax'));
    expect(unset.notes[0]).toBe(words.taxUnknown);
  });
});

describe('the calendar in words', () => {
  const period = { arrival: '2027-11-01', departure: '2027-11-04', nights: 3, free: true };

  it('writes a period with its dates and nights in each language', () => {
    const periods = (lang: Lang) => availabilityWords[lang].periods;
    expect(periodText('fr', periods('fr'), period, '2028-11-01')).toBe('du lundi 1er novembre 2027 au jeudi 4 novembre 2027 (3 nuits)');
    expect(periodText('nl', periods('nl'), period, '2028-11-01')).toBe(
      'van maandag 1 november 2027 tot donderdag 4 november 2027 (3 nachten)',
    );
    expect(periodText('nl', periods('nl'), { ...period, departure: '2027-11-02', nights: 1 }, '2027-11-02')).toBe(
      'van maandag 1 november 2027 tot dinsdag 2 november 2027 (1 nacht, einde van de kalender)',
    );
    expect(periodText('de', periods('de'), period, '2028-11-01')).toBe(
      'von Montag, 1. November 2027, bis Donnerstag, 4. November 2027 (3 Nächte)',
    );
  });

  it('names a month as each language does', () => {
    expect(monthTitle('fr', '2027-02')).toBe('février 2027');
    expect(monthTitle('nl', '2027-02')).toBe('februari 2027');
    expect(monthTitle('de', '2027-03')).toBe('März 2027');
    expect(monthTitle('en', '2027-02')).toBe('February 2027');
  });
});

describe('extras and offers in the estimate’s words', () => {
  it('names each extra with how its amount is reached, and each offer with its percentage, in French and German', () => {
    const withAll = {
      ...rules,
      extras: [
        { id: 'menage', name: 'Ménage de fin de séjour', euros: 40, unit: 'sejour' as const, compulsory: true },
        { id: 'linge', name: 'Linge', euros: 8, unit: 'personne-nuit' as const, compulsory: false },
      ],
      offers: { ...noOffers, longStay: { percent: 10, fromNights: 7 } },
    };
    const lines = (lang: 'fr' | 'de') => {
      const words = availabilityWords[lang].estimate;
      const estimate = estimateStay(
        withAll,
        { arrival: '2027-06-05', departure: '2027-06-12', adults: 2, children: 0, pets: 0, extras: ['linge'] },
        context,
        estimateWords(lang, words.messages),
      );
      if (!estimate.ok) throw new Error(estimate.message);
      return estimateSummary(lang, words, estimate, true, prices, { taxNote: '', offers: withAll.offers }).lines.slice(1, 4);
    };
    expect(lines('fr').map(({ label, amount, computed }) => ({ label: label.replace(/[\u00a0\u202f]/g, ' '), amount, computed }))).toEqual([
      // An amount taken off with a true minus, as « −10 % » beside it (issue 48).
      { label: 'Offre long séjour, dès 7 nuits : −10 %', amount: '−49\u00a0€', computed: true },
      { label: 'Ménage de fin de séjour', amount: '40\u00a0€', computed: false },
      { label: 'Linge : 2 × 7 nuits × 8 €', amount: '112\u00a0€', computed: true },
    ]);
    expect(lines('de').map((line) => line.label.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'Rabatt ab 7 Nächten: −10 %',
      'Ménage de fin de séjour',
      'Linge: 2 × 7 Nächte × 8 €',
    ]);
  });
});
