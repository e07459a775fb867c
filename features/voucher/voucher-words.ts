// The gift voucher page's own words, in each language: its banner, its terms (from the owner's means of
// payment and validity, content/data/voucher.json) and the request's fields and refusals. What the
// voucher request shares with the table request (sending, failure, the prepared e-mail's lines, the
// spam trap) is the table request's (features/restaurant/restaurant-words.ts).
import { fill, formatEuros, type PluralForms } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';
import type { VoucherPaymentId } from '@/content/schema/voucher';
import { ownerVoucherSubjectPrefix, voucherLimits, type VoucherField } from './voucher-fields';

/** The amount's bounds written as the language writes amounts (issue 48: "from €10 to €5,000", not "from 10 to 5000"). */
const amountBounds = (lang: Lang, template: string) =>
  fill(template, { min: formatEuros(lang, voucherLimits.minEuros), max: formatEuros(lang, voucherLimits.maxEuros) });

/**
 * Refusals before sending, one per field as the table and stay requests word theirs (« Veuillez indiquer un
 * montant. »), never a label in quotes (« Please fill in ‘Amount (€)’ », the English panel); the e-mail and
 * phone refusals are the table request's own (voucher.ts).
 */
export interface VoucherMessages {
  readonly montantRequired: string;
  /** "{min}", "{max}". */
  readonly montantInvalid: string;
  readonly hebergementRequired: string;
  readonly nuitsRequired: string;
  /** "{max}". */
  readonly nuitsInvalid: string;
  readonly nomRequired: string;
  readonly beneficiaireRequired: string;
  readonly adresseRequired: string;
}

/** What the request writes out: the owner's e-mail (French) and the prepared e-mail (the page's language). */
export interface VoucherSummaryWords {
  /** "{label} : {value}". */
  readonly line: string;
  readonly labels: Readonly<Record<VoucherField, string>>;
  /** The voucher's kinds as the e-mails say them. */
  readonly kinds: { readonly montant: string; readonly sejour: string };
  readonly deliveries: { readonly email: string; readonly courrier: string };
  readonly nights: PluralForms;
  /** The e-mails' labels where the form's speak to the visitor (« Votre nom ») or offer a choice (« Un montant »): the buyer signs the copy, the owner reads the request. */
  readonly lineLabels: {
    readonly montant: string;
    readonly sejour: string;
    readonly nom: string;
    readonly telephone: string;
    readonly email: string;
  };
}

export interface VoucherWords {
  readonly meta: { readonly title: string; readonly description: string };
  readonly banner: { readonly title: string; readonly subtitle: string };
  readonly intro: string;
  readonly termsTitle: string;
  /** "{methods}": the owner's means of payment, joined. */
  readonly payment: string;
  /** "{months}". */
  readonly validity: string;
  readonly months: PluralForms;
  readonly methods: Readonly<Record<VoucherPaymentId, string>>;
  /** How the voucher comes: the request, the payment, then the voucher. */
  readonly steps: readonly string[];
  readonly formTitle: string;
  readonly amountHint: string;
  /** Under a « séjour » voucher's nights: where the nights' prices are (L112-1: the price before the order), and that the reply confirms it. */
  readonly stayPricesHint: string;
  /** "{unit}", "{price}": the chosen unit's price per night, before the order (L112-1): « Un chalet : dès 95 €/nuit … ». */
  readonly unitPrice: string;
  /** The link to the accommodation page's prices, after the hint. */
  readonly stayPricesLink: string;
  readonly messageHint: string;
  readonly addressHint: string;
  /** "{email}". */
  readonly sent: string;
  /** The link that opens the visitor's own mail app with a copy of the request, addressed to them: the site sends them nothing (issue 50). */
  readonly copyLink: string;
  /** On the send button until the page's scripts answer (a slow phone): a tap then would lose what was typed. */
  readonly loading: string;
  readonly messages: VoucherMessages;
  readonly summary: VoucherSummaryWords;
  readonly mailto: { readonly subjectPrefix: string; readonly intro: string; readonly closing: string };
  /** Shown instead of the form when the browser runs no JavaScript, then the phone number, `withoutScriptOr` and the address. */
  readonly withoutScript: string;
  /** Between the phone number and the e-mail address after `withoutScript`: "03 84 … or contact@…". */
  readonly withoutScriptOr: string;
}

