// The written booking terms (conditions générales de vente) in each language: the site's sentences
// around the owner's facts (./terms.ts gathers them), section by section: who sells, how a stay is
// booked, prices and the taxe de séjour, payment, cancellation, arrival and occupancy, minors, the
// deposit and damage, house rules, safety and liability (the treehouses, the lake, the pond), force
// majeure (Code civil 1218), complaints then the mediator (a written complaint first: Code de la
// consommation L612-2), gift vouchers, personal data, the law and the courts (R631-3; regulation
// 1215/2012 art. 17 and 18, the guest's own courts; no promise of the law of the guest's country: a
// stay supplied in France alone is outside Rome I's article 6, by its 6(4)(a)), and the French version
// prevailing. A sentence that states a fact not given yet is undefined (whenGiven) and left out.
import type { PageMeta } from '@/config/types';
import { whenGiven } from '@/content/given-facts';
import { inSentence } from '@/features/stays/pricing/stay-price';
import { companyWithCapital, frenchCompany } from '@/lib/i18n/company-name';
import { capitalize } from '@/lib/i18n/format';
import type { Translated } from '@/lib/i18n/languages';

/** A fact as the terms list it: its label and value. */
export interface TermsItem {
  readonly label: string;
  readonly value: string;
}

/** Everything the terms state, in the page's language, each undefined until the owner gives it. */
export interface TermsFacts {
  readonly company: string | undefined;
  /** « SARL au capital de 10 000 € ». */
  readonly form: string | undefined;
  readonly capital: string | undefined;
  readonly siren: string | undefined;
  readonly rcs: string | undefined;
  readonly address: string | undefined;
  readonly email: string | undefined;
  readonly phone: string | undefined;
  /** The advance: arrhes or acompte, as the owner chose (the law presumes arrhes). */
  readonly advanceKind: 'arrhes' | 'acompte' | undefined;
  /** The owner's booking terms, each as the stays page words it (advance, balance, cancellation, what the advance does, means of payment, deposit). */
  readonly payment: readonly TermsItem[];
  readonly cancellation: readonly TermsItem[];
  readonly deposit: TermsItem;
  readonly noWithdrawal: string;
  /** Compulsory charges by stay or by person, as said beside the prices: « Ménage de fin de séjour 40 € par séjour ». */
  readonly charges: readonly string[];
  /** The taxe de séjour of each offered type, one sentence each: « La petite cabane : Taxe de séjour en sus : … ». */
  readonly touristTax: readonly string[];
  readonly arrival: string;
  readonly departure: string;
  /** « les chalets (6 personnes), la petite cabane (2 personnes) et la grande cabane (3 personnes) ». */
  readonly capacities: string | undefined;
  /** « la grande cabane (à partir de 6 ans) ». */
  readonly childAges: string | undefined;
  readonly pets: string;
  readonly smoking: string;
  /** The owner's house rules (the arrival guide's). */
  readonly houseRules: readonly string[];
  readonly mediator: { readonly name: string; readonly address: string; readonly website: string } | undefined;
  readonly court: string | undefined;
  readonly voucherTerms: readonly string[];
  readonly voucherUrl: string;
  readonly staysUrl: string;
  readonly legalUrl: string;
}

export interface TermsSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly (string | undefined)[];
}

export interface TermsWords {
  readonly meta: PageMeta;
  readonly bannerTitle: string;
  /** On a translation only: the French text prevails. */
  readonly prevails: string | null;
  readonly pdfLink: string;
  /** "{label} : {value}". */
  readonly item: (item: TermsItem) => string;
  readonly sections: (facts: TermsFacts) => readonly TermsSection[];
}

const listOf = (items: readonly string[], separator: string) => items.join(separator);

