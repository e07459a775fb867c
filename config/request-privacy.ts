// The short data notice beside each request form (a table, a stay, a gift voucher), as GDPR art. 13
// asks at the point of collection: who is responsible, why and on what legal basis, who receives the
// request (the venue, EmailJS as processor, where and under which safeguard, and the mailbox that
// receives it), for how long, the rights with the address to use, and the CNIL. A voucher is a sale:
// its legal basis and its keeping are its own (the sale's records 10 years, Code de commerce L123-22). Its words by language here; its facts are the owner's
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
export type RequestForm = 'table' | 'stay' | 'voucher' | 'withdrawal';

export interface PrivacyNoticeWords {
  readonly title: string;
  /** "{company}". */
  readonly controller: string;
  readonly purpose: Readonly<Record<RequestForm, string>>;
  readonly legalBasis: string;
  /** A voucher's: the request, then the sale and the accounts. */
  readonly voucherLegalBasis: string;
  /** A voucher withdrawal's: the law's own duties (acknowledge, refund), and its keeping with the sale's records. */
  readonly withdrawalLegalBasis: string;
  readonly withdrawalRetention: string;
  /**
   * The table form's alone: an allergy is health data (GDPR art. 4(15)), which art. 9(1) forbids
   * processing but on one of 9(2)'s grounds, here the guest's explicit consent (9(2)(a)), given by
   * ticking or writing it; art. 13(2)(c) asks to say that it can be withdrawn (art. 7(3)).
   */
  readonly healthData: string;
  /** "{country}", "{basis}": where EmailJS processes the request, and the transfer's safeguard. */
  readonly recipients: string;
  /** "{mailbox}": the mailbox provider that receives the requests, with its country. */
  readonly mailbox: string;
  /** "{retention}". */
  readonly retention: string;
  /** "{retention}": a voucher request left without a purchase; a sale is kept 10 years (L123-22). */
  readonly voucherRetention: string;
  /** "{email}": the address to write to. */
  readonly rights: string;
  /** "{cnil}": the link to the CNIL, where each language puts it (« an die … Datenschutzbehörde CNIL richten »). */
  readonly complaint: string;
  readonly cnilLink: string;
  readonly detailsLink: string;
}

