// The short data notice beside each request form (a table, a stay), as GDPR art. 13 asks at the point
// of collection: who is responsible, why and on what legal basis, who receives the request (the venue,
// and EmailJS as processor, where and under which safeguard), for how long, the rights with the
// address to use, and the CNIL. Its words by language here; its facts are the owner's
// (content/data/legal.json, the contact's e-mail). The full notice is the legal page's
// (features/legal/legal-words.ts), which the notice links to.
import { email } from './contact';
import { cnil, publisher } from './legal';
import { readLocalizedData } from '@/content/localized-data';
import { pathOf } from './routes';
import type { LegalData } from '@/content/schema/legal';
import { markFallback } from '@/lib/i18n/fallback';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { ownerDataFile } from '@/content/owner-data';

const legalData = ownerDataFile('legal');

/** Which form the notice stands beside: only its purpose differs. */
export type RequestForm = 'table' | 'stay' | 'voucher';

export interface PrivacyNoticeWords {
  readonly title: string;
  /** "{company}". */
  readonly controller: string;
  readonly purpose: Readonly<Record<RequestForm, string>>;
  readonly legalBasis: string;
  /** "{country}", "{basis}": where EmailJS processes the request, and the transfer's safeguard. */
  readonly recipients: string;
  /** "{retention}". */
  readonly retention: string;
  /** "{email}": the address to write to. */
  readonly rights: string;
  /** Followed by the link to the CNIL. */
  readonly complaint: string;
  readonly cnilLink: string;
  readonly detailsLink: string;
}

export const privacyNoticeWords: Translated<PrivacyNoticeWords> = {
  fr: {
    title: 'Vos données',
    controller: 'Responsable du traitement : {company}.',
    purpose: {
      table: 'Ce que vous saisissez sert uniquement à traiter votre demande de table et à vous répondre.',
      stay: 'Ce que vous saisissez sert uniquement à traiter votre demande de séjour et à vous répondre.',
      voucher: 'Ce que vous saisissez sert uniquement à traiter votre demande de bon cadeau et à vous répondre.',
    },
    legalBasis: 'Base légale : mesures précontractuelles prises à votre demande (RGPD, art. 6.1.b).',
    recipients: 'Destinataires : notre équipe, et EmailJS, notre sous-traitant pour l’envoi des e-mails (pays : {country} ; garantie du transfert : {basis}).',
    retention: 'Conservation : {retention}.',
    rights: 'Vos droits : accès, rectification, effacement, limitation, opposition et portabilité, en écrivant à {email}.',
    complaint: 'Réclamation possible auprès de la',
    cnilLink: cnil.name,
    detailsLink: 'Détails dans les mentions légales',
  },
  en: {
    title: 'Your data',
    controller: 'Data controller: {company}.',
    purpose: {
      table: 'What you enter is used only to handle your table request and reply to you.',
      stay: 'What you enter is used only to handle your booking enquiry and reply to you.',
      voucher: 'What you enter is used only to handle your gift voucher request and reply to you.',
    },
    legalBasis: 'Legal basis: steps taken at your request before entering into a contract (GDPR, Art. 6(1)(b)).',
    recipients: 'Recipients: our team, and EmailJS, our processor for sending emails (country: {country}; transfer safeguard: {basis}).',
    retention: 'Kept for: {retention}.',
    rights: 'Your rights: access, correction, deletion, restriction, objection and portability, by writing to {email}.',
    complaint: 'You can also complain to the French data protection authority, the',
    cnilLink: cnil.name,
    detailsLink: 'Details in the legal notice',
  },
  nl: {
    title: 'Je gegevens',
    controller: 'Verwerkingsverantwoordelijke: {company}.',
    purpose: {
      table: 'Wat je invult, gebruiken we alleen om je reserveringsaanvraag te behandelen en je te antwoorden.',
      stay: 'Wat je invult, gebruiken we alleen om je boekingsaanvraag te behandelen en je te antwoorden.',
      voucher: 'Wat je invult, gebruiken we alleen om je aanvraag voor een cadeaubon te behandelen en je te antwoorden.',
    },
    legalBasis: 'Rechtsgrond: maatregelen op jouw verzoek vóór het sluiten van een overeenkomst (AVG, art. 6, lid 1, onder b).',
    recipients: 'Ontvangers: ons team en EmailJS, onze verwerker voor het versturen van e-mails (land: {country}; waarborg voor de doorgifte: {basis}).',
    retention: 'Bewaartermijn: {retention}.',
    rights: 'Je rechten: inzage, correctie, verwijdering, beperking, bezwaar en overdraagbaarheid, door te mailen naar {email}.',
    complaint: 'Je kunt ook een klacht indienen bij de Franse privacytoezichthouder, de',
    cnilLink: cnil.name,
    detailsLink: 'Meer hierover in de juridische informatie',
  },
  de: {
    title: 'Ihre Daten',
    controller: 'Verantwortlicher: {company}.',
    purpose: {
      table: 'Ihre Angaben dienen ausschließlich dazu, Ihre Reservierungsanfrage zu bearbeiten und Ihnen zu antworten.',
      stay: 'Ihre Angaben dienen ausschließlich dazu, Ihre Buchungsanfrage zu bearbeiten und Ihnen zu antworten.',
      voucher: 'Ihre Angaben dienen ausschließlich dazu, Ihre Gutscheinanfrage zu bearbeiten und Ihnen zu antworten.',
    },
    legalBasis: 'Rechtsgrundlage: vorvertragliche Maßnahmen auf Ihre Anfrage (DSGVO, Art. 6 Abs. 1 lit. b).',
    recipients: 'Empfänger: unser Team und EmailJS, unser Auftragsverarbeiter für den E-Mail-Versand (Land: {country}; Garantie für die Übermittlung: {basis}).',
    retention: 'Speicherdauer: {retention}.',
    rights: 'Ihre Rechte: Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Datenübertragbarkeit, schriftlich an {email}.',
    complaint: 'Beschwerden können Sie auch an die französische Datenschutzbehörde richten, die',
    cnilLink: cnil.name,
    detailsLink: 'Mehr dazu im Impressum (Datenschutz)',
  },
};

