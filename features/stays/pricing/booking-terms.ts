// The booking terms: the owner's (advance payment, balance, cancellation, means of payment, security
// deposit: content/data/stays.json, written in French and translated in the editor) and the site's own
// sentences, in each language: what the advance is (arrhes or acompte, as the owner chose) and does on
// cancellation, how a complaint is handled and the mediator, the right of withdrawal. Shown in full in the accommodation page's
// section #booking-terms, which the price list (the page's and the PDF) and the stay request link to.
import { fallbackLang, markFallback } from '@/lib/i18n/fallback';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { readLocalizedData } from '@/content/localized-data';
import { amountIn } from '@/lib/prices';
import type { AdvancePaymentKind, PaymentMethod, Stays } from '@/content/schema/stays';
import { email, phoneDisplayIn } from '@/config/contact';
import { consumerMediator } from '@/config/legal';
import { pathOf } from '@/config/routes';
import { stays } from '@/features/stays/stays';
import type { InfoItem } from '@/config/types';
import { ownerDataFile } from '@/content/owner-data';

const staysData = ownerDataFile('stays');

/** The section's id on the accommodation page: the address every link to the terms ends with. */
export const bookingTermsAnchor = 'booking-terms';

/** The consumer mediator, as the legal page names it (Code de la consommation L612-1, R616-1). */
interface Mediator {
  readonly name: string;
  readonly website: string;
}

interface BookingTermsWords {
  readonly title: string;
  /** The advance's label: French names it by its kind, arrhes or acompte, as the terms must. */
  readonly advancePayment: (kind: AdvancePaymentKind) => string;
  /** What the advance is, and what it does on cancellation (Code de la consommation L214-1). */
  readonly advancePaymentKindLabel: string;
  readonly advancePaymentKind: Readonly<Record<AdvancePaymentKind, string>>;
  /** How a complaint is handled (L111-1, R111-1): in writing first, as mediation needs (L612-2), then the mediator (L616-1). */
  readonly complaintsLabel: string;
  readonly complaints: (email: string, phone: string, mediator: Mediator) => string;
  readonly balance: string;
  readonly cancellation: string;
  readonly paymentMethods: string;
  readonly deposit: string;
  /** The deposit's amount, then how it is taken and given back (the owner's words). */
  readonly depositValue: (amount: string, terms: string) => string;
  readonly paymentNames: Readonly<Record<PaymentMethod, string>>;
  /** Between the names of the means of payment. */
  readonly listSeparator: string;
  /** A booking for set dates has no right of withdrawal (Code de la consommation L221-28 12°). */
  readonly noWithdrawal: string;
  /** The link from the price list to the terms. */
  readonly link: string;
  /** The link from the terms to the written booking terms (CGV) in full. */
  readonly cgv: string;
}

