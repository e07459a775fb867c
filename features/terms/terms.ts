// The written booking terms (conditions générales de vente) in a language, from the owner's facts: the
// legal notice's identity, the contact, the stays data (hours, capacities, children's ages, charges,
// the taxe de séjour of each type), the booking terms as the stays page words them, the arrival guide's
// house rules, the mediator and the court, the gift voucher's terms. The page and the PDF both read
// it here, so that neither can say otherwise. Server-only: it reads the data.
import { addressLines, email, phoneDisplayIn } from '@/config/contact';
import { consumerMediator, court, publisher } from '@/config/legal';
import { absoluteUrl } from '@/config/page-metadata';
import { pathOf } from '@/config/routes';
import { readLocalizedData } from '@/content/localized-data';
import { ownerDataFile } from '@/content/owner-data';
import type { ArrivalGuideData } from '@/content/schema/arrival-guide';
import { shareCapitalIn } from '@/features/legal/legal-words';
import { stayConditionsIn } from '@/features/stays/units/accommodations-content';
import { availabilityWords } from '@/features/stays/availability-words';
import { bookingTermsPartsIn, noWithdrawalIn } from '@/features/stays/pricing/booking-terms';
import { compulsoryChargesIn, inGermanSentence, inSentence, touristTaxIn } from '@/features/stays/pricing/stay-price';
import { offeredUnitTypes, stays, unitsOf } from '@/features/stays/stays';
import { minimumChildAges } from '@/features/stays/units/unit-facts';
import { voucherTermsIn, withdrawalAnchor } from '@/features/voucher/voucher';
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';
import { termsWords, type TermsFacts, type TermsItem } from './terms-words';

/** The children's minimum age as the terms say it, after « Âge minimum des enfants : ». */
const childAge: Translated<(unit: string, age: number) => string> = {
  // The age first (the French reader, round D): « 6 ans dans la petite cabane », not « la petite cabane (à partir de 6 ans) ».
  fr: (unit, age) => `${age} ans dans ${unit}`,
  // "Minimum age for children: 6 in the small treehouse", the age first as French and German say it.
  en: (unit, age) => `${age} in ${unit}`,
  nl: (unit, age) => `${unit} (vanaf ${age} jaar)`,
  // The age first, then the unit: « 6 Jahre für das kleine Baumhaus », after « Mindestalter: ».
  de: (unit, age) => `${age} Jahre für ${unit}`,
};

/** A type's capacity as the terms say it: « 6 personnes ». */
const people: Translated<(count: number) => string> = {
  fr: (count) => `${count} personnes`,
  en: (count) => `${count} people`,
  nl: (count) => `${count} personen`,
  de: (count) => `${count} Personen`,
};

/** A unit type's title inside a sentence: « les chalets », « die Chalets ». */
const title = (lang: Lang, name: string) => (lang === 'de' ? inGermanSentence(name) : inSentence(name));

/** « a, b et c »; undefined for none. */
const listIn = (lang: Lang, items: readonly string[]) =>
  items.length === 0 ? undefined : new Intl.ListFormat(intlLocales[lang], { type: 'conjunction' }).format(items);

const given = (...items: (TermsItem | undefined)[]): TermsItem[] => items.filter((item): item is TermsItem => item !== undefined);

/** The taxe de séjour as beside the prices: once where every type's is the same, else each with its type. */
function touristTaxSentences(lang: Lang): string[] {
  const stop = (sentence: string) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
  const sentences = offeredUnitTypes.map((type) => ({ type: type.id, sentence: touristTaxIn(lang, type.id).sentence }));
  if (new Set(sentences.map(({ sentence }) => sentence)).size <= 1) return sentences.slice(0, 1).map(({ sentence }) => stop(sentence));
  return sentences.map(({ type, sentence }) =>
    stop(`${sentence.replace(/[.]$/, '')} (${title(lang, availabilityWords[lang].typeTitle[type])})`),
  );
}

