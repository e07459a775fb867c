// The gift voucher page's facts, read at build: the owner's means of payment and validity
// (content/data/voucher.json) written out as the terms in each language, and what the request's script
// is handed (its words in the page's language, the French ones for the owner's e-mail, the unit types
// from the stays data). Server-only: no page script imports a module that reads a data file.
import { email, phoneDisplayIn, telHref } from '@/config/contact';
import { languageNamesIn } from '@/config/language-names';
import { privacyNoticeIn, type PrivacyNotice } from '@/config/request-privacy';
import { reservationWords, type ReservationWords } from '@/features/restaurant/restaurant-words';
import { availabilityWords } from '@/features/stays/availability-words';
import { stays } from '@/features/stays/stays';
import { fill, plural } from '@/lib/i18n/format';
import { intlLocales, type Lang } from '@/lib/i18n/languages';
import { readDataFile } from '@/content/schema/editor-values';
import type { Given } from '@/content/given-facts';
import type { VoucherData } from '@/content/schema/voucher';
import { ownerDataFile } from '@/content/owner-data';
import { voucherWords, type VoucherMessages, type VoucherSummaryWords, type VoucherWords } from './voucher-words';

export const voucherFacts = readDataFile<VoucherData>(ownerDataFile('voucher'));

/**
 * The terms' sentences in a language, each once its fact is given (both are needed to publish:
 * content/schema/needed-facts.ts, so only a preview goes without one).
 */
export function voucherTermsIn(lang: Lang, facts: Given<VoucherData> = voucherFacts): readonly string[] {
  const words = voucherWords[lang];
  const { paymentMethods, validityMonths } = facts;
  return [
    ...(paymentMethods === undefined
      ? []
      : [fill(words.payment, { methods: new Intl.ListFormat(intlLocales[lang], { type: 'disjunction' }).format(paymentMethods.map((id) => words.methods[id])) })]),
    ...(validityMonths === undefined ? [] : [fill(words.validity, { months: plural(lang, validityMonths, words.months) })]),
  ];
}

/** What the voucher form's script is handed, in the page's language, with the French summary for the owner's e-mail. */
export interface VoucherSetup {
  readonly lang: Lang;
  readonly words: Pick<VoucherWords, 'formTitle' | 'amountHint' | 'messageHint' | 'addressHint' | 'sent' | 'copyLink' | 'withoutScript'>;
  readonly messages: VoucherMessages;
  readonly summary: VoucherSummaryWords;
  readonly frenchSummary: VoucherSummaryWords;
  /** The unit types a stay voucher can name: id and title in the page's language and in French. */
  readonly units: readonly { readonly id: string; readonly title: string; readonly frenchTitle: string }[];
  /** The page's language as the owner's e-mail names it (« néerlandais »). */
  readonly languageName: string;
  readonly mailto: VoucherWords['mailto'] & Pick<ReservationWords['mailto'], 'greeting' | 'truncated'>;
  readonly form: Pick<ReservationWords, 'honeypotLabel' | 'requiredLegend' | 'optional' | 'submit' | 'sending' | 'error' | 'errorMailto' | 'errorMailtoLink' | 'errorPhone' | 'failureAdvice' | 'messageCounter'>;
  readonly privacy: PrivacyNotice;
  /** The venue's e-mail and number, each undefined until the owner gives it (both are needed to publish). */
  readonly contact: { readonly email: string | undefined; readonly telHref: string | undefined; readonly phoneDisplay: string | undefined };
}

export function voucherSetup(lang: Lang): VoucherSetup {
  const words = voucherWords[lang];
  const table = reservationWords[lang];
  const { formTitle, amountHint, messageHint, addressHint, sent, copyLink, withoutScript } = words;
  return {
    lang,
    words: { formTitle, amountHint, messageHint, addressHint, sent, copyLink, withoutScript },
    messages: words.messages,
    summary: words.summary,
    frenchSummary: voucherWords.fr.summary,
    units: stays.unitTypes.map((type) => ({ id: type.id, title: availabilityWords[lang].typeTitle[type.id], frenchTitle: availabilityWords.fr.typeTitle[type.id] })),
    languageName: languageNamesIn.fr[lang],
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
