// The gift voucher page's facts, read at build: the owner's choices (content/data/voucher.json) written
// out as the terms and the right of withdrawal in each language (./voucher-terms.ts), with the issuer
// from the legal notice and the seasons and tax regime from the stays data; and what the request's
// script is handed (its words in the page's language, the French ones for the owner's e-mail, the unit
// types from the stays data). Server-only: no page script imports a module that reads a data file.
import { withdrawalWords } from './withdrawal-words';
import type { WithdrawalSetup } from './withdrawal-request';
import { address, email, phoneDisplayIn, telHref } from '@/config/contact';
import { languageNamesIn } from '@/config/language-names';
import { publisher } from '@/config/legal';
import { absoluteUrl } from '@/config/page-metadata';
import { privacyNoticeIn, type PrivacyNotice } from '@/config/request-privacy';
import { pathOf } from '@/config/routes';
import { reservationWords, type ReservationWords } from '@/features/restaurant/restaurant-words';
import { availabilityWords } from '@/features/stays/availability-words';
import { stayRequestWords } from '@/features/stays/request/stay-request-words';
import { inSentence, nightlyPriceIn } from '@/features/stays/pricing/stay-price';
import { seasonName, stays } from '@/features/stays/stays';
import { formatEuros } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import { readDataFile } from '@/content/schema/editor-values';
import type { Given } from '@/content/given-facts';
import type { VoucherData } from '@/content/schema/voucher';
import { ownerDataFile } from '@/content/owner-data';
import { voucherTerms, withdrawalIn, type VoucherIssuer, type VoucherTermsContext, type Withdrawal } from './voucher-terms';
import type { VoucherCheckMessages } from './voucher-request';
import { voucherWords, type VoucherSummaryWords, type VoucherWords } from './voucher-words';

export const voucherFacts = readDataFile<VoucherData>(ownerDataFile('voucher'));

/** The section of the page that holds the right of withdrawal and its form: every short notice points to it. */
export const withdrawalAnchor = 'retractation';

/** Who issues the voucher, from the legal notice and the contact data, in a language's way of writing an amount. */
export function voucherIssuerIn(lang: Lang): VoucherIssuer {
  return {
    company: publisher.companyName,
    form: publisher.legalForm,
    capital:
      publisher.shareCapitalEuros === undefined
        ? undefined
        : lang === 'fr'
          ? publisher.shareCapital
          : formatEuros(lang, publisher.shareCapitalEuros),
    siren: publisher.siren,
    address: address && `${address.street}, ${address.postalCode} ${address.city}`,
    email,
  };
}

/** What the terms depend on in the stays data and the legal notice, in a language. */
export function voucherTermsContextIn(lang: Lang): VoucherTermsContext {
  // Inside a sentence: lower case where the language writes it so. German nouns, English « French » and
  // Dutch « Franse » keep their capital; a German adjective does not (« Nebensaison und französische Schulferien »).
  const inText = (name: string) =>
    (lang === 'de' && !/^Französische\b/.test(name)) ||
    (lang === 'en' && /^French\b/.test(name)) ||
    (lang === 'nl' && /^Franse\b/.test(name))
      ? name
      : inSentence(name);
  const seasonNames = Object.fromEntries(stays.seasons.map((season) => [season.id, inText(seasonName(lang, season))]));
  // The guest pays a tax on top unless every type's commune takes it at a flat rate from the venue.
  const touristTaxAdded = !stays.unitTypes.every((type) => type.touristTax?.kind === 'forfait');
  return { seasonNames, touristTaxAdded, issuer: voucherIssuerIn(lang) };
}

/**
 * The terms' sentences in a language, each once its facts are given (each is needed to publish:
 * content/facts-to-give.ts, so only a preview goes without one).
 */
export function voucherTermsIn(
  lang: Lang,
  facts: Given<VoucherData> = voucherFacts,
  context: VoucherTermsContext = voucherTermsContextIn(lang),
): readonly string[] {
  return voucherTerms(lang, facts, context);
}

/** The right of withdrawal and its model form in a language, pointing to the page's section; undefined until the issuer's name, address and e-mail are given. */
export function voucherWithdrawalIn(lang: Lang): Withdrawal | undefined {
  return withdrawalIn(lang, voucherIssuerIn(lang), absoluteUrl(`${pathOf('voucher', lang)}#${withdrawalAnchor}`));
}

/** The voucher words the form's script is handed: named once, for its type and for the setup that picks them. */
const formWordKeys = [
  'formTitle',
  'amountHint',
  'stayPricesHint',
  'unitPrice',
  'stayPricesLink',
  'messageHint',
  'addressHint',
  'sent',
  'copyLink',
  'loading',
  'withoutScript',
] as const satisfies readonly (keyof VoucherWords)[];
type FormWordKey = (typeof formWordKeys)[number];