/** Everything the terms state in `lang`, each undefined (or left out of its list) until the owner gives it. */
export function termsFactsIn(lang: Lang): TermsFacts {
  const parts = bookingTermsPartsIn(lang);
  const conditions = stayConditionsIn(lang);
  const typeTitle = availabilityWords[lang].typeTitle;
  const guide = readLocalizedData<ArrivalGuideData>('arrival-guide', ownerDataFile('arrival-guide'), lang);
  const { name, address: mediatorAddress, website } = consumerMediator;
  return {
    company: publisher.companyName,
    form: publisher.legalForm,
    capital: shareCapitalIn(lang),
    siren: publisher.siren,
    rcs: publisher.rcs,
    address: addressLines.length > 0 ? addressLines.join(', ') : undefined,
    email,
    phone: phoneDisplayIn(lang),
    advanceKind: stays.bookingTerms.advancePaymentKind,
    payment: given(parts.advancePayment, parts.balance, parts.paymentMethods),
    cancellation: given(parts.cancellation, parts.advancePaymentKind),
    deposit: parts.deposit,
    noWithdrawal: noWithdrawalIn(lang),
    charges: [
      ...new Set(offeredUnitTypes.flatMap((type) => compulsoryChargesIn(lang, type.id).map((charge) => charge.replace(/^\+\s*/, '')))),
    ],
    touristTax: touristTaxSentences(lang),
    arrival: conditions.arrival.value,
    departure: conditions.departure.value,
    capacities: listIn(
      lang,
      offeredUnitTypes.map((type) => `${title(lang, typeTitle[type.id])} (${people[lang](type.capacity)})`),
    ),
    childAges: listIn(
      lang,
      offeredUnitTypes.flatMap((type) => {
        const ages = Object.entries(minimumChildAges(type.id));
        const named = new Map(unitsOf(type).map((unit) => [unit.id, unit.name]));
        // One age for the type when each unit says the same, else one per unit by its name.
        if (ages.length === unitsOf(type).length && new Set(ages.map(([, age]) => age)).size === 1)
          return [childAge[lang](title(lang, typeTitle[type.id]), ages[0]?.[1] ?? 0)];
        return ages.map(([unit, age]) => childAge[lang](named.get(unit) ?? unit, age));
      }),
    ),
    pets: conditions.pets.value,
    smoking: lang === 'de' ? conditions.smoking.value : inSentence(conditions.smoking.value),
    houseRules: guide.houseRules ?? [],
    mediator: name && mediatorAddress && website ? { name, address: mediatorAddress, website } : undefined,
    court,
    voucherTerms: voucherTermsIn(lang),
    voucherUrl: absoluteUrl(`${pathOf('voucher', lang)}#${withdrawalAnchor}`),
    staysUrl: absoluteUrl(pathOf('stays', lang)),
    legalUrl: absoluteUrl(`${pathOf('legal', lang)}#donnees-personnelles`),
  };
}

/** The written booking terms in a language: the sections with every sentence whose facts are given. */
export interface TermsDocument {
  readonly title: string;
  readonly prevails: string | null;
  readonly sections: readonly { readonly id: string; readonly title: string; readonly paragraphs: readonly string[] }[];
}

export function termsIn(lang: Lang, facts: TermsFacts = termsFactsIn(lang)): TermsDocument {
  const words = termsWords[lang];
  return {
    title: words.bannerTitle,
    prevails: words.prevails,
    sections: words
      .sections(facts)
      .map((section) => ({
        ...section,
        paragraphs: section.paragraphs.filter((paragraph): paragraph is string => paragraph !== undefined && paragraph !== ''),
      }))
      .filter((section) => section.paragraphs.length > 0)
      // Numbered as shown: a section whose facts are not given leaves no gap in the numbers.
      .map((section, index) => ({ ...section, title: section.title.replace(/^\d+(?=\. )/u, String(index + 1)) })),
  };
}
