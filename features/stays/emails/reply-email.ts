// The model reply the owner sends a family that asked for dates, before it books: in the family's
// language, the price as blanks, and from the owner's facts the advance to pay, named as the owner
// chose it (arrhes or acompte, Code de la consommation L214-1: never one for the other), how to pay it,
// the balance, the cancellation terms and the written booking terms' address. Written at every build
// beside the editor as public/admin/reponse-sejour-<lang>.txt (scripts/editor); the EmailJS template of
// a stay request points the owner to it (docs/emailjs-demande-sejour.html).
import { absoluteUrl } from '@/config/page-metadata';
import { pathOf } from '@/config/routes';
import type { AdvancePaymentKind } from '@/content/schema/stays';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { bookingTermsIn, bookingTermsPartsIn, type BookingTermsParts } from '@/features/stays/pricing/booking-terms';
import { venueLinesIn } from '@/features/stays/emails/confirmation-email';
import { stays } from '@/features/stays/stays';
import { inSentence } from '@/features/stays/pricing/stay-price';

interface ReplyWords {
  readonly subject: string;
  readonly greeting: string;
  readonly intro: string;
  readonly price: readonly string[];
  /** The advance by its name: « les arrhes », « l’acompte ». */
  readonly advance: Readonly<Record<AdvancePaymentKind, string>>;
  /** "{advance}", "{terms}": what to pay to book, and when. */
  readonly toBook: string;
  /** "{methods}". */
  readonly methods: string;
  /** "{advance}" in the form after « dès réception ». */
  readonly received: Readonly<Record<AdvancePaymentKind, string>>;
  readonly confirm: string;
  readonly lead: (label: string) => string;
  readonly cgv: string;
  /** The accommodation's état descriptif (C. tourisme L324-2), linked: the stays page. */
  readonly description: string;
  readonly closing: string;
  readonly signature: string;
}

const words: Translated<ReplyWords> = {
  fr: {
    subject: 'Objet\u00a0: Votre demande de séjour aux Chalets du lac du [date d’arrivée] au [date de départ]',
    greeting: 'Bonjour [prénom],',
    intro: 'Merci pour votre demande\u00a0: [l’hébergement] est libre à ces dates, et nous serons heureux de vous accueillir.',
    price: [
      '- Prix du séjour\u00a0: [montant] €',
      '- Suppléments choisis\u00a0: [suppléments et leur prix, ou «\u00a0aucun\u00a0»]',
      '- Taxe de séjour\u00a0: [montant] €',
      '- Total\u00a0: [montant] €',
    ],
    advance: { arrhes: 'les arrhes', acompte: 'l’acompte' },
    toBook: 'Pour réserver, il vous suffit de régler {advance}\u00a0: [montant] € ({terms}).',
    methods: 'Moyens de paiement\u00a0: {methods}.',
    received: { arrhes: 'Dès réception des arrhes', acompte: 'Dès réception de l’acompte' },
    confirm: '{received}, nous vous confirmons la réservation par e-mail. Les dates ne sont retenues qu’à ce moment-là.',
    lead: (label) => `${label}\u00a0:`,
    cgv: 'Nos conditions générales de vente',
    description: 'Le descriptif de l’hébergement',
    closing: 'À bientôt au bord du lac,',
    signature: '[votre prénom], pour Les Chalets du lac',
  },
  en: {
    subject: 'Subject: Your enquiry for Les Chalets du lac, [arrival date] to [departure date]',
    greeting: 'Hello [first name],',
    intro: 'Thank you for your enquiry: [the accommodation] is available on those dates, and we’d be delighted to have you.',
    price: [
      '- Price of the stay: €[amount]',
      '- Extras chosen: [extras and their price, or ‘none’]',
      '- Tourist tax: €[amount]',
      '- Total: €[amount]',
    ],
    advance: { arrhes: 'an advance (‘arrhes’)', acompte: 'an advance (‘acompte’)' },
    toBook: 'To confirm your booking, please pay {advance} of €[amount] ({terms}).',
    methods: 'Payment methods: {methods}.',
    received: { arrhes: 'As soon as we receive the advance payment', acompte: 'As soon as we receive the advance payment' },
    confirm: '{received}, we’ll confirm your booking by email. The dates are only held from then on.',
    lead: (label) => `${label}:`,
    cgv: 'Our terms and conditions',
    description: 'What the accommodation offers',
    closing: 'See you soon by the lake,',
    signature: '[your first name]\nLes Chalets du lac',
  },
  nl: {
    subject: 'Onderwerp: Je aanvraag voor een verblijf bij Les Chalets du lac van [aankomstdatum] tot [vertrekdatum]',
    greeting: 'Hallo [voornaam],',
    intro: 'Bedankt voor je aanvraag: [de accommodatie] is vrij op die data, en we ontvangen je graag.',
    price: [
      '- Prijs van het verblijf: € [bedrag]',
      '- Gekozen extra’s: [extra’s en hun prijs, of ‘geen’]',
      '- Toeristenbelasting: € [bedrag]',
      '- Totaal: € [bedrag]',
    ],
    advance: { arrhes: 'een aanbetaling (‘arrhes’)', acompte: 'een aanbetaling (‘acompte’)' },
    toBook: 'Om te boeken vragen we {advance} van € [bedrag] ({terms}).',
    methods: 'Betaalmethoden: {methods}.',
    received: { arrhes: 'Zodra we de aanbetaling hebben ontvangen', acompte: 'Zodra we de aanbetaling hebben ontvangen' },
    confirm: '{received}, bevestigen we je boeking per e-mail. Pas dan zijn de data voor je vastgelegd.',
    lead: (label) => `${label}:`,
    cgv: 'Onze algemene voorwaarden',
    description: 'Beschrijving van de accommodatie',
    closing: 'Tot snel aan het meer,',
    signature: '[je voornaam]\nLes Chalets du lac',
  },
  de: {
    subject: 'Betreff: Ihre Anfrage für einen Aufenthalt bei Les Chalets du lac vom [Anreisedatum] bis [Abreisedatum]',
    greeting: 'Guten Tag [Frau/Herr Nachname],',
    intro: 'vielen Dank für Ihre Anfrage: [die Unterkunft] ist zu diesen Terminen frei, und wir freuen uns auf Sie.',
    price: [
      '- Preis des Aufenthalts: [Betrag] €',
      '- Gewählte Zusatzleistungen: [Leistungen und Preis oder „keine“]',
      '- Kurtaxe: [Betrag] €',
      '- Gesamtbetrag: [Betrag] €',
    ],
    advance: { arrhes: 'eine Anzahlung („arrhes“)', acompte: 'eine Anzahlung („acompte“)' },
    toBook: 'Für Ihre Buchung bitten wir um {advance} von [Betrag] € ({terms}).',
    methods: 'Zahlungsarten: {methods}.',
    received: { arrhes: 'Sobald Ihre Anzahlung bei uns eingegangen ist', acompte: 'Sobald Ihre Anzahlung bei uns eingegangen ist' },
    confirm: '{received}, bestätigen wir Ihnen die Buchung per E-Mail. Erst dann sind die Termine für Sie reserviert.',
    lead: (label) => `${label}:`,
    cgv: 'Unsere AGB',
    description: 'Beschreibung der Unterkunft',
    closing: 'Mit freundlichen Grüßen',
    // A German letter signs with the name, then the house on a line of its own.
    signature: '[Ihr Vorname]\nLes Chalets du lac',
  },
};

