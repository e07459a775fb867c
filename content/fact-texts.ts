// The week's facts in words, written from the data files in each language: the status boxes before
// their script runs (features/opening-hours/place-status.tsx), and the value of each placeholder an owner's text
// may hold ({horaires du restaurant}…: content/schema/fact-placeholders.ts), which
// content/localized-data.ts fills as it reads the text. Whether a place is open now depends on
// today: the status leaf computes that in the visitor's browser; these are the week's hours.
import { ownerDataFile } from './owner-data';
import { hoursIn, windowIn } from '@/lib/prices';
import { restaurantHours } from './restaurant-week';
import { readDataFile } from './schema/editor-values';
import { factPlaceholderOf, type FactPlaceholder } from './schema/fact-placeholders';
import type { GlassworksData } from './schema/glassworks';
import type { PlaceId } from './schema/places';
import type { FishingData } from './schema/prices';
import type { Stays } from './schema/stays';
import { weekdayIds } from './schema/weekdays';
import { capitalize, formatEuros } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { openSeasons, restaurantHoursText, seasonsText, weeklyDaysText, type HoursTextWords } from '@/lib/hours-sentences';
import { frenchPublicHolidays } from '@/lib/opening-status';
import { unitTypeIds, unitTypes, type CapacityPlaceholder, type UnitTypeId } from './unit-types';

// Checked against their schemas by `npm run check:content` before every build; the facts only (no translated text here).
const pond = readDataFile<FishingData>(ownerDataFile('fishing')).accessHours;
const glassworks = readDataFile<GlassworksData>(ownerDataFile('glassworks'));
const stays = readDataFile<Stays>(ownerDataFile('stays'));

/** How many people a type of accommodation sleeps at most, as a number every language writes alike. */
const capacityOf = (id: UnitTypeId) => String(stays.unitTypes.find((type) => type.id === id)?.capacity ?? '');

/** Each type's capacity, under its placeholder (content/unit-types.ts). */
const capacityTexts = Object.fromEntries(unitTypeIds.map((id) => [unitTypes[id].capacityPlaceholder, () => capacityOf(id)])) as Record<
  CapacityPlaceholder,
  () => string
>;

/** How each language says days, services and their exceptions around the day names (lib/hours-sentences.ts). */
export const hoursTextWords: Translated<HoursTextWords> = {
  fr: {
    onDay: (day) => `le ${day}`,
    fromTo: (first, last) => `du ${first} au ${last}`,
    everyDay: 'tous les jours',
    closedAllWeek: 'fermé toute la semaine',
    services: { lunchAndDinner: 'midi et soir', lunch: 'midi', dinner: 'soir' },
    daysWithServices: (days, services) => `${days} ${services}`,
    oneDayWithServices: null,
    lastGroupSeparator: ', ',
    closedDay: (day) => `le ${day}`,
    publicHolidays: 'les jours fériés',
    except: (closed) => `sauf ${closed}`,
    butPublicHolidays: ', sauf les jours fériés',
    inPeriod: (dates, services) => `${dates}, ${services}`,
    addedPeriod: (dates, services) => `ainsi que ${services} ${dates}`,
    addedPeriodSeparator: ', ',
    closedOnDays: (days) => `fermé ${days}`,
    periodSeparator: '\u00a0; ',
  },
  en: {
    onDay: (day) => `on ${day}s`,
    fromTo: (first, last) => `from ${first} to ${last}`,
    everyDay: 'every day',
    closedAllWeek: 'closed all week',
    services: { lunchAndDinner: 'lunch and dinner', lunch: 'lunch', dinner: 'dinner' },
    daysWithServices: (days, services) => `${services} ${days}`,
    // « Sunday lunch », « Tuesday dinner »: a single day names its meal as a Briton does.
    oneDayWithServices: (weekday, services) => `${weekday} ${services}`,
    lastGroupSeparator: ', and ',
    closedDay: (day) => `${day}s`,
    publicHolidays: 'public holidays',
    except: (closed) => `every day except ${closed}`,
    butPublicHolidays: ', except public holidays',
    inPeriod: (dates, services) => `from ${dates}, ${services}`,
    addedPeriod: (dates, services) => `from ${dates}, ${services} too`,
    addedPeriodSeparator: '; ',
    closedOnDays: (days) => `closed ${days}`,
    periodSeparator: '; ',
  },
  nl: {
    onDay: (day) => `op ${day}`,
    fromTo: (first, last) => `van ${first} t/m ${last}`,
    everyDay: 'elke dag',
    closedAllWeek: 'de hele week gesloten',
    services: { lunchAndDinner: 'lunch en diner', lunch: 'lunch', dinner: 'diner' },
    // « open van woensdag t/m zaterdag voor lunch en diner »: a service is what the restaurant opens for.
    daysWithServices: (days, services) => `${days} voor ${services}`,
    // One evening is said as the day's evening, « op dinsdagavond », as a Dutch sign says it (« op dinsdag voor diner » reads translated).
    oneDayWithServices: (day, services, served) => (served === 'dinner' ? `op ${day}avond` : `op ${day} voor ${services}`),
    lastGroupSeparator: ', ',
    closedDay: (day) => day,
    publicHolidays: 'feestdagen',
    // After the owner's « Open », the days it opens come first: « Open behalve op … » reads as a sign missing its days.
    except: (closed) => `elke dag, behalve op ${closed}`,
    exceptSundaysAndHolidays: 'van maandag t/m zaterdag, behalve op feestdagen',
    butPublicHolidays: ', behalve op feestdagen',
    // No colon inside the sentence: « …; van 1 juli t/m 31 augustus ook op dinsdagavond ».
    inPeriod: (dates, services) => `van ${dates} ${services}`,
    addedPeriod: (dates, services) => `van ${dates} ook ${services}`,
    addedPeriodSeparator: '; ',
    closedOnDays: (days) => `gesloten ${days}`,
    periodSeparator: '; ',
  },
  de: {
    // "mittwochs": every Wednesday, as an adverb.
    onDay: (day) => `${day.toLocaleLowerCase('de')}s`,
    fromTo: (first, last) => `von ${first} bis ${last}`,
    everyDay: 'täglich',
    closedAllWeek: 'die ganze Woche geschlossen',
    services: { lunchAndDinner: 'mittags und abends', lunch: 'mittags', dinner: 'abends' },
    daysWithServices: (days, services) => `${days} ${services}`,
    oneDayWithServices: null,
    lastGroupSeparator: ', ',
    closedDay: (day) => `${day.toLocaleLowerCase('de')}s`,
    publicHolidays: 'an Feiertagen',
    except: (closed) => `außer ${closed}`,
    exceptSundaysAndHolidays: 'außer an Sonn- und Feiertagen',
    butPublicHolidays: ', außer an Feiertagen',
    // No colon inside a sentence: « vom 1. Juli bis 31. August dienstags abends ».
    inPeriod: (dates, services) => `vom ${dates} ${services}`,
    addedPeriod: (dates, services) => `vom ${dates} zusätzlich ${services}`,
    addedPeriodSeparator: '; ',
    closedOnDays: (days) => `${days} geschlossen`,
    periodSeparator: '; ',
  },
};

