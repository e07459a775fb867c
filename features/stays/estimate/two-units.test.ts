/** @jest-environment node */
import { noOffers } from '@/features/stays/availability/offers';
import type { EstimateRules } from '@/features/stays/availability/estimate';
import type { StayRequestKit } from '@/features/stays/request/stay-request-words';
import { mailtoMaxLength } from '@/lib/mailto';
import type { Lang } from '@/lib/i18n/languages';
import { dayFromIso } from '@/lib/opening-status';
import { emptyStayValues, stayMailtoHref, stayTemplateParams, type StayValues } from '@/features/stays/request/stay-request';
import { stayRequestKit } from '@/features/stays/request/stay-request-kit';
import { stayQuery } from '@/features/stays/request/stay-query';
import {
  checkTwoUnits,
  firstSecondUnitError,
  loadSecondUnit,
  nearestSplit,
  articleInPhrase,
  pairOf,
  requestUnits,
  saveSecondUnit,
  secondUnitChoices,
  secondUnitReducer,
  splitParty,
  twoUnitAvailability,
  twoUnitSummarizer,
  unitsFree,
  type SecondUnit,
  type TypeNights,
} from '@/features/stays/estimate/two-units';

// Rules and nights of their own: the owner's data is not a fixture. Only the site's words come from content/.
const rules = (capacity: number, rate: number): EstimateRules => ({
  seasons: [{ id: 'basse', name: 'Saison calme', minimumNights: 1, rate, arrivalDays: [], minimumNightsByArrivalDay: {} }],
  periods: [],
  defaultSeason: 'basse',
  extras: [
    { id: 'menage', name: 'Ménage', euros: 40, unit: 'sejour', compulsory: true },
    { id: 'linge', name: 'Linge', euros: 8, unit: 'personne-nuit', compulsory: false },
  ],
  offers: noOffers,
  touristTax: null,
  capacity,
});

function kitIn(lang: Lang): StayRequestKit {
  const kit = stayRequestKit(lang);
  const title = {
    fr: ['Les chalets', 'La petite cabane', 'La grande cabane'],
    nl: ['De chalets', 'De kleine boomhut', 'De grote boomhut'],
  }[lang as 'fr' | 'nl'];
  return {
    ...kit,
    types: [
      { id: 'chalet', title: title[0] ?? '', rules: rules(6, 100), taxNote: 'taxe' },
      { id: 'petite-cabane', title: title[1] ?? '', rules: rules(2, 70), taxNote: 'taxe' },
      { id: 'grande-cabane', title: title[2] ?? '', rules: rules(3, 90), taxNote: 'taxe' },
    ],
    prices: { depositEuros: 300 },
  };
}
const french = kitIn('fr');
const dutch = kitIn('nl');
const context = { today: dayFromIso('2027-05-01'), calendarEnd: dayFromIso('2027-12-01') };

// Chalet 2 booked from 20 to 23 May; the large cabin from 10 to 13 May; the small one free.
const nights: TypeNights[] = [
  { id: 'chalet', bookedByUnit: [[], [{ arrival: '2027-05-20', departure: '2027-05-23' }]], synced: true },
  { id: 'petite-cabane', bookedByUnit: [[]], synced: true },
  { id: 'grande-cabane', bookedByUnit: [[{ arrival: '2027-05-10', departure: '2027-05-13' }]], synced: true },
];

const request = (values: Partial<StayValues> = {}): StayValues => ({
  ...emptyStayValues('nl', 'petite-cabane'),
  arrivee: '2027-05-20',
  depart: '2027-05-23',
  adultes: '4',
  enfants: '1',
  animaux: '0',
  nom: 'de Vries',
  prenom: 'Anouk',
  telephone: '+31 6 12345678',
  email: 'anouk@voorbeeld.nl',
  langue: 'nl',
  ...values,
});
const unit = (values: Partial<SecondUnit> = {}): SecondUnit => ({
  type: 'grande-cabane',
  adultes: '2',
  enfants: '1',
  animaux: '0',
  supplements: '',
  ...values,
});

