// The booking terms: the owner's (advance payment, balance, cancellation, means of payment, security
// deposit: content/data/stays.json, written in French and translated in the editor) and the site's own
// sentence on the right of withdrawal, in each language. Shown in full in the accommodation page's
// section #booking-terms, which the price list (the page's and the PDF) and the stay request link to.
import { fallbackLang, markFallback } from '@/lib/i18n/fallback';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { readLocalizedData } from '../../content/localized-data';
import { amountIn } from '../../config/prices';
import type { PaymentMethod, Stays } from '../../content/schema/stays';
import { stays } from './stays';
import type { InfoItem } from '../../config/types';
import { ownerDataFile } from '../../content/owner-data';

const staysData = ownerDataFile('stays');

/** The section's id on the accommodation page: the address every link to the terms ends with. */
export const bookingTermsAnchor = 'booking-terms';

interface BookingTermsWords {
  readonly title: string;
  readonly advancePayment: string;
  readonly balance: string;
  readonly cancellation: string;
  readonly paymentMethods: string;
  readonly deposit: string;
  /** The deposit's amount, then how it is taken and given back (the owner's words). */
  readonly depositValue: (amount: string, terms: string) => string;
  readonly paymentNames: Readonly<Record<PaymentMethod, string>>;
  /** Between the names of the means of payment. */
  readonly listSeparator: string;
  /** While the owner has ticked no means of payment. */
  readonly toBeConfirmed: string;
  /** A booking for set dates has no right of withdrawal (Code de la consommation L221-28 12°). */
  readonly noWithdrawal: string;
  /** The link from the price list to the terms. */
  readonly link: string;
}

const words: Translated<BookingTermsWords> = {
  fr: {
    title: 'Conditions de réservation',
    advancePayment: 'Acompte',
    balance: 'Solde',
    cancellation: 'Annulation',
    paymentMethods: 'Moyens de paiement acceptés',
    deposit: 'Caution',
    depositValue: (amount, terms) => `${amount}, ${terms}`,
    paymentNames: {
      'cheques-vacances': 'Chèques-Vacances',
      'cheques-vacances-connect': 'Chèques-Vacances Connect',
      carte: 'carte bancaire',
      especes: 'espèces',
      virement: 'virement',
      cheque: 'chèque',
    },
    listSeparator: ', ',
    toBeConfirmed: 'à préciser',
    noWithdrawal:
      'Une réservation d’hébergement à des dates déterminées n’ouvre pas de droit de rétractation (Code de la consommation, article L221-28 12°) : ce sont les conditions d’annulation ci-dessus qui s’appliquent.',
    link: 'Conditions de réservation',
  },
  en: {
    title: 'Booking terms',
    advancePayment: 'Advance payment',
    balance: 'Balance',
    cancellation: 'Cancellation',
    paymentMethods: 'Payment methods accepted',
    deposit: 'Security deposit',
    depositValue: (amount, terms) => `${amount}, ${terms}`,
    paymentNames: {
      'cheques-vacances': 'Chèques-Vacances (French holiday vouchers)',
      'cheques-vacances-connect': 'Chèques-Vacances Connect',
      carte: 'card',
      especes: 'cash',
      virement: 'bank transfer',
      cheque: 'cheque',
    },
    listSeparator: ', ',
    toBeConfirmed: 'to be confirmed',
    noWithdrawal:
      'A booking of accommodation for set dates carries no right of withdrawal (French Consumer Code, article L221-28 12°): the cancellation terms above apply instead.',
    link: 'Booking terms',
  },
  nl: {
    title: 'Boekingsvoorwaarden',
    advancePayment: 'Aanbetaling',
    balance: 'Restbedrag',
    cancellation: 'Annulering',
    paymentMethods: 'Betaalmogelijkheden',
    deposit: 'Borg',
    depositValue: (amount, terms) => `${amount}, ${terms}`,
    paymentNames: {
      'cheques-vacances': 'Chèques-Vacances (Franse vakantiecheques)',
      'cheques-vacances-connect': 'Chèques-Vacances Connect',
      carte: 'bankpas of creditcard',
      especes: 'contant',
      virement: 'bankoverschrijving',
      cheque: 'cheque',
    },
    listSeparator: ', ',
    toBeConfirmed: 'nog te bepalen',
    noWithdrawal:
      'Voor een boeking van een accommodatie op vaste data geldt geen herroepingsrecht (Franse Code de la consommation, artikel L221-28, 12°): de annuleringsvoorwaarden hierboven zijn van toepassing.',
    link: 'Boekingsvoorwaarden',
  },
  de: {
    title: 'Buchungsbedingungen',
    advancePayment: 'Anzahlung',
    balance: 'Restzahlung',
    cancellation: 'Stornierung',
    paymentMethods: 'Zahlungsmöglichkeiten',
    deposit: 'Kaution',
    depositValue: (amount, terms) => `${amount}, ${terms}`,
    paymentNames: {
      'cheques-vacances': 'Chèques-Vacances (französische Urlaubsschecks)',
      'cheques-vacances-connect': 'Chèques-Vacances Connect',
      carte: 'Bank- oder Kreditkarte',
      especes: 'Barzahlung',
      virement: 'Überweisung',
      cheque: 'Scheck',
    },
    listSeparator: ', ',
    toBeConfirmed: 'noch festzulegen',
    noWithdrawal:
      'Bei der Buchung einer Unterkunft für feste Termine besteht kein Widerrufsrecht (französischer Code de la consommation, Artikel L221-28 Nr. 12): Es gelten die oben genannten Stornobedingungen.',
    link: 'Buchungsbedingungen',
  },
};

