/** @jest-environment node */
// The site's own words against the glossary, in each language: every dictionary of content/ and
// lib/i18n, the words the format functions make from fixture hours, days and prices, and the text of
// both PDFs built from fixture content. The owner's texts are theirs (check:content warns them:
// scripts/checks/content-wording.ts; e2e/wording.spec.ts reads the built pages with the seed's texts).
import { phoneLanguagesText } from './contact';
import { eventPrice, eventWhen } from '@/features/events/event-words';
import { clocks, concepts, glossary, quotationMarks, wordingProblems } from './glossary';
import { termsIn } from '@/features/terms/terms';
import { voucherTermsIn } from '@/features/voucher/voucher';
import { legalWords } from '@/features/legal/legal-words';
import { cardPrice } from '@/features/leisure/leisure';
import { leisureWords } from '@/features/leisure/leisure-words';
import { allergens, allergensOfChosenDishes, type RestaurantMenu } from '@/features/restaurant/menu';
import { menuWords } from '@/features/restaurant/menu-words';
import { hoursWords, timeSlotLabel } from '@/features/restaurant/restaurant-words';
import { statusWords } from '@/features/opening-hours/opening-status-words';
import { priceListWords } from '@/features/stays/pricing/price-list';
import { offerNotesIn } from '@/features/stays/pricing/stay-price';
import { accommodationsWords } from '@/features/stays/units/accommodations-words';
import { accommodationsMetaIn } from '@/features/stays/units/accommodations-content';
import { voucherWithdrawalIn } from '@/features/voucher/voucher';
import { availabilityWords } from '@/features/stays/availability-words';
import { hoursIn, perNightIn, windowIn } from '@/lib/prices';
import { estimateWords, eurosIn } from '@/features/stays/availability/estimate';
import { hoursTextWords } from '@/content/fact-texts';
import { restaurantHoursText, weeklyDaysText } from '@/lib/hours-sentences';
import { periodIn } from '@/features/stays/pricing/season-dates';
import { paymentMethodsIn } from '@/features/stays/pricing/booking-terms';
import { unitConnectionsIn } from '@/features/arrival/arrival-content';
import { unitFactsWords } from '@/features/stays/units/unit-facts-words';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import { articleInPhrase, pairOf } from '@/features/stays/estimate/two-units';
import { stayFlowWords } from '@/features/stays/request/stay-flow-words';
import { staySubject } from '@/features/stays/request/stay-request';
import { buildSubject } from '@/features/restaurant/reservation';
import { voucherSubject } from '@/features/voucher/voucher-request';
import { voucherWords } from '@/features/voucher/voucher-words';
import { faqWords } from '@/features/faq/faq-words';
import { confirmationEmailIn, confirmationUnitsIn } from '@/features/stays/emails/confirmation-email';
import { phoneDisplayIn } from './contact';
import { routeNames } from './site';
import { fill, formatClock, formatClockRange, formatDay, formatEuros, formatMonthDays, formatTime } from '@/lib/i18n/format';
import { languages, type Lang } from '@/lib/i18n/languages';
import { isNotTranslated } from '@/lib/i18n/not-translated';
import { buildMenuPdf } from '@/features/restaurant/menu-pdf';
import { statusText } from '@/lib/opening-status';
import { buildPriceList, type PriceListStay } from '@/features/stays/pricing/price-list-pdf';
import { readPdfText } from '@/scripts/tools/read-pdf-text';
import { dictionaryTexts as wordsIn, wordsModuleFiles, wordsModules } from '@/scripts/checks/words-modules';

const modules = wordsModules();

/** Each exported dictionary's texts in `lang`, named by the module and export they come from. Addresses and file names are not words. */
const dictionaryTexts = (lang: Lang) => wordsIn(lang, { skipKeys: ['href', 'file'] }, modules);

const lunch = { opens: '12:00', closes: '13:30' };
const dinner = { opens: '19:00', closes: '21:30' };

/** What the format functions write from fixture facts: hours, ranges, days, prices, an event, a status. */
function formattedWords(lang: Lang): string[] {
  const evening = { startDay: '2026-12-04', startTime: '19:00', endDay: '2026-12-04', endTime: '22:30' };
  const weekend = { startDay: '2026-12-12', startTime: '09:00', endDay: '2026-12-13', endTime: '18:00' };
  const words = leisureWords[lang];
  return [
    formatTime(lang, '06:00'),
    formatTime(lang, '19:30'),
    formatClock(lang, '09:05'),
    formatClockRange(lang, '06:00', '20:00'),
    hoursIn(lang, '09:00', '11:00'),
    perNightIn(lang, 70),
    formatEuros(lang, 250),
    // Issue 48: an amount taken off, a window to leave in, the e-mails' subjects, the voucher's bounds, the venue's number.
    formatEuros(lang, -52.5),
    eurosIn(lang, -52.5),
    eurosIn(lang, 1234.5),
    `please leave your accommodation ${windowIn(lang, '09:00', '11:00')}.`,
    `verlaat je de accommodatie ${windowIn(lang, '09:00', '11:00')}.`,
    // The French reader of round D: the FAQ's window to leave in, the stays page's description, the withdrawal form's addressee.
    `nous vous demandons de libérer l’hébergement ${windowIn(lang, '09:00', '11:00')}.`,
    accommodationsMetaIn(lang).description,
    voucherWithdrawalIn(lang)?.form.to,
    staySubject('Demande de séjour', { prenom: 'Marie', nom: 'Dupont' }),
    buildSubject({ prenom: 'Marie', nom: 'Dupont' }, 'Réservation Restaurant', 'allemand'),
    voucherSubject('Demande de bon cadeau', 'Marie Dupont'),
    voucherWords[lang].messages.montantInvalid,
    // The date picker's refusal of a booked night, with a day and a unit as the page fills them.
    fill(stayFlowWords[lang].picker.refusedBooked, {
      date: formatDay(lang, 20_798),
      unit: availabilityWords[lang].typeTitle['petite-cabane'],
      unitInPhrase: articleInPhrase(stayRequestWords[lang].secondUnit, availabilityWords[lang].typeTitle['petite-cabane']),
    }),
    phoneDisplayIn(lang),
    ...offerNotesIn(lang).map((item) => `${item.label}${lang === 'fr' ? '\u00a0:' : ':'} ${item.value}`),
    formatDay(lang, 20_799, true),
    eventWhen(lang, evening),
    eventWhen(lang, weekend, true),
    eventPrice(lang, { kind: 'prix', euros: 18 }),
    eventPrice(lang, { kind: 'a-partir-de', euros: 12.5 }),
    eventPrice(lang, { kind: 'gratuit' }),
    words.opening('10:00', '12:00'),
    formatMonthDays(lang, '03-22', '04-30'),
    formatMonthDays(lang, '10-01', '10-31'),
    cardPrice(lang, 55),
    hoursWords[lang].period('12:00', '13:30'),
    timeSlotLabel(lang, '19:15'),
    phoneLanguagesText(lang, languages),
    // The restaurant's week and a period, the glassworks' days, a refused arrival day, a season's dates, the
    // means of payment, the arrival guide's Wi-Fi lines, a unit's wheelchair access (issue 48's English review).
    restaurantHoursText(lang, hoursTextWords[lang], {
      week: [[], [], ...Array.from({ length: 4 }, () => [lunch, dinner]), [lunch]],
      periods: [{ from: '07-01', through: '08-31', weekdays: [1], openings: [dinner] }],
      eveningStartsAt: '18:00',
    }),
    weeklyDaysText(lang, hoursTextWords[lang], [true, true, true, true, true, true, false], true),
    estimateWords(lang, availabilityWords[lang].estimate.messages).arrivalDay('—', [5], []),
    periodIn(lang, { from: '2027-08-30', through: '2027-09-30' }),
    paymentMethodsIn(lang, ['virement', 'carte', 'especes']),
    ...unitConnectionsIn(lang).map((item) => item.value),
    unitFactsWords[lang].wheelchairNote(availabilityWords[lang].typeTitle.chalet, 'Entry by a removable ramp.'),
    // Two units' names side by side, the second's article in lower case (« De kleine boomhut + de grote boomhut »).
    pairOf(
      stayRequestWords[lang].secondUnit,
      availabilityWords[lang].typeTitle['petite-cabane'],
      availabilityWords[lang].typeTitle['grande-cabane'],
    ),
    statusText({ kind: 'open', closes: '13:30' }, statusWords[lang], lang),
    statusText({ kind: 'closed', closedAllDay: true, next: { day: 20_800, daysAhead: 3, opens: '09:00' } }, statusWords[lang], lang),
    statusText({ kind: 'closed', closedAllDay: false, next: { day: 20_820, daysAhead: 23, opens: '06:00' } }, statusWords[lang], lang),
    fill(availabilityWords[lang].estimate.deposit, { amount: formatEuros(lang, 250) }),
    ...availabilityWords[lang].legend(formatTime(lang, '16:00'), formatTime(lang, '11:00'), availabilityWords[lang].chaletUnitWord),
    // The sentences beside the reviews, for every choice the owner may make (the round-D Dutch reader's « spoor »).
    ...(['verifies', 'non-verifies'] as const).flatMap((checked) =>
      (['tous', 'choisis'] as const).flatMap((selection) => {
        const policy = { checked, selection, publishWithinDays: 30, keepMonths: 36, meals: true };
        return [...faqWords[lang].nearReviews(policy), ...faqWords[lang].policy(policy)];
      }),
    ),
    ...termsIn(lang).sections.flatMap((section) => [section.title, ...section.paragraphs]),
    ...voucherTermsIn(lang),
    ...legalWords[lang].dataParagraphs({
      companyName: 'Les Chalets du lac',
      email: 'contact@example.org',
      retention: '3 ans',
      voucherRetention: '1 an',
      country: 'États-Unis',
      basis: 'clauses contractuelles types',
      mailbox: 'Orange (France)',
      reviewMonths: 36,
    }),
  ].filter((text) => text !== undefined);
}

