// The stay request's rules, in no language: its fields, what refuses it before sending (each refusal
// naming its field), the nearest free stay when the dates are taken, and the request written out for
// the owner (French) and in the prepared e-mail (the language the visitor chose). Nothing goes to the
// address the visitor typed (issue 50): the page confirms, and offers the visitor a copy from their own mail app.
// Every word comes from a kit (features/stays/request/stay-request-words.ts's StayRequestKit). Pure, for the
// browser and tests.
import type { ContactField, StayRequestKit } from '@/features/stays/request/stay-request-words';
import type { UnitTypeId } from '@/features/stays/stays';
import { rangeOfDays, type NightRange } from '@/features/stays/availability/nights';
import { estimateStay, estimateWords, seasonOf } from '@/features/stays/availability/estimate';
import { isCalendarDay } from '@/lib/calendar-day';
import { countPlaces, fill, formatDay, plural } from '@/lib/i18n/format';
import { intlLocales, isLang, type Lang } from '@/lib/i18n/languages';
import { clampText, longestFitting, mailtoMaxLength, mailtoOf, visitorText } from '@/lib/mailto';
import { firstInOrder, isEmailAddress, isPhoneNumber } from '@/lib/request-fields';
import { dayFromIso, isoDay } from '@/lib/opening-status';
import { estimateSummary } from '@/features/stays/estimate/estimate-summary';
import { arrivalAllowed, minimumNightsOn, nearestArrivals } from '@/features/stays/availability/offers';
import { periodText } from '@/features/stays/estimate/stay-sentences';
import { mostPets, stayQuery, type SecondFacts } from '@/features/stays/request/stay-query';

/** The request's fields, in the form's order, by the names the draft keeps them under. */
export const stayFields = [
  'type',
  'arrivee',
  'depart',
  'adultes',
  'enfants',
  'animaux',
  'ages',
  'supplements',
  'nom',
  'prenom',
  'telephone',
  'email',
  'langue',
  'message',
] as const;

export type StayField = (typeof stayFields)[number];
export type StayValues = Record<StayField, string>;
export type StayErrors = Partial<Record<StayField, string>>;

/** Longest text each field takes, so that a request always fits in an e-mail. */
export const stayMaxLengths: Readonly<Record<StayField, number>> = {
  type: 20,
  arrivee: 10,
  depart: 10,
  adultes: 3,
  enfants: 3,
  animaux: 3,
  ages: 90,
  supplements: 200,
  nom: 80,
  prenom: 80,
  telephone: 25,
  email: 254,
  langue: 2,
  message: 1000,
};

/** The stay part of the request, as the estimate hands it over (« Demander un séjour »). */
export type StayPrefill = Partial<
  Pick<StayValues, 'type' | 'arrivee' | 'depart' | 'adultes' | 'enfants' | 'animaux' | 'ages' | 'supplements'>
>;

export function emptyStayValues(lang: Lang, type: string): StayValues {
  return {
    type,
    arrivee: '',
    depart: '',
    adultes: '2',
    enfants: '0',
    animaux: '0',
    ages: '',
    supplements: '',
    nom: '',
    prenom: '',
    telephone: '',
    email: '',
    langue: lang,
    message: '',
  };
}

export function clampStayValue(field: StayField, value: string): string {
  return clampText(value, stayMaxLengths[field]);
}

/** The values as sent: surrounding spaces and invisible controls removed, line breaks kept inside the message alone, no half emoji. */
export function trimStayValues(values: StayValues): StayValues {
  const trimmed = { ...values };
  for (const field of stayFields) trimmed[field] = visitorText(values[field], field === 'message').trim();
  return trimmed;
}

/** What the checks know of a unit type besides its rules: which nights are free (null while its calendar is not synced). */
export interface StayAvailability {
  readonly isStayFree: ((arrival: number, departure: number) => boolean) | null;
  /**
   * Whether the whole request is free, when it asks for two units (features/stays/estimate/two-units.ts): the
   * nearest free stay a refusal names must suit every unit asked for, the dates being the same. The
   * unit's own availability when absent.
   */
  readonly isRequestFree?: (arrival: number, departure: number) => boolean;
}

