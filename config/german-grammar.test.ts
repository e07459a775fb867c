/** @jest-environment node */
// German declines a counted noun after von, mit, bei, aus, nach, seit, zu…: the dative (« von 7
// Nächten », « mit 2 Kindern », « mit 1 Erwachsenem »), where the nominative (« von 7 Nächte ») is a
// mistake every German reader sees. Held here over every German string of the site's dictionaries,
// every count form they hold for 1 to 14, and what the estimate and the stay request write from
// them; and, in the same sentences, the comma that closes a weekday's date before the sentence goes
// on (« am Freitag, 27. November 2026, um 9:48 Uhr »).
import { statusFallback } from '@/content/fact-texts';
import { placeIds, statusWords, placeNames } from '@/features/opening-hours/opening-status-words';
import { OpeningStatus } from '@/features/opening-hours/opening-status-view';
import { placeSchedule } from '@/features/opening-hours/place-schedules';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { availabilityWords } from '@/features/stays/availability-words';
import { stayRequestWords, type StayRequestKit } from '@/features/stays/request/stay-request-words';
import { stayFlowWords } from '@/features/stays/request/stay-flow-words';
import { reservationWords } from '@/features/restaurant/restaurant-words';
import { estimateStay, estimateWords, type EstimateRules } from '@/features/stays/availability/estimate';
import { noOffers } from '@/features/stays/availability/offers';
import { estimateSummary } from '@/features/stays/estimate/estimate-summary';
import { periodText } from '@/features/stays/estimate/stay-sentences';
import { checkStay, emptyStayValues, type StayValues } from '@/features/stays/request/stay-request';
import { stayRequestKit } from '@/features/stays/request/stay-request-kit';
import { fill, formatDay, plural, type PluralForms } from '@/lib/i18n/format';
import { languages } from '@/lib/i18n/languages';
import { dayFromIso, statusText } from '@/lib/opening-status';
import { dictionaries, textsOf } from '@/scripts/checks/words-modules';
import { faqWords } from '@/features/faq/faq-words';
import { bookingTermsIn, advancePaymentKindIn } from '@/features/stays/pricing/booking-terms';
import { confirmationEmailIn, confirmationUnitsIn } from '@/features/stays/emails/confirmation-email';
import { termsIn } from '@/features/terms/terms';
import { voucherTermsIn, voucherWithdrawalIn } from '@/features/voucher/voucher';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const isPluralForms = (value: unknown): value is PluralForms =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PluralForms).one === 'string' &&
  typeof (value as PluralForms).other === 'string';

/** Every German string of every words module (scripts/checks/words-modules.ts), and every count's forms among them. */
const german = { texts: [] as string[], forms: [] as PluralForms[] };
for (const { dictionary } of dictionaries()) {
  textsOf(dictionary.de, { onObject: (value) => isPluralForms(value) && german.forms.push(value) }, german.texts);
}

