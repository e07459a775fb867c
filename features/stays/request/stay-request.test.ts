import { pathOf } from '@/config/routes';
import { noOffers } from '@/features/stays/availability/offers';
/** @jest-environment node */
import { stayRequestWords, type StayRequestKit } from '@/features/stays/request/stay-request-words';
import { typeAvailability } from '@/features/stays/availability/calendar';
import type { EstimateRules } from '@/features/stays/availability/estimate';
import { plural } from '@/lib/i18n/format';
import { languages, type Lang } from '@/lib/i18n/languages';
import { mailtoMaxLength } from '@/lib/mailto';
import { dayFromIso } from '@/lib/opening-status';
import { readTemplate, renderTemplate, templateNames } from '@/scripts/tools/emailjs-template';
import {
  blankStayMailtoBody,
  checkStay,
  checkStayRequest,
  emptyStayValues,
  firstStayError,
  nearestFreeStay,
  partyWords,
  stayMailtoHref,
  stayTemplateParams,
  trimStayValues,
  type StayAvailability,
  type StayValues,
} from '@/features/stays/request/stay-request';
import { stayRequestKit } from '@/features/stays/request/stay-request-kit';
import { readStayQuery } from '@/features/stays/request/stay-query';
import { dinnerTemplateParams } from '@/features/stays/estimate/stay-dinner';

// Rules, prices and nights of their own: the owner's data is not a fixture. Only the site's words come from content/.
const cabinRules = (names: Record<string, string>): EstimateRules => ({
  seasons: [
    { id: 'basse', name: names.basse ?? 'basse', minimumNights: 1, rate: 70, arrivalDays: [], minimumNightsByArrivalDay: {} },
    { id: 'haute', name: names.haute ?? 'haute', minimumNights: 3, rate: 90, arrivalDays: [], minimumNightsByArrivalDay: {} },
  ],
  periods: [{ season: 'haute', from: '2027-07-03', through: '2027-08-28' }],
  defaultSeason: 'basse',
  extras: [
    { id: 'animaux', name: 'Animaux', euros: 10, unit: 'animal-nuit', compulsory: false },
    { id: 'draps', name: 'Draps', euros: 8, unit: 'personne-nuit', compulsory: false },
  ],
  offers: noOffers,
  touristTax: null,
  capacity: 2,
});

const seasonNames: Record<Lang, Record<string, string>> = {
  fr: { basse: 'Saison calme', haute: 'Plein été' },
  en: { basse: 'Quiet season', haute: 'High summer' },
  nl: { basse: 'Rustig seizoen', haute: 'Hoogzomer' },
  de: { basse: 'Ruhige Saison', haute: 'Hochsommer' },
};

function kitIn(lang: Lang): StayRequestKit {
  const words = stayRequestKit(lang);
  return {
    ...words,
    types: [
      { id: 'petite-cabane', title: `cabane (${lang})`, rules: cabinRules(seasonNames[lang]), taxNote: `taxe (${lang})` },
      {
        id: 'chalet',
        title: `chalet (${lang})`,
        rules: {
          ...cabinRules(seasonNames[lang]),
          capacity: 6,
          seasons: cabinRules(seasonNames[lang]).seasons.map((season) => ({ ...season, rate: 120 })),
        },
        taxNote: `taxe (${lang})`,
      },
    ],
    prices: { depositEuros: 300 },
    replyDelay: plural(lang, 24, stayRequestWords[lang].delay),
  };
}

const dutch = kitIn('nl');
const french = kitIn('fr');
const today = dayFromIso('2027-05-01');
const context = { today, calendarEnd: dayFromIso('2027-12-01') };
// One cabin, booked from 10 to 13 May (nights 10, 11, 12).
const cabin: StayAvailability = { isStayFree: typeAvailability([[{ arrival: '2027-05-10', departure: '2027-05-13' }]]).isStayFree };
const unsynced: StayAvailability = { isStayFree: null };

const request = (values: Partial<StayValues> = {}): StayValues => ({
  ...emptyStayValues('nl', 'petite-cabane'),
  arrivee: '2027-05-20',
  depart: '2027-05-23',
  adultes: '2',
  enfants: '0',
  animaux: '1',
  nom: 'de Vries',
  prenom: 'Anouk',
  telephone: '+31 6 12345678',
  email: 'anouk@voorbeeld.nl',
  message: 'We komen met de fiets.',
  ...values,
});