export const termsWords: Translated<TermsWords> = {
  fr: {
    meta: {
      title: 'Conditions générales de vente',
      description:
        'Conditions générales de vente des Chalets du lac\u00a0: réservation d’un séjour en chalet ou en cabane, prix et taxe de séjour, paiement, annulation, caution, règles, réclamations et bons cadeaux.',
    },
    bannerTitle: 'Conditions générales de vente',
    prevails: null,
    pdfLink: 'Télécharger ces conditions (PDF)',
    item: ({ label, value }) => `${label}\u00a0: ${value}`,
    sections: (f) => [
      {
        id: 'vendeur',
        title: '1. Le vendeur',
        paragraphs: [
          whenGiven(
            [f.company, f.form, f.capital, f.siren, f.rcs, f.address],
            (company, form, capital, siren, rcs, address) =>
              `Ces conditions s’appliquent aux séjours en chalet et en cabane dans les arbres, et aux bons cadeaux, vendus par ${frenchCompany(company, form)}, au capital de ${capital}, SIREN ${siren}, ${rcs}, dont le siège est ${address}.`,
          ),
          whenGiven([f.email, f.phone], (email, phone) => `Pour nous joindre\u00a0: ${email}, ${phone}.`),
        ],
      },
      {
        id: 'reservation',
        title: '2. Réserver un séjour',
        paragraphs: [
          'Vous demandez vos dates sur notre site ou par téléphone\u00a0: ce n’est pas encore une réservation, et les dates ne sont pas retenues.',
          whenGiven(
            [f.advanceKind],
            (kind) =>
              `Nous vous répondons par e-mail avec le prix et ces conditions. La réservation est conclue quand nous recevons ${kind === 'arrhes' ? 'les arrhes' : 'l’acompte'}\u00a0; nous vous la confirmons alors par e-mail, avec le prix, les dates et l’hébergement.`,
          ),
        ],
      },
      {
        id: 'prix',
        title: '3. Prix et taxe de séjour',
        paragraphs: [
          `Les prix sont en euros, toutes taxes comprises, par nuit et par hébergement, selon la saison\u00a0; les dates de chaque saison sont sur la page Hébergements (${f.staysUrl}) et dans la liste des prix.`,
          f.charges.length > 0
            ? `Frais obligatoires, en plus du prix des nuits et compris dans le prix total du séjour\u00a0: ${listOf(f.charges, '\u00a0; ')}.`
            : undefined,
          ...f.touristTax,
        ],
      },
      { id: 'paiement', title: '4. Paiement', paragraphs: f.payment.map((item) => `${item.label}\u00a0: ${inSentence(item.value)}`) },
      {
        id: 'annulation',
        title: '5. Annulation',
        paragraphs: [...f.cancellation.map((item) => `${item.label}\u00a0: ${inSentence(item.value)}`), f.noWithdrawal],
      },
      {
        id: 'sejour',
        title: '6. Arrivée, départ et nombre de personnes',
        paragraphs: [
          `Arrivée\u00a0: ${f.arrival}. Départ\u00a0: ${f.departure}.`,
          f.capacities
            ? `Un hébergement n’accueille pas plus de personnes que sa capacité, enfants compris\u00a0: ${f.capacities}.`
            : undefined,
          'Les mineurs séjournent avec un adulte qui en a la responsabilité.',
          f.childAges ? `Âge minimum des enfants\u00a0: ${f.childAges}.` : undefined,
        ],
      },
      {
        id: 'caution',
        title: '7. Caution et dégâts',
        paragraphs: [
          `${f.deposit.label}\u00a0: ${f.deposit.value}.`,
          'Les dégâts que vous, les personnes ou les animaux qui vous accompagnent causez à l’hébergement ou au domaine sont à votre charge. Nous les constatons avec vous au départ\u00a0; la caution vous est rendue, diminuée seulement du coût des réparations justifiées.',
        ],
      },
      {
        id: 'regles',
        title: '8. Règles de la maison',
        paragraphs: [`Animaux\u00a0: ${f.pets}.`, `${capitalize(f.smoking)}.`, ...f.houseRules],
      },
      {
        id: 'securite',
        title: '9. Sécurité et responsabilité',
        paragraphs: [
          'Les enfants restent sous la surveillance et la responsabilité de leurs parents partout sur le domaine, en particulier sur les échelles et les passerelles des cabanes dans les arbres, au bord du lac et de l’étang de pêche.',
          'Chacun répond des dommages qu’il cause\u00a0: nous, de ceux qui viennent de l’hébergement, du domaine ou de notre service\u00a0; vous, de ceux que vous causez. Une assurance responsabilité civile pour vos vacances est conseillée.',
        ],
      },
      {
        id: 'force-majeure',
        title: '10. Force majeure',
        paragraphs: [
          'Si un événement qui échappe à notre contrôle comme au vôtre, imprévisible et irrésistible (article 1218 du Code civil\u00a0: par exemple une inondation ou une fermeture ordonnée par les autorités), empêche le séjour, la réservation prend fin et les sommes versées vous sont rendues, sans autre indemnité de part et d’autre.',
        ],
      },
      {
        id: 'reclamations',
        title: '11. Réclamations et médiation',
        paragraphs: [
          whenGiven(
            [f.email, f.company, f.address],
            (email, company, address) =>
              `Adressez-nous d’abord votre réclamation par écrit\u00a0: par e-mail à ${email} ou par courrier à ${frenchCompany(company)}, ${address}. Nous cherchons une solution avec vous.`,
          ),
          whenGiven(
            [f.mediator],
            (mediator) =>
              `Si notre réponse ne vous satisfait pas, ou si nous ne répondons pas, vous pouvez saisir gratuitement le médiateur de la consommation, dans l’année qui suit votre réclamation écrite (Code de la consommation, articles L612-1 et L612-2)\u00a0: ${mediator.name}, ${mediator.address}, ${mediator.website}.`,
          ),
        ],
      },
      {
        id: 'bons-cadeaux',
        title: '12. Bons cadeaux',
        paragraphs: [
          ...f.voucherTerms,
          `Le droit de rétractation de 14 jours d’un bon acheté à distance et son formulaire\u00a0: ${f.voucherUrl}`,
        ],
      },
      {
        id: 'donnees',
        title: '13. Données personnelles',
        paragraphs: [`Ce que nous faisons de vos données et vos droits\u00a0: ${f.legalUrl}`],
      },
      {
        id: 'droit',
        title: '14. Droit applicable et litiges',
        paragraphs: [
          `Ces conditions sont soumises au droit français. En cas de litige, vous pouvez saisir, à votre choix, le tribunal du lieu où vous demeuriez quand la réservation a été conclue ou quand le dommage est survenu, ou un autre tribunal compétent selon le Code de procédure civile (Code de la consommation, article R631-3)${f.court ? `, comme le ${f.court}, dont dépend le domaine` : ''}.`,
          'Si vous résidez dans un autre pays de l’Union européenne, vous pouvez aussi saisir les tribunaux de votre domicile (règlement (UE) n° 1215/2012, articles 17 et 18).',
          'Ces conditions sont écrites en français\u00a0; leurs traductions sont données pour information, et la version française prévaut.',
        ],
      },
    ],
  },
  en: {
    meta: {
      title: 'Terms and conditions',
      description:
        'Terms and conditions of Les Chalets du lac: booking a stay in a chalet or a treehouse, prices and tourist tax, payment, cancellation, security deposit, house rules, complaints and gift vouchers.',
    },
    bannerTitle: 'Terms and conditions',
    prevails: 'This translation is provided for convenience; the French version of these terms prevails.',
    pdfLink: 'Download these terms (PDF)',
    item: ({ label, value }) => `${label}: ${value}`,
    sections: (f) => [
      {
        id: 'vendeur',
        title: '1. Who we are',
        paragraphs: [
          whenGiven(
            [f.company, f.form, f.capital, f.siren, f.rcs, f.address],
            (company, form, capital, siren, rcs, address) =>
              `These terms apply to stays in our chalets and treehouses, and to gift vouchers, sold by ${companyWithCapital(company, form, capital, 'share capital')}, company number (SIREN) ${siren}, ${rcs}, registered office ${address}.`,
          ),
          whenGiven([f.email, f.phone], (email, phone) => `To reach us: ${email}, ${phone}.`),
        ],
      },
      {
        id: 'reservation',
        title: '2. Booking a stay',
        paragraphs: [
          'You request your dates on our website or by phone: that isn’t a booking yet, and the dates aren’t held.',
          whenGiven(
            [f.advanceKind],
            (kind) =>
              `We reply by email with the price and these terms. The booking is made when we receive the advance payment (${kind === 'arrhes' ? '‘arrhes’' : '‘acompte’'}); we then confirm it by email, with the price, the dates and the accommodation.`,
          ),
        ],
      },
      {
        id: 'prix',
        title: '3. Prices and tourist tax',
        paragraphs: [
          `Prices are in euros, including VAT, per night for each chalet or treehouse, and depend on the season; the dates of each season are on the accommodation page (${f.staysUrl}) and in the price list.`,
          f.charges.length > 0
            ? `Compulsory charges, on top of the nightly rate and part of the total price of the stay: ${listOf(f.charges, '; ')}.`
            : undefined,
          ...f.touristTax,
        ],
      },
      { id: 'paiement', title: '4. Payment', paragraphs: f.payment.map((item) => `${item.label}: ${item.value}`) },
      {
        id: 'annulation',
        title: '5. Cancellation',
        paragraphs: [...f.cancellation.map((item) => `${item.label}: ${item.value}`), f.noWithdrawal],
      },
      {
        id: 'sejour',
        title: '6. Arrival, departure and number of guests',
        paragraphs: [
          `Arrival: ${f.arrival}. Departure: ${f.departure}.`,
          f.capacities ? `No chalet or treehouse may take more guests than it sleeps, children included: ${f.capacities}.` : undefined,
          'Under-18s must be accompanied by a responsible adult.',
          f.childAges ? `Minimum age for children: ${f.childAges}.` : undefined,
        ],
      },
      {
        id: 'caution',
        title: '7. Security deposit and damage',
        paragraphs: [
          `${f.deposit.label}: ${f.deposit.value}.`,
          'You’re responsible for any damage you, your guests or your pets cause to the accommodation or the grounds. We’ll check the accommodation with you when you leave; the security deposit is returned to you, minus only the cost of any repairs we can show were needed.',
        ],
      },
      {
        id: 'regles',
        title: '8. House rules',
        paragraphs: [`Pets: ${f.pets}.`, `Smoking: ${f.smoking}.`, ...f.houseRules],
      },
      {
        id: 'securite',
        title: '9. Safety and liability',
        paragraphs: [
          'Children must be supervised by their parents, who remain responsible for them, everywhere on the grounds, especially on the treehouses’ ladders and walkways and by the lake and the fishing pond.',
          'We’re liable for damage caused by the accommodation, the grounds or our service, and you’re liable for damage you cause. We recommend taking out personal liability insurance for your holiday.',
        ],
      },
      {
        id: 'force-majeure',
        title: '10. Force majeure',
        paragraphs: [
          'If an event beyond your control and ours, which could neither be foreseen nor prevented (article 1218 of the French Civil Code: a flood or a closure ordered by the authorities, for example), makes the stay impossible, the booking ends and everything you paid is refunded, with no further compensation either way.',
        ],
      },
      {
        id: 'reclamations',
        title: '11. Complaints and mediation',
        paragraphs: [
          whenGiven(
            [f.email, f.company, f.address],
            (email, company, address) =>
              `Please send us your complaint in writing first: by email to ${email} or by post to ${company}, ${address}. We’ll look for a solution with you.`,
          ),
          whenGiven(
            [f.mediator],
            (mediator) =>
              `If you’re not satisfied with our answer, or we don’t answer, you can refer the matter free of charge to the consumer mediator within a year of your written complaint (French Consumer Code, articles L612-1 and L612-2): ${mediator.name}, ${mediator.address}, ${mediator.website}.`,
          ),
        ],
      },
      {
        id: 'bons-cadeaux',
        title: '12. Gift vouchers',
        paragraphs: [
          ...f.voucherTerms,
          `The 14-day right to cancel a voucher bought online, by email or by phone, and its form: ${f.voucherUrl}`,
        ],
      },
      { id: 'donnees', title: '13. Personal data', paragraphs: [`What we do with your data, and your rights: ${f.legalUrl}`] },
      {
        id: 'droit',
        title: '14. Applicable law and disputes',
        paragraphs: [
          `These terms are governed by French law. In a dispute, you can bring the matter, as you choose, before the court of the place where you lived when the booking was made or where the damage occurred, or another court with jurisdiction under the French Code of Civil Procedure (French Consumer Code, article R631-3)${f.court ? `, such as the ${f.court}, which has jurisdiction over the site` : ''}.`,
          'If you live in another country of the European Union, you can also go to the courts where you live (Regulation (EU) No 1215/2012, articles 17 and 18).',
          'These terms are written in French; their translations are provided for convenience, and the French version prevails.',
        ],
      },
    ],
  },
  nl: {
    meta: {
      title: 'Algemene voorwaarden',
      description:
        'Algemene voorwaarden van Les Chalets du lac: een verblijf in een chalet of boomhut boeken, prijzen en toeristenbelasting, betaling, annulering, borg, huisregels, klachten en cadeaubonnen.',
    },
    bannerTitle: 'Algemene voorwaarden',
    prevails: 'Deze vertaling is er voor het gemak; de Franse versie van deze voorwaarden is bepalend.',
    pdfLink: 'Deze voorwaarden downloaden (pdf)',
    item: ({ label, value }) => `${label}: ${value}`,
    sections: (f) => [
      {
        id: 'vendeur',
        title: '1. Wie we zijn',
        paragraphs: [
          whenGiven(
            [f.company, f.form, f.capital, f.siren, f.rcs, f.address],
            (company, form, capital, siren, rcs, address) =>
              `Deze voorwaarden gelden voor verblijven in onze chalets en boomhutten en voor cadeaubonnen, verkocht door ${companyWithCapital(company, form, capital, 'geplaatst kapitaal')}, bedrijfsnummer (SIREN) ${siren}, ${rcs}, statutair gevestigd ${address}.`,
          ),
          whenGiven([f.email, f.phone], (email, phone) => `Zo bereik je ons: ${email}, ${phone}.`),
        ],
      },
      {
        id: 'reservation',
        title: '2. Een verblijf boeken',
        paragraphs: [
          'Je vraagt je data aan op onze website of telefonisch: dat is nog geen boeking, en de data worden niet vastgehouden.',
          whenGiven(
            [f.advanceKind],
            (kind) =>
              `We antwoorden je per e-mail met de prijs en deze voorwaarden. De boeking is definitief zodra we de aanbetaling (${kind === 'arrhes' ? '‘arrhes’' : '‘acompte’'}) hebben ontvangen; daarna bevestigen we die per e-mail, met de prijs, de data en de accommodatie.`,
          ),
        ],
      },
      {
        id: 'prix',
        title: '3. Prijzen en toeristenbelasting',
        paragraphs: [
          `De prijzen zijn in euro’s, inclusief btw, per nacht en per accommodatie, en hangen af van het seizoen; de data van elk seizoen staan op de pagina Accommodaties (${f.staysUrl}) en in de prijslijst.`,
          f.charges.length > 0
            ? `Verplichte kosten, bovenop de prijs per nacht en inbegrepen in de totaalprijs van het verblijf: ${listOf(f.charges, '; ')}.`
            : undefined,
          ...f.touristTax,
        ],
      },
      { id: 'paiement', title: '4. Betaling', paragraphs: f.payment.map((item) => `${item.label}: ${item.value}`) },
      {
        id: 'annulation',
        title: '5. Annulering',
        paragraphs: [...f.cancellation.map((item) => `${item.label}: ${item.value}`), f.noWithdrawal],
      },
      {
        id: 'sejour',
        title: '6. Aankomst, vertrek en aantal personen',
        paragraphs: [
          `Aankomst: ${f.arrival}. Vertrek: ${f.departure}.`,
          f.capacities
            ? `In een accommodatie verblijven niet meer personen dan er slaapplaatsen zijn, kinderen meegerekend: ${f.capacities}.`
            : undefined,
          'Minderjarigen verblijven bij een volwassene die verantwoordelijk voor hen is.',
          f.childAges ? `Minimumleeftijd voor kinderen: ${f.childAges}.` : undefined,
        ],
      },
      {
        id: 'caution',
        title: '7. Borg en schade',
        paragraphs: [
          `${f.deposit.label}: ${f.deposit.value}.`,
          'Schade die jij, je gezelschap of je huisdieren aan de accommodatie of het terrein veroorzaken, is voor jouw rekening. We bekijken die samen met je bij vertrek; je krijgt de borg terug, alleen verminderd met de aantoonbare kosten van herstel.',
        ],
      },
      {
        id: 'regles',
        title: '8. Huisregels',
        paragraphs: [`Huisdieren: ${f.pets}.`, `Roken: ${f.smoking}.`, ...f.houseRules],
      },
      {
        id: 'securite',
        title: '9. Veiligheid en aansprakelijkheid',
        paragraphs: [
          'Kinderen blijven overal op het terrein onder toezicht en verantwoordelijkheid van hun ouders, vooral op de ladders en loopbruggen van de boomhutten en aan het meer en de visvijver.',
          'Ieder is aansprakelijk voor de schade die hij veroorzaakt: wij voor schade door de accommodatie, het terrein of onze dienstverlening, jij voor de schade die jij veroorzaakt. Een aansprakelijkheidsverzekering voor je vakantie raden we aan.',
        ],
      },
      {
        id: 'force-majeure',
        title: '10. Overmacht',
        paragraphs: [
          'Maakt een gebeurtenis buiten jouw en onze macht, die niet te voorzien en niet te voorkomen was (artikel 1218 van de Franse Code civil: bijvoorbeeld een overstroming of een sluiting op last van de overheid), het verblijf onmogelijk, dan eindigt de boeking en krijg je alles terug wat je hebt betaald, zonder verdere schadevergoeding over en weer.',
        ],
      },
      {
        id: 'reclamations',
        title: '11. Klachten en bemiddeling',
        paragraphs: [
          whenGiven(
            [f.email, f.company, f.address],
            (email, company, address) =>
              `Stuur ons je klacht eerst schriftelijk: per e-mail naar ${email} of per post naar ${company}, ${address}. We zoeken samen met je naar een oplossing.`,
          ),
          whenGiven(
            [f.mediator],
            (mediator) =>
              `Ben je niet tevreden met ons antwoord, of antwoorden we niet, dan kun je binnen een jaar na je schriftelijke klacht gratis terecht bij de consumentenbemiddelaar (Franse Code de la consommation, artikelen L612-1 en L612-2): ${mediator.name}, ${mediator.address}, ${mediator.website}.`,
          ),
        ],
      },
      {
        id: 'bons-cadeaux',
        title: '12. Cadeaubonnen',
        paragraphs: [
          ...f.voucherTerms,
          `Het herroepingsrecht van 14 dagen voor een op afstand gekochte bon, en het formulier: ${f.voucherUrl}`,
        ],
      },
      { id: 'donnees', title: '13. Persoonsgegevens', paragraphs: [`Wat we met je gegevens doen, en je rechten: ${f.legalUrl}`] },
      {
        id: 'droit',
        title: '14. Toepasselijk recht en geschillen',
        paragraphs: [
          `Op deze voorwaarden is Frans recht van toepassing. Bij een geschil kun je naar keuze terecht bij de rechter van de plaats waar je woonde toen je boekte of waar de schade ontstond, of bij een andere rechter die volgens het Franse wetboek van burgerlijke rechtsvordering bevoegd is (Franse Code de la consommation, artikel R631-3)${f.court ? `, zoals de rechtbank waaronder het terrein valt (${f.court})` : ''}.`,
          'Woon je in een ander land van de Europese Unie, dan kun je ook naar de rechter van je woonplaats (Verordening (EU) nr. 1215/2012, artikelen 17 en 18).',
          'Deze voorwaarden zijn in het Frans opgesteld; de vertalingen zijn er ter informatie, en de Franse versie is bepalend.',
        ],
      },
    ],
  },
  de: {
    meta: {
      title: 'Allgemeine Geschäftsbedingungen',
      description:
        'AGB der Chalets du lac: Buchung eines Aufenthalts im Chalet oder Baumhaus, Preise und Kurtaxe, Zahlung, Stornierung, Kaution, Hausregeln, Beschwerden und Gutscheine.',
    },
    bannerTitle: 'Allgemeine Geschäftsbedingungen',
    prevails: 'Diese Übersetzung dient nur der Information; maßgeblich ist die französische Fassung dieser Bedingungen.',
    pdfLink: 'Diese Bedingungen herunterladen (PDF)',
    item: ({ label, value }) => `${label}: ${value}`,
    sections: (f) => [
      {
        id: 'vendeur',
        title: '1. Wer wir sind',
        paragraphs: [
          whenGiven(
            [f.company, f.form, f.capital, f.siren, f.rcs, f.address],
            (company, form, capital, siren, rcs, address) =>
              `Diese Bedingungen gelten für Aufenthalte in unseren Chalets und Baumhäusern und für unsere Gutscheine. Anbieter: ${companyWithCapital(company, form, capital, 'Stammkapital')}, Unternehmensnummer (SIREN) ${siren}, ${rcs}, Sitz: ${address}.`,
          ),
          whenGiven([f.email, f.phone], (email, phone) => `So erreichen Sie uns: ${email}, ${phone}.`),
        ],
      },
      {
        id: 'reservation',
        title: '2. Einen Aufenthalt buchen',
        paragraphs: [
          'Sie fragen Ihren Wunschzeitraum auf unserer Website oder telefonisch an. Das ist noch keine Buchung, und die Termine werden nicht reserviert.',
          whenGiven(
            [f.advanceKind],
            (kind) =>
              `Wir antworten Ihnen per E-Mail mit dem Preis und diesen Bedingungen. Die Buchung kommt zustande, sobald Ihre Anzahlung („${kind === 'arrhes' ? 'arrhes' : 'acompte'}“) bei uns eingegangen ist; danach bestätigen wir sie Ihnen per E-Mail mit Preis, Terminen und Unterkunft.`,
          ),
        ],
      },
      {
        id: 'prix',
        title: '3. Preise und Kurtaxe',
        paragraphs: [
          `Die Preise verstehen sich in Euro inklusive MwSt. pro Nacht und Unterkunft und richten sich nach der Saison; die Termine jeder Saison stehen auf der Seite „Unterkünfte“ (${f.staysUrl}) und in der Preisliste.`,
          f.charges.length > 0
            ? `Obligatorische Nebenkosten, zusätzlich zum Übernachtungspreis und im Gesamtpreis des Aufenthalts enthalten: ${listOf(f.charges, '; ')}.`
            : undefined,
          ...f.touristTax,
        ],
      },
      { id: 'paiement', title: '4. Zahlung', paragraphs: f.payment.map((item) => `${item.label}: ${item.value}`) },
      {
        id: 'annulation',
        title: '5. Stornierung',
        paragraphs: [...f.cancellation.map((item) => `${item.label}: ${item.value}`), f.noWithdrawal],
      },
      {
        id: 'sejour',
        title: '6. Anreise, Abreise und Personenzahl',
        paragraphs: [
          `Anreise: ${f.arrival}. Abreise: ${f.departure}.`,
          f.capacities
            ? `Eine Unterkunft nimmt nicht mehr Personen auf, als sie Schlafplätze hat, Kinder eingeschlossen: ${f.capacities}.`
            : undefined,
          'Minderjährige übernachten in Begleitung eines Erwachsenen, der für sie verantwortlich ist.',
          f.childAges ? `Mindestalter: ${f.childAges}.` : undefined,
        ],
      },
      {
        id: 'caution',
        title: '7. Kaution und Schäden',
        paragraphs: [
          `${f.deposit.label}: ${f.deposit.value}.`,
          'Für Schäden, die Sie, Ihre Mitreisenden oder Ihre Tiere an der Unterkunft oder auf dem Gelände verursachen, kommen Sie auf. Schäden begutachten wir bei der Abreise gemeinsam mit Ihnen; die Kaution erhalten Sie zurück, abzüglich nachgewiesener Reparaturkosten.',
        ],
      },
      {
        id: 'regles',
        title: '8. Hausregeln',
        paragraphs: [`Haustiere: ${f.pets}.`, `Rauchen: ${f.smoking}.`, ...f.houseRules],
      },
      {
        id: 'securite',
        title: '9. Sicherheit und Haftung',
        paragraphs: [
          'Kinder bleiben auf dem ganzen Gelände unter der Aufsicht und Verantwortung ihrer Eltern, besonders auf den Leitern und Stegen der Baumhäuser sowie am See und am Angelteich.',
          'Jeder haftet für die Schäden, die er verursacht: wir für Schäden durch die Unterkunft, das Gelände oder unsere Leistungen, Sie für die Schäden, die Sie verursachen. Eine Haftpflichtversicherung für den Urlaub empfehlen wir.',
        ],
      },
      {
        id: 'force-majeure',
        title: '10. Höhere Gewalt',
        paragraphs: [
          'Macht ein Ereignis außerhalb Ihres und unseres Einflusses, das weder vorhersehbar noch abwendbar war (Artikel 1218 des französischen Code civil, zum Beispiel ein Hochwasser oder eine behördlich angeordnete Schließung), den Aufenthalt unmöglich, endet die Buchung und Sie erhalten alle Zahlungen zurück; darüber hinaus schuldet keine Seite der anderen eine Entschädigung.',
        ],
      },
      {
        id: 'reclamations',
        title: '11. Beschwerden und Schlichtung',
        paragraphs: [
          whenGiven(
            [f.email, f.company, f.address],
            (email, company, address) =>
              `Bitte richten Sie Ihre Beschwerde zuerst schriftlich an uns, per E-Mail an ${email} oder per Post an ${company}, ${address}. Wir suchen gemeinsam mit Ihnen eine Lösung.`,
          ),
          whenGiven(
            [f.mediator],
            (mediator) =>
              `Sind Sie mit unserer Antwort nicht zufrieden oder antworten wir nicht, können Sie sich binnen eines Jahres nach Ihrer schriftlichen Beschwerde kostenlos an die Verbraucherschlichtungsstelle wenden (französischer Code de la consommation, Artikel L612-1 und L612-2): ${mediator.name}, ${mediator.address}, ${mediator.website}.`,
          ),
        ],
      },
      {
        id: 'bons-cadeaux',
        title: '12. Gutscheine',
        paragraphs: [
          ...f.voucherTerms,
          `Das Widerrufsrecht von 14 Tagen für einen im Fernabsatz gekauften Gutschein und das Formular: ${f.voucherUrl}`,
        ],
      },
      { id: 'donnees', title: '13. Datenschutz', paragraphs: [`Was wir mit Ihren Daten tun und welche Rechte Sie haben: ${f.legalUrl}`] },
      {
        id: 'droit',
        title: '14. Anwendbares Recht und Streitigkeiten',
        paragraphs: [
          `Diese Bedingungen unterliegen französischem Recht. Bei Streitigkeiten können Sie nach Ihrer Wahl das Gericht des Ortes anrufen, an dem Sie bei Abschluss der Buchung oder beim Eintritt des Schadens wohnten, oder ein anderes nach der französischen Zivilprozessordnung zuständiges Gericht (französischer Code de la consommation, Artikel R631-3)${f.court ? `, etwa das ${f.court}, in dessen Bezirk das Gelände liegt` : ''}.`,
          'Wohnen Sie in einem anderen Land der Europäischen Union, können Sie auch die Gerichte an Ihrem Wohnsitz anrufen (Verordnung (EU) Nr. 1215/2012, Artikel 17 und 18).',
          'Diese Bedingungen sind auf Französisch verfasst; ihre Übersetzungen dienen nur der Information, maßgeblich ist die französische Fassung.',
        ],
      },
    ],
  },
};

/** The CGV's PDF in each language, under public/. */
export const termsPdfFiles: Translated<string> = {
  fr: 'Conditions-Generales-de-Vente.pdf',
  en: 'Terms-and-conditions.pdf',
  nl: 'Algemene-voorwaarden.pdf',
  de: 'AGB.pdf',
};