const dativePrepositions = 'von|vom|mit|bei|beim|aus|nach|seit|zu|zum|zur|samt|nebst|gegenüber|außer';
/** A preposition that governs the dative, a count in figures, and the noun it counts. */
const countAfterPreposition = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${dativePrepositions}) (?:(?:bis zu|höchstens|mindestens|insgesamt|je) )?(\\d+) (\\p{Lu}[\\p{L}-]*)`,
  'gu',
);

/** The counted nouns of a text that are not in the dative: a plural's dative ends in -n or -s (Nächten, Kindern, Personen, Fotos). */
function nominativesAfterPrepositions(text: string): string[] {
  return [...text.matchAll(countAfterPreposition)]
    .filter(([, count, noun]) => count !== '1' && !/[ns]$/u.test(noun ?? ''))
    .map(([found]) => found);
}

/**
 * The places a count fills with its noun in the site's templates (features/stays/estimate/stay-sentences.ts,
 * stay-request.ts: `plural`, `countPlaces`), each with its `…Dative` twin. A bare `{count}` is a figure.
 */
const countPlaces = ['nights', 'adults', 'children', 'pets'];
/** A count's place right after a dative preposition, not followed by its own noun: it has to be the `…Dative` one. */
const nominativePlace = new RegExp(`(?<![\\p{L}\\p{N}])(?:${dativePrepositions}) \\{(${countPlaces.join('|')})\\}(?! \\p{Lu})`, 'gu');

/** A weekday's date, « Freitag, 27. November 2026 », followed by a word without the comma that closes it. */
const unclosedDate = /(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. \p{L}+(?: \d{4})? (?=\p{L})/u;

const counts = Array.from({ length: 14 }, (_, index) => index + 1);

describe('German counts after von, mit, bei…', () => {
  it('finds a nominative after a preposition, and leaves a dative alone', () => {
    expect(nominativesAfterPrepositions('Mindestaufenthalt von 2 Nächte')).toEqual(['von 2 Nächte']);
    expect(nominativesAfterPrepositions('keinen anderen freien Zeitraum von 7 Nächte: Rufen Sie uns an.')).toEqual(['von 7 Nächte']);
    expect(nominativesAfterPrepositions('mit 2 Kinder und 1 Haustier')).toEqual(['mit 2 Kinder']);
    expect(
      nominativesAfterPrepositions('von 2 Nächten, mit 3 Kindern, bei 4 Personen, mit 2 Erwachsenen, mit 2 Haustieren, von 5 Fotos'),
    ).toEqual([]);
    expect('Mindestaufenthalt von {nights}: erfüllt.'.match(nominativePlace)).toEqual(['von {nights}']);
    expect('innerhalb von {count} Stunden'.match(nominativePlace)).toBeNull();
  });

  it('every German string puts a count after a preposition in the dative', () => {
    // The walk reaches the stay request's and the estimate's words.
    expect(german.texts).toEqual(
      expect.arrayContaining([...Object.values(stayRequestWords.de.messages.noneFree), availabilityWords.de.estimate.minimumMet]),
    );
    // A count's singular form (« innerhalb von {count} Stunde ») is read for 1 only, with the forms below.
    const singulars = new Set(german.forms.flatMap((forms) => [forms.one, ...(forms.oneDative ? [forms.oneDative] : [])]));
    const found = german.texts
      .filter((text) => !singulars.has(text))
      .flatMap((text) => [
        ...(text.match(nominativePlace) ?? []).map((place) => ({ text, place })),
        ...counts.flatMap((count) =>
          nominativesAfterPrepositions(text.replace(/\{\w+\}/gu, String(count))).map((place) => ({ text, place })),
        ),
      ]);
    expect(found).toEqual([]);
  });

  it('every German count form has its dative, from 1 to 14', () => {
    expect(german.forms.length).toBeGreaterThanOrEqual(5);
    const found = german.forms.flatMap((forms) =>
      counts.flatMap((count) => {
        const dative = plural('de', count, forms, 'dative');
        const wrong = nominativesAfterPrepositions(`von ${dative}`);
        // An adjective made a noun (« Erwachsener ») takes -em in the dative singular: « mit 1 Erwachsenem ».
        const stem = forms.other.replace(/e$/u, '');
        if (count === 1 && forms.one.endsWith(`${stem.replace('{count} ', '')}r`) && !dative.endsWith('em')) wrong.push(`von ${dative}`);
        return wrong.map((place) => ({ forms: forms.other, place }));
      }),
    );
    expect(found).toEqual([]);
  });
});

// Rules, prices and a calendar of the test's own: only the words come from the site.
const rules = (minimumNights: number): EstimateRules => ({
  seasons: [{ id: 'basse', name: 'Nebensaison', minimumNights, rate: 70, arrivalDays: [], minimumNightsByArrivalDay: {} }],
  periods: [],
  defaultSeason: 'basse',
  extras: [{ id: 'animaux', name: 'Haustiere', euros: 10, unit: 'animal-nuit', compulsory: false }],
  offers: noOffers,
  touristTax: { kind: 'montant', eurosPerAdultNight: 0.8 },
  capacity: 14,
});
const today = dayFromIso('2027-05-01');
const calendarEnd = dayFromIso('2028-05-01');
const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

function kitWith(minimumNights: number): StayRequestKit {
  const kit = stayRequestKit('de');
  return {
    ...kit,
    types: [{ id: 'petite-cabane', title: 'Das kleine Baumhaus', rules: rules(minimumNights), taxNote: 'Kurtaxe' }],
    prices: { depositEuros: 250 },
  };
}

const request = (arrival: number, departure: number): StayValues => ({
  ...emptyStayValues('de', 'petite-cabane'),
  arrivee: iso(arrival),
  depart: iso(departure),
  adultes: '2',
  enfants: '3',
  animaux: '2',
});

/** What the estimate and the stay request write in German for a count of `count`: nights, minimum, party. */
function germanSentences(count: number): string[] {
  const words = availabilityWords.de.estimate;
  const arrival = dayFromIso('2027-06-01');
  const sentences: string[] = [];
  for (const nights of [1, count]) {
    const estimate = estimateStay(
      rules(count),
      { arrival: iso(arrival), departure: iso(arrival + nights), adults: count, children: 0, pets: count },
      { today, calendarEnd, isStayFree: () => true },
      estimateWords('de', words.messages),
    );
    if (!estimate.ok) throw new Error(estimate.message);
    const summary = estimateSummary('de', words, estimate, true, { depositEuros: 250 }, { taxNote: 'Kurtaxe', offers: noOffers });
    sentences.push(summary.title, ...summary.lines.map((line) => line.label), ...summary.notes);
  }
  // A stay shorter than the minimum, and one the calendar has no other room for.
  const tooShort = checkStay(request(arrival, arrival + 1), kitWith(count + 1), { isStayFree: () => true }, { today, calendarEnd });
  const taken = checkStay(request(arrival, arrival + count), kitWith(1), { isStayFree: () => false }, { today, calendarEnd });
  sentences.push(...Object.values(tooShort), ...Object.values(taken));
  sentences.push(
    periodText(
      'de',
      availabilityWords.de.periods,
      { arrival: iso(arrival), departure: iso(arrival + count), nights: count, free: true },
      iso(calendarEnd),
    ),
  );
  return sentences.filter((sentence): sentence is string => typeof sentence === 'string');
}

describe('what the estimate and the stay request write in German, for 1 to 14 nights', () => {
  it('puts every count after a preposition in the dative', () => {
    const sentences = counts.flatMap(germanSentences);
    // The sentences reach the minimum stay and the calendar's lack of room.
    expect(sentences.some((sentence) => sentence.includes('Mindestaufenthalt'))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes('keinen anderen freien Zeitraum'))).toBe(true);
    expect(sentences.flatMap((sentence) => nominativesAfterPrepositions(sentence).map((place) => ({ sentence, place })))).toEqual([]);
    expect(sentences).toEqual(expect.arrayContaining(['Der Mindestaufenthalt von 7 Nächten ist erfüllt.']));
  });

  it('closes a weekday’s date with a comma when the sentence goes on', () => {
    const friday = dayFromIso('2026-11-27');
    const sentences = [
      ...counts.flatMap(germanSentences),
      availabilityWords.de.updatedAt(formatDay('de', friday, true), '9:48 Uhr'),
      fill(stayRequestWords.de.choices.takeStay, { arrival: formatDay('de', friday), departure: formatDay('de', friday + 7) }),
      // The calendar's line once both days are tapped, and the table form's note on a closed date (the panel's review).
      fill(stayFlowWords.de.picker.chosen, {
        arrival: formatDay('de', friday),
        departure: formatDay('de', friday + 7),
        nights: '7 Nächte',
      }),
      fill(reservationWords.de.hints.closedDate, { date: formatDay('de', friday, true) }),
      fill(statusWords.de.closureNotice, {
        place: 'Restaurant',
        from: formatDay('de', friday, true),
        through: formatDay('de', friday + 10, true),
        reason: '',
      }),
      statusText({ kind: 'closed', closedAllDay: true, next: { day: friday + 20, daysAhead: 20, opens: '09:00' } }, statusWords.de, 'de'),
    ];
    expect(sentences).toEqual(expect.arrayContaining(['Verfügbarkeit aktualisiert am Freitag, 27. November 2026, um 9:48 Uhr.']));
    expect(sentences.filter((sentence) => unclosedDate.test(sentence))).toEqual([]);
  });
});

// After a label and its colon, a fragment goes on in lower case (« Restaurant: von Mittwoch bis Samstag
// mittags und abends »); only a whole sentence or a noun takes a capital. The status box names its
// place before the week's hours (the home page), then before today's status: both are a fragment
// there (« Restaurant: geschlossen · … »), and a sentence's head only where the box stands alone.
describe('a fragment after a label’s colon', () => {
  const textOf = (html: string) => html.replace(/<[^>]*>/gu, '').replace(/&amp;/gu, '&');

  it.each(placeIds)('%s: the week goes on in lower case after the place’s name, and starts with a capital alone', (place) => {
    for (const lang of languages) {
      const afterLabel = statusFallback(lang, place, true);
      expect(afterLabel.charAt(0)).toBe(afterLabel.charAt(0).toLocaleLowerCase(lang));
      const alone = statusFallback(lang, place);
      expect(alone.charAt(0)).toBe(alone.charAt(0).toLocaleUpperCase(lang));
    }
  });

  it('the live status goes on in lower case after the place’s name (« Restaurant: geschlossen · … »), and starts with a capital alone', () => {
    const next = { day: dayFromIso('2026-11-25'), daysAhead: 2, opens: '12:00' };
    const statuses = [
      { kind: 'open', closes: '13:30' },
      { kind: 'closingSoon', closes: '13:30' },
      { kind: 'closed', closedAllDay: false, next },
      { kind: 'closed', closedAllDay: true, next },
      { kind: 'closed', closedAllDay: true },
    ] as const;
    for (const lang of languages) {
      for (const status of statuses) {
        const afterLabel = statusText(status, statusWords[lang], lang, true);
        expect(afterLabel.charAt(0)).toBe(afterLabel.charAt(0).toLocaleLowerCase(lang));
        const alone = statusText(status, statusWords[lang], lang);
        expect(alone.charAt(0)).toBe(alone.charAt(0).toLocaleUpperCase(lang));
      }
    }
    expect(statusText({ kind: 'closed', closedAllDay: true }, statusWords.de, 'de', true)).toBe('geschlossen');
  });

  it('the German home page’s box reads « Restaurant: von … », not « Von », before its script runs', () => {
    const html = renderToStaticMarkup(
      createElement(OpeningStatus, {
        schedule: placeSchedule('restaurant', []),
        words: statusWords.de,
        lang: 'de',
        closingSoonMinutes: 30,
        fallback: statusFallback('de', 'restaurant', true),
        label: placeNames.de.restaurant,
      }),
    );
    expect(textOf(html)).toBe(`Restaurant: ${statusFallback('de', 'restaurant', true)}`);
    expect(textOf(html)).toMatch(/^Restaurant: \P{Lu}/u);
  });
});

// Two whole sentences joined by a colon, the second opening with a capital (« Diese Bewertungen sind
// nicht geprüft: Wir übernehmen sie … »): correct German, but the French habit (« … : nous … ») that
// makes a page read as translated. German writes two sentences, a dash, « denn », « deshalb ». Its
// colon announces a list or a fragment (« Impressum …: Herausgeber, Hosting … »), or follows a label
// (« Anreise: Bitte wählen Sie ein Datum. », « Ihre Rechte: Sie können … »): those stay. Held over
// every German string of the dictionaries, the booking terms, the confirmation e-mail, both forms of
// the reviews' notes, and the German translations of the seed (fixtures/seed-data, what the e2e
// build shows; content/data is the owner's and only has the same texts, fixed alike).
describe('a colon between two whole German sentences', () => {
  /** Words that open a whole sentence after a colon: pronouns, articles, « Bitte », adverbs. An imperative (« Rufen Sie ») is caught on its own. */
  const sentenceOpeners =
    'Wir|Sie|Er|Es|Man|Das|Dies|Diese|Dieser|Dieses|Der|Die|Den|Dem|Ein|Eine|Einen|Kein|Keine|Alle|Alles|Bitte|Wenn|Falls|Weil|Sobald|Daraus|Damit|Dazu|Dann|Deshalb|Denn|So|Hier|Dort|Nur|Auch|Für|Am|Im';
  const afterColon = new RegExp(`: (?:(?:${sentenceOpeners}) [^\\s.,;:!?]+|\\p{Lu}\\p{Ll}+en Sie\\b)`, 'gu');
  /** The small words a label may hold (« Reservierungsanfrage für das Restaurant », « Erwachsene und Kinder »): any other word in lower case is a verb or an adjective, a sentence's. */
  const labelWords = new Set([
    'für',
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'und',
    'oder',
    'auf',
    'im',
    'in',
    'am',
    'an',
    'von',
    'vom',
    'mit',
    'zu',
    'zum',
    'zur',
    'bei',
    'beim',
    // A field's label names the unit by its rank: « Erwachsene in der zweiten Unterkunft: Bitte … ».
    'ersten',
    'zweiten',
  ]);
  /** The heads German really ends with a colon before a sentence: an announcement. */
  const allowedHeads = new Set(['Bitte beachten Sie']);

  /** The part of `text` before the colon at `index`, from the last sentence's end (not an abbreviation's: « Nr. 12 », « Art. 6 ») or colon. */
  const headBefore = (text: string, index: number) =>
    text
      .slice(0, index)
      .split(/[.!?]\s+(?=[\p{Lu}„[])|:\s+|\n+/u)
      .pop()
      ?.trim() ?? '';
  const isLabel = (head: string) => (head.match(/[\p{L}{}]+/gu) ?? []).every((word) => !/^\p{Ll}/u.test(word) || labelWords.has(word));

  /** Each colon of `text` that joins two whole sentences, with the head before it. */
  function joinedSentences(text: string): string[] {
    return [...text.matchAll(afterColon)]
      .map((match) => ({ head: headBefore(text, match.index), found: match[0] }))
      .filter(({ head }) => !isLabel(head) && !allowedHeads.has(head))
      .map(({ head, found }) => `${head}${found}`);
  }

  /** Every German string of the seed's translations: the values under each file's `de`. */
  function seedGerman(): string[] {
    const folder = path.join(__dirname, '..', 'fixtures', 'seed-data');
    return readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => textsOf((JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { de?: unknown }).de));
  }

  const reviewPolicies = (['verifies', 'non-verifies'] as const).flatMap((checked) =>
    (['tous', 'choisis'] as const).map((selection) => ({ checked, selection, publishWithinDays: 30, keepMonths: 24 })),
  );
  const siteTexts = () => [
    ...german.texts,
    ...reviewPolicies.flatMap((policy) => [...faqWords.de.nearReviews(policy), ...faqWords.de.policy(policy)]),
    ...textsOf(bookingTermsIn('de')),
    ...(['arrhes', 'acompte'] as const).map((kind) => advancePaymentKindIn('de', kind)?.value ?? ''),
    confirmationEmailIn('de'),
    ...confirmationUnitsIn('de').map((unit) => confirmationEmailIn('de', unit)),
    ...termsIn('de').sections.flatMap((section) => [section.title, ...section.paragraphs]),
    ...voucherTermsIn('de'),
    ...textsOf(voucherWithdrawalIn('de')),
  ];

  it('finds two sentences joined by a colon, and leaves a label, a list and an announcement alone', () => {
    expect(joinedSentences('Diese Bewertungen sind nicht geprüft: Wir übernehmen sie so.')).toEqual([
      'Diese Bewertungen sind nicht geprüft: Wir übernehmen',
    ]);
    expect(joinedSentences('Ein Datum ist ungültig: Bitte wählen Sie es über die Datumsauswahl.')).toHaveLength(1);
    expect(joinedSentences('Die Verfügbarkeit ist noch nicht abgeglichen: Rufen Sie uns an.')).toHaveLength(1);
    expect(
      joinedSentences('Anreise: Alle Chalets sind belegt, und der Kalender hat keinen anderen Zeitraum: Rufen Sie uns bitte an.'),
    ).toHaveLength(1);
    expect(joinedSentences('Wenn Sie später ankommen, rufen Sie uns bitte an: Wir stellen uns gern darauf ein.')).toHaveLength(1);
    expect(joinedSentences('Einen Code veröffentlichen wir nie: Sie erhalten ihn persönlich.')).toHaveLength(1);
    // An abbreviation's full stop does not end the sentence before the colon.
    expect(joinedSentences('Es besteht kein Widerrufsrecht (Artikel L221-28 Nr. 12): Es gelten die Stornobedingungen.')).toHaveLength(1);
    expect(joinedSentences('Ihre Anzahlung gilt als „arrhes“ (Artikel L214-1): Wenn Sie stornieren, verfällt sie.')).toHaveLength(1);
    expect(joinedSentences('Anreise: Bitte wählen Sie ein Datum.')).toEqual([]);
    expect(joinedSentences('Reservierungsanfrage für das Restaurant: Die Angaben, die Sie eintragen, dienen …')).toEqual([]);
    expect(joinedSentences('Ihre Rechte: Sie können Auskunft über Ihre Daten verlangen.')).toEqual([]);
    expect(joinedSentences('{field}: Bitte geben Sie eine ganze Zahl ab 0 ein.')).toEqual([]);
    expect(joinedSentences('Impressum der Website: Herausgeber, Hosting, Datenschutz und Bildnachweise.')).toEqual([]);
    expect(joinedSentences('Bitte beachten Sie: Dieses Datum liegt in der Vergangenheit.')).toEqual([]);
    expect(joinedSentences('Wie Sie den Schlüssel erhalten: noch zu ergänzen.')).toEqual([]);
  });

  it('no German text of the site joins two whole sentences with a colon', () => {
    const texts = siteTexts();
    // The walk reaches the texts fixed for it: the estimate, the stay request, the terms, the reviews, the seed.
    expect(texts).toEqual(
      expect.arrayContaining([availabilityWords.de.estimate.messages.past, faqWords.de.nearReviews(reviewPolicies[0]!)[0]]),
    );
    expect(texts.some((text) => text.includes('Widerrufsrecht'))).toBe(true);
    expect(seedGerman().some((text) => text.includes('Naturschutz'))).toBe(true);
    const found = [...texts, ...seedGerman()].flatMap((text) => joinedSentences(text).map((colon) => ({ text, colon })));
    expect(found).toEqual([]);
  });
});