export const privacyNoticeWords: Translated<PrivacyNoticeWords> = {
  fr: {
    title: 'Vos données',
    controller: 'Responsable du traitement\u00a0: {company}.',
    purpose: {
      table: 'Ce que vous saisissez sert uniquement à traiter votre demande de table et à vous répondre.',
      stay: 'Ce que vous saisissez sert uniquement à traiter votre demande de séjour et à vous répondre.',
      voucher: 'Ce que vous saisissez sert uniquement à traiter votre demande de bon cadeau et à vous répondre.',
      withdrawal: 'Ce que vous saisissez sert à traiter votre rétractation, à vous en accuser réception et à vous rembourser.',
    },
    legalBasis: 'Base légale\u00a0: mesures précontractuelles prises à votre demande (RGPD, art. 6.1.b).',
    voucherLegalBasis:
      'Base légale\u00a0: mesures précontractuelles prises à votre demande, puis la vente du bon et nos obligations comptables (RGPD, art. 6.1.b et 6.1.c).',
    withdrawalLegalBasis:
      'Base légale\u00a0: nos obligations légales (Code de la consommation, articles L221-21 et L221-24\u00a0; RGPD, art. 6.1.c).',
    withdrawalRetention: 'Conservation\u00a0: avec le dossier de la vente du bon, 10 ans (Code de commerce, article L123-22).',
    healthData:
      'Les régimes et les allergies sont facultatifs. Une allergie est une donnée de santé\u00a0: en l’indiquant, vous acceptez expressément qu’elle serve uniquement à préparer votre repas (RGPD, art. 9.2.a)\u00a0; vous pouvez retirer cet accord à tout moment en nous écrivant. Nous l’effaçons après le repas.',
    recipients:
      'Destinataires\u00a0: notre équipe, et EmailJS, notre sous-traitant pour l’envoi des e-mails (pays\u00a0: {country}\u00a0; garantie du transfert\u00a0: {basis}).',
    mailbox: 'Notre messagerie, qui reçoit les demandes\u00a0: {mailbox}.',
    retention: 'Conservation\u00a0: {retention}.',
    voucherRetention:
      'Conservation\u00a0: une demande restée sans achat, {retention}\u00a0; un bon vendu, sa commande et sa facture, 10 ans (Code de commerce, article L123-22).',
    rights: 'Vos droits\u00a0: accès, rectification, effacement, limitation, opposition et portabilité, en écrivant à {email}.',
    complaint: 'Réclamation possible auprès de la {cnil}.',
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
      withdrawal: 'What you enter is used to handle your withdrawal, acknowledge it and refund you.',
    },
    legalBasis: 'Legal basis: steps taken at your request before entering into a contract (GDPR, Art. 6(1)(b)).',
    voucherLegalBasis:
      'Legal basis: steps taken at your request before entering into a contract, then the sale of the voucher and our accounting obligations (GDPR, Art. 6(1)(b) and (c)).',
    withdrawalLegalBasis: 'Legal basis: our legal obligations (French Consumer Code, articles L221-21 and L221-24; GDPR, Art. 6(1)(c)).',
    withdrawalRetention: 'Kept for: 10 years, with the voucher’s sale records (French Commercial Code, article L123-22).',
    healthData:
      'Dietary requirements and allergies are optional. An allergy is health data: by telling us about it, you explicitly agree that we use it only to prepare your meal (GDPR, Art. 9(2)(a)); you can withdraw this consent at any time by writing to us. We delete it after the meal.',
    recipients: 'Recipients: our team, and EmailJS, our processor for sending emails (country: {country}; transfer safeguard: {basis}).',
    mailbox: 'Our email provider, which receives the requests: {mailbox}.',
    retention: 'Kept for: {retention}.',
    voucherRetention:
      'Kept for: a request that doesn’t lead to a purchase, {retention}; a voucher sold, with its order and invoice, 10 years (French Commercial Code, article L123-22).',
    rights: 'Your rights: access, correction, deletion, restriction, objection and portability, by writing to {email}.',
    complaint: 'You can also complain to the French data protection authority, the {cnil}.',
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
      withdrawal: 'Wat je invult, gebruiken we om je herroeping te behandelen, de ontvangst te bevestigen en je terug te betalen.',
    },
    legalBasis: 'Rechtsgrond: maatregelen op jouw verzoek vóór het sluiten van een overeenkomst (AVG, art. 6, lid 1, onder b).',
    voucherLegalBasis:
      'Rechtsgrond: maatregelen op jouw verzoek vóór het sluiten van een overeenkomst, daarna de verkoop van de bon en onze boekhoudkundige verplichtingen (AVG, art. 6, lid 1, onder b en c).',
    withdrawalLegalBasis:
      'Rechtsgrond: onze wettelijke verplichtingen (Franse Code de la consommation, artikelen L221-21 en L221-24; AVG, art. 6, lid 1, onder c).',
    withdrawalRetention: 'Bewaartermijn: 10 jaar, bij het dossier van de verkoop van de bon (Franse Code de commerce, artikel L123-22).',
    healthData:
      'Dieetwensen en allergieën zijn niet verplicht. Allergieën zijn gezondheidsgegevens: als je een allergie vermeldt, geef je ons uitdrukkelijk toestemming om die alleen te gebruiken voor het bereiden van je maaltijd (AVG, art. 9, lid 2, onder a). Je kunt die toestemming altijd intrekken door ons te mailen. Na de maaltijd wissen we die gegevens.',
    recipients:
      'Ontvangers: ons team en EmailJS, onze verwerker voor het versturen van e-mails (land: {country}; waarborg voor de doorgifte: {basis}).',
    mailbox: 'Onze e-mailprovider, die de aanvragen ontvangt: {mailbox}.',
    retention: 'Bewaartermijn: {retention}.',
    voucherRetention:
      'Bewaartermijn: een aanvraag zonder aankoop {retention}; een verkochte bon, met de bestelling en de factuur, 10 jaar (Franse Code de commerce, artikel L123-22).',
    rights: 'Je rechten: inzage, correctie, verwijdering, beperking, bezwaar en overdraagbaarheid, door te mailen naar {email}.',
    complaint: 'Je kunt ook een klacht indienen bij de Franse privacytoezichthouder, de {cnil}.',
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
      withdrawal: 'Ihre Angaben dienen dazu, Ihren Widerruf zu bearbeiten, den Eingang zu bestätigen und Ihnen den Betrag zu erstatten.',
    },
    legalBasis: 'Rechtsgrundlage: vorvertragliche Maßnahmen auf Ihre Anfrage (DSGVO, Art. 6 Abs. 1 lit. b).',
    voucherLegalBasis:
      'Rechtsgrundlage: vorvertragliche Maßnahmen auf Ihre Anfrage, danach der Verkauf des Gutscheins und unsere Buchführungspflichten (DSGVO, Art. 6 Abs. 1 lit. b und c).',
    withdrawalLegalBasis:
      'Rechtsgrundlage: unsere gesetzlichen Pflichten (französischer Code de la consommation, Artikel L221-21 und L221-24; DSGVO, Art. 6 Abs. 1 lit. c).',
    withdrawalRetention:
      'Speicherdauer: 10 Jahre, mit den Unterlagen zum Verkauf des Gutscheins (französischer Code de commerce, Artikel L123-22).',
    healthData:
      'Angaben zu Ernährung und Allergien sind freiwillig. Allergien zählen zu den Gesundheitsdaten; wenn Sie eine angeben, willigen Sie ausdrücklich ein, dass wir sie nur für die Zubereitung Ihres Essens verwenden (DSGVO, Art. 9 Abs. 2 lit. a). Sie können diese Einwilligung jederzeit schriftlich widerrufen. Nach dem Essen löschen wir diese Angabe.',
    recipients:
      'Empfänger: unser Team und EmailJS, unser Auftragsverarbeiter für den E-Mail-Versand (Land: {country}; Garantie für die Übermittlung: {basis}).',
    mailbox: 'Unser E-Mail-Anbieter, bei dem die Anfragen eingehen: {mailbox}.',
    retention: 'Speicherdauer: {retention}.',
    voucherRetention:
      'Speicherdauer: eine Anfrage ohne Kauf {retention}; ein verkaufter Gutschein mit Bestellung und Rechnung 10 Jahre (französischer Code de commerce, Artikel L123-22).',
    rights: 'Ihre Rechte: Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Datenübertragbarkeit, schriftlich an {email}.',
    complaint: 'Beschwerden können Sie auch an die französische Datenschutzbehörde {cnil} richten.',
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
  readonly words: Omit<
    PrivacyNoticeWords,
    'purpose' | 'voucherLegalBasis' | 'voucherRetention' | 'withdrawalLegalBasis' | 'withdrawalRetention' | 'healthData'
  > & {
    readonly purpose: string;
  };
  /** The health data's consent (GDPR art. 9(2)(a)), beside the table form alone: the only one that asks for allergies. */
  readonly healthData: string | undefined;
  readonly company: string | undefined;
  readonly email: string | undefined;
  readonly retention: OwnerText | undefined;
  readonly country: OwnerText | undefined;
  readonly basis: OwnerText | undefined;
  readonly mailbox: OwnerText | undefined;
  readonly links: { readonly cnil: string; readonly details: string };
}