export interface StayContext {
  /** Paris day number of the visitor's today. */
  readonly today: number;
  /** The day after the calendar's last night. */
  readonly calendarEnd: number;
}

/**
 * The nearest stay of `nights` nights, starting on or after `earliest` and ending by `end`, that one
 * unit of the type has free: a day earlier before a day later at the same distance.
 */
export function nearestFreeStay(
  isStayFree: (arrival: number, departure: number) => boolean,
  arrival: number,
  nights: number,
  earliest: number,
  end: number,
): NightRange | null {
  const fits = (start: number) => start >= earliest && start + nights <= end && isStayFree(start, start + nights);
  const farthest = Math.max(arrival - earliest, end - nights - arrival);
  for (let shift = 1; shift <= farthest; shift += 1) {
    for (const start of [arrival - shift, arrival + shift]) if (fits(start)) return rangeOfDays(start, start + nights);
  }
  return null;
}

const count = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** The kit's type of `id`, or the first one. */
function typeIn(kit: StayRequestKit, id: string) {
  const type = kit.types.find((candidate) => candidate.id === id) ?? kit.types[0];
  if (!type) throw new Error('stay request: no unit type in the kit');
  return type;
}

/** The stay's refusals, in the page's language (the kit's), each on the field it names; empty when the stay can be asked for. */
export function checkStay(values: StayValues, kit: StayRequestKit, availability: StayAvailability, context: StayContext): StayErrors {
  const { messages } = kit.words;
  const labels = kit.estimate;
  const errors: StayErrors = {};
  const date = (field: 'arrivee' | 'depart', label: string): number | null => {
    const value = values[field];
    if (!value) errors[field] = fill(messages.dateMissing, { field: label });
    else if (!isCalendarDay(value)) errors[field] = fill(messages.badDate, { field: label });
    else return dayFromIso(value);
    return null;
  };
  const arrival = date('arrivee', labels.arrival);
  const departure = date('depart', labels.departure);
  if (arrival !== null && arrival < context.today) errors.arrivee = messages.arrivalPast;
  if (arrival !== null && departure !== null && departure <= arrival) errors.depart = messages.departureNotAfter;
  else if (departure !== null && departure > context.calendarEnd) {
    errors.depart = fill(messages.beyondCalendar, { date: formatDay(kit.lang, context.calendarEnd, true) });
  }

  const adults = count(values.adultes);
  const children = count(values.enfants);
  if (Number.isNaN(adults)) errors.adultes = fill(messages.badAdults, { field: labels.adults });
  else if (adults < 1) errors.adultes = messages.noAdult;
  if (Number.isNaN(children)) errors.enfants = fill(messages.badCount, { field: labels.children });
  const pets = count(values.animaux);
  if (Number.isNaN(pets)) errors.animaux = fill(messages.badCount, { field: labels.pets });
  else if (pets > mostPets) errors.animaux = fill(messages.tooManyPets, { max: mostPets });
  const type = typeIn(kit, values.type);
  if (!errors.adultes && !errors.enfants && adults + children > type.rules.capacity) {
    errors.adultes = fill(messages.overCapacity[type.id], { capacity: type.rules.capacity });
  }

  if (arrival === null || departure === null || errors.arrivee || errors.depart) return errors;
  const nights = departure - arrival;
  const nightsPlaces = (total: number) => countPlaces(kit.lang, 'nights', total, kit.estimate.nights);
  // The arrival night's season sets the arrival days and the minimum (by weekday where it says one), as the estimate does.
  const seasonOn = (day: number) => type.rules.seasons.find((candidate) => candidate.id === seasonOf(type.rules, isoDay(day)));
  const season = seasonOn(arrival);
  if (season && !arrivalAllowed(season, arrival)) {
    const anyDay = { arrivalDays: [], minimumNights: 1, minimumNightsByArrivalDay: {} };
    const nearest = nearestArrivals((day) => seasonOn(day) ?? anyDay, arrival, nights, context);
    errors.arrivee = estimateWords(kit.lang, kit.estimate.messages).arrivalDay(season.name, season.arrivalDays, nearest);
    return errors;
  }
  const minimum = season ? minimumNightsOn(season, arrival) : 1;
  if (season && nights < minimum) {
    errors.depart = fill(messages.minimumNights, {
      season: season.name,
      ...nightsPlaces(minimum),
      date: formatDay(kit.lang, arrival + minimum, true),
    });
    return errors;
  }
  const { isStayFree } = availability;
  if (isStayFree && !isStayFree(arrival, departure)) {
    const nearest = nearestFreeStay(availability.isRequestFree ?? isStayFree, arrival, nights, context.today, context.calendarEnd);
    errors.arrivee = nearest
      ? fill(messages.taken[type.id], { period: periodText(kit.lang, kit.periods, { ...nearest, free: true, nights }, '') })
      : fill(messages.noneFree[type.id], nightsPlaces(nights));
  }
  return errors;
}