const words: Translated<BookingTermsWords> = {
  fr: {
    title: 'Conditions de réservation',
    advancePayment: (kind) => (kind === 'arrhes' ? 'Arrhes' : 'Acompte'),
    advancePaymentKindLabel: 'Arrhes ou acompte',
    advancePaymentKind: {
      arrhes:
        'Les sommes versées avant le séjour sont des arrhes (Code de la consommation, article L214-1). Si vous annulez, vous les perdez, sauf disposition contraire de nos conditions d’annulation\u00a0; si nous annulons, nous vous en rendons le double.',
      acompte:
        'Les sommes versées avant le séjour sont un acompte\u00a0: la réservation vous engage comme elle nous engage. Si vous annulez, le prix du séjour reste dû, sauf disposition contraire de nos conditions d’annulation\u00a0; si nous annulons, nous vous remboursons et vous dédommageons.',
    },
    complaintsLabel: 'Réclamations',
    complaints: (address, phone, mediator) =>
      `Une réclamation s’adresse par écrit, par e-mail à ${address} (pour une simple question, appelez le ${phone})\u00a0: nous cherchons une solution avec vous. Si elle n’aboutit pas, vous pouvez saisir gratuitement le médiateur de la consommation dans l’année qui suit votre réclamation écrite\u00a0: ${mediator.name}, ${mediator.website}.`,
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
    noWithdrawal:
      'Une réservation d’hébergement à des dates déterminées n’ouvre pas de droit de rétractation (Code de la consommation, article L221-28 12°)\u00a0: ce sont nos conditions d’annulation qui s’appliquent.',
    link: 'Conditions de réservation',
    cgv: 'Toutes nos conditions générales de vente',
  },
  en: {
    title: 'Booking terms',
    advancePayment: () => 'Advance payment',
    advancePaymentKindLabel: 'If either of us cancels',
    advancePaymentKind: {
      // After the label, a clause ("If either of us cancels"), the sentence goes on in lower case.
      arrhes:
        'your advance payment counts as ‘arrhes’ (French Consumer Code, article L214-1): if you cancel, you lose it (unless our cancellation terms say otherwise); if we cancel, we pay you back twice the amount.',
      acompte:
        'your advance payment is an ‘acompte’, so the booking binds us both: if you cancel, the price of the stay remains due (unless our cancellation terms say otherwise); if we cancel, we refund you and compensate you.',
    },
    complaintsLabel: 'Complaints',
    complaints: (address, phone, mediator) =>
      `Please send any complaint in writing, by email to ${address} (for a simple question, call ${phone}), and we’ll look for a solution with you. If that doesn’t settle it, you can refer the matter free of charge to our consumer mediator within a year of your written complaint: ${mediator.name}, ${mediator.website}.`,
    balance: 'Balance',
    cancellation: 'Cancellation',
    paymentMethods: 'Payment methods',
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
    noWithdrawal:
      'Accommodation booked for specific dates carries no right of withdrawal (French Consumer Code, article L221-28 12°): our cancellation terms apply instead.',
    link: 'Booking terms',
    cgv: 'Our full terms and conditions',
  },
  nl: {
    title: 'Boekingsvoorwaarden',
    advancePayment: () => 'Aanbetaling',
    advancePaymentKindLabel: 'Bij annulering',
    advancePaymentKind: {
      arrhes:
        'Je aanbetaling geldt als ‘arrhes’ (Franse Code de la consommation, artikel L214-1): annuleer je, dan ben je die kwijt, behalve voor zover onze voorwaarden iets anders bepalen; annuleren wij, dan betalen we je het dubbele terug.',
      acompte:
        'Je aanbetaling is een ‘acompte’: de boeking is bindend, voor jou en voor ons. Annuleer je, dan blijft de prijs van het verblijf verschuldigd, behalve voor zover onze voorwaarden iets anders bepalen; annuleren wij, dan betalen we je terug en vergoeden we je schade.',
    },
    complaintsLabel: 'Klachten',
    complaints: (address, phone, mediator) =>
      `Een klacht stuur je schriftelijk, per e-mail naar ${address} (voor een gewone vraag kun je ${phone} bellen); dan zoeken we samen een oplossing. Komen we er niet uit, dan kun je binnen een jaar na je schriftelijke klacht gratis terecht bij onze consumentenbemiddelaar: ${mediator.name}, ${mediator.website}.`,
    balance: 'Restbedrag',
    cancellation: 'Annulering',
    paymentMethods: 'Betaalmethoden',
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
    noWithdrawal:
      'Voor een boeking van een accommodatie op vaste data geldt geen herroepingsrecht (Franse Code de la consommation, artikel L221-28, 12°): in plaats daarvan gelden onze annuleringsvoorwaarden.',
    link: 'Boekingsvoorwaarden',
    cgv: 'Al onze algemene voorwaarden',
  },
  de: {
    title: 'Buchungsbedingungen',
    advancePayment: () => 'Anzahlung',
    advancePaymentKindLabel: 'Rechtlicher Hinweis',
    advancePaymentKind: {
      arrhes:
        'Ihre Anzahlung gilt als „arrhes“ (französischer Code de la consommation, Artikel L214-1). Wenn Sie stornieren, verfällt sie, soweit die Stornobedingungen nichts anderes vorsehen; wenn wir stornieren, zahlen wir Ihnen den doppelten Betrag zurück.',
      acompte:
        'Ihre Anzahlung ist ein „acompte“. Die Buchung ist damit für Sie wie für uns verbindlich. Wenn Sie stornieren, bleibt der Preis des Aufenthalts geschuldet, soweit die Stornobedingungen nichts anderes vorsehen; wenn wir stornieren, erstatten wir Ihnen alles und leisten Schadenersatz.',
    },
    complaintsLabel: 'Beschwerden',
    complaints: (address, phone, mediator) =>
      `Schreiben Sie uns bei einem Anliegen bitte an ${address} (für eine einfache Frage erreichen Sie uns unter ${phone}); wir suchen gemeinsam mit Ihnen eine Lösung. Kommt keine Einigung zustande, können Sie sich binnen eines Jahres nach Ihrer schriftlichen Beschwerde kostenlos an unsere Verbraucherschlichtungsstelle wenden: ${mediator.name}, ${mediator.website}.`,
    balance: 'Restzahlung',
    cancellation: 'Stornierung',
    paymentMethods: 'Zahlungsarten',
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
    noWithdrawal:
      'Bei der Buchung einer Unterkunft für feste Termine besteht kein Widerrufsrecht (französischer Code de la consommation, Artikel L221-28 Nr. 12). Es gelten stattdessen unsere Stornobedingungen.',
    link: 'Buchungsbedingungen',
    cgv: 'Unsere vollständigen AGB',
  },
};