/** The means of payment a language names, in the order the owner ticked them. */
export function paymentMethodsIn(lang: Lang, methods: readonly PaymentMethod[]): string {
  const text = words[lang];
  if (methods.length === 0) return text.toBeConfirmed;
  const names = methods.map((method) => text.paymentNames[method]);
  const list = names.join(text.listSeparator);
  return list.charAt(0).toUpperCase() + list.slice(1);
}

export interface BookingTerms {
  readonly title: string;
  readonly items: readonly InfoItem[];
  readonly noWithdrawal: string;
  /** The link to the terms, from the price list. */
  readonly link: { readonly label: string; readonly href: string };
}

/** The booking terms in a language: the owner's, in their translation (French, marked, where there is none), and the site's. */
export function bookingTermsIn(lang: Lang): BookingTerms {
  const text = words[lang];
  const terms = readLocalizedData<Stays>('stays', staysData, lang).bookingTerms;
  // While the owner's French is still provisional, its translation is a placeholder too, which
  // repeated its label ("Advance payment: advance payment to be confirmed"): another language says
  // only "to be confirmed" there, and gives the deposit's amount alone. French keeps the owner's words.
  const pending = (term: keyof typeof terms) => lang !== 'fr' && stays.bookingTerms[term].provisional;
  const term = (name: 'advancePayment' | 'balance' | 'cancellation') => (pending(name) ? text.toBeConfirmed : terms[name].value);
  const amount = amountIn(lang, stays.depositEuros);
  // The deposit's line holds the owner's words: French standing in for their translation marks the line.
  const deposit = pending('deposit') ? amount : text.depositValue(amount, terms.deposit.value);
  return {
    title: text.title,
    items: [
      { label: text.advancePayment, value: term('advancePayment') },
      { label: text.balance, value: term('balance') },
      { label: text.cancellation, value: term('cancellation') },
      { label: text.paymentMethods, value: paymentMethodsIn(lang, stays.bookingTerms.paymentMethods.value) },
      { label: text.deposit, value: !pending('deposit') && fallbackLang(terms.deposit.value) ? markFallback(deposit) : deposit },
    ],
    noWithdrawal: text.noWithdrawal,
    link: { label: text.link, href: `#${bookingTermsAnchor}` },
  };
}