/** The contact fields' refusals, in the table request's words (the kit's). */
export function checkContact(values: Pick<StayValues, ContactField>, kit: StayRequestKit): StayErrors {
  const { messages } = kit.form;
  const errors: StayErrors = {};
  if (!values.nom.trim()) errors.nom = messages.nomRequired;
  if (!values.prenom.trim()) errors.prenom = messages.prenomRequired;
  if (!values.telephone.trim()) errors.telephone = messages.telephoneRequired;
  else if (!isPhoneNumber(values.telephone)) errors.telephone = messages.telephoneInvalid;
  if (!values.email.trim()) errors.email = messages.emailRequired;
  else if (!isEmailAddress(values.email)) errors.email = messages.emailInvalid;
  return errors;
}

/** Every refusal, the stay's and the contact's; the first field to fix is the first of `stayFields` here. */
export function checkStayRequest(
  values: StayValues,
  kit: StayRequestKit,
  availability: StayAvailability,
  context: StayContext,
): StayErrors {
  return { ...checkStay(values, kit, availability, context), ...checkContact(values, kit) };
}

export function firstStayError(errors: StayErrors, nameFields: readonly StayField[] = ['nom', 'prenom']): StayField | undefined {
  // In the order of the page, whose name fields follow the language (lib/request-fields.ts).
  const inPageOrder = stayFields.flatMap((field) => (field === 'nom' ? nameFields : field === 'prenom' ? [] : [field]));
  return firstInOrder(inPageOrder, errors);
}

/** The request written out in a kit's language: the stay, its price as estimated, and who asks. */
export interface StaySummary {
  readonly typeTitle: string;
  /** "du samedi 15 mai 2027 au mardi 18 mai 2027 (3 nuits)". */
  readonly stay: string;
  /** « 2 adultes et 1 enfant ». */
  readonly party: string;
  readonly pets: string;
  /** The estimate's lines with their amounts, "Basse saison : 3 nuits × 70 € = 210 €"; none while the rates are unknown. */
  readonly priceLines: readonly string[];
  /** "Total estimé : 210 €", or that the price comes in the reply. */
  readonly total: string;
  /** The total in euros; null while the rates are unknown (a second unit's estimate adds them up: two-units.ts). */
  readonly totalEuros: number | null;
  /** What the total leaves out (tax not yet set, the deposit…), as the estimate says it. */
  readonly notIncluded: readonly string[];
  readonly availability: string;
  readonly replyLanguage: string;
}

/**
 * The summary of a checked request in `kit`'s language. The price lines are the estimate's own
 * (features/stays/availability/estimate.ts through estimate-summary.ts's estimateSummary), whatever they hold; the notes
 * that repeat the checks (minimum stay met, nights free) are left out, the others kept.
 */