/** A stay of the fixture venue: one season's rate, what it includes, the tax on top, a registration number. */
const fixtureStay = (lang: Lang, rate: number): PriceListStay => ({
  rates: [{ label: 'Saison', value: perNightIn(lang, rate) }],
  priceIncludes: { label: 'Compris', value: 'linge de lit' },
  notes: [],
  touristTax: 'Taxe de séjour en sus',
  facts: [],
  registration: [{ label: 'Enregistrement', value: '12345678901234' }],
});

/** The price list of a fixture venue: one season's rate, one cabin, every condition, in `lang`. */
async function priceListText(lang: Lang): Promise<string> {
  const words = accommodationsWords[lang];
  const bytes = await buildPriceList(lang, {
    venueName: 'Les Chalets du lac',
    phoneDisplay: '03\u00a084\u00a000\u00a000\u00a000',
    email: 'contact@example.org',
    chalets: { ...fixtureStay(lang, 80), equipment: ['Équipement'] },
    cabins: [{ ...fixtureStay(lang, 70), name: 'Cabane', price: perNightIn(lang, 70), equipements: ['Lit', 'Lavabo'] }],
    conditions: [
      { label: words.arrival, value: hoursIn(lang, '16:00', '18:00') },
      { label: words.departure, value: hoursIn(lang, '09:00', '11:00') },
      { label: words.pets, value: words.petsAccepted(perNightIn(lang, 10)) },
      { label: words.deposit, value: formatEuros(lang, 250) },
      { label: words.smoking, value: words.nonSmoking },
    ],
    bookingTerms: {
      title: 'Conditions',
      items: [{ label: 'Acompte', value: '30 %' }],
      noWithdrawal: 'Pas de rétractation.',
      url: 'https://example.org/#booking-terms',
    },
  });
  return readPdfText(bytes).text;
}

/** The carte of a fixture restaurant, a dish of each kind, in `lang`. */
async function menuPdfText(lang: Lang): Promise<string> {
  const fixture: RestaurantMenu = {
    title: menuWords[lang].sectionTitle,
    season: 'Saison',
    validFrom: '2026-11-01',
    sections: [
      {
        id: 'plats',
        title: 'Plats',
        dishes: [
          { name: 'Plat', description: 'Description.', priceEuros: 14.5, diets: ['vegan', 'sans-gluten'], allergens: [...allergens] },
          { name: 'Autre plat', priceEuros: 9, diets: ['vegetarien'], allergens: [] },
          { name: 'Plat 3', priceEuros: 26, diets: [], allergens: allergensOfChosenDishes },
        ],
      },
    ],
    notes: [],
  };
  return readPdfText(
    await buildMenuPdf(lang, {
      venueName: 'Les Chalets du lac',
      phoneDisplay: '+33\u00a03\u00a084\u00a000\u00a000\u00a000',
      menu: fixture,
    }),
  ).text;
}