/** Whether a visit of the glassworks costs something, as the facts beside it say. */
const visitWords: Translated<{ readonly free: string; readonly paid: string }> = {
  fr: { free: 'gratuite', paid: 'payante' },
  en: { free: 'free', paid: 'charge applies' },
  nl: { free: 'gratis', paid: 'tegen betaling' },
  de: { free: 'kostenlos', paid: 'kostenpflichtig' },
};

/**
 * The public holidays on the same day every year (1 May, 14 July…): those of two years whose Easter
 * falls far apart, so that the feasts that move with it (Easter Monday, Ascension, Whit Monday) drop out.
 */
const fixedPublicHolidays: ReadonlySet<string> = (() => {
  const monthDays = (year: number) => new Set([...frenchPublicHolidays(year)].map((day) => day.slice(5)));
  const early = monthDays(2008); // Easter on 23 March
  const late = monthDays(2011); // Easter on 24 April
  return new Set([...early].filter((day) => late.has(day)));
})();

const openWeekdays = weekdayIds.map((day) => glassworks.openDays.includes(day));

/** Each placeholder's words in a language, from the data. */
const factTexts: Readonly<Record<FactPlaceholder, (lang: Lang) => string>> = {
  'horaires du restaurant': (lang) => restaurantHoursText(lang, hoursTextWords[lang], restaurantHours),
  'horaires de l’étang': (lang) => hoursIn(lang, pond.opens, pond.closes),
  'saison de la verrerie': (lang) =>
    seasonsText(
      lang,
      openSeasons(glassworks.periods, glassworks.closedOnPublicHolidays, (day) => fixedPublicHolidays.has(day)),
    ),
  'jours de la verrerie': (lang) => weeklyDaysText(lang, hoursTextWords[lang], openWeekdays, glassworks.closedOnPublicHolidays),
  'visite de la verrerie': (lang) => (glassworks.isAccessibleForFree ? visitWords[lang].free : visitWords[lang].paid),
  ...capacityTexts,
  'heures d’arrivée': (lang) => hoursIn(lang, stays.arrival.opens, stays.arrival.closes),
  // A window the guest leaves in: « please leave your accommodation between 09:00 and 11:00 ».
  'heures de départ': (lang) => windowIn(lang, stays.departure.opens, stays.departure.closes),
  // The pet supplement is an extra by animal and night (issue 40); none listed, nothing to pay.
  animaux: (lang) => formatEuros(lang, stays.extras.find((extra) => extra.unit === 'animal-nuit')?.euros ?? 0),
  caution: (lang) => formatEuros(lang, stays.depositEuros),
};

/** A placeholder's words in a language ("{horaires de l’étang}" in French: "de 6h à 20h"); undefined for a name the site does not know. */
export function factText(name: string, lang: Lang): string | undefined {
  const known = factPlaceholderOf(name);
  return known ? factTexts[known](lang) : undefined;
}

/**
 * What a place's status box says before its script runs (and without JavaScript): the week's hours, in
 * the page's language. At the head of the box it starts with a capital; after the place's name and a
 * colon (`afterLabel`, « Restaurant: von Mittwoch bis Samstag … ») the fragment goes on in lower case,
 * as every language of the site writes a fragment after a colon. The glassworks' box says its season
 * only: its days are the sentence under its periods ({jours de la verrerie}, features/leisure/
 * glassworks-section.tsx), which stays once the status has replaced these words, and is said once.
 */
export function statusFallback(lang: Lang, place: PlaceId, afterLabel = false): string {
  const words = hoursTextWords[lang];
  const text = (() => {
    switch (place) {
      case 'restaurant':
        return factTexts['horaires du restaurant'](lang);
      case 'etang':
        return `${words.everyDay} ${factTexts['horaires de l’étang'](lang)}`;
      case 'verrerie':
        return factTexts['saison de la verrerie'](lang);
    }
  })();
  return afterLabel ? text : capitalize(text);
}