export function staySummary(values: StayValues, kit: StayRequestKit, availability: StayAvailability, context: StayContext): StaySummary {
  const type = typeIn(kit, values.type);
  const arrival = dayFromIso(values.arrivee);
  const departure = dayFromIso(values.depart);
  const nights = departure - arrival;
  const adults = Number(values.adultes);
  const children = Number(values.enfants);
  const pets = Number(values.animaux);
  const { summary } = kit.words;
  const synced = availability.isStayFree !== null;
  const estimate = estimateStay(
    type.rules,
    { arrival: values.arrivee, departure: values.depart, adults, children, pets, extras: values.supplements.split(',').filter(Boolean) },
    { today: context.today, calendarEnd: context.calendarEnd, isStayFree: availability.isStayFree ?? (() => true) },
    estimateWords(kit.lang, kit.estimate.messages),
  );
  const price = estimate.ok
    ? estimateSummary(kit.lang, kit.estimate, estimate, synced, kit.prices, { taxNote: type.taxNote, offers: type.rules.offers })
    : null;
  const checkNotes = new Set(
    price && estimate.ok
      ? [
          fill(kit.estimate.minimumMet, countPlaces(kit.lang, 'nights', estimate.minimumNights, kit.estimate.nights)),
          fill(kit.estimate.minimumNotMet, countPlaces(kit.lang, 'nights', estimate.minimumNights, kit.estimate.nights)),
          kit.estimate.free,
          kit.estimate.notFree,
          kit.estimate.availabilityUnknown,
        ]
      : [],
  );
  const line = (label: string, value: string) => fill(kit.form.mailto.line, { label, value });
  return {
    // One unit of a type of several: « Un chalet », never the type's plural « Les chalets » (the panels).
    typeTitle: kit.words.secondUnit.one[values.type as keyof typeof kit.words.secondUnit.one] ?? type.title,
    stay: periodText(kit.lang, kit.periods, { ...rangeOfDays(arrival, departure), free: true, nights }, ''),
    party: partyWords(kit, adults, children, values.ages),
    pets: pets > 0 ? plural(kit.lang, pets, summary.petCount) : summary.noPets,
    // « = » after a calculation only: « 3 nuits × 70 € = 210 € », but « Ménage de fin de séjour : 40 € ».
    priceLines: price ? price.lines.map(({ label, amount, computed }) => (computed ? `${label} = ${amount}` : line(label, amount))) : [],
    total: price ? line(price.total.label, price.total.amount) : line(kit.estimate.resultTitle, summary.priceInReply),
    totalEuros: price && estimate.ok ? estimate.total : null,
    notIncluded: price ? price.notes.filter((note) => !checkNotes.has(note)) : [],
    availability: synced ? summary.free : summary.unchecked,
    replyLanguage: kit.languageNames[isLang(values.langue) ? values.langue : kit.lang],
  };
}

/**
 * A party in a kit's language: « 2 adultes et 2 enfants (4 ans, âge non précisé) », the children's ages
 * where the family gave at least one (they are asked only where a unit's rule needs them).
 */
/** A child's age in words: « 3 ans », and « moins d’un an » for a baby. */
export function childAgeIn(lang: Lang, years: number, words: Pick<StayRequestKit['words']['choices'], 'years' | 'underOneYear'>): string {
  return years === 0 ? words.underOneYear : plural(lang, years, words.years);
}

