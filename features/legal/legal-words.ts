// The legal notice's prose in each language, apart from config/legal.ts (its facts), which the
// restaurant's form imports: these words are the legal page's alone.
import { legalBanner, legalMeta, publisher } from '@/config/legal';
import { privacyFactsIn } from '@/config/request-privacy';
import { ownerDataFile } from '@/content/owner-data';
import type { ReviewsData } from '@/content/schema/faq';
import { readDataFile } from '@/content/schema/editor-values';
import type { Banner, PageMeta } from '@/config/types';
import { whenGiven } from '@/content/given-facts';
import { formatEuros } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';

const reviewsData = readDataFile<ReviewsData>(ownerDataFile('reviews'));

type LegalLabel =
  | 'companyName'
  | 'legalForm'
  | 'shareCapital'
  | 'headOffice'
  | 'rcs'
  | 'siren'
  | 'vatNumber'
  | 'director'
  | 'phone'
  | 'email'
  | 'hostName'
  | 'hostAddress'
  | 'hostPhone'
  | 'mediatorName'
  | 'mediatorAddress'
  | 'mediatorWebsite';

/** The facts the data-protection paragraphs name: who is responsible, where to write, how long requests are kept, where EmailJS processes them and under which safeguard. */
interface DataFacts {
  readonly companyName: string | undefined;
  readonly email: string | undefined;
  readonly retention: string | undefined;
  /** A gift voucher request left without a purchase. */
  readonly voucherRetention: string | undefined;
  readonly country: string | undefined;
  readonly basis: string | undefined;
  /** The mailbox provider that receives the requests, and its country. */
  readonly mailbox: string | undefined;
  /** How long a review stays on the questions page (content/data/reviews.json). */
  readonly reviewMonths: number;
}

/** The legal notice's own prose in each language; the legal facts (names, numbers) stay as the owner wrote them. */
export interface LegalWords {
  readonly meta: PageMeta;
  readonly bannerTitle: string;
  readonly bannerAlt: string;
  /** The line that says a translation is a courtesy and the French text prevails; none on the French page. */
  readonly prevails: string | null;
  /** What follows a row's label: " :" in French, ":" elsewhere. */
  readonly colon: string;
  readonly labels: Readonly<Record<LegalLabel, string>>;
  readonly publisherTitle: string;
  readonly hostTitle: string;
  readonly mediatorTitle: string;
  readonly mediatorIntro: string;
  readonly dataTitle: string;
  /** Each paragraph; one that states a fact not given yet is undefined, left out (whenGiven). */
  readonly dataParagraphs: (facts: DataFacts) => readonly (string | undefined)[];
  readonly cnilLink: string;
  readonly creditsTitle: string;
  readonly creditsIntro: string;
}