describe('the second unit’s state', () => {
  it('offers any other type, and the first’s own only where it has another unit (the other chalet)', () => {
    expect(secondUnitChoices(nights, 'chalet')).toEqual(['chalet', 'petite-cabane', 'grande-cabane']);
    expect(secondUnitChoices(nights, 'petite-cabane')).toEqual(['chalet', 'grande-cabane']);
  });

  it('is added with half the party (an adult at least), changed field by field, kept among the choices, removed', () => {
    const added = secondUnitReducer(null, { kind: 'add', stay: { adultes: '5', enfants: '3' }, choices: ['chalet', 'grande-cabane'] });
    expect(added).toEqual({ type: 'chalet', adultes: '2', enfants: '1', animaux: '0', supplements: '' });
    expect(secondUnitReducer(null, { kind: 'add', stay: { adultes: '1', enfants: 'x' }, choices: ['chalet'] })).toMatchObject({
      adultes: '1',
      enfants: '0',
    });
    const ticked = secondUnitReducer(added, { kind: 'change', field: 'supplements', value: 'linge' });
    expect(ticked?.supplements).toBe('linge');
    // Another type has other extras: none ticked.
    expect(secondUnitReducer(ticked, { kind: 'change', field: 'type', value: 'grande-cabane' })).toMatchObject({
      type: 'grande-cabane',
      supplements: '',
    });
    expect(secondUnitReducer(ticked, { kind: 'choices', choices: ['petite-cabane', 'grande-cabane'] })).toMatchObject({
      type: 'petite-cabane',
      supplements: '',
    });
    expect(secondUnitReducer(ticked, { kind: 'choices', choices: ['chalet'] })).toBe(ticked);
    expect(secondUnitReducer(ticked, { kind: 'remove' })).toBeNull();
  });

  it('is kept for the visit beside the draft, and a broken one is none', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    } as unknown as Storage;
    saveSecondUnit(storage, 'k', unit());
    expect(loadSecondUnit(storage, 'k')).toEqual(unit());
    saveSecondUnit(storage, 'k', null);
    expect(loadSecondUnit(storage, 'k')).toBeNull();
    store.set('k', '{');
    expect(loadSecondUnit(storage, 'k')).toBeNull();
  });
});

describe('the party’s split', () => {
  it('leaves the first unit what the second does not take', () => {
    expect(splitParty({ adults: 4, children: 1, pets: 1 }, { adults: 2, children: 1, pets: 0 }).first).toEqual({
      adults: 2,
      children: 0,
      pets: 1,
    });
    const [first, second] = requestUnits(request({ animaux: '1' }), unit({ supplements: 'linge' }));
    expect([first.type, first.adultes, first.enfants, first.animaux]).toEqual(['petite-cabane', '2', '0', '1']);
    expect([second.type, second.adultes, second.enfants, second.animaux, second.supplements, second.arrivee]).toEqual([
      'grande-cabane',
      '2',
      '1',
      '0',
      'linge',
      '2027-05-20',
    ]);
  });

  it('finds the split nearest the visitor’s that fits both capacities, with an adult in each; none when none does', () => {
    // 4 adults and 1 child in a cabin for 2 and one for 3: the second cannot take 4.
    expect(nearestSplit({ adults: 4, children: 1, pets: 0 }, { adults: 3, children: 1, pets: 0 }, [2, 3])).toEqual({
      adults: 2,
      children: 1,
      pets: 0,
    });
    expect(nearestSplit({ adults: 5, children: 1, pets: 0 }, { adults: 2, children: 0, pets: 0 }, [2, 3])).toBeNull();
  });
});

describe('each unit’s calendar', () => {
  it('needs two free units for the type asked twice, and both units free for the request', () => {
    const [chalets] = nights;
    expect(unitsFree(chalets?.bookedByUnit ?? [], 2)(dayFromIso('2027-05-20'), dayFromIso('2027-05-23'))).toBe(false);
    expect(unitsFree(chalets?.bookedByUnit ?? [], 1)(dayFromIso('2027-05-20'), dayFromIso('2027-05-23'))).toBe(true);
    const both = twoUnitAvailability(nights, 'chalet', 'grande-cabane');
    expect(both.first.isRequestFree?.(dayFromIso('2027-05-11'), dayFromIso('2027-05-12'))).toBe(false);
    const unsynced = twoUnitAvailability([{ id: 'chalet', bookedByUnit: [[], []], synced: false }], 'chalet', 'chalet');
    expect(unsynced.second.isStayFree).toBeNull();
  });
});