export function partyWords(kit: Pick<StayRequestKit, 'lang' | 'estimate' | 'words'>, adults: number, children: number, ages = ''): string {
  const given = ages.split(',').slice(0, Math.max(children, 0));
  const choices = kit.words.choices;
  const agesText = given.some(Boolean)
    ? ` (${Array.from({ length: children }, (_, index) => given[index] ?? '')
        .map((age) => (/^\d+$/.test(age) ? childAgeIn(kit.lang, Number(age), choices) : choices.ageNotGiven))
        .join(', ')})`
    : '';
  // « 2 adultes et 1 enfant », "2 adults and 1 child": two counts are joined as each language joins a list (round H, French).
  return new Intl.ListFormat(intlLocales[kit.lang], { type: 'conjunction' }).format([
    plural(kit.lang, adults, kit.estimate.adultCount),
    ...(children > 0 ? [`${plural(kit.lang, children, kit.words.summary.childCount)}${agesText}`] : []),
  ]);
}

/** What writes a request out in a kit's language: one unit's staySummary, or two units' (features/stays/estimate/two-units.ts). */
export type StaySummarizer = (values: StayValues, kit: StayRequestKit, availability: StayAvailability, context: StayContext) => StaySummary;

/** The summary's lines, as the e-mails and the prepared e-mail write them; `detailed: false` keeps the total only. */
/** A unit's title inside a phrase, its article in lower case: « + das große Baumhaus », « Hébergement : un chalet ». */
export function articleInPhrase(words: Pick<StayRequestKit['words']['secondUnit'], 'pairLowerArticles'>, title: string): string {
  const article = words.pairLowerArticles.find((candidate) => title.startsWith(candidate));
  return article ? `${article.toLowerCase()}${title.slice(article.length)}` : title;
}

export function summaryLines(
  summary: StaySummary,
  values: StayValues,
  kit: StayRequestKit,
  detailed = true,
  more: readonly string[] = [],
): string[] {
  const line = (label: string, value: string) => fill(kit.form.mailto.line, { label, value });
  const labels = kit.form.mailto.labels;
  return [
    // After the colon, the article in lower case: « Hébergement : un chalet » (the round-E French reader).
    line(kit.estimate.unitType, articleInPhrase(kit.words.secondUnit, summary.typeTitle)),
    line(kit.words.summary.stay, summary.stay),
    line(kit.words.summary.party, summary.party),
    line(kit.estimate.pets, summary.pets),
    ...(detailed ? summary.priceLines : []),
    summary.total,
    ...(detailed ? summary.notIncluded : []),
    line(kit.words.summary.availability, summary.availability),
    // What the request adds to the stay (dinner on arrival's table), in the same language.
    ...more,
    '',
    line(labels.nom, values.nom),
    line(labels.prenom, values.prenom),
    line(labels.telephone, values.telephone),
    line(labels.email, values.email),
    line(kit.words.replyLanguage, summary.replyLanguage),
    ...(values.message ? [line(labels.message, values.message)] : []),
  ];
}

/** "Demande de séjour – Marie Dupont": an en dash between the prefix and the name (issue 48). */
export function staySubject(prefix: string, values: Pick<StayValues, 'prenom' | 'nom'>): string {
  const name = [values.prenom.trim(), values.nom.trim()].filter(Boolean).join(' ');
  return name ? `${prefix} – ${name}` : prefix;
}

/**
 * The template's variables (docs/emailjs-demande-sejour.html): the owner's e-mail in French from
 * `french`, with everything the visitor typed and the reply language. The template sends nothing to
 * the visitor (no auto-reply, issue 50): anyone can call EmailJS with the site's public key, and an
 * e-mail to the address a call names would let a script use the owner's mailbox.
 */
