// The printable price list, made at build from content in each language (features/stays/pricing/price-list-pdf.ts): its file
// names, one per language under public/, and its words. French keeps the file the site always linked.
import type { Translated } from '@/lib/i18n/languages';
import { inSentence } from '@/features/stays/pricing/stay-price';

export const priceListFiles: Translated<string> = {
  fr: 'Tarifs-Chalets.pdf',
  en: 'Price-list-chalets.pdf',
  nl: 'Prijslijst-chalets.pdf',
  de: 'Preisliste-Chalets.pdf',
};

export interface PriceListWords {
  readonly title: string;
  readonly chaletsTitle: string;
  readonly cabinsTitle: string;
  readonly conditionsTitle: string;
  readonly bookingTitle: string;
  readonly booking: (phoneDisplay: string) => string;
  /** The address of the booking terms on the site. */
  readonly termsOnline: (url: string) => string;
  /** "label : value" in French typography, "label: value" elsewhere. */
  readonly item: (label: string, value: string) => string;
}

export const priceListWords: Translated<PriceListWords> = {
  fr: {
    title: 'Tarifs des hébergements',
    chaletsTitle: 'Chalets familiaux',
    cabinsTitle: 'Cabanes dans les arbres',
    conditionsTitle: 'Conditions',
    bookingTitle: 'Réservation',
    booking: (phoneDisplay) =>
      `Demandez vos dates sur notre site. Pour une question ou un séjour à la dernière minute, appelez-nous au ${phoneDisplay}.`,
    termsOnline: (url) => `Les mêmes conditions en ligne\u00a0: ${url}`,
    // After « : » a French line goes on in lower case, as the e-mails write it: « Accès : quelques marches ».
    item: (label, value) => `${label}\u00a0: ${inSentence(value)}`,
  },
  en: {
    title: 'Accommodation prices',
    chaletsTitle: 'Family chalets',
    cabinsTitle: 'Treehouses',
    conditionsTitle: 'Good to know',
    bookingTitle: 'Booking',
    booking: (phoneDisplay) =>
      `Request your dates on our website. Got a question, or want to come at short notice? Call us on ${phoneDisplay}.`,
    termsOnline: (url) => `The same terms online: ${url}`,
    item: (label, value) => `${label}: ${value}`,
  },
  nl: {
    title: 'Prijzen van de accommodaties',
    chaletsTitle: 'Familiechalets',
    cabinsTitle: 'Boomhutten',
    conditionsTitle: 'Voorwaarden',
    bookingTitle: 'Reserveren',
    booking: (phoneDisplay) =>
      `Vraag je data aan op onze website. Heb je een vraag of wil je op korte termijn komen? Bel ons op ${phoneDisplay}.`,
    termsOnline: (url) => `Deze voorwaarden staan ook online: ${url}`,
    item: (label, value) => `${label}: ${value}`,
  },
  de: {
    title: 'Preise der Unterkünfte',
    chaletsTitle: 'Familienchalets',
    cabinsTitle: 'Baumhäuser',
    conditionsTitle: 'Bedingungen',
    bookingTitle: 'Buchung',
    booking: (phoneDisplay) =>
      `Fragen Sie Ihren Reisezeitraum auf unserer Website an. Bei Fragen oder für einen kurzfristigen Aufenthalt erreichen Sie uns unter ${phoneDisplay}.`,
    termsOnline: (url) => `Die Bedingungen finden Sie auch online: ${url}`,
    item: (label, value) => `${label}: ${value}`,
  },
};

/** The French words, as the content check reads them. */
export const priceListText = priceListWords.fr;