describe('the glossary', () => {
  it('has a term for every concept in every language, which its own rules allow', () => {
    for (const concept of concepts) {
      for (const lang of languages) {
        const { term } = glossary[concept][lang];
        expect(term.trim()).not.toBe('');
        expect(wordingProblems(lang, term)).toEqual([]);
      }
    }
    for (const lang of languages) expect(wordingProblems(lang, clocks[lang].example)).toEqual([]);
  });

  it('finds the variants it rules out, and says what to write instead', () => {
    expect(wordingProblems('de', 'Den Angelschein erhalten Sie am Empfang.')).toEqual([
      expect.objectContaining({ found: 'Angelschein', use: expect.stringContaining('Angelkarte') }),
    ]);
    expect(wordingProblems('de', 'Eine Jahresangelscheingebühr')).toHaveLength(1);
    expect(wordingProblems('de', 'Das Gelände steht unter Naturschutz, die kleine Baumhütte auch.')[0]).toMatchObject({
      found: 'Baumhütte',
    });
    expect(wordingProblems('nl', 'Je visvergunning koop je bij de receptie.')[0]).toMatchObject({ found: 'vergunning' });
    expect(wordingProblems('en', 'A €250 deposit is taken on arrival.')[0]).toMatchObject({ found: 'deposit' });
    expect(wordingProblems('en', 'A €250 security deposit is taken on arrival.')).toEqual([]);
    expect(wordingProblems('en', 'Homemade fries, tartare sauce.')[0]).toMatchObject({ found: 'fries' });
    expect(wordingProblems('en', 'Dishes of the à la carte menu.')).toEqual([]);
    expect(wordingProblems('en', 'Our tree cabins')[0]).toMatchObject({ found: 'tree cabins' });
    expect(wordingProblems('fr', 'Sur le parcours sportif')[0]).toMatchObject({ found: 'parcours sportif' });
  });

  it('rules out a second name for the same thing: the dates of a stay, the table request, a heading, an action', () => {
    // « Daten » reads as data: a stay's dates are a « Zeitraum »; the visitor's personal data stay « Ihre Daten ».
    expect(wordingProblems('de', 'Diese Daten anfragen')[0]).toMatchObject({ found: 'Daten', use: expect.stringContaining('Zeitraum') });
    expect(wordingProblems('de', 'Sie können Auskunft über Ihre Daten verlangen (Datenschutz).')).toEqual([]);
    expect(wordingProblems('de', 'Ihre Tischanfrage')[0]).toMatchObject({ found: 'Tischanfrage', use: 'Reservierungsanfrage' });
    expect(wordingProblems('nl', 'Je tafelaanvraag')[0]).toMatchObject({ found: 'tafelaanvraag', use: 'reserveringsaanvraag' });
    expect(wordingProblems('nl', 'Je kunt ook online een tafel aanvragen.')[0]).toMatchObject({ found: 'een tafel aanvragen' });
    expect(wordingProblems('nl', 'vraag een tafel aan op de pagina van het restaurant')[0]).toMatchObject({ found: 'vraag een tafel aan' });
    expect(wordingProblems('nl', 'Reserveer een tafel')[0]).toMatchObject({ use: 'Tafel reserveren' });
    expect(wordingProblems('nl', 'Download de menukaart (pdf)')[0]).toMatchObject({ found: 'Download de' });
    // Issue 48, a fresh native reading: the deposit's card, the stepper's numeral, the stay's arrival.
    expect(wordingProblems('en', 'By cheque or card imprint on arrival')[0]).toMatchObject({ found: 'card imprint' });
    expect(wordingProblems('en', 'By cheque or card pre-authorisation on arrival')).toEqual([]);
    expect(wordingProblems('de', 'per Scheck oder Kartenabdruck bei Ankunft').map((problem) => problem.found)).toEqual([
      'Kartenabdruck',
      'bei Ankunft',
    ]);
    expect(wordingProblems('de', 'Bei Ihrer Ankunft finden Sie den Schlüssel im Kasten.')).toEqual([]);
    expect(wordingProblems('de', 'Aufenthalt online anfragen oder telefonisch buchen.')[0]).toMatchObject({ found: 'telefonisch buchen' });
    expect(wordingProblems('de', 'Fragen zur Zahlung? Unsere Antworten')).toHaveLength(1);
    expect(wordingProblems('en', 'Questions about paying? Our answers')).toHaveLength(1);
    expect(wordingProblems('de', 'Haustiere: eine Person mehr')).toHaveLength(1);
    expect(wordingProblems('nl', '{label}: een meer')[0]).toMatchObject({ found: ': een meer' });
    expect(wordingProblems('nl', '{label}: één meer')[0]).toMatchObject({ found: ': één meer' });
    expect(wordingProblems('nl', 'Eén volwassene meer')).toEqual([]);
    expect(wordingProblems('nl', 'Er is een meer vlakbij.')).toEqual([]);
    expect(wordingProblems('nl', 'Houten steiger aan de oever van een meer')).toEqual([]);
    expect(wordingProblems('nl', 'Menukaart downloaden (pdf)')).toEqual([]);
    expect(wordingProblems('nl', 'de betaalmiddelen die we aannemen').map((problem) => problem.found)).toEqual([
      'betaalmiddel',
      'die we aannemen',
    ]);
    expect(wordingProblems('nl', 'Betaalmogelijkheden')[0]).toMatchObject({ use: 'betaalmethoden' });
    expect(wordingProblems('nl', 'Langs het trimparcours')[0]).toMatchObject({ found: 'trimparcours', use: 'trimbaan' });
    expect(wordingProblems('nl', 'Langs de trimbaan')).toEqual([]);
    expect(wordingProblems('en', 'What’s included')[0]).toMatchObject({ use: 'facilities' });
    expect(wordingProblems('en', 'This unit’s calendar')[0]).toMatchObject({ found: 'This unit’s' });
    expect(wordingProblems('nl', '14 aank.')[0]).toMatchObject({ found: 'aank.', use: 'aankomst' });
    expect(wordingProblems('nl', '14 aankomst')).toEqual([]);
    expect(wordingProblems('en', 'Ways to pay: bank transfer.')[0]).toMatchObject({ found: 'Ways to pay', use: 'payment methods' });
    expect(wordingProblems('de', 'Zahlungsmöglichkeiten')[0]).toMatchObject({ use: 'Zahlungsarten' });
    expect(wordingProblems('en', 'until we have photos of the estate')[0]).toMatchObject({ found: 'estate', use: 'grounds' });
    expect(wordingProblems('en', 'a map of the grounds')).toEqual([]);
    expect(wordingProblems('en', 'Dry toilet, outside')[0]).toMatchObject({
      found: 'Dry toilet',
      use: expect.stringContaining('compost toilet'),
    });
    expect(wordingProblems('en', 'Compost toilet, outdoors, nearby')).toEqual([]);
  });

  it('rules out the turns of phrase copied from French, and the Belgian words in Dutch', () => {
    expect(wordingProblems('en', 'Free or booked, period by period')[0]).toMatchObject({ found: 'period by period' });
    expect(wordingProblems('en', 'please pick a date to come.')[0]).toMatchObject({ found: 'a date to come' });
    expect(wordingProblems('en', 'Minimum stay of 3 nights: met.')).toHaveLength(1);
    expect(wordingProblems('en', 'Closed (annual holiday).')[0]).toMatchObject({ found: 'annual holiday' });
    expect(wordingProblems('en', 'This website sets no cookies and doesn’t measure its audience.')[0]).toMatchObject({
      found: 'measure its audience',
    });
    expect(wordingProblems('en', 'Swimming is strictly forbidden: the site is protected.')[0]).toMatchObject({
      found: 'the site is protected',
    });
    expect(wordingProblems('en', 'Add to my calendar')[0]).toMatchObject({ found: 'Add to my' });
    expect(wordingProblems('en', 'Add to your calendar')).toEqual([]);
    expect(wordingProblems('en', '+ €40 final cleaning per stay')[0]).toMatchObject({ found: 'final cleaning' });
    expect(wordingProblems('en', '+ €40 cleaning fee per stay')).toEqual([]);
    expect(wordingProblems('en', 'Excessive drinking is dangerous for your health. Please drink in moderation.')[0]).toMatchObject({
      found: 'drink in moderation',
    });
    expect(wordingProblems('en', 'Drinking too much alcohol is bad for your health. Please drink responsibly.')).toEqual([]);
    expect(wordingProblems('en', 'more than five centuries of craftsmanship to discover')[0]).toMatchObject({ found: 'to discover' });
    expect(wordingProblems('en', 'you can read it without signal too.')[0]).toMatchObject({ found: 'without signal' });
    expect(wordingProblems('en', 'you can read it even with no signal.')).toEqual([]);
    expect(wordingProblems('en', 'I’d like to book a table at the restaurant of Les Chalets du lac.')).toHaveLength(1);
    expect(wordingProblems('en', 'From what age can a child sleep in a treehouse?')[0]).toMatchObject({ found: 'From what age' });
    expect(wordingProblems('en', 'Two reserved spaces by the entrance')[0]).toMatchObject({ found: 'reserved spaces' });
    expect(wordingProblems('en', 'Two disabled parking spaces by the entrance')).toEqual([]);
    expect(wordingProblems('en', 'You send the request below: it isn’t a purchase yet.')).toHaveLength(1);
    expect(wordingProblems('en', 'Heating: Wood stove')[0]).toMatchObject({ found: 'Wood stove' });
    expect(wordingProblems('en', 'Heating: Wood-burning stove')).toEqual([]);
    expect(wordingProblems('en', '2 bedrooms with 1.40 x 1.90 m beds')).toHaveLength(1);
    expect(wordingProblems('en', '2 bedrooms with 1.40 × 1.90 m beds')).toEqual([]);
    // The native review of the English pages as found (issue 48): each old text, then the new.
    const english: [string, string][] = [
      ['lunch on Sundays; from 1 July to 31 August: dinner on Tuesdays', 'lunch on Sundays; from 1 July to 31 August, dinner on Tuesdays'],
      ['High season: arrivals on Saturday only, not on Wednesday 14 July.', 'High season: Saturday arrivals only, not Wednesday 14 July.'],
      ['{season}: arrivals on {days} only (changeover day).', '{season}: {days} arrivals only (changeover day).'],
      ['Open except Sundays and public holidays.', 'Open every day except Sundays and public holidays.'],
      ['Your email app is opening with your request already written. If nothing opens:', 'Your email app is opening. If nothing opens,'],
      ['The chalets, wheelchair access: Entry by a ramp.', 'Wheelchair access (the chalets): entry by a ramp.'],
      ['Wi-Fi: Yes; mobile signal: Patchy (better on the terrace)', 'Wi-Fi: yes; mobile signal: patchy (better on the terrace)'],
      ['Payment methods: Bank transfer, card, cash.', 'Payment methods: bank transfer, card, cash.'],
      ['Opening hours', 'Opening times'],
      ['Mid season (3 May – 2 Jul 2027, 30 Aug – 30 Sept 2027)', 'Mid season (3 May – 2 Jul 2027, 30 Aug – 30 Sep 2027)'],
      [
        '(article L221-28 12°): the cancellation terms above apply instead.',
        '(article L221-28 12°): our cancellation terms apply instead.',
      ],
      [
        'After the cancellation period (below), the voucher can’t be refunded',
        'Once the 14-day cancellation period is over, the voucher can’t be refunded',
      ],
      ['- Equipment: 2 bedrooms; a bathroom', '- Facilities: 2 bedrooms; a bathroom'],
      ['A chalet + The large treehouse', 'A chalet + the large treehouse'],
    ];
    expect(english.filter(([before]) => wordingProblems('en', before).length !== 1)).toEqual([]);
    expect(english.flatMap(([, after]) => wordingProblems('en', after))).toEqual([]);
    expect(wordingProblems('nl', 'Maand per maand')[0]).toMatchObject({ found: 'Maand per maand' });
    // The Dutch panel's native read (a period's colon, a French court with a Dutch article, a translated sentence, a field's name filled in).
    expect(wordingProblems('nl', 'op zondag voor lunch; van 1 juli t/m 31 augustus: ook op dinsdagavond')[0]).toMatchObject({
      found: 't/m 31 augustus: ',
    });
    expect(wordingProblems('nl', 'op zondag voor lunch; van 1 juli t/m 31 augustus ook op dinsdagavond')).toEqual([]);
    expect(wordingProblems('nl', 'zoals de tribunal judiciaire de Lons-le-Saunier')[0]).toMatchObject({ found: 'de tribunal' });
    expect(wordingProblems('nl', 'zoals de rechtbank waaronder het terrein valt (tribunal judiciaire de Lons-le-Saunier)')).toEqual([]);
    expect(wordingProblems('nl', 'Een accommodatie is voor niet meer personen dan er kunnen slapen')).toHaveLength(1);
    expect(wordingProblems('nl', 'Vul ‘Je naam’ in.')[0]).toMatchObject({ found: 'Vul ‘Je naam’ in' });
    expect(wordingProblems('nl', '‘Je naam’ is nog niet ingevuld.')).toEqual([]);
    expect(wordingProblems('nl', 'Vrij of bezet, periode per periode')[0]).toMatchObject({ found: 'periode per periode' });
    expect(wordingProblems('nl', 'Verantwoordelijk uitgever')).toHaveLength(1);
    expect(wordingProblems('nl', 'Maatschappelijk kapitaal')).toHaveLength(1);
    expect(wordingProblems('nl', 'Geplaatst kapitaal, statutaire zetel')).toEqual([]);
    expect(wordingProblems('nl', 'Uitzonderlijke sluitingen staan op de pagina')[0]).toMatchObject({ found: 'Uitzonderlijke sluitingen' });
    expect(wordingProblems('nl', 'Extra sluitingsdagen staan op de pagina')).toEqual([]);
    expect(wordingProblems('nl', 'Opleiding van het personeel')).toHaveLength(1);
    expect(wordingProblems('nl', 'Uitgever van de website')).toHaveLength(1);
    expect(wordingProblems('nl', 'De prijsindicatie kon niet laden.')[0]).toMatchObject({ found: 'kon niet laden' });
    expect(wordingProblems('nl', 'De prijsindicatie kon niet worden geladen.')).toEqual([]);
    expect(wordingProblems('nl', 'Vanaf 6 jaar om hier te slapen')).toHaveLength(1);
    expect(wordingProblems('nl', 'Toilet met doorspoeling')).toHaveLength(1);
    expect(wordingProblems('nl', 'Een boekingsaanvraag schrijven')).toHaveLength(1);
    expect(wordingProblems('nl', 'Twee voorbehouden plaatsen bij de ingang')).toHaveLength(1);
    expect(wordingProblems('nl', 'Het bedieningsteam heeft de onthaalgids gelezen')[0]).toMatchObject({
      found: 'onthaal',
      use: 'receptie',
    });
    expect(wordingProblems('nl', 'welkom (+€\u00a010 per huisdier per nacht)')[0]).toMatchObject({ found: '+€' });
    expect(wordingProblems('nl', 'welkom (+ €\u00a010 per huisdier per nacht)')).toEqual([]);
    expect(wordingProblems('nl', '€ 70/nacht + Eindschoonmaak € 40 per verblijf')[0]).toMatchObject({ found: '+ Ei' });
    expect(wordingProblems('nl', '€ 70/nacht + eindschoonmaak € 40 per verblijf')).toEqual([]);
    expect(wordingProblems('nl', 'Tweepersoonsbed 140 × 190 cm (×2); Slaapbank 130 × 190 cm')[0]).toMatchObject({ found: '; Sl' });
    expect(wordingProblems('nl', 'Tweepersoonsbed 140 × 190 cm (×2); slaapbank 130 × 190 cm')).toEqual([]);
    expect(wordingProblems('nl', 'Vragen over betalen? Onze antwoorden')).toHaveLength(1);
    expect(wordingProblems('nl', 'Vragen over betalen? Lees de antwoorden')).toEqual([]);
    expect(wordingProblems('nl', 'Je verstuurt de aanvraag hieronder: het is nog geen aankoop.')).toHaveLength(1);
    expect(wordingProblems('nl', 'Zwemmen is streng verboden: het terrein is beschermd.')).toHaveLength(1);
    expect(wordingProblems('nl', 'Eenvoudige, royale keuken')).toHaveLength(1);
    expect(wordingProblems('nl', 'we vertellen de schrijver waarom')[0]).toMatchObject({ found: 'de schrijver' });
    expect(wordingProblems('nl', 'we vertellen de reviewer waarom')).toEqual([]);
    expect(wordingProblems('nl', 'Onbekende maker, publiek domein')).toHaveLength(1);
    expect(wordingProblems('nl', 'maker onbekend, publiek domein')).toEqual([]);
    expect(wordingProblems('nl', 'Jouw rechten: inzage')).toHaveLength(1);
    expect(wordingProblems('nl', 'maatregelen op jouw verzoek')).toEqual([]);
    expect(wordingProblems('nl', 'Onderhoud van het terrein')).toHaveLength(1);
    expect(wordingProblems('nl', 'Keuken van het restaurant')).toHaveLength(1);
    expect(wordingProblems('nl', 'en de kalender heeft geen andere vrije periode')).toHaveLength(1);
    expect(wordingProblems('nl', 'Toegankelijkheid: geschikt voor rolstoelen')).toHaveLength(1);
    expect(wordingProblems('nl', 'Dan krijg je bij elke gekochte viskaart er één gratis bij.')).toHaveLength(1);
    expect(wordingProblems('nl', 'Dan krijg je er bij elke viskaart die je koopt één gratis bij.')).toEqual([]);
    expect(wordingProblems('nl', 'De vijver en de glasblazerij, op een steenworp van de chalets.')[0]).toMatchObject({
      found: 'op een steenworp van',
    });
    expect(wordingProblems('nl', 'De vijver en de glasblazerij, op een steenworp afstand van de chalets.')).toEqual([]);
    expect(wordingProblems('nl', '10% korting bij 7 nachten of meer')).toHaveLength(1);
    expect(wordingProblems('nl', '10% korting vanaf 7 nachten')).toEqual([]);
    expect(wordingProblems('nl', 'via de verhuurplatforms geboekt')[0]).toMatchObject({ found: 'verhuurplatform' });
    expect(wordingProblems('nl', 'nog niet gekoppeld aan de platforms')).toHaveLength(1);
    expect(wordingProblems('nl', 'nog niet gekoppeld aan de boekingsplatforms')).toEqual([]);
    expect(wordingProblems('de', 'Frei oder belegt, Zeitraum für Zeitraum')).toHaveLength(1);
    expect(wordingProblems('de', 'Die Verbindung scheint unterbrochen: Prüfen Sie …')).toHaveLength(1);
    expect(wordingProblems('de', 'Die Verbindung scheint unterbrochen zu sein: Prüfen Sie …')).toEqual([]);
    expect(wordingProblems('de', 'Außerordentliche Schließungen stehen auf der Seite des Restaurants.')[0]).toMatchObject({
      use: 'Abweichende Schließzeiten',
    });
    expect(wordingProblems('de', 'Abweichende Schließzeiten finden Sie auf der Seite des Restaurants.')).toEqual([]);
    expect(wordingProblems('de', 'Erdweg durch einen Kiefernwald')[0]).toMatchObject({ found: 'Erdweg' });
    expect(wordingProblems('de', 'Zum Schlafen ab 6 Jahren')).toHaveLength(1);
    expect(wordingProblems('de', 'Die nächstgelegenen Anreisetage: Samstag')).toHaveLength(1);
    expect(wordingProblems('de', 'Rufen Sie uns an: Wir richten uns danach.')).toHaveLength(1);
    expect(wordingProblems('de', 'Vor der Veröffentlichung prüfen wir in unseren Buchungen, dass der Verfasser bei uns war.')).toHaveLength(
      1,
    );
    expect(wordingProblems('de', 'Wir prüfen nicht, ob der Verfasser bei uns war.')).toEqual([]);
    expect(wordingProblems('de', 'Sie senden die Anfrage unten: Sie ist noch kein Kauf.')).toHaveLength(1);
    expect(wordingProblems('de', 'Einfache, großzügige Küche: mittags und abends.')[0]).toMatchObject({ found: 'großzügige Küche' });
    expect(wordingProblems('de', 'Eine Terrasse, auf der Sie die schönen Tage genießen.')[0]).toMatchObject({ found: 'die schönen Tage' });
    expect(wordingProblems('de', 'Großzügige Portionen, Produkte der Saison')[0]).toMatchObject({ found: 'Produkte der Saison' });
    expect(wordingProblems('de', 'Großzügige Portionen, Zutaten der Saison und eine Terrasse für sonnige Tage.')).toEqual([]);
    expect(wordingProblems('de', 'Ein ganzer Betrag in Euro.')[0]).toMatchObject({ found: 'ganzer Betrag' });
    expect(wordingProblems('de', 'Allergene: die der gewählten Gerichte.')[0]).toMatchObject({ found: 'die der gewählten' });
    expect(wordingProblems('de', 'Allergene: je nach gewählten Gerichten.')).toEqual([]);
    expect(wordingProblems('de', 'Baden ist streng verboten: Das Gelände ist geschützt.')[0]).toMatchObject({
      found: 'Gelände ist geschützt',
    });
    expect(wordingProblems('de', 'Keine Ausstattung zu warten: Die Rampe ist gemauert.')).toHaveLength(1);
    expect(wordingProblems('de', 'Kein Zugang mit dem Rollstuhl: Die Leiter ist der einzige Zugang.')).toHaveLength(1);
    expect(wordingProblems('de', 'Nicht rollstuhlgerecht: Die Leiter ist der einzige Zugang.')).toEqual([]);
    expect(wordingProblems('de', 'Wir senden den Gutschein mit seinem Code.')).toHaveLength(1);
    expect(wordingProblems('de', 'Zwei reservierte Stellplätze am Eingang')[0]).toMatchObject({ found: 'reservierte Stellplätze' });
    expect(wordingProblems('de', 'Zwei Behindertenparkplätze am Eingang')).toEqual([]);
    expect(wordingProblems('de', 'Kinder: Das sind mehr, als Ihre ganze Gruppe zählt, nämlich 4.')).toHaveLength(1);
    expect(wordingProblems('de', 'Kinder: Das sind mehr Kinder, als Sie insgesamt angegeben haben (4).')).toEqual([]);
    expect(wordingProblems('de', 'Bedingungen des Gutscheins')).toHaveLength(1);
    expect(wordingProblems('de', 'Gutscheinbedingungen')).toEqual([]);
    expect(wordingProblems('de', 'Zahlungsarten: Banküberweisung, Chèques-Vacances')).toHaveLength(1);
    expect(wordingProblems('de', 'Zahlungsarten: Überweisung, Chèques-Vacances')).toEqual([]);
    expect(wordingProblems('de', 'Vorheriges Bild')).toHaveLength(1);
    expect(wordingProblems('de', 'Vorheriges Foto')).toEqual([]);
    expect(wordingProblems('de', 'Falls sich Ihr Navi auf den letzten Kilometern verirrt, geben Sie …')).toHaveLength(1);
    expect(wordingProblems('de', 'Falls Ihr Navi auf den letzten Kilometern nicht weiterweiß, geben Sie …')).toEqual([]);
    expect(wordingProblems('de', 'Kleines Baumhaus, im Rollstuhl: nicht zugänglich.')).toHaveLength(1);
    expect(wordingProblems('de', 'Barrierefreiheit (Kleines Baumhaus): nicht zugänglich.')).toEqual([]);
    expect(wordingProblems('de', 'Langzeitangebot ab 7 Nächten: −10 %')).toHaveLength(1);
    expect(wordingProblems('de', 'Apfelsaft (25 cl)')[0]).toMatchObject({ found: '25 cl' });
    expect(wordingProblems('de', 'Apfelsaft (0,25 l)')).toEqual([]);
    expect(wordingProblems('de', '1 Doppelbett 1,40 x 1,90 m')[0]).toMatchObject({ found: '0 x 1' });
    expect(wordingProblems('de', '1 Doppelbett 1,40 × 1,90 m')).toEqual([]);
  });

  // Issue 48: what a native panel still found, each kind with its old text (ruled out) and its new one (allowed).
  it('rules out the typography a native stops at: three dots, a spaced hyphen, a hyphen for a minus, an x, a number that wraps', () => {
    for (const lang of languages) {
      expect(wordingProblems(lang, 'Envoi en cours...')[0]).toMatchObject({ found: '...' });
      expect(wordingProblems(lang, 'Demande de séjour - Marie Dupont')[0]).toMatchObject({ found: ' - ' });
      expect(wordingProblems(lang, 'Demande de séjour – Marie Dupont')).toEqual([]);
      expect(wordingProblems(lang, 'lits 1,40 x 1,90 m')[0]).toMatchObject({ found: '0 x 1' });
      expect(wordingProblems(lang, 'lits 140 × 190 cm')).toEqual([]);
    }
    expect(wordingProblems('fr', 'Envoi en cours…')).toEqual([]);
    expect(wordingProblems('en', 'Long-stay offer: -€52.50')[0]).toMatchObject({ found: '-€' });
    expect(wordingProblems('en', 'Long-stay offer: −€52.50')).toEqual([]);
    expect(wordingProblems('fr', 'Offre long séjour\u00a0: -52,50\u00a0€')).toHaveLength(1);
    expect(wordingProblems('de', 'Rabatt: -52,50 €')).toHaveLength(1);
    expect(wordingProblems('de', 'Rabatt: −52,50 €, Last-Minute-Rabatt: −15 %')).toEqual([]);
    expect(wordingProblems('fr', 'Appelez le 03 84 00 00 00.')[0]).toMatchObject({ found: '03 84 00 00 00' });
    expect(wordingProblems('en', 'Call +33 3 84 00 00 00.')[0]).toMatchObject({ found: '+33 3 84 00 00 00' });
    expect(wordingProblems('fr', 'Appelez le 03\u00a084\u00a000\u00a000\u00a000.')).toEqual([]);
    // Read back from a PDF, every space is a plain one: the number is not held to it there.
    expect(wordingProblems('fr', 'Appelez le 03 84 00 00 00.', { plainSpaces: true })).toEqual([]);
  });

  it('rules out the French a native stops at: the euro sign, « Email », a capital after « Nos », a season’s capital, the clock', () => {
    expect(wordingProblems('fr', '70€/nuit')[0]).toMatchObject({ found: '0€' });
    expect(wordingProblems('fr', '70 €/nuit')[0]).toMatchObject({ found: '0 €' });
    expect(wordingProblems('fr', '70\u00a0€/nuit')).toEqual([]);
    expect(wordingProblems('fr', 'Email')[0]).toMatchObject({ found: 'Email' });
    expect(wordingProblems('fr', 'E-mail')).toEqual([]);
    expect(wordingProblems('fr', 'nous vous répondons à {email}')).toEqual([]);
    expect(wordingProblems('fr', 'Nos Chalets familiaux')[0]).toMatchObject({ found: 'Nos Chalets' });
    expect(wordingProblems('fr', 'Nos chalets familiaux')).toEqual([]);
    expect(wordingProblems('fr', '140\u00a0€/nuit (Vacances scolaires)')[0]).toMatchObject({ found: '(Vacances scolaires)' });
    expect(wordingProblems('fr', '140\u00a0€/nuit (vacances scolaires)')).toEqual([]);
    expect(wordingProblems('fr', 'Entrée libre, chalets ouverts samedi et dimanche.')).toHaveLength(1);
    expect(wordingProblems('fr', 'Entrée libre, stands ouverts samedi et dimanche.')).toEqual([]);
    expect(wordingProblems('fr', 'Disponibilités, tarifs à télécharger, réservation par téléphone.')).toHaveLength(1);
    expect(wordingProblems('fr', 'Appeler pour réserver, à confirmer par téléphone')).toHaveLength(1);
    expect(wordingProblems('fr', 'de 16h à 18h')[0]).toMatchObject({ found: '16h' });
    expect(wordingProblems('fr', 'le portail reste ouvert de 8 h à 22 h')[0]).toMatchObject({ found: '8 h' });
    expect(wordingProblems('fr', '12h00-13h30')[0]).toMatchObject({ found: '2h00-1' });
    expect(wordingProblems('fr', 'de 16h00 à 18h00, 9h30, 12h00–13h30')).toEqual([]);
  });

  // The French reader of round D: each kind with its old text (ruled out) and its new one (allowed).
  it.each([
    ['Déjà pris à ces dates.', 'Pas libre à ces dates.'],
    ['Votre demande est envoyée\u00a0!', 'Votre demande a bien été envoyée\u00a0!'],
    ['Votre demande de bon cadeau est envoyée.', 'Votre demande de bon cadeau a bien été envoyée.'],
    ['Tabac\u00a0: non-fumeur.', 'Tabac\u00a0: hébergements non-fumeurs.'],
    ['A eu lieu', 'Événement passé'],
    [
      'Nombre de personnes\u00a0: au plus 2, les personnes du séjour.',
      'Nombre de personnes\u00a0: 2 au plus, soit les personnes du séjour.',
    ],
    ['nous vous demandons de libérer l’hébergement de 9h00 à 11h00.', 'nous vous demandons de libérer l’hébergement entre 9h00 et 11h00.'],
    ['Ménage de fin de séjour (par séjour)', 'Ménage de fin de séjour'],
    ['À l’attention de SARL Les Chalets du lac', 'À l’attention de la SARL Les Chalets du lac'],
    ['Autre date choisie, la demande ne concerne plus\u00a0:', 'Vous avez choisi une autre date, la demande ne porte donc plus sur\u00a0:'],
    ['indisponible\u00a0: réessayez dans un moment.', 'Le service d’envoi est momentanément indisponible.'],
    [
      'à 70\u00a0€ et 90\u00a0€ la nuit + ménage de fin de séjour 40\u00a0€',
      'à 70\u00a0€ et 90\u00a0€ la nuit, ménage de fin de séjour 40\u00a0€ en plus',
    ],
    [
      'Prix en euros, toutes taxes comprises. Prix service compris (15\u00a0%).',
      'Prix en euros, toutes taxes comprises, service compris (15\u00a0%).',
    ],
    ['Au format international, par exemple +33 6', 'Par exemple 06 12 ou +33 6'],
    ['Arrivée\u00a0: la date est mal écrite.', 'Arrivée\u00a0: la date n’est pas valide.'],
    ['dites-nous dans le message comment vous l’envisagez', 'précisez votre situation dans le message'],
    ['Toilettes à chasse d’eau, à l’intérieur', 'WC à l’intérieur'],
    ['douche à marche de 15\u00a0cm', 'douche avec une marche de 15\u00a0cm'],
    ['1 lit double 1,40 × 1,90 m', '1 lit double 140 × 190 cm'],
    ['FR, Langue\u00a0: Français', 'FR, Langue\u00a0: français'],
    [
      'le dimanche midi\u00a0; du 1er juillet au 31 août, aussi le mardi soir',
      'le dimanche midi, ainsi que le mardi soir du 1er juillet au 31 août',
    ],
    ['Concours au coup en équipe de deux', 'Concours au coup par équipes de deux'],
    ['Wi-Fi\u00a0: faible\u00a0; réseau mobile\u00a0: oui', 'Wi-Fi\u00a0: faible\u00a0; réseau mobile\u00a0: bon'],
    ['la fiche de chaque hébergement dit à quelle distance', 'la fiche de chaque hébergement indique à quelle distance'],
    ['les moyens de paiement acceptés sont dans nos conditions', 'les moyens de paiement acceptés figurent dans nos conditions'],
    ['1. Qui vend', '1. Le vendeur'],
    [
      'Cette page reste lisible sans réseau sur ce téléphone, une fois ouverte avec du réseau.',
      'Une fois ouverte, cette page reste consultable sans réseau sur ce téléphone.',
    ],
    ['à une heure où le restaurant sert ce soir-là.', 'pendant les heures de service du restaurant.'],
    ['Perches communes, Auteur inconnu, domaine public', 'Perches communes, auteur inconnu, domaine public'],
    ['Âge minimum des enfants\u00a0: la petite cabane (à partir de 6 ans)', 'Âge minimum des enfants\u00a0: 6 ans dans la petite cabane'],
  ])('rules out the French the round-D reader stopped at, « %s », and allows « %s »', (old, now) => {
    expect(wordingProblems('fr', old)).not.toEqual([]);
    expect(wordingProblems('fr', now)).toEqual([]);
  });

  // The French reader of round E: the same, for the kinds found then.
  it.each([
    [
      'Le service d’envoi est momentanément indisponible\u00a0: patientez quelques minutes avant un nouvel envoi.',
      'Le service d’envoi est momentanément indisponible.',
    ],
    [
      'Votre demande a bien été envoyée\u00a0! Ce n’est pas encore une réservation\u00a0: nous vous répondons par e-mail.',
      'Votre demande a bien été envoyée\u00a0! Nous vérifions les dates et vous répondons par e-mail.',
    ],
    ['Frais obligatoires\u00a0: + ménage de fin de séjour 40\u00a0€', 'Frais obligatoires\u00a0: ménage de fin de séjour, 40\u00a0€'],
    ['Demander ces dates', 'Demander un séjour'],
    ['Il est valable pour les nuits de ces saisons\u00a0: basse saison.', 'Il est valable en basse saison.'],
    ['Le restaurant est fermé le soir du lundi 14 décembre.', 'Le restaurant est fermé le lundi 14 décembre au soir.'],
    ['Le sort des sommes versées dépend de la date de l’annulation', 'Ce qui vous est remboursé dépend de la date d’annulation'],
    ['Enfant de 16 à 17 ans', 'Jeune de 16 ou 17 ans'],
  ])('rules out the French the round-E reader stopped at, « %s », and allows « %s »', (old, now) => {
    expect(wordingProblems('fr', old)).not.toEqual([]);
    expect(wordingProblems('fr', now)).toEqual([]);
  });

  it('rules out, in French, a plain space or none before « : ; ? ! » and inside « »: a phone would start a line with it', () => {
    expect(wordingProblems('fr', 'Arrivée : 16h00')[0]).toMatchObject({ found: ' :' });
    expect(wordingProblems('fr', 'Où se gare-t-on ?')[0]).toMatchObject({ found: ' ?' });
    expect(wordingProblems('fr', 'le fléchage « Les Chalets du lac »')[0]).toMatchObject({ found: '« ' });
    expect(wordingProblems('fr', 'Arrivée: 16h00')[0]).toMatchObject({ found: 'e:' });
    expect(wordingProblems('fr', 'Vraiment?')[0]).toMatchObject({ found: 't?' });
    expect(wordingProblems('fr', 'Arrivée\u00a0: 16h00 ; départ\u00a0?')[0]).toMatchObject({ found: ' ;' });
    expect(wordingProblems('fr', 'Arrivée\u00a0: 16h00, https://www.medicys.fr, 12h00–13h30\u00a0; «\u00a0oui\u00a0»\u00a0!')).toEqual([]);
    // A PDF read back gives its no-break spaces as plain ones.
    expect(wordingProblems('fr', 'Arrivée : 16h00', { plainSpaces: true })).toEqual([]);
  });

  it('rules out the English, Dutch and German words a native stops at (issue 48)', () => {
    expect(wordingProblems('en', 'A small washroom with toilet and washbasin')[0]).toMatchObject({ found: 'washroom' });
    expect(wordingProblems('en', 'A small room with a toilet and washbasin')).toEqual([]);
    expect(wordingProblems('en', 'Fishing contest')[0]).toMatchObject({ found: 'contest' });
    expect(wordingProblems('en', 'Fishing competition')).toEqual([]);
    expect(wordingProblems('en', 'Departure: please leave your accommodation from 09:00 to 11:00.')).toHaveLength(1);
    expect(wordingProblems('en', 'Departure: please leave your accommodation between 09:00 and 11:00.')).toEqual([]);
    expect(wordingProblems('en', 'Double bed 140 × 190 cm; Sofa bed 130 × 190 cm')[0]).toMatchObject({ found: '; So' });
    expect(wordingProblems('en', 'Double bed 140 × 190 cm; sofa bed 130 × 190 cm')).toEqual([]);
    expect(wordingProblems('nl', 'De dichtstbijzijnde avond van je verblijf waarop het open is')[0]).toMatchObject({
      found: 'dichtstbijzijnde avond',
    });
    expect(wordingProblems('nl', 'De dichtstbijzijnde aankomstdagen voor dit verblijf')).toHaveLength(1);
    expect(wordingProblems('nl', 'Rijd vanuit de dichtstbijzijnde stad richting het meer')).toEqual([]);
    expect(wordingProblems('nl', 'De foto’s zijn rechtenvrije beelden')[0]).toMatchObject({ found: 'rechtenvrij' });
    expect(wordingProblems('nl', 'De foto’s zijn vrij te gebruiken beelden')).toEqual([]);
    expect(wordingProblems('nl', 'Vertrek: verlaat je de accommodatie van 9.00 tot 11.00 uur.')).toHaveLength(1);
    expect(wordingProblems('nl', 'Vertrek: verlaat je de accommodatie tussen 9.00 en 11.00 uur.')).toEqual([]);
    expect(wordingProblems('nl', 'Met een rolstoel')).toHaveLength(1);
    expect(wordingProblems('nl', 'Rolstoeltoegankelijkheid')).toEqual([]);
    expect(wordingProblems('nl', 'Vorige afbeelding')[0]).toMatchObject({ found: 'Vorige afbeelding' });
    expect(wordingProblems('nl', 'Naar afbeelding 3')).toHaveLength(1);
    expect(wordingProblems('nl', 'Vorige foto')).toEqual([]);
    expect(wordingProblems('nl', 'Lettertypen en afbeeldingen komen van de website zelf.')).toEqual([]);
    expect(
      wordingProblems('nl', 'De boeking is gesloten zodra we de aanbetaling hebben ontvangen; daarna bevestigen we haar per e-mail.'),
    ).toHaveLength(2);
    expect(
      wordingProblems('nl', 'De boeking is definitief zodra we de aanbetaling hebben ontvangen; daarna bevestigen we die per e-mail.'),
    ).toEqual([]);
    expect(wordingProblems('nl', 'de plaats waar je woonde toen de boeking werd gesloten')).toHaveLength(1);
    expect(wordingProblems('de', 'Ein kleiner Waschraum mit WC und Waschbecken')[0]).toMatchObject({ found: 'Waschraum' });
    expect(wordingProblems('de', 'Ein kleines WC mit Waschbecken')).toEqual([]);
    expect(wordingProblems('de', 'Die nächstmöglichen Anreisetage für diesen Aufenthalt: Samstag, 7. August')).toHaveLength(1);
    expect(wordingProblems('de', 'Mögliche Anreisetage kurz davor und danach: Samstag, 7. August oder Samstag, 14. August.')).toEqual([]);
    expect(wordingProblems('de', 'Falls sich nichts öffnet: Anfrage per E-Mail senden')).toHaveLength(1);
    expect(wordingProblems('de', 'Falls sich nichts öffnet, können Sie die Anfrage per E-Mail senden')).toEqual([]);
  });

  // The round-D English reader (2026-11): each kind with its old text (ruled out) and its new one (allowed).
  it('rules out the English turns the round-D reader stopped at', () => {
    const pairs: readonly (readonly [string, string])[] = [
      ['Prices are per night and per accommodation.', 'Prices are per night for each chalet or treehouse.'],
      ['No accommodation takes more guests than it sleeps.', 'No chalet or treehouse may take more guests than it sleeps.'],
      ['each accommodation’s details say how far away it is', 'the details for each chalet and treehouse give the distance'],
      ['For a question or a stay at short notice, give us a call.', 'Got a question, or want to come at short notice? Give us a call.'],
      ['as a meal doesn’t always leave a trace with us', 'as we don’t always have a record of a meal'],
      ['out: departures only, free until 11:00', 'dep.: you can leave that day (by 11:00)'],
      ['in: arrivals only, free from 15:00', 'arr.: you can arrive that day (from 15:00)'],
      ['Buy your fishing ticket at reception, in the restaurant.', 'Buy your fishing ticket at reception (it’s in the restaurant).'],
      ['Date calendar', 'Choose your dates'],
      ['before the minimum stay', 'shorter than the minimum stay'],
      ['Tuesday 1 December, arrival evening', 'Tuesday 1 December (the evening you arrive)'],
      ['your details: one enquiry, nothing to type twice.', 'your details: all in one enquiry, with nothing to type twice.'],
      ['Under-18s stay with an adult who is responsible for them.', 'Under-18s must be accompanied by a responsible adult.'],
      ['minus only the cost of repairs we can show.', 'minus only the cost of any repairs we can show were needed.'],
      ['Gift vouchers are bought at a distance', 'Gift vouchers are bought online, by email or by phone'],
      ['the voucher doesn’t hold any dates.', 'the voucher doesn’t reserve any dates.'],
      [
        'If sending fails, your own email app sends the request to us.',
        'If sending fails, your email app opens with the request ready to send to us.',
      ],
      ['Cooks the restaurant’s dishes and…', 'Runs the kitchen and…'],
      ['If you’ll be later, give us a call', 'If you’ll be arriving later, give us a call'],
      ['Adults: one more', 'Add an adult'],
      ['Subject: your booking enquiry at Les Chalets du lac', 'Subject: Your enquiry for Les Chalets du lac'],
    ];
    for (const [before, after] of pairs) {
      expect(wordingProblems('en', before)).not.toEqual([]);
      expect(wordingProblems('en', after)).toEqual([]);
    }
    // Uncountable, it stays: « this accommodation », « all accommodation », « Saturday arrivals only ».
    expect(wordingProblems('en', 'The calendar for this accommodation isn’t linked yet.')).toEqual([]);
    expect(wordingProblems('en', 'High season: Saturday arrivals only (changeover day).')).toEqual([]);
    expect(wordingProblems('en', 'At reception, in the restaurant')).toEqual([]);
  });

  it('rules out the English turns the round-E reader stopped at', () => {
    const pairs: readonly (readonly [string, string])[] = [
      ['Free from Sunday 29 November to Sunday 6 December (7 nights)', 'Available from Sunday 29 November to Sunday 6 December (7 nights)'],
      ['[the accommodation] is free on those dates', '[the accommodation] is available on those dates'],
      ['Free and booked periods', 'Available and booked periods'],
      ['Arrival: the small treehouse. Nearest free period: from …', 'Arrival: the small treehouse. Nearest available dates: from …'],
      ['First chalet or treehouse: A chalet (4 adults, 2 children)', 'First place to stay: A chalet (4 adults, 2 children)'],
      ['Subject: your stay at Les Chalets du lac is confirmed', 'Subject: Your stay at Les Chalets du lac is confirmed'],
      [
        'One night of this stay is already booked (the chalets): pick …',
        'One night of this stay is already booked for the chalets: pick …',
      ],
      ['Mobile signal: Yes', 'Mobile signal: Good'],
      ['Wi-Fi: Good; mobile signal: patchy', 'Wi-Fi: good; mobile signal: patchy'],
      ['Flush toilet, inside', 'Flushing toilet, indoors'],
      ['Compost toilet, outside, close by', 'Compost toilet, outdoors, nearby'],
      [
        'If either of us cancels: Your advance payment is paid as ‘arrhes’',
        'If either of us cancels: your advance payment counts as ‘arrhes’',
      ],
      ['Wheelchair access (the small treehouse): Not possible, as …', 'Wheelchair access (the small treehouse): not possible, as …'],
      ['Beef – Origin: France.', 'Beef – origin: France.'],
      ['Perch, Unknown author, public domain', 'Perch, unknown author, public domain'],
      ['Changeover days: Saturday (high season)', 'Changeover day: Saturday (high season)'],
      ['Illustrative photo', 'Photo for illustration only'],
      ['To book, please make an advance payment', 'To confirm your booking, please pay an advance'],
      ['We check it with you when you leave', 'We’ll check the accommodation with you when you leave'],
      [
        'Your dates and your group, then the accommodation and its extras',
        'Choose your dates and group, then where to stay and any extras',
      ],
    ];
    for (const [before, after] of pairs) {
      expect(wordingProblems('en', before)).not.toEqual([]);
      expect(wordingProblems('en', after)).toEqual([]);
    }
    // « Free » that means free of charge stays, and so does the calendar's narrow cell and its legend.
    for (const kept of [
      'Parking is free, at the entrance to the grounds.',
      'Children under 12 fish free when they’re with an adult who is fishing.',
      'free: you can arrive or leave that day (‘2 free’: 2 chalets available that night)',
      'Changeover days: Saturday or Sunday (high season)',
    ])
      expect(wordingProblems('en', kept)).toEqual([]);
  });

  // The native review in German (2026-11): each kind with its old text (ruled out) and its new one (allowed).
  it('rules out the German turns a native copy-editor still stopped at', () => {
    const cases: readonly (readonly [old: string, now: string])[] = [
      ['Rindfleisch – Ursprung: Frankreich.', 'Rindfleisch – Herkunft: Frankreich.'],
      [
        'von Mittwoch bis Samstag mittags und abends; vom 1. Juli bis 31. August: dienstags abends',
        'von Mittwoch bis Samstag mittags und abends; vom 1. Juli bis 31. August dienstags abends',
      ],
      ['weil ein Essen bei uns nicht immer eine Spur hinterlässt', 'weil sich nicht jedes Essen in unseren Unterlagen nachweisen lässt'],
      ['Alter der Kinder (freiwillig)', 'Alter der Kinder (optional)'],
      ['vor dem Mindestaufenthalt', 'kürzer als der Mindestaufenthalt'],
      ['alles nur einen Katzensprung von den Chalets entfernt', 'alles ganz in der Nähe der Chalets'],
      ['Jugendliche von 16 und 17 Jahren', 'Jugendliche (16–17 Jahre)'],
      [
        'Anzahlung zurück, wenn Sie mehr als 30 Tage vor Anreise absagen',
        'Anzahlung wird erstattet, wenn Sie mehr als 30 Tage vor Anreise stornieren',
      ],
      ['1 Jahr nach dem Datum der Mahlzeit oder des Aufenthalts', '1 Jahr nach Ihrem Restaurantbesuch oder Aufenthalt'],
      [
        'Sie erhalten alle Zahlungen zurück, ohne weitere Entschädigung auf beiden Seiten.',
        'Sie erhalten alle Zahlungen zurück; darüber hinaus schuldet keine Seite der anderen eine Entschädigung.',
      ],
      ['Vor der Veröffentlichung einer Bewertung eines Aufenthalts', 'Bevor wir eine Bewertung zu einem Aufenthalt veröffentlichen'],
      // The native panel (2026-11-29).
      ['speichert Ihr Browser auf Bitte der Website eine Kopie', 'speichert Ihr Browser auf Anweisung der Website eine Kopie'],
      [
        'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.',
        'Ihre Anfrage konnte nicht gesendet werden.',
      ],
      // A week's hours run long (« von Mittwoch bis Samstag mittags und abends, sonntags mittags; vom 1. Juli … »): the verb goes before them.
      ['Das Restaurant ist {horaires du restaurant} geöffnet.', 'Das Restaurant empfängt Sie {horaires du restaurant}.'],
      // The round D reader (2026-11).
      [
        'ein gemütliches Bett und als einzige Nachbarin die Stille des Waldes.',
        'ein gemütliches Bett und ringsum nur die Stille des Waldes.',
      ],
      ['Unsere außergewöhnlichen Baumhäuser', 'Unsere besonderen Baumhäuser'],
      ['Einige Stufen (drei, dazu eine abnehmbare Rampe)', 'Stufen (drei, mit abnehmbarer Rampe)'],
      ['Toilette mit Wasserspülung, in der Unterkunft', 'WC in der Unterkunft'],
      ['Käseteller mit Käse aus der Region', 'Käseteller aus der Region'],
      ['Landbrot mit in Sahne gebratenen Waldpilzen', 'Landbrot mit Waldpilzen in Rahm'],
      ['Gepäckwagen am Parkplatz', 'Bollerwagen fürs Gepäck am Parkplatz'],
      [
        'Anzahlung wird erstattet, wenn Sie mehr als 30 Tage vor Anreise stornieren, danach einbehalten',
        'Die Anzahlung wird erstattet, wenn Sie mehr als 30 Tage vor der Anreise stornieren; danach wird sie einbehalten.',
      ],
      [
        'Vom Dienstag, 1. Dezember, bis zum Montag, 7. Dezember (6 Nächte).',
        'Von Dienstag, 1. Dezember, bis Montag, 7. Dezember (6 Nächte)',
      ],
      ['Vom {arrival}, bis zum {departure}', 'Von {arrival}, bis {departure}'],
      [
        'Stattdessen schlagen wir Ihnen diesen Abend Ihres Aufenthalts vor: Mittwoch, 2. Dezember.',
        'Wie wäre es stattdessen mit Mittwoch, 2. Dezember?',
      ],
      ['Reisezeitraum und Gruppe', 'Reisezeitraum und Personen'],
      ['Für höchstens 4 Personen: zu klein für Ihre Gruppe.', 'Platz für höchstens 4 Personen – das reicht nicht für alle.'],
      ['Mit freundlichen Grüßen\n[Ihr Vorname], für Les Chalets du lac', 'Mit freundlichen Grüßen\n[Ihr Vorname]\nLes Chalets du lac'],
      ['Einfache, herzhafte Küche: von Mittwoch bis Samstag', 'Einfache, herzhafte Küche – geöffnet von Mittwoch bis Samstag'],
      ['Scrollen Sie seitwärts, um weitere Fotos zu sehen.', 'Wischen Sie zur Seite, um weitere Fotos zu sehen.'],
      ['bleibt diese Seite auf diesem Telefon auch ohne Netz lesbar.', 'bleibt diese Seite auf diesem Gerät auch ohne Netz lesbar.'],
      ['oder den Kalender Ihres Telefons.', 'oder den Kalender Ihres Smartphones.'],
      ['Anreiseinfo', 'Anreiseinfos'],
      ['Zu Lageplan und Anreiseinfos', 'Zum Lageplan und zu den Anreiseinfos'],
      ['ohne Angabe von Gründen und ohne Vertragsstrafe widerrufen', 'ohne Angabe von Gründen widerrufen'],
      ['alle Zahlungen werden binnen 14 Tagen erstattet.', 'alle Zahlungen werden binnen 14 Tagen nach Eingang Ihres Widerrufs erstattet.'],
      ['und für Gutscheine, verkauft von SARL Les Chalets du lac', 'und für unsere Gutscheine. Anbieter: SARL Les Chalets du lac'],
      ['Mindestalter für Kinder: das kleine Baumhaus (ab 6 Jahren).', 'Mindestalter: 6 Jahre für das kleine Baumhaus.'],
      // The round E reader (2026-11).
      ['Für höchstens 6 Personen: zu klein für so viele Personen.', 'Platz für höchstens 6 Personen – das reicht nicht für alle.'],
      ['Tisch: höchstens 9, so viele Personen umfasst Ihr Aufenthalt.', 'Tisch: höchstens 9 – so viele Gäste umfasst Ihr Aufenthalt.'],
      [
        'an einem anderen Abend, zu einer Uhrzeit, zu der das Restaurant an diesem Abend geöffnet hat.',
        'an einem anderen Abend Ihres Aufenthalts, während der Öffnungszeiten des Restaurants.',
      ],
      ['Für Gruppen rufen Sie uns bitte an unter {phone}.', 'Für Gruppen rufen Sie uns bitte unter {phone} an.'],
      [
        'Der Versanddienst ist nicht erreichbar. Versuchen Sie es bitte gleich noch einmal.',
        'Der Versanddienst ist vorübergehend nicht erreichbar.',
      ],
      [
        'Ihr E-Mail-Programm öffnet sich mit Ihrer fertig geschriebenen Anfrage.',
        'Ihr E-Mail-Programm öffnet sich mit Ihrer fertigen Anfrage.',
      ],
      [
        'weil sich nicht jedes Essen bei uns in unseren Unterlagen nachweisen lässt',
        'weil sich nicht jedes Essen in unseren Unterlagen nachweisen lässt',
      ],
      [
        'Kennzeichnungspflichtig sind nach der EU-Verordnung 1169/2011 diese 14:',
        'Nach der EU-Verordnung 1169/2011 sind folgende 14 Allergene kennzeichnungspflichtig:',
      ],
      ['Fragen Sie Ihre Reisedaten online an.', 'Fragen Sie Ihren Wunschzeitraum online an.'],
      ['Ihren Reisezeitraum fragen Sie online an.', 'Ihren Wunschzeitraum fragen Sie online an.'],
      ['Zusatzleistungen nach Wahl: Erste Unterkunft', 'Zusatzleistungen für die erste Unterkunft (optional)'],
      ['Mobilfunknetz', 'Handyempfang'],
      ['Zugang über eine abnehmbare Rampe von 1,2 m', 'Zugang über eine abnehmbare, 1,20 m lange Rampe'],
      ['Dusche mit 15 cm Stufe', 'Dusche mit 15 cm hoher Stufe'],
      ['(Termine auf der Seite Unterkünfte)', '(Termine auf der Seite „Unterkünfte“)'],
      ['Auf der Seite Häufige Fragen übernehmen wir', 'Auf der Seite „Häufige Fragen“ übernehmen wir'],
      ['Preis: Kostenlos', 'Preis: kostenlos'],
      ['Am See · Kostenlos', 'Am See · kostenlos'],
      ['Versand: Per E-Mail', 'Versand: per E-Mail'],
      ['Heizung: Elektrisch', 'Heizung: elektrisch'],
      ['WLAN: Ja', 'WLAN: ja'],
    ];
    for (const [old, now] of cases) {
      expect(wordingProblems('de', old)).toHaveLength(1);
      expect(wordingProblems('de', now)).toEqual([]);
    }
  });

  it('rules out the Dutch turns a native copy-editor still stopped at (round D)', () => {
    const cases: readonly (readonly [old: string, now: string])[] = [
      ['Het keukenteam', 'Keuken'],
      ['Zo verblijf je hier', 'Praktische informatie'],
      ['Rundvlees – Oorsprong: Frankrijk.', 'Rundvlees – herkomst: Frankrijk.'],
      ['Open behalve op zon- en feestdagen.', 'Open van maandag t/m zaterdag, behalve op feestdagen.'],
      ['behalve op zondag', 'elke dag, behalve op zondag'],
      ['Siroop met water', 'Limonadesiroop'],
      ['zolang er plaats is: de bon legt geen data vast.', 'zolang er plaats is: met de bon zijn nog geen data gereserveerd.'],
      ['want een maaltijd laat niet altijd een spoor bij ons na;', 'want van een maaltijd hebben we niet altijd een boeking of bon;'],
      ['geeft je de sleutels en tipt je over wandelingen', 'geeft je de sleutels en heeft tips voor wandelingen'],
      ['Bewaar hem goed: heb je hem één keer geopend', 'Sla hem op: heb je hem één keer geopend'],
      ['het wachtwoord staat op je welkomstblad.', 'het wachtwoord staat op de welkomstkaart.'],
      ['{field}: maximaal {count}, zoveel personen telt je verblijf.', '{field}: maximaal {count}, het aantal personen van je verblijf.'],
      [
        'vrij te gebruiken beelden, die we gebruiken tot we eigen foto’s hebben',
        'vrij te gebruiken beelden, die we inzetten tot we eigen foto’s hebben',
      ],
    ];
    for (const [old, now] of cases) {
      expect(wordingProblems('nl', old)).toHaveLength(1);
      expect(wordingProblems('nl', now)).toEqual([]);
    }
    // A team may still be named inside a sentence, and an e-mail is still kept.
    expect(wordingProblems('nl', 'Het keukenteam kookt met producten uit de streek.')).toEqual([]);
    expect(wordingProblems('nl', 'Bewaar deze e-mail goed: hierin staan de bevestiging van je boeking en de voorwaarden.')).toEqual([]);
  });

  it('rules out the Dutch turns a native copy-editor still stopped at (round E)', () => {
    const cases: readonly (readonly [old: string, now: string])[] = [
      [
        'Verplichte kosten, inbegrepen in de prijs van het verblijf: eindschoonmaak € 40 per verblijf.',
        'Verplichte kosten, die we in de totaalprijs van het verblijf meerekenen: eindschoonmaak € 40 per verblijf.',
      ],
      ['van 1 juli t/m 31 augustus ook op dinsdag voor diner', 'van 1 juli t/m 31 augustus ook op dinsdagavond'],
      ['Allergenen: die van de gekozen gerechten.', 'Allergenen: zie de gekozen gerechten.'],
      ['Tijd', 'Tijdstip'],
      ['Aanbieding lang verblijf, vanaf 7 nachten: −10%', 'Korting lang verblijf (vanaf 7 nachten): −10%'],
      ['Lastminuteaanbieding: −15%', 'Lastminutekorting: −15%'],
      ['per cheque of via een blokkering op je creditcard', 'per cheque of via een reservering (pre-autorisatie) op je creditcard'],
      ['niet terugbetaald en niet omgeruild voor geld', 'niet terugbetaald en niet ingewisseld voor geld'],
      ['Looptijden', 'Loopafstanden'],
      ['Na 22.00 uur is het stil op het terrein.', 'Vanaf 22.00 uur graag stilte op het terrein.'],
      ['Vuur alleen in de barbecues.', 'Vuur maken mag alleen in de barbecues.'],
      ['want van een maaltijd hebben we niet altijd een registratie;', 'want van een maaltijd hebben we niet altijd een boeking of bon;'],
      ['Sluit binnenkort · 13.30 uur', 'Sluit om 13.30 uur'],
      ['Kinderen: dat zijn er meer dan in je hele groep (3).', 'Kinderen: dat zijn er meer dan in je hele gezelschap (3).'],
      ['Een kopie van mijn aanvraag in mijn e-mailapp bewaren', 'Een kopie van mijn aanvraag bewaren'],
      ['Volwassenen: één minder', 'Eén volwassene minder'],
      ['de modelcontractbepalingen van de Europese Commissie', 'de standaardcontractbepalingen van de Europese Commissie'],
      ['Droogtoilet, binnen', 'Composttoilet, binnen'],
      ['Kookt voor jou en geeft je graag tips', 'Kookt voor je en geeft je graag tips'],
    ];
    for (const [old, now] of cases) {
      expect(wordingProblems('nl', old)).toHaveLength(1);
      expect(wordingProblems('nl', now)).toEqual([]);
    }
    // A group at the restaurant is still a group, and a time inside a sentence is still « tijd ».
    expect(wordingProblems('nl', 'Met een groep van meer dan 12 personen? Bel ons op')).toEqual([]);
    expect(wordingProblems('nl', 'Er zijn in korte tijd te veel aanvragen verstuurd.')).toEqual([]);
  });

  it('rules out every clock but the language’s own, and leaves a quoted title alone', () => {
    expect(wordingProblems('en', 'from 6 am to 8 pm').map((problem) => problem.found)).toEqual(['6 am']);
    expect(wordingProblems('en', 'from 6:00 to 20:00').map((problem) => problem.found)).toEqual(['6:00']);
    expect(wordingProblems('en', 'from 06:00 to 20:00')).toEqual([]);
    expect(wordingProblems('en', 'Lake at dusk (‘summer 1am’)')).toEqual([]);
    expect(wordingProblems('nl', 'van 06.00 uur tot 20:00 uur').map((problem) => problem.found)).toEqual(['20:00', '06.00']);
    expect(wordingProblems('de', 'von 6.00 Uhr bis 09:00 Uhr').map((problem) => problem.found)).toEqual(['6.00 Uhr', '09:00']);
    expect(wordingProblems('de', 'Zwei Stege, 10 am See')).toEqual([]);
    expect(wordingProblems('fr', 'de 16:00 à 18h')[0]).toMatchObject({ found: '16:00' });
  });

  it('rules out every quotation mark but the language’s own', () => {
    expect(wordingProblems('de', 'mit „Vegetarisch“ gekennzeichnet')).toEqual([]);
    expect(wordingProblems('de', 'mit “Vegetarisch” gekennzeichnet')).not.toEqual([]);
    expect(wordingProblems('en', 'marked ‘Vegetarian’')).toEqual([]);
    expect(wordingProblems('en', 'marked “Vegetarian”')).not.toEqual([]);
    expect(wordingProblems('nl', 'herken je aan „Vegetarisch”')).not.toEqual([]);
    expect(wordingProblems('fr', 'la mention «\u00a0Végan\u00a0»')).toEqual([]);
    expect(wordingProblems('fr', 'la mention "Végan"')).not.toEqual([]);
    for (const lang of languages) expect(wordingProblems(lang, `${quotationMarks[lang].open}X${quotationMarks[lang].close}`)).toEqual([]);
  });
});