describe('the stay request’s checks, in the page’s language, each naming its field', () => {
  it('lets a free stay within the rules through', () => {
    expect(checkStayRequest(request(), dutch, cabin, context)).toEqual({});
  });

  it('refuses a past arrival and a departure not after the arrival', () => {
    const errors = checkStayRequest(request({ arrivee: '2027-04-30', depart: '2027-04-30' }), dutch, cabin, context);
    expect(errors.arrivee).toBe('Aankomst: deze datum is al voorbij, kies een datum in de toekomst.');
    expect(errors.depart).toBe('Vertrek: kies een datum na de aankomst.');
    expect(firstStayError(errors)).toBe('arrivee');
  });

  it('names the field of a missing or malformed date', () => {
    const errors = checkStayRequest(request({ arrivee: '', depart: '2027-02-30' }), dutch, cabin, context);
    expect(errors.arrivee).toBe('Aankomst: kies een datum.');
    expect(errors.depart).toBe('Vertrek: de datum klopt niet, kies hem met de datumkiezer.');
  });

  it('refuses fewer nights than the arrival night’s season asks, naming the season and the first departure that will do', () => {
    const errors = checkStayRequest(request({ arrivee: '2027-07-10', depart: '2027-07-12' }), french, cabin, context);
    expect(errors.depart).toBe(
      'Départ\u00a0: le séjour minimum pour ces dates (Plein été) est de 3 nuits\u00a0; choisissez un départ le mardi 13 juillet 2027 ou plus tard.',
    );
  });

  it('refuses an arrival on a day its season does not take, in the visitor’s language, with the nearest arrivals', () => {
    const saturdays: StayRequestKit = {
      ...dutch,
      types: dutch.types.map((type) => ({
        ...type,
        rules: {
          ...type.rules,
          seasons: type.rules.seasons.map((season) => (season.id === 'haute' ? { ...season, arrivalDays: [5] } : season)),
        },
      })),
    };
    // Tuesday 10 August 2027, in high summer: Saturdays only.
    const errors = checkStay(request({ arrivee: '2027-08-10', depart: '2027-08-17' }), saturdays, unsynced, context);
    expect(errors.arrivee).toBe(
      'Hoogzomer: aankomst alleen op zaterdag. De mogelijke aankomstdagen die het dichtst bij deze datum liggen, ervoor en erna: zaterdag 7 augustus of zaterdag 14 augustus.',
    );
    expect(checkStay(request({ arrivee: '2027-08-07', depart: '2027-08-14' }), saturdays, unsynced, context)).toEqual({});
  });

  it('refuses more people than the unit type sleeps, and counts that are not whole numbers', () => {
    expect(checkStayRequest(request({ adultes: '2', enfants: '1' }), dutch, cabin, context).adultes).toBe(
      'Volwassenen en kinderen: de kleine boomhut is voor maximaal 2 personen.',
    );
    const errors = checkStayRequest(request({ adultes: '0', animaux: 'twee' }), dutch, cabin, context);
    expect(errors.adultes).toBe('Volwassenen: vul minstens één volwassene in.');
    expect(errors.animaux).toBe('Huisdieren: vul een heel getal in, 0 of meer.');
  });

  it.each(languages)('names the adults’ own minimum, 1, where the children and pets start at 0 (%s)', (lang) => {
    const kit = kitIn(lang);
    const errors = checkStayRequest(request({ adultes: '', enfants: 'x' }), kit, cabin, context);
    expect(errors.adultes).toBe(kit.words.messages.badAdults.replace('{field}', kit.estimate.adults));
    expect(errors.enfants).toBe(kit.words.messages.badCount.replace('{field}', kit.estimate.children));
    expect(kit.words.messages.badAdults).toMatch(/\b1\b/u);
    expect(kit.words.messages.badAdults).not.toMatch(/\b0\b/u);
  });

  it('tells a Dutch visitor who emptied the adults that at least 1 is needed', () => {
    expect(checkStayRequest(request({ adultes: '' }), dutch, cabin, context).adultes).toBe(
      'Volwassenen: vul een heel getal in, minstens 1.',
    );
  });

  it('refuses dates taken on every unit of the type, naming the nearest free stay of the same length', () => {
    const errors = checkStayRequest(request({ arrivee: '2027-05-11', depart: '2027-05-14' }), dutch, cabin, context);
    expect(errors.arrivee).toBe(
      'Aankomst: de kleine boomhut is op deze data al bezet. Vrije periode die het dichtst bij deze data ligt: van donderdag 13 mei 2027 tot zondag 16 mei 2027 (3 nachten).',
    );
  });

  it('names the unit type inside the sentence, in every language, never “this accommodation (The small treehouse)”', () => {
    for (const lang of languages) {
      const { messages } = stayRequestWords[lang];
      for (const group of [messages.overCapacity, messages.taken, messages.noneFree]) {
        for (const [type, message] of Object.entries(group)) {
          // No name in brackets and no template of a name: the type is written in each sentence, as the language says it.
          expect(message).not.toMatch(/\(|\{type\}/);
          expect(message.toLocaleLowerCase(lang)).toMatch(type === 'chalet' ? /chalet/ : /cabane|treehouse|boomhut|baumhaus/);
        }
      }
    }
  });

  it('lets dates through where the calendar is not synced, to be checked', () => {
    expect(checkStayRequest(request({ arrivee: '2027-05-11', depart: '2027-05-14' }), dutch, unsynced, context)).toEqual({});
  });

  it('asks for the contact details with the table request’s messages', () => {
    const errors = checkStayRequest(request({ nom: ' ', telephone: 'bel me', email: 'anouk@' }), dutch, cabin, context);
    expect(errors).toEqual({
      nom: 'Vul je achternaam in.',
      telephone: 'Vul een geldig telefoonnummer in.',
      email: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
    });
  });
});

describe('the nearest free stay', () => {
  const free = typeAvailability([[{ arrival: '2027-05-10', departure: '2027-05-13' }]]).isStayFree;
  const day = dayFromIso;

  it('takes a day earlier before a day later at the same distance, within today and the calendar', () => {
    expect(nearestFreeStay(free, day('2027-05-10'), 2, day('2027-05-01'), day('2027-06-01'))).toEqual({
      arrival: '2027-05-08',
      departure: '2027-05-10',
    });
    expect(nearestFreeStay(free, day('2027-05-10'), 2, day('2027-05-10'), day('2027-06-01'))).toEqual({
      arrival: '2027-05-13',
      departure: '2027-05-15',
    });
  });

  it('is null when no stay of that length is free', () => {
    expect(nearestFreeStay(free, day('2027-05-10'), 2, day('2027-05-09'), day('2027-05-14'))).toBeNull();
  });
});

describe('the request as sent', () => {
  it('gives the owner French: the unit type, the dates in words and nights, the party, each estimate line and the total with what it leaves out, the reply language', () => {
    const params = stayTemplateParams(request(), french, 'nl', cabin, context);
    expect(params).toMatchObject({
      subject: 'Demande de séjour – Anouk de Vries (néerlandais)',
      hebergement: 'cabane (fr)',
      sejour: 'du jeudi 20 mai 2027 au dimanche 23 mai 2027 (3 nuits)',
      personnes: '2 adultes',
      animaux: '1 animal',
      disponibilites: 'libres d’après le calendrier',
      langue: 'néerlandais',
      nom: 'de Vries',
      prenom: 'Anouk',
      telephone: '+31 6 12345678',
      email: 'anouk@voorbeeld.nl',
      message: 'We komen met de fiets.',
    });
    expect(params.estimation?.split('\n')).toEqual([
      'Saison calme\u00a0: 3 nuits × 70\u00a0€ = 210\u00a0€',
      'Animaux\u00a0: 1 × 3 nuits × 10\u00a0€ = 30\u00a0€',
      'Total estimé\u00a0: 240\u00a0€',
      'Taxe de séjour en sus (montant fixé par la commune, communiqué par téléphone).',
      'Caution de 300\u00a0€ demandée à l’arrivée, non comprise dans le total.',
    ]);
  });

  it('lists in the owner’s French each extra the family ticked, with its line total, and the compulsory ones', () => {
    const withExtras: StayRequestKit = {
      ...french,
      types: french.types.map((type) => ({
        ...type,
        rules: {
          ...type.rules,
          extras: [
            { id: 'menage', name: 'Ménage de fin de séjour', euros: 40, unit: 'sejour', compulsory: true },
            { id: 'linge', name: 'Linge de lit', euros: 8, unit: 'personne-nuit', compulsory: false },
            ...type.rules.extras,
          ],
        },
      })),
    };
    const params = stayTemplateParams(request({ supplements: 'linge' }), withExtras, 'nl', cabin, context);
    expect(params.estimation?.split('\n').slice(0, 5)).toEqual([
      'Saison calme\u00a0: 3 nuits × 70\u00a0€ = 210\u00a0€',
      'Ménage de fin de séjour\u00a0: 40\u00a0€',
      'Linge de lit\u00a0: 2 × 3 nuits × 8\u00a0€ = 48\u00a0€',
      'Animaux\u00a0: 1 × 3 nuits × 10\u00a0€ = 30\u00a0€',
      'Total estimé\u00a0: 328\u00a0€',
    ]);
  });

  it('names the reply language the visitor chose, whatever the page, and sends nothing meant for the visitor’s address (issue 50)', () => {
    const params = stayTemplateParams(request({ langue: 'de' }), french, 'de', cabin, context);
    expect(params.langue).toBe('allemand');
    expect(params.subject).toBe('Demande de séjour – Anouk de Vries (allemand)');
    expect(Object.keys(params).filter((key) => key.startsWith('accuse'))).toEqual([]);
  });

  it('says the dates are to be checked where the calendar is not synced', () => {
    const params = stayTemplateParams(request({ type: 'chalet', adultes: '4', enfants: '2' }), french, 'nl', unsynced, context);
    expect(params.personnes).toBe('4 adultes et 2 enfants');
    expect(params.estimation).toContain('× 120\u00a0€');
    expect(params.disponibilites).toBe('à vérifier\u00a0: le calendrier de cet hébergement n’est pas encore relié aux plateformes');
  });

  it('prepares an e-mail in the visitor’s language with the whole request, within what a mail client takes', () => {
    const href = stayMailtoHref(request(), dutch, 'contact@exemple.fr', cabin, context);
    const mail = new URL(href);
    expect(mail.searchParams.get('subject')).toBe('Boekingsaanvraag – Anouk de Vries');
    const body = mail.searchParams.get('body') ?? '';
    for (const line of [
      'Ik wil graag een verblijf aanvragen voor deze data:',
      'Accommodatie: cabane (nl)',
      'Personen: 2 volwassenen',
      'Huisdieren: 1 huisdier',
      'Geschat totaal: €\u00a0240',
      'Telefoon: +31 6 12345678',
      'Bericht: We komen met de fiets.',
    ]) {
      expect(body).toContain(line);
    }
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
  });

  it('shortens a long message to fit, saying so, and keeps every other line', () => {
    const message = `${'Een heel lang bericht met accenten é en emoji 🎉. '.repeat(60)}EINDE`;
    const href = stayMailtoHref(request({ message }), dutch, 'contact@exemple.fr', cabin, context);
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(body).toContain('[Bericht ingekort zodat het in de e-mail past: vul zo nodig de rest aan.]');
    expect(body).not.toContain('EINDE');
    expect(body).toContain('Rustig seizoen: 3 nachten');
    expect(body).toContain('E-mail: anouk@voorbeeld.nl');
  });

  it('offers, without JavaScript, an e-mail with the request’s lines to fill in', () => {
    const body = blankStayMailtoBody(stayRequestKit('de'));
    expect(body.split('\n')).toEqual(
      expect.arrayContaining([
        'Guten Tag,',
        'ich möchte gern diesen Zeitraum anfragen:',
        'Unterkunft: ',
        'Anreise: ',
        'Haustiere: ',
        'Telefon: ',
        'Antwortsprache: ',
      ]),
    );
  });
});

describe('the party in words', () => {
  it('gives the children’s ages where the family gave at least one, in the kit’s language', () => {
    expect(partyWords(french, 2, 2, '4,')).toBe('2 adultes et 2 enfants (4 ans, non précisé)');
    expect(partyWords(dutch, 2, 1, '7')).toBe('2 volwassenen en 1 kind (7 jaar)');
    expect(partyWords(french, 2, 2, ',')).toBe('2 adultes et 2 enfants');
    expect(partyWords(french, 1, 0, '5')).toBe('1 adulte');
  });
});

describe('the ready-made EmailJS templates in the owner’s guide', () => {
  const owner = readTemplate('emailjs-demande-sejour.html');
  const visitor = request({ nom: 'de Vries', prenom: 'Anouk', message: 'We komen met de fiets. <b>Tot dan</b>' });

  it('give the owner every variable the request sends', () => {
    // A request with dinner on arrival: its table too ({{#diner}}…{{/diner}}, absent without one).
    const table = { wanted: true, evening: visitor.arrivee, time: '19:30', people: '4', followsParty: false };
    const sent = languages.flatMap((lang) =>
      Object.keys({ ...stayTemplateParams(visitor, french, lang, cabin, context), ...dinnerTemplateParams(table, french.dinner) }),
    );
    expect(new Set(sent)).toEqual(new Set(templateNames(owner.content).written));
  });

  it('keep in the owner’s e-mail, in French, everything the visitor wrote and the estimate', () => {
    const params = stayTemplateParams(visitor, french, 'nl', cabin, context);
    const text = renderTemplate(owner.content, params);
    for (const [name, value] of Object.entries(params)) {
      // As EmailJS writes it: escaped, so the typed <b> shows as text.
      expect({ name, kept: text.includes(renderTemplate('{{value}}', { value })) }).toEqual({ name, kept: true });
    }
    expect(text).toContain('We komen met de fiets. &lt;b&gt;Tot dan&lt;&#x2F;b&gt;');
    expect(renderTemplate(owner.fields.Subject, params)).toBe('Formulaire du site · Demande de séjour – Anouk de Vries (néerlandais)');
    expect(renderTemplate(owner.fields['Reply To'], params)).toBe('anouk@voorbeeld.nl');
  });

  it('give the owner the request’s facts, the estimate marked as the visitor’s browser’s to check, and a link that recomputes it on the site (issue 50)', () => {
    const params = stayTemplateParams({ ...visitor, supplements: 'draps', enfants: '0', animaux: '1' }, french, 'nl', cabin, context);
    expect(params).toMatchObject({ supplements: 'Draps', envoye: 'samedi 1er mai 2027' });
    const text = renderTemplate(owner.content, params);
    expect(text).toContain('Estimation affichée au visiteur, calculée par le navigateur du visiteur\u00a0: à vérifier');
    // The link as a mail client reads it: the site's stays page, the request's facts in its address.
    const decode = (html: string) =>
      html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16))).replaceAll('&amp;', '&');
    const href = /href="([^"]*\/hebergements\/\?[^"]*)"/.exec(text)?.[1] ?? '';
    const link = new URL(decode(href));
    expect(link.pathname).toBe(pathOf('stays', 'fr'));
    expect(link.hash).toBe('#demande-de-sejour');
    expect(readStayQuery(link.search, { types: ['petite-cabane', 'chalet'], extras: ['draps'] })).toEqual({
      stay: {
        type: 'petite-cabane',
        arrivee: '2027-05-20',
        depart: '2027-05-23',
        adultes: '2',
        enfants: '0',
        animaux: '1',
        supplements: 'draps',
      },
      second: null,
      sentOn: '2027-05-01',
    });
  });

  it('only use double braces in the owner’s e-mail, which EmailJS escapes, so typed markup stays text', () => {
    expect(owner.content).not.toMatch(/\{\{\{/);
  });
});

describe('what a visitor’s text can bring into the owner’s e-mail (security review, issue 50)', () => {
  it('sends names and message without invisible controls, so that a name cannot turn the subject’s reading direction', () => {
    const values = trimStayValues(
      request({ nom: 'de Vries\u202E', prenom: 'An\u0000ouk\r\nBcc: x@y.z', message: 'Tot\u2066 ziens\nAnouk' }),
    );
    const params = stayTemplateParams(values, french, 'nl', cabin, context);
    expect(params.subject).toBe('Demande de séjour – Anouk Bcc: x@y.z de Vries (néerlandais)');
    expect(params.message).toBe('Tot ziens\nAnouk');
  });

  it('refuses more pets than the form’s field takes, naming the field in the page’s language (999 reached the owner)', () => {
    expect(checkStayRequest(request({ animaux: '999' }), dutch, cabin, context).animaux).toBe(
      'Huisdieren: maximaal 9. Neem je er meer mee? Bel ons dan even.',
    );
    expect(checkStayRequest(request({ animaux: '9' }), dutch, cabin, context).animaux).toBeUndefined();
  });

  it('refuses an address that would end early in the owner’s Reply-To or the visitor’s mailto: copy', () => {
    expect(checkStayRequest(request({ email: 'anouk@voorbeeld.nl?cc=iemand@voorbeeld.nl' }), dutch, cabin, context).email).toBe(
      dutch.form.messages.emailInvalid,
    );
    expect(checkStayRequest(request({ email: '<anouk@voorbeeld.nl>' }), dutch, cabin, context).email).toBe(
      dutch.form.messages.emailInvalid,
    );
  });
});