/** An owner's text in the page's language, or its French standing in for a missing translation (`lang: 'fr'`). */
export interface OwnerText {
  readonly text: string;
  readonly lang?: 'fr';
}

/**
 * The notice as one form shows it: its words in the page's language (its own purpose only) and the
 * facts they name, each undefined until the owner gives it (its line is then left out).
 */
export interface PrivacyNotice {
  readonly words: Omit<PrivacyNoticeWords, 'purpose'> & { readonly purpose: string };
  readonly company: string | undefined;
  readonly email: string | undefined;
  readonly retention: OwnerText | undefined;
  readonly country: OwnerText | undefined;
  readonly basis: OwnerText | undefined;
  readonly links: { readonly cnil: string; readonly details: string };
}

/**
 * The owner's data-protection facts in a language, each with lang="fr" where its French stands in
 * for a missing translation. Read while a page renders or while the build writes a data file: the
 * French texts are told apart here, and marked for the page too (lib/i18n/fallback.ts).
 */
export function privacyFactsIn(lang: Lang): { readonly retention: OwnerText | undefined; readonly country: OwnerText | undefined; readonly basis: OwnerText | undefined } {
  const french = new Set<string>();
  const legal = readLocalizedData<LegalData>('legal', legalData, lang, (text) => {
    french.add(text);
    return markFallback(text);
  });
  const owned = (text: string | undefined): OwnerText | undefined => (text === undefined ? undefined : french.has(text) ? { text, lang: 'fr' } : { text });
  return {
    retention: owned(legal.reservationRetention),
    country: owned(legal.emailProcessor.country),
    basis: owned(legal.emailProcessor.transferBasis),
  };
}

/** The notice beside `form` in `lang`. */
export function privacyNoticeIn(lang: Lang, form: RequestForm): PrivacyNotice {
  const { purpose, ...words } = privacyNoticeWords[lang];
  return {
    words: { ...words, purpose: purpose[form] },
    company: publisher.companyName,
    email,
    ...privacyFactsIn(lang),
    links: { cnil: cnil.href, details: `${pathOf('legal', lang)}#donnees-personnelles` },
  };
}