describe('the words modules the glossary reads', () => {
  it('are found on disk, every area’s words file among them', () => {
    expect(wordsModuleFiles()).toEqual(
      expect.arrayContaining([
        'features/restaurant/restaurant-words',
        'features/stays/request/stay-request-words',
        'features/voucher/voucher-words',
        'features/faq/faq-words',
      ]),
    );
  });
});

describe.each(languages)('the site’s own words in %s', (lang) => {
  it('follow the glossary in every dictionary', () => {
    const texts = dictionaryTexts(lang);
    // The walk reaches the dictionaries: at least the navigation's and the carte's words.
    expect(texts.map(({ text }) => text)).toEqual(expect.arrayContaining([routeNames[lang].stays, menuWords[lang].sectionTitle]));
    expect(texts.flatMap(({ where, text }) => wordingProblems(lang, text).map((problem) => ({ where, text, ...problem })))).toEqual([]);
  });

  it('are all written: none is still notTranslatedYet(…), another language’s words standing in', () => {
    expect(dictionaryTexts(lang).filter(({ text }) => isNotTranslated(text))).toEqual([]);
  });

  it('follow the clock and the glossary where hours, days and prices are written', () => {
    expect(formattedWords(lang).flatMap((text) => wordingProblems(lang, text).map((problem) => ({ text, ...problem })))).toEqual([]);
  });

  it('follow the glossary in the confirmation e-mail the owner sends, for every unit', () => {
    const emails = [confirmationEmailIn(lang), ...confirmationUnitsIn(lang).map((unit) => confirmationEmailIn(lang, unit))];
    expect(emails.length).toBeGreaterThan(1);
    expect(emails.flatMap((text) => wordingProblems(lang, text).map((problem) => ({ text: text.slice(0, 80), ...problem })))).toEqual([]);
  });

  it('follow the glossary in the price list and the carte PDFs', async () => {
    const priceList = await priceListText(lang);
    expect(priceList).toContain(priceListWordsOf(lang).cabinsTitle);
    expect(wordingProblems(lang, priceList, { plainSpaces: true })).toEqual([]);
    const carte = await menuPdfText(lang);
    expect(carte).toContain(menuWords[lang].legendTitle);
    expect(wordingProblems(lang, carte, { plainSpaces: true })).toEqual([]);
  });
});

const priceListWordsOf = (lang: Lang) => priceListWords[lang];

describe('the round-F readers’ turns', () => {
  it('rules each out, and allows what replaced it', () => {
    const pairs: readonly [Lang, string, string][] = [
      ['en', 'Adults in the second one', 'Adults in the second place to stay'],
      ['en', 'A team that looks after you well.', 'A team that takes good care of you.'],
      ['en', 'the court of Lons, which covers the grounds.', 'the court of Lons, which has jurisdiction over the site.'],
      ['fr', 'avant le séjour minimum', 'séjour trop court'],
      ['nl', 'Twee gereserveerde parkeerplaatsen bij de ingang', 'Twee gehandicaptenparkeerplaatsen bij de ingang'],
      ['de', 'gemindert nur um die nachgewiesenen Reparaturkosten', 'abzüglich nachgewiesener Reparaturkosten'],
    ];
    for (const [lang, before, after] of pairs) {
      expect(wordingProblems(lang, before)).not.toEqual([]);
      expect(wordingProblems(lang, after)).toEqual([]);
    }
  });
});