export function stayTemplateParams(
  values: StayValues,
  french: StayRequestKit,
  reply: Lang,
  availability: StayAvailability,
  context: StayContext,
  summarize: StaySummarizer = staySummary,
  second: SecondFacts | null = null,
): Record<string, string> {
  const owner = summarize(values, french, availability, context);
  const replyLanguage = french.languageNames[reply];
  return {
    subject: `${staySubject(french.words.mailto.subjectPrefix, values)} (${replyLanguage})`,
    hebergement: owner.typeTitle,
    sejour: owner.stay,
    personnes: owner.party,
    animaux: owner.pets,
    // The request's facts, beside the estimate the visitor's browser computed (issue 50): the extras
    // asked for, the day it was sent by the visitor's clock, and the stays page's address for them,
    // where the owner's template links to recompute the estimate with the site's own rules.
    supplements: extrasNames(french, [values.type, ...(second ? [second.type] : [])], [values.supplements, second?.supplements ?? '']),
    envoye: formatDay('fr', context.today, true),
    verification: stayQuery(values, second, isoDay(context.today)),
    estimation: [...owner.priceLines, owner.total, ...owner.notIncluded].join('\n'),
    disponibilites: owner.availability,
    langue: replyLanguage,
    nom: values.nom,
    prenom: values.prenom,
    telephone: values.telephone,
    email: values.email,
    message: values.message,
  };
}

/** The optional extras asked for, by their names in the kit's language, each once; « aucun » (the kit's word) for none. */
export function extrasNames(kit: StayRequestKit, types: readonly string[], ticked: readonly string[]): string {
  const names = new Set<string>();
  types.forEach((id, index) => {
    const chosen = (ticked[index] ?? '').split(',').filter(Boolean);
    for (const extra of typeIn(kit, id).rules.extras) if (chosen.includes(extra.id)) names.add(extra.name);
  });
  return names.size > 0 ? [...names].join(', ') : kit.words.summary.noPets;
}

/**
 * The prepared e-mail to the owner, in the kit's language (the visitor's), when sending fails: the
 * whole request within what a mail client accepts. A long message is shortened first, saying so;
 * should that not do, the price keeps its total only.
 */
export function stayMailtoHref(
  values: StayValues,
  kit: StayRequestKit,
  to: string,
  availability: StayAvailability,
  context: StayContext,
  more: readonly string[] = [],
  summarize: StaySummarizer = staySummary,
): string {
  const summary = summarize(values, kit, availability, context);
  const subject = staySubject(kit.words.mailto.subjectPrefix, values);
  const body = (message: string, detailed: boolean) =>
    [
      kit.form.mailto.greeting,
      '',
      kit.words.mailto.intro,
      '',
      ...summaryLines(summary, { ...values, message }, kit, detailed, more),
      '',
      kit.words.mailto.closing,
    ].join('\n');
  const fitting = (detailed: boolean) =>
    longestFitting(
      values.message,
      (message, shortened) =>
        mailtoOf(to, subject, body(shortened ? `${message}… ${kit.form.mailto.truncated}` : message, detailed)).length <= mailtoMaxLength,
    );
  const detailed = fitting(true);
  const chosen = detailed.kept || !values.message ? { ...detailed, detailed: true } : { ...fitting(false), detailed: false };
  const message = chosen.shortened ? `${chosen.kept}… ${kit.form.mailto.truncated}` : chosen.kept;
  return mailtoOf(to, subject, body(message, chosen.detailed));
}

/** The prepared e-mail without JavaScript: the request's lines, to fill in, in the page's language. */
export function blankStayMailtoBody(kit: Pick<StayRequestKit, 'form' | 'words' | 'estimate'>): string {
  const line = (label: string) => fill(kit.form.mailto.line, { label, value: '' });
  const labels = kit.form.mailto.labels;
  return [
    kit.form.mailto.greeting,
    '',
    kit.words.mailto.intro,
    '',
    ...[
      kit.estimate.unitType,
      kit.estimate.arrival,
      kit.estimate.departure,
      kit.estimate.adults,
      kit.estimate.children,
      kit.estimate.pets,
    ].map(line),
    '',
    ...[labels.nom, labels.prenom, labels.telephone, kit.words.replyLanguage].map(line),
    '',
    kit.words.mailto.closing,
  ].join('\n');
}

/** The unit types a request can name, for a value read back from a draft. */
export function isUnitType(kit: StayRequestKit, value: string): value is UnitTypeId {
  return kit.types.some((type) => type.id === value);
}