/**
 * The model reply in `lang`: the advance named as the owner chose (`kind`, the data's by default),
 * with its terms, the means of payment, the balance, the cancellation terms and what the advance does
 * on cancellation, as the stays page says them. A term not given yet is left out (each is needed to publish).
 */
export function replyEmailIn(lang: Lang): string {
  return replyEmail(lang, bookingTermsPartsIn(lang), stays.bookingTerms.advancePaymentKind, {
    noWithdrawal: bookingTermsIn(lang).noWithdrawal,
    venue: venueLinesIn(lang),
  });
}

/**
 * What the offer repeats beside the price, since this reply is what the family pays on (the fresh legal
 * review: L221-5, L324-2): that no right of withdrawal applies, and who sells.
 */
export interface ReplyOffer {
  readonly noWithdrawal: string;
  readonly venue: readonly string[];
}

/** The same from the terms handed in: pure. */
export function replyEmail(
  lang: Lang,
  parts: BookingTermsParts,
  kind: AdvancePaymentKind | undefined,
  offer: ReplyOffer = { noWithdrawal: '', venue: [] },
): string {
  const text = words[lang];
  // Each term ends with a full stop, as the means of payment above it do, whether or not the owner wrote one (« Solde : à l’arrivée. »).
  const sentence = (value: string) => (/[.!?…]$/u.test(value) ? value : `${value}.`);
  const item = (entry: { readonly label: string; readonly value: string } | undefined) =>
    entry ? [`${text.lead(entry.label)} ${sentence(lang === 'fr' ? inSentence(entry.value) : entry.value)}`] : [];
  return [
    text.subject,
    '',
    text.greeting,
    '',
    text.intro,
    '',
    ...text.price,
    '',
    ...(kind && parts.advancePayment
      ? [text.toBook.replace('{advance}', text.advance[kind]).replace('{terms}', parts.advancePayment.value)]
      : []),
    ...(parts.paymentMethods ? [text.methods.replace('{methods}', parts.paymentMethods.value)] : []),
    ...item(parts.balance),
    ...item(parts.cancellation),
    ...item(parts.advancePaymentKind),
    ...item(parts.deposit),
    ...item(parts.complaints),
    ...(offer.noWithdrawal ? [offer.noWithdrawal] : []),
    ...(kind ? ['', text.confirm.replace('{received}', text.received[kind])] : []),
    '',
    `${text.lead(text.description)} ${absoluteUrl(pathOf('stays', lang))}`,
    `${text.lead(text.cgv)} ${absoluteUrl(pathOf('terms', lang))}`,
    '',
    ...(offer.venue.length > 0 ? [...offer.venue, ''] : []),
    text.closing,
    text.signature,
    '',
  ].join('\n');
}

/** Where the build writes each language's model reply, under the editor: /admin/reponse-sejour-fr.txt. */
export const replyEmailFile = (lang: Lang) => `reponse-sejour-${lang}.txt`;