/** What the voucher form's script is handed, in the page's language, with the French summary for the owner's e-mail. */
export interface VoucherSetup {
  readonly lang: Lang;
  readonly words: Pick<VoucherWords, FormWordKey> & {
    /** The right of withdrawal in one sentence, after sending and at the end of the visitor's copy; none until its facts are given. */
    readonly withdrawal: string | undefined;
  };
  readonly messages: VoucherCheckMessages;
  readonly summary: VoucherSummaryWords;
  readonly frenchSummary: VoucherSummaryWords;
  /** The unit types a stay voucher can name: id and title in the page's language and in French. */
  /** `price`: its price per night with its compulsory charges, as the stays page says it (null until its rates are given). */
  readonly units: readonly { readonly id: string; readonly title: string; readonly frenchTitle: string; readonly price: string | null }[];
  /** The page's language as the owner's e-mail names it (« néerlandais »). */
  readonly languageName: string;
  /** The accommodation page's prices, linked under a « séjour » voucher's nights. */
  readonly stayPricesHref: string;
  readonly mailto: VoucherWords['mailto'] & Pick<ReservationWords['mailto'], 'greeting' | 'truncated'>;
  readonly form: Pick<
    ReservationWords,
    | 'honeypotLabel'
    | 'requiredLegend'
    | 'optional'
    | 'submit'
    | 'sending'
    | 'error'
    | 'errorMailto'
    | 'errorMailtoLink'
    | 'errorPhone'
    | 'failureAdvice'
    | 'messageCounter'
  >;
  readonly privacy: PrivacyNotice;
  /** The venue's e-mail and number, each undefined until the owner gives it (both are needed to publish). */
  readonly contact: { readonly email: string | undefined; readonly telHref: string | undefined; readonly phoneDisplay: string | undefined };
}

/** One unit of a type, as the voucher's select and the owner's e-mail name it: « Un chalet », a cabin by its title. */
function oneUnitTitle(lang: Lang, id: keyof (typeof availabilityWords)['fr']['typeTitle']): string {
  const one: Readonly<Partial<Record<string, string>>> = stayRequestWords[lang].secondUnit.one;
  return one[id] ?? availabilityWords[lang].typeTitle[id];
}

export function voucherSetup(lang: Lang): VoucherSetup {
  const words = voucherWords[lang];
  const table = reservationWords[lang];
  // Only these words reach the form's script (the page's meta and terms stay on the server).
  const formWords = Object.fromEntries(formWordKeys.map((key) => [key, words[key]])) as Pick<VoucherWords, FormWordKey>;
  return {
    lang,
    words: { ...formWords, withdrawal: voucherWithdrawalIn(lang)?.short },
    messages: {
      ...words.messages,
      emailRequired: table.messages.emailRequired,
      emailInvalid: table.messages.emailInvalid,
      telephoneRequired: table.messages.telephoneRequired,
      telephoneInvalid: table.messages.telephoneInvalid,
    },
    summary: words.summary,
    frenchSummary: voucherWords.fr.summary,
    // A voucher buys one unit: « Un chalet », never the type's plural « Les chalets » (the French reader, round D).
    units: stays.unitTypes.map((type) => ({
      id: type.id,
      title: oneUnitTitle(lang, type.id),
      frenchTitle: oneUnitTitle('fr', type.id),
      price: nightlyPriceIn(lang, type.id) ?? null,
    })),
    languageName: languageNamesIn.fr[lang],
    stayPricesHref: pathOf('stays', lang),
    mailto: { ...words.mailto, greeting: table.mailto.greeting, truncated: table.mailto.truncated },
    form: {
      honeypotLabel: table.honeypotLabel,
      requiredLegend: table.requiredLegend,
      optional: table.optional,
      submit: table.submit,
      sending: table.sending,
      error: table.error,
      errorMailto: table.errorMailto,
      errorMailtoLink: table.errorMailtoLink,
      errorPhone: table.errorPhone,
      failureAdvice: table.failureAdvice,
      messageCounter: table.messageCounter,
    },
    privacy: privacyNoticeIn(lang, 'voucher'),
    contact: { email, telHref, phoneDisplay: phoneDisplayIn(lang) },
  };
}

/** The page's title and description, and its banner's words, in a language. */
export function voucherMetaIn(lang: Lang) {
  return voucherWords[lang].meta;
}

/** The online withdrawal's setup (withdrawal-function.tsx): its words in the page's language and in French for the owner, the voucher form's shared words. */
export function withdrawalSetup(lang: Lang, voucher: VoucherSetup = voucherSetup(lang)): WithdrawalSetup {
  // The voucher form's setup, which the page has already built: its shared words, contact and language name.
  const { form, contact, languageName } = voucher;
  // Its own notice: the law's duties as basis, kept with the sale (not the request's purpose and keeping).
  return {
    lang,
    words: withdrawalWords[lang],
    frenchWords: withdrawalWords.fr,
    languageName,
    form,
    privacy: privacyNoticeIn(lang, 'withdrawal'),
    contact,
  };
}