describe('the checks of two units, in the page’s language, each naming its unit', () => {
  const check = (values: StayValues, second: SecondUnit, kit = dutch) =>
    checkTwoUnits(values, second, kit, twoUnitAvailability(nights, values.type, second.type), context);

  it('let two free units, each within its capacity, through', () => {
    expect(check(request(), unit())).toEqual({ stay: {}, second: {} });
  });

  it('refuse a share larger than the party, a unit left without an adult, and counts that are not whole numbers', () => {
    expect(check(request(), unit({ enfants: '2' })).second.enfants).toBe(
      'Kinderen in de tweede accommodatie: dat zijn er meer dan in je hele gezelschap (1).',
    );
    expect(check(request(), unit({ adultes: '4', enfants: '0' })).stay.adultes).toBe(
      'Volwassenen: zo blijft er geen volwassene over voor de eerste accommodatie (De kleine boomhut); in elke accommodatie moet minstens één volwassene verblijven.',
    );
    expect(check(request(), unit({ adultes: '0' })).second.adultes).toBe(
      'Volwassenen in de tweede accommodatie: vul minstens één volwassene in.',
    );
    expect(check(request(), unit({ adultes: '' })).second.adultes).toBe(
      'Volwassenen in de tweede accommodatie: vul een heel getal in, minstens 1.',
    );
    const errors = check(request(), unit({ animaux: 'een' })).second;
    expect(errors.animaux).toBe('Huisdieren in de tweede accommodatie: vul een heel getal in, 0 of meer.');
    expect(firstSecondUnitError(errors)).toBe('animaux');
  });

  it('refuse a unit over its capacity, naming it and the nearest split that fits', () => {
    expect(check(request(), unit({ adultes: '1', enfants: '0' })).stay.adultes).toBe(
      'Volwassenen en kinderen: de kleine boomhut is voor maximaal 2 personen. Zo past het wel: 2 volwassenen in de eerste, 2 volwassenen en 1 kind in de tweede.',
    );
    expect(check(request(), unit({ adultes: '3', enfants: '1' }), french).second.adultes).toBe(
      'Adultes et enfants\u00a0: la grande cabane accueille 3 personnes au plus. Répartition possible\u00a0: 2 adultes dans le premier, 2 adultes et 1 enfant dans le second.',
    );
    expect(check(request({ adultes: '6' }), unit({ adultes: '3', enfants: '0' }), french).stay.adultes).toBe(
      'Adultes et enfants\u00a0: à eux deux, ces hébergements accueillent 5 personnes au plus.',
    );
  });

  it('refuse too many pets as pets, not as people: one German message per field (issue 48)', () => {
    const german = stayRequestKit('de');
    const germanKit: StayRequestKit = { ...german, types: dutch.types, prices: dutch.prices };
    const refused = checkTwoUnits(
      request({ langue: 'de', animaux: '1' }),
      unit({ animaux: '3' }),
      germanKit,
      twoUnitAvailability(nights, 'petite-cabane', 'grande-cabane'),
      context,
    ).second;
    expect(refused.animaux).toBe('Haustiere in der zweiten Unterkunft: Das sind mehr Haustiere, als Sie insgesamt angegeben haben (1).');
    expect(refused.animaux).not.toMatch(/Personen/u);
    const children = checkTwoUnits(
      request({ langue: 'de' }),
      unit({ enfants: '2' }),
      germanKit,
      twoUnitAvailability(nights, 'petite-cabane', 'grande-cabane'),
      context,
    ).second;
    expect(children.enfants).toBe('Kinder in der zweiten Unterkunft: Das sind mehr Kinder, als Sie insgesamt angegeben haben (1).');
  });

  it('refuse the second unit’s taken dates on its own field, naming it and the nearest period both units are free', () => {
    const errors = check(request({ arrivee: '2027-05-11', depart: '2027-05-14' }), unit());
    expect(errors.stay).toEqual({});
    expect(errors.second.type).toBe(
      'Aankomst: de grote boomhut is op deze data al bezet. Vrije periode die het dichtst bij deze data ligt: van donderdag 13 mei 2027 tot zondag 16 mei 2027 (3 nachten).',
    );
  });

  it('refuse both chalets when one alone is free, saying so and naming the nearest period both are', () => {
    const errors = check(request({ type: 'chalet' }), unit({ type: 'chalet' }), french);
    expect(errors.stay).toEqual({});
    expect(errors.second.type).toBe(
      'Arrivée\u00a0: un seul chalet est libre à ces dates, pas les deux. Période la plus proche où les deux sont libres\u00a0: du lundi 17 mai 2027 au jeudi 20 mai 2027 (3 nuits).',
    );
  });

  it('leave the dates’ refusals to the request’s own fields', () => {
    const errors = check(request({ depart: '2027-05-19' }), unit());
    expect(errors.stay.depart).toBe('Vertrek: kies een datum na de aankomst.');
    expect(errors.second).toEqual({});
  });
});