export const voucherWords: Translated<VoucherWords> = {
  fr: {
    meta: {
      title: 'Bon cadeau\u00a0: offrir une nuit ou un séjour',
      description:
        'Offrez un bon cadeau des Chalets du lac\u00a0: un montant ou un séjour en chalet ou en cabane dans les arbres, envoyé par e-mail ou par courrier.',
    },
    banner: { title: 'Offrir un bon cadeau', subtitle: 'Une nuit en cabane, un séjour au chalet ou un montant à offrir' },
    intro:
      'Choisissez un montant ou un séjour, dites-nous à qui l’offrir et comment l’envoyer\u00a0: nous vous répondons par e-mail avec les modalités de paiement, puis nous préparons le bon.',
    termsTitle: 'Conditions du bon cadeau',
    payment: 'Moyens de paiement\u00a0: {methods}.',
    validity: 'Le bon est valable {months} à compter de sa date d’émission, indiquée sur le bon.',
    months: { one: '{count} mois', other: '{count} mois' },
    methods: { virement: 'virement bancaire', 'cheques-vacances': 'Chèques-Vacances', restaurant: 'sur place, au restaurant' },
    steps: [
      'Vous envoyez la demande ci-dessous\u00a0: ce n’est pas encore un achat.',
      'Nous vous répondons par e-mail avec le montant à régler et le moyen de paiement.',
      'Dès le paiement reçu, nous envoyons le bon, avec son code, par e-mail ou par courrier.',
      'Pour réserver, le bénéficiaire demande ses dates sur notre site et donne le code dans son message.',
    ],
    formTitle: 'Demander un bon cadeau',
    amountHint: 'En euros, sans centimes.',
    stayPricesHint: 'Le prix des nuits dépend de la saison\u00a0; nous vous le confirmons dans notre réponse, avant tout paiement.',
    unitPrice: '{unit}\u00a0: {price}',
    stayPricesLink: 'Voir les prix des hébergements',
    messageHint: 'Écrit sur le bon, pour le bénéficiaire.',
    addressHint: 'Nom, rue, code postal, ville et pays.',
    sent: 'Votre demande de bon cadeau a bien été envoyée. Nous vous répondons par e-mail à {email} avec les modalités de paiement.',
    copyLink: 'Garder une copie de ma demande',
    loading: 'Le formulaire se charge…',
    messages: {
      montantRequired: 'Veuillez indiquer un montant.',
      montantInvalid: amountBounds('fr', 'Veuillez indiquer un montant entier en euros, de {min} à {max}.'),
      hebergementRequired: 'Veuillez choisir un hébergement.',
      nuitsRequired: 'Veuillez indiquer un nombre de nuits.',
      nuitsInvalid: 'Veuillez indiquer un nombre de nuits de 1 à {max}.',
      nomRequired: 'Veuillez indiquer votre nom.',
      beneficiaireRequired: 'Veuillez indiquer le nom du bénéficiaire.',
      adresseRequired: 'Veuillez indiquer l’adresse postale.',
    },
    summary: {
      line: '{label}\u00a0: {value}',
      labels: {
        kind: 'Bon cadeau',
        montant: 'Montant (€)',
        hebergement: 'Hébergement',
        nuits: 'Nombre de nuits',
        nom: 'Votre nom',
        email: 'Votre e-mail',
        telephone: 'Votre téléphone',
        beneficiaire: 'Nom du bénéficiaire',
        message: 'Message sur le bon',
        livraison: 'Envoi',
        adresse: 'Adresse postale',
      },
      kinds: { montant: 'Un montant', sejour: 'Un séjour' },
      lineLabels: { montant: 'Montant', sejour: 'Séjour', nom: 'Nom', telephone: 'Téléphone', email: 'E-mail' },
      deliveries: { email: 'Par e-mail', courrier: 'Par courrier' },
      nights: { one: '{count} nuit', other: '{count} nuits' },
    },
    mailto: {
      subjectPrefix: ownerVoucherSubjectPrefix,
      intro: 'Je souhaite offrir un bon cadeau des Chalets du lac.',
      closing: 'Merci de m’indiquer comment régler le bon.',
    },
    withoutScript: 'Pour demander un bon cadeau, appelez-nous ou écrivez-nous\u00a0:',
    withoutScriptOr: 'ou',
  },
  en: {
    meta: {
      title: 'Gift voucher: give a night or a stay',
      description: 'Give a gift voucher for Les Chalets du lac: an amount or a stay in a chalet or a treehouse, sent by email or by post.',
    },
    banner: { title: 'Give a gift voucher', subtitle: 'A night in a treehouse, a stay in a chalet or an amount of your choice' },
    intro:
      'Pick an amount or a stay, tell us who it’s for and how to send it. We’ll reply by email about payment, then prepare the voucher.',
    termsTitle: 'Gift voucher terms',
    payment: 'Payment methods: {methods}.',
    validity: 'The voucher is valid for {months} from the date of issue shown on it.',
    months: { one: '{count} month', other: '{count} months' },
    methods: {
      virement: 'bank transfer',
      'cheques-vacances': 'Chèques-Vacances (French holiday vouchers)',
      restaurant: 'in person, at the restaurant',
    },
    steps: [
      'Send the request below – you’re not buying anything yet.',
      'We reply by email with the amount to pay and how to pay it.',
      'Once we’ve received payment, we send the voucher, with its code, by email or by post.',
      'To book, the recipient requests their dates on our website and gives the code in the message.',
    ],
    formTitle: 'Request a gift voucher',
    amountHint: 'In euros, a whole number.',
    stayPricesHint: 'The price of the nights depends on the season; we’ll confirm it in our reply, before you pay anything.',
    unitPrice: '{unit}: {price}',
    stayPricesLink: 'See the accommodation prices',
    messageHint: 'Written on the voucher, for the recipient.',
    addressHint: 'Name, street, postcode, town and country.',
    sent: 'Your gift voucher request has been sent. We’ll reply by email to {email} about payment.',
    copyLink: 'Keep a copy of my request',
    loading: 'The form is loading…',
    messages: {
      montantRequired: 'Please enter an amount.',
      montantInvalid: amountBounds('en', 'Please enter a whole number of euros, from {min} to {max}.'),
      hebergementRequired: 'Please choose the accommodation.',
      nuitsRequired: 'Please enter a number of nights.',
      nuitsInvalid: 'Please enter a number of nights from 1 to {max}.',
      nomRequired: 'Please enter your name.',
      beneficiaireRequired: 'Please enter the recipient’s name.',
      adresseRequired: 'Please enter the postal address.',
    },
    summary: {
      line: '{label}: {value}',
      labels: {
        kind: 'Gift voucher',
        montant: 'Amount (€)',
        hebergement: 'Accommodation',
        nuits: 'Number of nights',
        nom: 'Your name',
        email: 'Your email',
        telephone: 'Your phone',
        beneficiaire: 'Recipient’s name',
        message: 'Message on the voucher',
        livraison: 'Delivery',
        adresse: 'Postal address',
      },
      kinds: { montant: 'An amount', sejour: 'A stay' },
      lineLabels: { montant: 'Amount', sejour: 'Stay', nom: 'Name', telephone: 'Phone', email: 'Email' },
      deliveries: { email: 'By email', courrier: 'By post' },
      nights: { one: '{count} night', other: '{count} nights' },
    },
    mailto: {
      subjectPrefix: 'Gift voucher request',
      intro: 'I’d like to give a gift voucher for Les Chalets du lac.',
      closing: 'Please let me know how to pay for the voucher.',
    },
    withoutScript: 'To request a gift voucher, give us a call or send us an email:',
    withoutScriptOr: 'or',
  },
  nl: {
    meta: {
      title: 'Cadeaubon: geef een nacht of een verblijf cadeau',
      description:
        'Geef een cadeaubon van Les Chalets du lac: een bedrag of een verblijf in een chalet of een boomhut, per e-mail of per post verstuurd.',
    },
    banner: { title: 'Een cadeaubon geven', subtitle: 'Een nacht in een boomhut, een verblijf in een chalet of gewoon een bedrag' },
    intro:
      'Kies een bedrag of een verblijf en vertel ons voor wie de bon is en hoe we hem moeten versturen. We antwoorden je per e-mail over de betaling en maken daarna de bon klaar.',
    termsTitle: 'Voorwaarden van de cadeaubon',
    payment: 'Betaalmethoden: {methods}.',
    validity: 'De bon is {months} geldig vanaf de datum van uitgifte, die op de bon staat.',
    months: { one: '{count} maand', other: '{count} maanden' },
    methods: {
      virement: 'bankoverschrijving',
      'cheques-vacances': 'Chèques-Vacances (Franse vakantiecheques)',
      restaurant: 'ter plaatse in het restaurant',
    },
    steps: [
      'Hieronder vraag je de bon alleen aan: je koopt nog niets.',
      'We antwoorden je per e-mail met het bedrag en hoe je betaalt.',
      'Zodra de betaling binnen is, sturen we de bon met de code per e-mail of per post.',
      'Om te reserveren vraagt de ontvanger de data aan op onze website en vermeldt de code in het bericht.',
    ],
    formTitle: 'Een cadeaubon aanvragen',
    amountHint: 'In hele euro’s.',
    stayPricesHint: 'De prijs van de nachten hangt af van het seizoen; we bevestigen die in ons antwoord, voordat je iets betaalt.',
    unitPrice: '{unit}: {price}',
    stayPricesLink: 'Bekijk de prijzen van de accommodaties',
    messageHint: 'Deze tekst komt op de bon, voor de ontvanger.',
    addressHint: 'Naam, straat, postcode, plaats en land.',
    sent: 'Je aanvraag voor een cadeaubon is verstuurd. We antwoorden je per e-mail op {email} over de betaling.',
    copyLink: 'Een kopie van mijn aanvraag bewaren',
    loading: 'Het formulier wordt geladen…',
    messages: {
      montantRequired: 'Vul een bedrag in.',
      montantInvalid: amountBounds('nl', 'Vul een bedrag in hele euro’s in, van {min} tot {max}.'),
      hebergementRequired: 'Kies een accommodatie.',
      nuitsRequired: 'Vul een aantal nachten in.',
      nuitsInvalid: 'Vul een aantal nachten in van 1 tot {max}.',
      nomRequired: 'Vul je naam in.',
      beneficiaireRequired: 'Vul de naam van de ontvanger in.',
      adresseRequired: 'Vul het postadres in.',
    },
    summary: {
      line: '{label}: {value}',
      labels: {
        kind: 'Cadeaubon',
        montant: 'Bedrag (€)',
        hebergement: 'Accommodatie',
        nuits: 'Aantal nachten',
        nom: 'Je naam',
        email: 'Je e-mailadres',
        telephone: 'Je telefoonnummer',
        beneficiaire: 'Naam van de ontvanger',
        message: 'Tekst op de bon',
        livraison: 'Verzending',
        adresse: 'Postadres',
      },
      kinds: { montant: 'Een bedrag', sejour: 'Een verblijf' },
      lineLabels: { montant: 'Bedrag', sejour: 'Verblijf', nom: 'Naam', telephone: 'Telefoon', email: 'E-mail' },
      deliveries: { email: 'Per e-mail', courrier: 'Per post' },
      nights: { one: '{count} nacht', other: '{count} nachten' },
    },
    mailto: {
      subjectPrefix: 'Aanvraag cadeaubon',
      intro: 'Ik wil graag een cadeaubon van Les Chalets du lac geven.',
      closing: 'Laten jullie me weten hoe ik de bon kan betalen? Alvast bedankt.',
    },
    withoutScript: 'Voor een cadeaubon kun je ons bellen of mailen:',
    withoutScriptOr: 'of',
  },
  de: {
    meta: {
      title: 'Gutschein: eine Nacht oder einen Aufenthalt schenken',
      description:
        'Verschenken Sie einen Gutschein der Chalets du lac: einen Betrag oder einen Aufenthalt im Chalet oder Baumhaus, per E-Mail oder per Post.',
    },
    banner: { title: 'Einen Gutschein verschenken', subtitle: 'Eine Nacht im Baumhaus, ein Aufenthalt im Chalet oder ein Wertgutschein' },
    intro:
      'Wählen Sie einen Betrag oder einen Aufenthalt und sagen Sie uns, für wen der Gutschein ist und wie wir ihn verschicken sollen. Wir melden uns per E-Mail wegen der Zahlung und bereiten dann den Gutschein vor.',
    termsTitle: 'Gutscheinbedingungen',
    payment: 'Zahlungsarten: {methods}.',
    validity: 'Der Gutschein ist ab dem aufgedruckten Ausstellungsdatum {months} gültig.',
    months: { one: '{count} Monat', other: '{count} Monate', otherDative: '{count} Monaten' },
    methods: {
      virement: 'Überweisung',
      'cheques-vacances': 'Chèques-Vacances (französische Urlaubsschecks)',
      restaurant: 'vor Ort im Restaurant',
    },
    steps: [
      'Über das Formular unten schicken Sie uns eine Anfrage – damit kaufen Sie noch nichts.',
      'Wir antworten Ihnen per E-Mail mit dem Betrag und der Zahlungsart.',
      'Sobald die Zahlung eingegangen ist, senden wir den Gutschein mit Gutscheincode per E-Mail oder per Post.',
      'Zum Buchen fragt die beschenkte Person ihren Wunschzeitraum auf unserer Website an und nennt den Gutscheincode in der Nachricht.',
    ],
    formTitle: 'Einen Gutschein anfragen',
    amountHint: 'Nur ganze Eurobeträge, ohne Cent.',
    stayPricesHint: 'Der Preis der Nächte hängt von der Saison ab; wir bestätigen ihn in unserer Antwort, bevor Sie etwas bezahlen.',
    unitPrice: '{unit}: {price}',
    stayPricesLink: 'Preise der Unterkünfte ansehen',
    messageHint: 'Dieser Text erscheint für die beschenkte Person auf dem Gutschein.',
    addressHint: 'Name, Straße, Postleitzahl, Ort und Land.',
    sent: 'Ihre Gutscheinanfrage wurde gesendet. Wir melden uns wegen der Zahlung per E-Mail unter {email} bei Ihnen.',
    copyLink: 'Eine Kopie meiner Anfrage behalten',
    loading: 'Das Formular wird geladen …',
    messages: {
      montantRequired: 'Bitte geben Sie einen Betrag an.',
      montantInvalid: amountBounds('de', 'Bitte geben Sie einen ganzen Eurobetrag zwischen {min} und {max} ein.'),
      hebergementRequired: 'Bitte wählen Sie eine Unterkunft.',
      nuitsRequired: 'Bitte geben Sie die Anzahl der Nächte an.',
      nuitsInvalid: 'Bitte geben Sie zwischen 1 und {max} Nächte ein.',
      nomRequired: 'Bitte geben Sie Ihren Namen an.',
      beneficiaireRequired: 'Bitte geben Sie den Namen der beschenkten Person an.',
      adresseRequired: 'Bitte geben Sie die Postanschrift an.',
    },
    summary: {
      line: '{label}: {value}',
      labels: {
        kind: 'Art des Gutscheins',
        montant: 'Betrag (€)',
        hebergement: 'Unterkunft',
        nuits: 'Anzahl der Nächte',
        nom: 'Ihr Name',
        email: 'Ihre E-Mail-Adresse',
        telephone: 'Ihre Telefonnummer',
        beneficiaire: 'Name der beschenkten Person',
        message: 'Text auf dem Gutschein',
        livraison: 'Versand',
        adresse: 'Postanschrift',
      },
      kinds: { montant: 'Wertgutschein', sejour: 'Aufenthalt' },
      lineLabels: { montant: 'Betrag', sejour: 'Aufenthalt', nom: 'Name', telephone: 'Telefon', email: 'E-Mail' },
      deliveries: { email: 'Per E-Mail', courrier: 'Per Post' },
      nights: { one: '{count} Nacht', other: '{count} Nächte', otherDative: '{count} Nächten' },
    },
    mailto: {
      subjectPrefix: 'Gutscheinanfrage',
      intro: 'ich möchte gern einen Gutschein der Chalets du lac verschenken.',
      closing: 'Bitte teilen Sie mir mit, wie ich den Gutschein bezahlen kann.',
    },
    withoutScript: 'Für einen Gutschein rufen Sie uns an oder schreiben Sie uns:',
    withoutScriptOr: 'oder',
  },
};
