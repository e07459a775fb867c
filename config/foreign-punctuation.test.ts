/** @jest-environment node */
// Punctuation as English, Dutch and German write it (issue 39), over every word the site writes
// itself in those languages: no space before a colon, semicolon, question or exclamation mark (the
// French habit: "Language : English"), every refusal and notice a whole sentence ending in a full
// stop ("Please enter a valid number of people"), and no label repeated in its value ("Advance
// payment: advance payment to be confirmed"). The dictionaries are read whole, every words module
// found by its name (scripts/checks/words-modules.ts), with the booking terms' and the stay
// conditions' items.
import { reservationWords } from '@/features/restaurant/restaurant-words';
import { tableRequestEventWords } from '@/features/restaurant/table-request-event-words';
import { availabilityWords } from '@/features/stays/availability-words';
import { stayInfoItemsIn } from '@/features/stays/units/accommodations-content';
import { bookingTermsIn } from '@/features/stays/pricing/booking-terms';
import { stayDinnerWords } from '@/features/stays/estimate/stay-dinner-words';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import { voucherWords } from '@/features/voucher/voucher-words';
import { translationLanguages, type Lang, type TranslationLanguage } from '@/lib/i18n/languages';
import { isNotTranslated } from '@/lib/i18n/not-translated';
import { navigationWords } from './site';
import { dictionaryTexts as wordsIn, textsOf, wordsModules } from '@/scripts/checks/words-modules';

const modules = wordsModules();

/** Each exported dictionary's texts in `lang`, named by where they come from (addresses and file names are not words). */
const notWords = { skipKeys: ['href', 'file'] };
const dictionaryTexts = (lang: Lang) => wordsIn(lang, notWords, modules);

/** The refusals and notices a visitor reads as sentences, in `lang`. */
function sentences(lang: Lang): { where: string; text: string }[] {
  const table = reservationWords[lang];
  const { pastDate, closedDay, closedService } = table.hints;
  return Object.entries({
    'table request messages': table.messages,
    'table request failures': table.failureAdvice,
    'table request hints': { pastDate, closedDay, closedService },
    'stay request messages': stayRequestWords[lang].messages,
    'estimate messages': availabilityWords[lang].estimate.messages,
    'voucher messages': { ...voucherWords[lang].messages, sent: voucherWords[lang].sent },
    'dinner notices': (({ needsDates, closed, noneOpen }) => ({ needsDates, closed, noneOpen }))(stayDinnerWords[lang]),
    'table request event notice': tableRequestEventWords[lang].noSlot,
  }).flatMap(([where, group]) => textsOf(group, notWords).map((text) => ({ where, text })));
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
  it.each(translationLanguages)(
    '%s: no word says a stay is booked or confirmed by phone: dates are requested online, the phone is for questions',
    (lang) => {
      expect(dictionaryTexts(lang).filter(({ text }) => bookedByPhone[lang].test(text))).toEqual([]);
    },
  );
});

describe('punctuation in English, Dutch and German', () => {
  it.each(translationLanguages)(
    '%s: every text is written in the language, none still notTranslatedYet(…) with another’s punctuation',
    (lang) => {
      expect(dictionaryTexts(lang).filter(({ text }) => isNotTranslated(text))).toEqual([]);
    },
  );

  it.each(translationLanguages)('%s: no space before a colon, a semicolon, a question or an exclamation mark', (lang) => {
    const found = dictionaryTexts(lang).filter(({ text }) => /[\s\u00a0\u202f][:;?!]/.test(text));
    expect(found).toEqual([]);
  });

  it('still spaces them in French, where they are spaced, with a no-break space', () => {
    expect(dictionaryTexts('fr').some(({ text }) => /\u00a0:/.test(text))).toBe(true);
    expect(navigationWords.fr.currentLanguage).toBe('Langue\u00a0: français');
  });

  it.each(translationLanguages)('%s: every refusal and notice ends with a full stop (or a question or exclamation mark)', (lang) => {
    const all = sentences(lang);
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter(({ text }) => !/[.!?…]$/.test(text.trim()))).toEqual([]);
  });

  // Issue 48: the French source too, the language the others are translated from (« Indiquez un e-mail valide. »).
  it('fr: every refusal and notice ends with a full stop (or a question or exclamation mark), with « … » never three dots', () => {
    const all = sentences('fr');
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter(({ text }) => !/[.!?…]$/.test(text.trim()))).toEqual([]);
    expect(dictionaryTexts('fr').filter(({ text }) => text.includes('...'))).toEqual([]);
  });

  it.each(translationLanguages)('%s: no label’s words repeated in its value (booking terms, stay conditions)', (lang) => {
    const items = [...bookingTermsIn(lang).items, ...stayInfoItemsIn(lang)];
    const repeated = items.filter(({ label, value }) =>
      labelWords(label, lang).some((word) => value.toLocaleLowerCase(lang).includes(word)),
    );
    expect(repeated).toEqual([]);
  });
});
