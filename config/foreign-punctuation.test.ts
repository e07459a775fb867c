/** @jest-environment node */
// Punctuation as English, Dutch and German write it (issue 39), over every word the site writes
// itself in those languages: no space before a colon, semicolon, question or exclamation mark (the
// French habit: "Language : English"), every refusal and notice a whole sentence ending in a full
// stop ("Please enter a valid number of people"), and no label repeated in its value ("Advance
// payment: advance payment to be confirmed"). The dictionaries are read whole, as the glossary's test
// reads them (config/glossary.test.ts), with the stay request's and the booking terms' words.
import * as access from '@/features/contact/access';
import * as accommodations from '@/features/stays/stays-text';
import * as actionBar from './action-bar';
import * as cabinSection from '@/features/stays/cabin-section-words';
import * as contact from './contact';
import * as contactPage from '@/features/contact/contact-text';
import * as eventLists from '@/features/events/event-lists';
import * as eventPage from '@/features/events/event-page-text';
import * as eventWords from '@/features/events/event-words';
import * as home from '@/features/home/home-text';
import * as legalNotice from '@/features/legal/legal-text';
import * as leisure from '@/features/leisure/leisure';
import * as menu from '@/features/restaurant/menu';
import * as notFound from '@/features/not-found/not-found-text';
import * as openingStatus from '@/features/opening-hours/opening-status-words';
import * as priceList from '@/features/stays/price-list';
import * as restaurantPage from '@/features/restaurant/restaurant-text';
import * as seo from '@/site/seo';
import * as shareImage from './share-image';
import * as site from './site';
import * as stays from '@/features/stays/stays';
import * as stayDinner from '@/features/stays/stay-dinner-words';
import * as stayRequest from '@/features/stays/stay-request-words';
import * as tableRequestEventWords from '@/features/restaurant/table-request-event-words';
import * as ui from './ui';
import * as voucher from '@/features/voucher/voucher-words';
import { bookingTermsIn } from '@/features/stays/booking-terms';
import { stayInfoItemsIn } from '@/features/stays/stays-text';
import { languages, translationLanguages, type Lang, type TranslationLanguage } from '@/lib/i18n/languages';

const modules = {
  access,
  accommodations,
  actionBar,
  cabinSection,
  contact,
  contactPage,
  eventLists,
  eventPage,
  eventWords,
  home,
  legalNotice,
  leisure,
  menu,
  notFound,
  openingStatus,
  priceList,
  restaurantPage,
  seo,
  shareImage,
  site,
  stays,
  stayDinner,
  stayRequest,
  tableRequestEventWords,
  ui,
  voucher,
};

const isTranslated = (value: unknown): value is Readonly<Record<Lang, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === [...languages].sort().join();

/** Every text a value holds, a template called with a stand-in word for each place. */
function textsOf(value: unknown, found: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') {
    found.push(value);
  } else if (typeof value === 'function') {
    try {
      textsOf((value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, () => 'X')), found, seen);
    } catch {
      // A template of dates or amounts, which a stand-in word cannot fill.
    }
  } else if (typeof value === 'object' && value !== null && !(value instanceof RegExp) && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) if (key !== 'href' && key !== 'file') textsOf(child, found, seen);
  }
  return found;
}

/** Each exported dictionary's texts in `lang`, named by where they come from. */
function dictionaryTexts(lang: Lang): { where: string; text: string }[] {
  return Object.entries(modules).flatMap(([name, module]) =>
    Object.entries(module as Record<string, unknown>)
      .filter(([, value]) => isTranslated(value))
      .flatMap(([exported, value]) => textsOf((value as Record<Lang, unknown>)[lang]).map((text) => ({ where: `${name}.${exported}`, text }))),
  );
}

/** The refusals and notices a visitor reads as sentences, in `lang`. */
function sentences(lang: Lang): { where: string; text: string }[] {
  const table = restaurantPage.reservationWords[lang];
  const { pastDate, closedDay, closedService } = table.hints;
  return Object.entries({
    'table request messages': table.messages,
    'table request failures': table.failureAdvice,
    'table request hints': { pastDate, closedDay, closedService },
    'stay request messages': stayRequest.stayRequestWords[lang].messages,
    'estimate messages': stays.availabilityWords[lang].estimate.messages,
    'voucher messages': { ...voucher.voucherWords[lang].messages, sent: voucher.voucherWords[lang].sent, validityUnknown: voucher.voucherWords[lang].validityUnknown, paymentUnknown: voucher.voucherWords[lang].paymentUnknown },
    'dinner notices': (({ needsDates, closed, noneOpen }) => ({ needsDates, closed, noneOpen }))(stayDinner.stayDinnerWords[lang]),
    'table request event notice': tableRequestEventWords.tableRequestEventWords[lang].noSlot,
  }).flatMap(([where, group]) => textsOf(group).map((text) => ({ where, text })));
}

/** The words of a label worth noticing in its value: four letters or more, compared in lower case. */
const labelWords = (label: string, lang: Lang) => label.toLocaleLowerCase(lang).match(/\p{L}{4,}/gu) ?? [];

/** Saying that a stay is booked by phone, beside the online request (issue 39): each language's ways. */
const bookedByPhone: Readonly<Record<TranslationLanguage, RegExp>> = {
  en: /(?:book(?:ing|ed)?|confirm(?:ed|ing)?) by phone|call to book|to book, .*call/i,
  nl: /telefonisch (?:reserveren|te bevestigen)|door ons te bellen|bel om te reserveren/i,
  de: /telefonisch(?:e Buchung| zu bestätigen| bestätigt| buchen)|Buchung per Telefon|zum Buchen anrufen|indem Sie uns anrufen/i,
};

describe('the phone and the online request, each for its own thing', () => {
  it.each(translationLanguages)('%s: no word says a stay is booked or confirmed by phone: dates are requested online, the phone is for questions', (lang) => {
    expect(dictionaryTexts(lang).filter(({ text }) => bookedByPhone[lang].test(text))).toEqual([]);
  });
});

describe('punctuation in English, Dutch and German', () => {
  it.each(translationLanguages)('%s: no space before a colon, a semicolon, a question or an exclamation mark', (lang) => {
    const found = dictionaryTexts(lang).filter(({ text }) => /[\s\u00a0\u202f][:;?!]/.test(text));
    expect(found).toEqual([]);
  });

  it('still spaces them in French, where they are spaced', () => {
    expect(dictionaryTexts('fr').some(({ text }) => / :/.test(text))).toBe(true);
    expect(site.navigationWords.fr.colon).toBe(' : ');
  });

  it.each(translationLanguages)('%s: every refusal and notice ends with a full stop (or a question or exclamation mark)', (lang) => {
    const all = sentences(lang);
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter(({ text }) => !/[.!?…]$/.test(text.trim()))).toEqual([]);
  });

  it.each(translationLanguages)('%s: no label’s words repeated in its value (booking terms, stay conditions)', (lang) => {
    const items = [...bookingTermsIn(lang).items, ...stayInfoItemsIn(lang)];
    const repeated = items.filter(({ label, value }) => labelWords(label, lang).some((word) => value.toLocaleLowerCase(lang).includes(word)));
    expect(repeated).toEqual([]);
  });
});