/** The means of payment a language names, in the order the owner ticked them. */
export function paymentMethodsIn(lang: Lang, methods: readonly PaymentMethod[]): string {
  const text = words[lang];
  const names = methods.map((method) => text.paymentNames[method]);
  // Lower case as the other values after a colon (« Solde : à l’arrivée »); a name keeps its capitals (Chèques-Vacances, German nouns).
  return names.join(text.listSeparator);
}

/**
 * What the advance is and does on cancellation, in a language: the stays page, the PDF and the
 * confirmation e-mail say it alike. Undefined until the owner says which it is (needed to publish).
 */
export function advancePaymentKindIn(
  lang: Lang,
  kind: AdvancePaymentKind | undefined = stays.bookingTerms.advancePaymentKind,
): InfoItem | undefined {
  return kind && { label: words[lang].advancePaymentKindLabel, value: words[lang].advancePaymentKind[kind] };
}

/**
 * How a complaint is handled and the mediator, in a language (R111-1, L616-1): the terms, the PDF and
 * the confirmation e-mail. Undefined until the e-mail, the phone and the mediator are given (each is
 * needed to publish).
 */
export function complaintsIn(lang: Lang): InfoItem | undefined {
  const phone = phoneDisplayIn(lang);
  const { name, website } = consumerMediator;
  if (!email || !phone || !name || !website) return undefined;
  return { label: words[lang].complaintsLabel, value: words[lang].complaints(email, phone, { name, website }) };
}

/** The site's sentence on the right of withdrawal, in a language. */
export const noWithdrawalIn = (lang: Lang): string => words[lang].noWithdrawal;

export interface BookingTerms {
  readonly title: string;
  readonly items: readonly InfoItem[];
  readonly noWithdrawal: string;
  /** The link to the terms, from the price list. */
  readonly link: { readonly label: string; readonly href: string };
  /** The written booking terms (CGV) in full, their page. */
  readonly cgv: { readonly label: string; readonly href: string };
}

/**
 * The booking terms in a language: the owner's, in their translation (French, marked, where there is
 * none), and the site's. A term not given yet is left out, its label with it: each is needed to publish
 * (content/schema/needed-facts.ts), so only a preview goes without one.
 */
/** Each booking term apart, in a language, as the written booking terms (features/terms) place them; a term not given yet is undefined. */
export interface BookingTermsParts {
  readonly advancePayment: InfoItem | undefined;
  readonly balance: InfoItem | undefined;
  readonly cancellation: InfoItem | undefined;
  readonly advancePaymentKind: InfoItem | undefined;
  readonly paymentMethods: InfoItem | undefined;
  readonly deposit: InfoItem;
  readonly complaints: InfoItem | undefined;
}

export function bookingTermsPartsIn(lang: Lang): BookingTermsParts {
  const text = words[lang];
  const terms = readLocalizedData<Stays>('stays', staysData, lang).bookingTerms;
  const item = (label: string, value: string | undefined): InfoItem | undefined => (value === undefined ? undefined : { label, value });
  const amount = amountIn(lang, stays.depositEuros);
  // The deposit's line holds the owner's words: French standing in for their translation marks the line.
  const deposit = terms.deposit === undefined ? amount : text.depositValue(amount, terms.deposit);
  const methods = stays.bookingTerms.paymentMethods;
  return {
    advancePayment: item(
      stays.bookingTerms.advancePaymentKind ? text.advancePayment(stays.bookingTerms.advancePaymentKind) : text.advancePayment('arrhes'),
      terms.advancePayment,
    ),
    balance: item(text.balance, terms.balance),
    cancellation: item(text.cancellation, terms.cancellation),
    advancePaymentKind: advancePaymentKindIn(lang),
    paymentMethods: item(text.paymentMethods, methods && methods.length > 0 ? paymentMethodsIn(lang, methods) : undefined),
    deposit: { label: text.deposit, value: terms.deposit !== undefined && fallbackLang(terms.deposit) ? markFallback(deposit) : deposit },
    complaints: complaintsIn(lang),
  };
}

export function bookingTermsIn(lang: Lang): BookingTerms {
  const text = words[lang];
  const parts = bookingTermsPartsIn(lang);
  const given = (...items: (InfoItem | undefined)[]) => items.filter((entry): entry is InfoItem => entry !== undefined);
  return {
    title: text.title,
    items: given(
      parts.advancePayment,
      parts.balance,
      parts.cancellation,
      parts.advancePaymentKind,
      parts.paymentMethods,
      parts.deposit,
      parts.complaints,
    ),
    noWithdrawal: text.noWithdrawal,
    link: { label: text.link, href: `#${bookingTermsAnchor}` },
    cgv: { label: text.cgv, href: pathOf('terms', lang) },
  };
}