export const legalWords: Translated<LegalWords> = {
  fr: {
    meta: legalMeta,
    bannerTitle: legalBanner.title,
    bannerAlt: legalBanner.photo.alt,
    prevails: null,
    colon: '\u00a0:',
    labels: {
      companyName: 'Dénomination sociale',
      legalForm: 'Forme juridique',
      shareCapital: 'Capital social',
      headOffice: 'Siège social',
      rcs: 'RCS',
      siren: 'SIREN',
      vatNumber: 'TVA intracommunautaire',
      director: 'Direction de la publication',
      phone: 'Téléphone',
      email: 'E-mail',
      hostName: 'Hébergeur',
      hostAddress: 'Adresse',
      hostPhone: 'Téléphone',
      mediatorName: 'Médiateur',
      mediatorAddress: 'Adresse',
      mediatorWebsite: 'Site internet',
    },
    publisherTitle: 'Éditeur du site',
    hostTitle: 'Hébergement du site',
    mediatorTitle: 'Médiation de la consommation',
    mediatorIntro:
      'En cas de litige, après une réclamation écrite restée sans réponse satisfaisante, vous pouvez saisir gratuitement le médiateur de la consommation\u00a0:',
    dataTitle: 'Données personnelles',
    dataParagraphs: ({ companyName, email: address, retention, voucherRetention, country, basis, mailbox, reviewMonths }) => [
      whenGiven([companyName, address], (companyName, address) => `Responsable du traitement\u00a0: ${companyName}, ${address}.`),
      'Le site ne dépose aucun cookie et ne mesure pas l’audience. Les polices et les images sont servies par le site lui-même.',
      'Demande de table au restaurant\u00a0: les informations saisies (nom, prénom, téléphone, e-mail, date, heure, nombre de personnes, régimes et allergies, et message) servent uniquement à traiter votre demande et à vous répondre. Base légale\u00a0: mesures précontractuelles prises à votre demande (RGPD, art. 6.1.b). Elles ne sont ni cédées ni utilisées à des fins commerciales. Une allergie est une donnée de santé\u00a0: l’indiquer est facultatif et vaut accord exprès pour qu’elle serve uniquement à préparer votre repas (RGPD, art. 9.2.a), accord que vous pouvez retirer à tout moment en nous écrivant\u00a0; nous l’effaçons après le repas.',
      'Demande de séjour (chalets et cabanes)\u00a0: les informations saisies (hébergement, dates, nombre d’adultes, d’enfants et d’animaux, âge des enfants, suppléments et table au restaurant choisis, nom, prénom, téléphone, e-mail, langue de réponse et message) servent uniquement à traiter votre demande et à vous répondre. Base légale\u00a0: mesures précontractuelles prises à votre demande (RGPD, art. 6.1.b). Elles ne sont ni cédées ni utilisées à des fins commerciales.',
      whenGiven(
        [country, basis],
        (country, basis) =>
          `Destinataires\u00a0: l’équipe des Chalets du lac, et EmailJS, notre sous-traitant pour l’envoi des e-mails, qui transmet les demandes à notre messagerie\u00a0; aucun e-mail n’est envoyé par le site à l’adresse que vous indiquez. Pays où EmailJS traite les demandes\u00a0: ${country}\u00a0; garantie du transfert hors de l’Union européenne\u00a0: ${basis}. Si l’envoi échoue, c’est votre propre messagerie qui nous envoie la demande.`,
      ),
      whenGiven(
        [retention],
        (retention) =>
          `Durée de conservation des demandes\u00a0: ${retention}. Pendant votre visite, votre navigateur garde aussi ce que vous avez saisi (stockage de session, effacé à la fermeture de l’onglet ou après l’envoi) pour qu’un rechargement de la page ne le perde pas.`,
      ),
      'Demande de bon cadeau\u00a0: les informations saisies (montant ou séjour, vos nom, e-mail et téléphone, le nom du bénéficiaire, le message et, pour un envoi par courrier, l’adresse postale) servent à traiter votre demande puis, si vous achetez le bon, à la vente, au suivi du bon dans notre registre et à notre comptabilité. Base légale\u00a0: mesures précontractuelles et contrat (RGPD, art. 6.1.b), obligations comptables (art. 6.1.c).',
      'Rétractation d’un bon cadeau («\u00a0Renoncer au contrat ici\u00a0»)\u00a0: vos nom, e-mail et la référence du bon servent à traiter votre rétractation, à vous en accuser réception et à vous rembourser. Base légale\u00a0: nos obligations légales (Code de la consommation, articles L221-21 et L221-24\u00a0; RGPD, art. 6.1.c). Elles sont gardées avec le dossier de la vente du bon, 10 ans (Code de commerce, article L123-22).',
      whenGiven(
        [voucherRetention],
        (voucherRetention) =>
          `Durée de conservation des demandes de bon cadeau restées sans achat\u00a0: ${voucherRetention}. Un bon vendu, sa commande et sa facture sont gardés 10 ans (Code de commerce, article L123-22).`,
      ),
      whenGiven([mailbox], (mailbox) => `Les demandes arrivent dans notre messagerie, chez ${mailbox}, qui les garde pour nous.`),
      `Avis de nos hôtes\u00a0: nous recopions sur la page Questions fréquentes des avis laissés sur Google, Airbnb ou Booking.com, ou reçus par e-mail, avec le prénom et l’initiale du nom de leur auteur, son pays, la date de l’avis et le mois du séjour, rien de plus. Base légale\u00a0: notre intérêt légitime à informer les visiteurs (RGPD, art. 6.1.f). Un avis reste affiché ${reviewMonths} mois\u00a0; son auteur peut en demander le retrait à tout moment, en nous écrivant.`,
      'Guide d’arrivée hors connexion\u00a0: quand vous ouvrez le guide d’arrivée, et seulement alors, le site demande à votre navigateur d’en garder une copie (un «\u00a0service worker\u00a0» et son cache, sur votre appareil seulement), pour que le guide s’ouvre même sans réseau\u00a0; aucune autre page n’est gardée ainsi sur votre appareil (seuls les formulaires gardent, le temps de la visite, ce que vous y saisissez\u00a0: voir plus haut). Cette copie ne contient rien de ce que vous avez saisi et n’est envoyée nulle part\u00a0; vous l’effacez en supprimant les données du site dans les réglages de votre navigateur.',
      whenGiven(
        [address],
        (address) =>
          `Vos droits\u00a0: vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter le traitement, vous y opposer, ou les recevoir dans un format courant pour les transmettre à qui vous voulez (portabilité), en écrivant à ${address}. Vous pouvez aussi adresser une réclamation à la CNIL.`,
      ),
    ],
    cnilLink: 'Adresser une réclamation à la CNIL',
    creditsTitle: 'Crédits photos',
    creditsIntro:
      'Les photographies de paysages et de cuisine sont des images libres utilisées en attendant les photos du domaine\u00a0: elles ne montrent pas les Chalets du lac. Elles ont été redimensionnées et recadrées pour le site. Les illustrations des chalets, des cabanes et de la verrerie ont été dessinées pour le site.',
  },
  en: {
    meta: {
      title: 'Legal notice',
      description: 'Legal notice for the Les Chalets du lac website: publisher, host, personal data and photo credits.',
    },
    bannerTitle: 'Legal notice',
    bannerAlt: 'Light grain of a wooden plank',
    prevails: 'This translation is provided for convenience; the French version prevails.',
    colon: ':',
    labels: {
      companyName: 'Company name',
      legalForm: 'Legal form',
      shareCapital: 'Share capital',
      headOffice: 'Registered office',
      rcs: 'Trade and companies register (RCS)',
      siren: 'Company number (SIREN)',
      vatNumber: 'EU VAT number',
      director: 'Person responsible for content',
      phone: 'Phone',
      email: 'Email',
      hostName: 'Web host',
      hostAddress: 'Address',
      hostPhone: 'Phone',
      mediatorName: 'Mediator',
      mediatorAddress: 'Address',
      mediatorWebsite: 'Website',
    },
    publisherTitle: 'Website publisher',
    hostTitle: 'Hosting',
    mediatorTitle: 'Consumer mediation',
    mediatorIntro:
      'If there’s a dispute and a written complaint hasn’t received a satisfactory answer, you can refer it free of charge to the consumer mediator:',
    dataTitle: 'Personal data',
    dataParagraphs: ({ companyName, email: address, retention, voucherRetention, country, basis, mailbox, reviewMonths }) => [
      whenGiven([companyName, address], (companyName, address) => `Data controller: ${companyName}, ${address}.`),
      'This website sets no cookies and uses no analytics. Fonts and images are served by the website itself.',
      'Table requests for the restaurant: the details you enter (last name, first name, phone, email, date, time, number of people, dietary requirements and allergies, and message) are used only to handle your request and reply to you. Legal basis: steps taken at your request before entering into a contract (GDPR, Art. 6(1)(b)). They are never passed on or used for marketing. An allergy is health data: telling us about it is optional and means you explicitly agree that we use it only to prepare your meal (GDPR, Art. 9(2)(a)); you can withdraw this consent at any time by writing to us, and we delete it after the meal.',
      'Booking enquiries (chalets and treehouses): the details you enter (accommodation, dates, number of adults, children and pets, children’s ages, the extras and restaurant table you choose, last name, first name, phone, email, reply language and message) are used only to handle your enquiry and reply to you. Legal basis: steps taken at your request before entering into a contract (GDPR, Art. 6(1)(b)). They are never passed on or used for marketing.',
      whenGiven(
        [country, basis],
        (country, basis) =>
          `Recipients: the Les Chalets du lac team, and EmailJS, our processor for sending emails, which forwards requests to our inbox; the site sends no email to the address you give. Country where EmailJS processes requests: ${country}; safeguard for the transfer outside the European Union: ${basis}. If sending fails, your email app opens with the request ready to send to us.`,
      ),
      whenGiven(
        [retention],
        (retention) =>
          `Retention period for requests: ${retention}. During your visit, your browser also keeps what you’ve typed (session storage, cleared when you close the tab or after sending) so that reloading the page doesn’t lose it.`,
      ),
      'Gift voucher requests: the details you enter (amount or stay, your name, email and phone, the recipient’s name, the message and, for delivery by post, the postal address) are used to handle your request and, if you buy the voucher, for the sale, for tracking the voucher in our register and for our accounts. Legal basis: steps before entering into a contract and the contract itself (GDPR, Art. 6(1)(b)); accounting obligations (Art. 6(1)(c)).',
      'Withdrawal from a gift voucher (‘Withdraw from the contract here’): your name, email and the voucher’s reference are used to handle your withdrawal, acknowledge it and refund you. Legal basis: our legal obligations (French Consumer Code, articles L221-21 and L221-24; GDPR, Art. 6(1)(c)). They are kept with the voucher’s sale records for 10 years (French Commercial Code, article L123-22).',
      whenGiven(
        [voucherRetention],
        (voucherRetention) =>
          `Retention period for gift voucher requests that don’t lead to a purchase: ${voucherRetention}. A voucher sold, with its order and invoice, is kept for 10 years (French Commercial Code, article L123-22).`,
      ),
      whenGiven([mailbox], (mailbox) => `Requests arrive in our inbox, with ${mailbox}, which stores them for us.`),
      `Guest reviews: on the Questions page we copy reviews left on Google, Airbnb or Booking.com, or sent to us by email, with the author’s first name and initial, their country, the date of the review and the month of the stay, nothing more. Legal basis: our legitimate interest in informing visitors (GDPR, Art. 6(1)(f)). A review stays up for ${reviewMonths} months; its author can ask us to remove it at any time by writing to us.`,
      'Offline arrival guide: when you open the arrival guide, and only then, the site asks your browser to keep a copy of it (a ‘service worker’ and its cache, on your device only) so that the guide opens even with no signal; no other page is kept like this on your device (only the forms keep what you type in them, for the length of your visit: see above). The copy holds nothing you’ve typed and is sent nowhere; you can delete it by clearing the site’s data in your browser settings.',
      whenGiven(
        [address],
        (address) =>
          `Your rights: you can access your data, have it corrected or erased, restrict its processing, object to it, or receive it in a common format to pass on to whoever you choose (portability), by writing to ${address}. You can also lodge a complaint with the CNIL, the French data protection authority.`,
      ),
    ],
    cnilLink: 'Lodge a complaint with the CNIL (in French)',
    creditsTitle: 'Photo credits',
    creditsIntro:
      'The landscape and food photos are freely licensed images used until we have photos of the grounds. They don’t show Les Chalets du lac. They have been resized and cropped for the website. The drawings of the chalets, treehouses and glassworks were made for the website.',
  },
  nl: {
    meta: {
      title: 'Juridische informatie',
      description:
        'Juridische informatie over de website van Les Chalets du lac: eigenaar, hosting, persoonsgegevens en fotoverantwoording.',
    },
    bannerTitle: 'Juridische informatie',
    bannerAlt: 'Lichte nerf van een houten plank',
    prevails: 'Deze vertaling is er voor het gemak; de Franse versie is bepalend.',
    colon: ':',
    labels: {
      companyName: 'Bedrijfsnaam',
      legalForm: 'Rechtsvorm',
      shareCapital: 'Geplaatst kapitaal',
      headOffice: 'Statutaire zetel',
      rcs: 'Handelsregister (RCS)',
      siren: 'Bedrijfsnummer (SIREN)',
      vatNumber: 'Btw-nummer',
      director: 'Verantwoordelijke voor de inhoud',
      phone: 'Telefoon',
      email: 'E-mail',
      hostName: 'Hostingprovider',
      hostAddress: 'Adres',
      hostPhone: 'Telefoon',
      mediatorName: 'Bemiddelaar',
      mediatorAddress: 'Adres',
      mediatorWebsite: 'Website',
    },
    publisherTitle: 'Eigenaar van de website',
    hostTitle: 'Hosting',
    mediatorTitle: 'Consumentenbemiddeling',
    mediatorIntro:
      'Heb je een geschil en heeft een schriftelijke klacht geen bevredigend antwoord opgeleverd? Dan kun je kosteloos terecht bij de consumentenbemiddelaar:',
    dataTitle: 'Persoonsgegevens',
    dataParagraphs: ({ companyName, email: address, retention, voucherRetention, country, basis, mailbox, reviewMonths }) => [
      whenGiven([companyName, address], (companyName, address) => `Verwerkingsverantwoordelijke: ${companyName}, ${address}.`),
      'Deze website plaatst geen cookies en meet geen bezoekersaantallen. Lettertypen en afbeeldingen komen van de website zelf.',
      'Reserveringsaanvraag voor het restaurant: de gegevens die je invult (achternaam, voornaam, telefoon, e-mail, datum, tijd, aantal personen, dieetwensen en allergieën, en bericht) gebruiken we alleen om je aanvraag te behandelen en je te antwoorden. Rechtsgrond: maatregelen die op jouw verzoek vóór het sluiten van een overeenkomst worden genomen (AVG, art. 6, lid 1, onder b). Ze worden niet aan anderen doorgegeven en niet voor commerciële doeleinden gebruikt. Allergieën zijn gezondheidsgegevens: een allergie vermelden is niet verplicht en geldt als je uitdrukkelijke toestemming om die alleen te gebruiken voor het bereiden van je maaltijd (AVG, art. 9, lid 2, onder a); je kunt die toestemming altijd intrekken door ons te mailen, en na de maaltijd wissen we die gegevens.',
      'Boekingsaanvraag (chalets en boomhutten): de gegevens die je invult (accommodatie, data, aantal volwassenen, kinderen en huisdieren, leeftijd van de kinderen, gekozen extra’s en tafel in het restaurant, achternaam, voornaam, telefoon, e-mail, antwoordtaal en bericht) gebruiken we alleen om je aanvraag te behandelen en je te antwoorden. Rechtsgrond: maatregelen die op jouw verzoek vóór het sluiten van een overeenkomst worden genomen (AVG, art. 6, lid 1, onder b). Ze worden niet aan anderen doorgegeven en niet voor commerciële doeleinden gebruikt.',
      whenGiven(
        [country, basis],
        (country, basis) =>
          `Ontvangers: het team van Les Chalets du lac en EmailJS, onze verwerker voor het versturen van e-mails, die de aanvragen naar onze mailbox doorstuurt; de site stuurt geen e-mail naar het adres dat je opgeeft. Land waar EmailJS de aanvragen verwerkt: ${country}; waarborg voor de doorgifte buiten de Europese Unie: ${basis}. Lukt het verzenden niet, dan stuurt je eigen e-mailprogramma de aanvraag naar ons.`,
      ),
      whenGiven(
        [retention],
        (retention) =>
          `Bewaartermijn van de aanvragen: ${retention}. Tijdens je bezoek bewaart je browser ook wat je hebt ingevuld (sessieopslag, gewist als je het tabblad sluit of na het verzenden), zodat je het niet kwijtraakt als je de pagina opnieuw laadt.`,
      ),
      'Aanvraag voor een cadeaubon: de gegevens die je invult (bedrag of verblijf, je naam, e-mailadres en telefoonnummer, de naam van de ontvanger, de tekst en, bij verzending per post, het postadres) gebruiken we om je aanvraag te behandelen en, als je de bon koopt, voor de verkoop, voor het bijhouden van de bon in ons register en voor onze boekhouding. Rechtsgrond: maatregelen vóór het sluiten van een overeenkomst en de overeenkomst zelf (AVG, art. 6, lid 1, onder b); boekhoudkundige verplichtingen (art. 6, lid 1, onder c).',
      'Herroeping van een cadeaubon (‘Hier de overeenkomst herroepen’): je naam, e-mailadres en de referentie van de bon gebruiken we om je herroeping te behandelen, de ontvangst te bevestigen en je terug te betalen. Rechtsgrond: onze wettelijke verplichtingen (Franse Code de la consommation, artikelen L221-21 en L221-24; AVG, art. 6, lid 1, onder c). We bewaren ze 10 jaar bij het dossier van de verkoop van de bon (Franse Code de commerce, artikel L123-22).',
      whenGiven(
        [voucherRetention],
        (voucherRetention) =>
          `Bewaartermijn van aanvragen voor een cadeaubon zonder aankoop: ${voucherRetention}. Een verkochte bon bewaren we met de bestelling en de factuur 10 jaar (Franse Code de commerce, artikel L123-22).`,
      ),
      whenGiven([mailbox], (mailbox) => `De aanvragen komen binnen in onze mailbox, bij ${mailbox}, die ze voor ons bewaart.`),
      `Reviews van gasten: op de pagina Veelgestelde vragen nemen we reviews over die op Google, Airbnb of Booking.com zijn geplaatst of die we per e-mail kregen, met de voornaam en de eerste letter van de achternaam van de reviewer, het land, de datum van de review en de maand van het verblijf, verder niets. Rechtsgrond: ons gerechtvaardigd belang om bezoekers te informeren (AVG, art. 6, lid 1, onder f). Een review blijft ${reviewMonths} maanden staan; de reviewer kan ons altijd vragen hem te verwijderen, door ons te mailen.`,
      'Aankomstgids offline: als je de aankomstgids opent, en alleen dan, vraagt de site je browser er een kopie van te bewaren (een ‘service worker’ met zijn cache, alleen op je eigen apparaat), zodat de gids ook zonder bereik opent; geen enkele andere pagina wordt zo op je apparaat bewaard (alleen de formulieren bewaren tijdens je bezoek wat je erin typt: zie hierboven). Die kopie bevat niets van wat je hebt ingevuld en wordt nergens naartoe gestuurd; je wist hem door de gegevens van de site te verwijderen in de instellingen van je browser.',
      whenGiven(
        [address],
        (address) =>
          `Je rechten: je kunt je gegevens inzien, laten verbeteren of wissen, de verwerking ervan laten beperken, er bezwaar tegen maken, of ze in een gangbaar formaat ontvangen om ze door te geven aan wie je wilt (overdraagbaarheid), door te mailen naar ${address}. Je kunt ook een klacht indienen bij de CNIL, de Franse privacytoezichthouder.`,
      ),
    ],
    cnilLink: 'Een klacht indienen bij de CNIL (in het Frans)',
    creditsTitle: 'Fotoverantwoording',
    creditsIntro:
      'De landschaps- en keukenfoto’s zijn vrij te gebruiken beelden, die we inzetten tot we eigen foto’s van het terrein hebben: ze laten Les Chalets du lac niet zien. Ze zijn voor de website verkleind en bijgesneden. De tekeningen van de chalets, de boomhutten en de glasblazerij zijn voor de website gemaakt.',
  },
  de: {
    meta: {
      title: 'Impressum',
      description: 'Impressum der Website von Les Chalets du lac: Herausgeber, Hosting, Datenschutz und Bildnachweise.',
    },
    bannerTitle: 'Impressum',
    bannerAlt: 'Helle Maserung eines Holzbretts',
    prevails: 'Diese Übersetzung dient nur der Information; maßgeblich ist die französische Fassung.',
    colon: ':',
    labels: {
      companyName: 'Firma',
      legalForm: 'Rechtsform',
      shareCapital: 'Stammkapital',
      headOffice: 'Sitz der Gesellschaft',
      rcs: 'Handelsregister (RCS)',
      siren: 'Unternehmensnummer (SIREN)',
      vatNumber: 'USt-IdNr.',
      director: 'Verantwortlich für den Inhalt',
      phone: 'Telefon',
      email: 'E-Mail',
      hostName: 'Hosting-Anbieter',
      hostAddress: 'Adresse',
      hostPhone: 'Telefon',
      mediatorName: 'Schlichtungsstelle',
      mediatorAddress: 'Adresse',
      mediatorWebsite: 'Website',
    },
    publisherTitle: 'Herausgeber der Website',
    hostTitle: 'Hosting',
    mediatorTitle: 'Verbraucherschlichtung',
    mediatorIntro:
      'Hat Ihre schriftliche Beschwerde bei uns zu keiner zufriedenstellenden Lösung geführt, können Sie sich kostenlos an die Verbraucherschlichtungsstelle wenden:',
    dataTitle: 'Datenschutz',
    dataParagraphs: ({ companyName, email: address, retention, voucherRetention, country, basis, mailbox, reviewMonths }) => [
      whenGiven([companyName, address], (companyName, address) => `Verantwortlicher: ${companyName}, ${address}.`),
      'Diese Website setzt keine Cookies und misst keine Besucherzahlen. Schriften und Bilder werden von der Website selbst ausgeliefert.',
      'Reservierungsanfrage für das Restaurant: Die Angaben, die Sie eintragen (Nachname, Vorname, Telefon, E-Mail, Datum, Uhrzeit, Personenzahl, Ernährung und Allergien sowie Nachricht), dienen ausschließlich dazu, Ihre Anfrage zu bearbeiten und Ihnen zu antworten. Rechtsgrundlage: vorvertragliche Maßnahmen auf Ihre Anfrage (DSGVO, Art. 6 Abs. 1 lit. b). Die Angaben werden weder weitergegeben noch zu Werbezwecken verwendet. Allergien zählen zu den Gesundheitsdaten; ihre Angabe ist freiwillig und gilt als Ihre ausdrückliche Einwilligung, dass wir sie nur für die Zubereitung Ihres Essens verwenden (DSGVO, Art. 9 Abs. 2 lit. a); Sie können diese Einwilligung jederzeit schriftlich widerrufen, und nach dem Essen löschen wir diese Angabe.',
      'Buchungsanfrage (Chalets und Baumhäuser): Die Angaben, die Sie eintragen (Unterkunft, Reisezeitraum, Zahl der Erwachsenen, Kinder und Haustiere, Alter der Kinder, gewählte Zusatzleistungen und Tisch im Restaurant, Name, Vorname, Telefon, E-Mail, Antwortsprache und Nachricht), dienen ausschließlich dazu, Ihre Anfrage zu bearbeiten und Ihnen zu antworten. Rechtsgrundlage: vorvertragliche Maßnahmen auf Ihre Anfrage (DSGVO, Art. 6 Abs. 1 lit. b). Die Angaben werden weder weitergegeben noch zu Werbezwecken verwendet.',
      whenGiven(
        [country, basis],
        (country, basis) =>
          `Empfänger: das Team der Chalets du lac und EmailJS, unser Auftragsverarbeiter für den E-Mail-Versand, der die Anfragen an unser Postfach weiterleitet; die Website sendet keine E-Mail an die von Ihnen angegebene Adresse. Land, in dem EmailJS die Anfragen verarbeitet: ${country}; Garantie für die Übermittlung außerhalb der Europäischen Union: ${basis}. Schlägt der Versand fehl, sendet Ihr eigenes E-Mail-Programm die Anfrage an uns.`,
      ),
      whenGiven(
        [retention],
        (retention) =>
          `Speicherdauer der Anfragen: ${retention}. Während Ihres Besuchs speichert Ihr Browser außerdem Ihre Eingaben (Sitzungsspeicher, gelöscht beim Schließen des Tabs oder nach dem Absenden), damit sie beim Neuladen der Seite nicht verloren gehen.`,
      ),
      'Gutscheinanfrage: Ihre Angaben (Betrag oder Aufenthalt, Ihr Name, Ihre E-Mail-Adresse und Telefonnummer, der Name der beschenkten Person, der Text und bei Versand per Post die Postanschrift) dienen dazu, Ihre Anfrage zu bearbeiten und, wenn Sie den Gutschein kaufen, den Verkauf abzuwickeln sowie den Gutschein in unserem Register und unserer Buchhaltung zu erfassen. Rechtsgrundlage: vorvertragliche Maßnahmen und Vertrag (DSGVO, Art. 6 Abs. 1 lit. b), Buchführungspflichten (Art. 6 Abs. 1 lit. c).',
      'Widerruf eines Gutscheins („Vertrag hier widerrufen“): Ihr Name, Ihre E-Mail-Adresse und die Angabe zum Gutschein dienen dazu, Ihren Widerruf zu bearbeiten, den Eingang zu bestätigen und Ihnen den Betrag zu erstatten. Rechtsgrundlage: unsere gesetzlichen Pflichten (französischer Code de la consommation, Artikel L221-21 und L221-24; DSGVO, Art. 6 Abs. 1 lit. c). Sie werden mit den Unterlagen zum Verkauf des Gutscheins 10 Jahre aufbewahrt (französischer Code de commerce, Artikel L123-22).',
      whenGiven(
        [voucherRetention],
        (voucherRetention) =>
          `Speicherdauer von Gutscheinanfragen ohne Kauf: ${voucherRetention}. Ein verkaufter Gutschein wird mit Bestellung und Rechnung 10 Jahre aufbewahrt (französischer Code de commerce, Artikel L123-22).`,
      ),
      whenGiven([mailbox], (mailbox) => `Die Anfragen gehen in unserem Postfach bei ${mailbox} ein, das sie für uns speichert.`),
      `Gästebewertungen: Auf der Seite „Häufige Fragen“ übernehmen wir Bewertungen von Google, Airbnb oder Booking.com oder solche, die uns per E-Mail erreicht haben, mit Vorname und Anfangsbuchstaben des Nachnamens, Land, Datum der Bewertung und Monat des Aufenthalts, sonst nichts. Rechtsgrundlage: unser berechtigtes Interesse, Besucher zu informieren (DSGVO, Art. 6 Abs. 1 lit. f). Eine Bewertung bleibt ${reviewMonths} Monate sichtbar; der Verfasser kann jederzeit schriftlich ihre Entfernung verlangen.`,
      'Anreiseinfos offline: Beim Öffnen der Seite „Anreiseinfos“, und nur dann, speichert Ihr Browser auf Anweisung der Website eine Kopie davon (einen „Service Worker“ mit seinem Cache, nur auf Ihrem Gerät), damit sie sich auch ohne Empfang öffnet. Keine andere Seite wird so auf Ihrem Gerät gespeichert (nur die Formulare behalten während Ihres Besuchs, was Sie eingeben: siehe oben). Die Kopie enthält nichts von Ihren Eingaben und wird nirgendwohin gesendet; Sie löschen sie, indem Sie die Websitedaten in den Einstellungen Ihres Browsers entfernen.',
      whenGiven(
        [address],
        (address) =>
          `Ihre Rechte: Sie können Auskunft über Ihre Daten verlangen, sie berichtigen oder löschen lassen, ihre Verarbeitung einschränken lassen, ihr widersprechen oder sie in einem gängigen Format erhalten, um sie weiterzugeben (Datenübertragbarkeit), indem Sie an ${address} schreiben. Sie können sich außerdem bei der CNIL, der französischen Datenschutzbehörde, beschweren.`,
      ),
    ],
    cnilLink: 'Beschwerde bei der CNIL einreichen (auf Französisch)',
    creditsTitle: 'Bildnachweise',
    creditsIntro:
      'Die Landschafts- und Küchenfotos sind frei lizenzierte Bilder, die wir verwenden, bis es Fotos unseres Geländes gibt. Sie zeigen also nicht Les Chalets du lac. Sie wurden für die Website verkleinert und zugeschnitten. Die Zeichnungen der Chalets, der Baumhäuser und der Glashütte wurden für die Website angefertigt.',
  },
};