describe('the request of two units, written out', () => {
  const values = request({ supplements: 'linge' });
  const second = unit();
  const both = twoUnitAvailability(nights, values.type, second.type);
  const summarize = twoUnitSummarizer(second, both);

  it('gives the owner both units in French through the template’s variables of one: each unit’s estimate, then the total of both', () => {
    const params = stayTemplateParams(values, french, 'nl', both.first, context, summarize, second);
    expect(Object.keys(params).sort()).toEqual(
      [
        'subject',
        'hebergement',
        'sejour',
        'personnes',
        'animaux',
        'supplements',
        'envoye',
        'verification',
        'estimation',
        'disponibilites',
        'langue',
        'nom',
        'prenom',
        'telephone',
        'email',
        'message',
      ].sort(),
    );
    // The facts of both units, for the owner's link that recomputes the estimate on the site (issue 50).
    expect(new URLSearchParams(params.verification)).toEqual(new URLSearchParams(stayQuery(values, second, '2027-05-01')));
    expect(params).toMatchObject({
      hebergement: 'La petite cabane + la grande cabane',
      sejour: 'du jeudi 20 mai 2027 au dimanche 23 mai 2027 (3 nuits)',
      personnes: '4 adultes et 1 enfant (2 adultes + 2 adultes et 1 enfant)',
      animaux: 'aucun',
      disponibilites: 'libres d’après le calendrier',
    });
    const lines = params.estimation?.split('\n') ?? [];
    expect(lines.slice(0, 9)).toEqual([
      'Premier hébergement\u00a0: la petite cabane (2 adultes)',
      'Saison calme\u00a0: 3 nuits × 70\u00a0€ = 210\u00a0€',
      'Ménage\u00a0: 40\u00a0€',
      'Linge\u00a0: 2 × 3 nuits × 8\u00a0€ = 48\u00a0€',
      'Total estimé\u00a0: 298\u00a0€',
      'Second hébergement\u00a0: la grande cabane (2 adultes et 1 enfant)',
      'Saison calme\u00a0: 3 nuits × 90\u00a0€ = 270\u00a0€',
      'Ménage\u00a0: 40\u00a0€',
      'Total estimé\u00a0: 310\u00a0€',
    ]);
    expect(lines[9]).toBe('Total estimé des deux hébergements\u00a0: 608\u00a0€');
  });

  it('names both units with the kit as the page fetches it, as JSON: the second’s article in lower case (the Dutch panel: a function there was lost, and the page broke)', () => {
    for (const [kit, expected] of [
      [french, 'La petite cabane + la grande cabane'],
      [dutch, 'De kleine boomhut + de grote boomhut'],
    ] as const) {
      const fetched = JSON.parse(JSON.stringify(kit)) as StayRequestKit;
      expect(summarize(values, fetched, both.first, context).typeTitle).toBe(expected);
    }
    // Nothing in any language's kit is lost on the way: no function among its words.
    for (const lang of ['fr', 'en', 'nl', 'de'] as const)
      expect(JSON.parse(JSON.stringify(stayRequestKit(lang)))).toEqual(stayRequestKit(lang));
  });

  it('names two chalets as such, with the total of both', () => {
    const chalets = request({ type: 'chalet', arrivee: '2027-06-01', depart: '2027-06-03' });
    const pair = twoUnitAvailability(nights, 'chalet', 'chalet');
    const params = stayTemplateParams(chalets, french, 'fr', pair.first, context, twoUnitSummarizer(unit({ type: 'chalet' }), pair));
    expect(params.hebergement).toBe('Les deux chalets');
    expect(params.estimation).toMatch(/Total estimé des deux hébergements\u00a0: [\d\u202f]+\u00a0€/);
  });

  it('gives the visitor’s prepared e-mail both units in their language, within what a mail client takes', () => {
    const href = stayMailtoHref({ ...values, message: 'x'.repeat(1000) }, dutch, 'contact@example.org', both.first, context, [], summarize);
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain(
      `Accommodatie: ${articleInPhrase(dutch.words.secondUnit, pairOf(dutch.words.secondUnit, 'De kleine boomhut', 'De grote boomhut'))}`,
    );
    expect(body).toContain('Personen: 4 volwassenen en 1 kind (2 volwassenen + 2 volwassenen en 1 kind)');
  });
});