/**
 * The owner's data-protection facts in a language, each with lang="fr" where its French stands in
 * for a missing translation. Read while a page renders or while the build writes a data file: the
 * French texts are told apart here, and marked for the page too (lib/i18n/fallback.ts).
 */
export function privacyFactsIn(lang: Lang): {
  readonly retention: OwnerText | undefined;
  readonly voucherRetention: OwnerText | undefined;
  readonly country: OwnerText | undefined;
  readonly basis: OwnerText | undefined;
  readonly mailbox: OwnerText | undefined;
} {
  const french = new Set<string>();
  const legal = readLocalizedData<LegalData>('legal', legalData, lang, (text) => {
    french.add(text);
    return markFallback(text);
  });
  const owned = (text: string | undefined): OwnerText | undefined =>
    text === undefined ? undefined : french.has(text) ? { text, lang: 'fr' } : { text };
  return {
    retention: owned(legal.reservationRetention),
    voucherRetention: owned(legal.voucherRequestRetention),
    country: owned(legal.emailProcessor.country),
    basis: owned(legal.emailProcessor.transferBasis),
    mailbox: owned(legal.mailboxProvider),
  };
}

/** The notice beside `form` in `lang`. */
export function privacyNoticeIn(lang: Lang, form: RequestForm): PrivacyNotice {
  const { purpose, voucherLegalBasis, voucherRetention, withdrawalLegalBasis, withdrawalRetention, healthData, ...words } =
    privacyNoticeWords[lang];
  const { retention, voucherRetention: voucherKept, ...facts } = privacyFactsIn(lang);
  // A voucher is a sale: its own legal basis, and its own keeping (the request, then the sale's records). Its
  // withdrawal is the law's duty, kept with the sale: a fixed period, no owner's fact ({retention} unused).
  const voucher = form === 'voucher';
  const withdrawal = form === 'withdrawal';
  return {
    words: {
      ...words,
      purpose: purpose[form],
      ...(voucher ? { legalBasis: voucherLegalBasis, retention: voucherRetention } : {}),
      ...(withdrawal ? { legalBasis: withdrawalLegalBasis, retention: withdrawalRetention } : {}),
    },
    healthData: form === 'table' ? healthData : undefined,
    company: publisher.companyName,
    email,
    ...facts,
    retention: voucher ? voucherKept : withdrawal ? { text: '' } : retention,
    links: { cnil: cnil.href, details: `${pathOf('legal', lang)}#donnees-personnelles` },
  };
}