/** The legal notice's title and description in a language. */
export const legalMetaOf = (lang: Lang): PageMeta => legalWords[lang].meta;

/** The legal notice's banner in a language: the same photo, described in that language. */
export function legalBannerOf(lang: Lang): Banner {
  const words = legalWords[lang];
  return { title: words.bannerTitle, photo: { ...legalBanner.photo, alt: words.bannerAlt } };
}

/** The data-protection paragraphs of a language, with the publisher's facts filled in. */
export function dataParagraphsOf(lang: Lang): readonly string[] {
  const { retention, voucherRetention, country, basis, mailbox } = privacyFactsIn(lang);
  return legalWords[lang]
    .dataParagraphs({
      companyName: publisher.companyName,
      email: publisher.email,
      retention: retention?.text,
      voucherRetention: voucherRetention?.text,
      country: country?.text,
      basis: basis?.text,
      mailbox: mailbox?.text,
      reviewMonths: reviewsData.keepMonths,
    })
    .filter((paragraph) => paragraph !== undefined);
}

/** The share capital as a language writes an amount: "10 000 €", "€10,000", "€ 10.000", "10.000 €". */
export const shareCapitalIn = (lang: Lang): string | undefined =>
  publisher.shareCapitalEuros === undefined
    ? undefined
    : lang === 'fr'
      ? publisher.shareCapital
      : formatEuros(lang, publisher.shareCapitalEuros);
