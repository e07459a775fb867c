// The questions page's own words in each language, around the owner's questions and reviews: the
// themes' navigation, the reviews' heading, and how reviews are published, as Code de la
// consommation L111-7-2 and D111-17 ask: beside the reviews, whether they are checked and how they
// are ordered (each review carries its own dates); in a part of its own, any reward, the delays of
// publication and keeping, how they are checked, whether the author can be contacted, whether a
// review can be changed, and why one is refused. The owner's choices (checked, all or a selection,
// the delays) come from content/data/reviews.json.
import type { FaqGroupId, ReviewsData } from '@/content/schema/faq';
import type { Lang, Translated } from '@/lib/i18n/languages';

/** The owner's policy, and whether a review of a meal is among those shown (a meal is not always in the bookings: not verified). */
type ReviewPolicy = Pick<ReviewsData, 'checked' | 'selection' | 'publishWithinDays' | 'keepMonths'> & { readonly meals?: boolean };

export interface FaqWords {
  /** Names the list of links to each theme. */
  readonly themesLabel: string;
  readonly reviewsTitle: string;
  readonly noReviews: string;
  /** Beside the reviews: checked or not, all or a selection, the order. */
  readonly nearReviews: (policy: ReviewPolicy) => readonly string[];
  readonly policyTitle: string;
  /** The part of its own: reward, delays, checking, contact, changes, refusals. */
  readonly policy: (policy: ReviewPolicy) => readonly string[];
}

export const faqWords: Translated<FaqWords> = {
  fr: {
    themesLabel: 'Thèmes des questions',
    reviewsTitle: 'Avis de nos hôtes',
    noReviews: 'Nous n’avons encore publié aucun avis ici.',
    nearReviews: ({ checked, selection, meals }) => [
      checked === 'verifies'
        ? meals
          ? 'Les avis sur un séjour sont vérifiés\u00a0: nous n’en publions un que si nous retrouvons le séjour de son auteur dans nos réservations. Les avis sur un repas ne sont pas vérifiés, car un repas ne laisse pas toujours de trace chez nous\u00a0: c’est indiqué sous chacun d’eux.'
          : 'Les avis publiés ici sont vérifiés\u00a0: nous n’en publions un que si nous retrouvons le séjour de son auteur dans nos réservations.'
        : 'Les avis publiés ici ne sont pas vérifiés\u00a0: nous les recopions tels que nous les avons reçus, sans les rapprocher de nos réservations.',
      selection === 'tous'
        ? 'Nous publions tous les avis reçus, favorables ou non, sauf ceux refusés pour l’un des motifs ci-dessous.'
        : 'Nous publions une sélection des avis reçus, pas tous\u00a0: les autres restent lisibles là où ils ont été laissés.',
      'Ils sont classés par date de l’avis, du plus récent au plus ancien\u00a0; chacun indique où et quand il a été laissé, et le mois du séjour.',
    ],
    policyTitle: 'Comment nous publions les avis',
    policy: ({ checked, publishWithinDays, keepMonths, meals }) => [
      'Aucun avis n’est demandé ni obtenu contre une contrepartie (réduction, cadeau ou autre).',
      `Un avis est publié ici au plus tard ${publishWithinDays} jours après sa réception, et reste affiché ${keepMonths} mois.`,
      checked === 'verifies'
        ? `Avant de publier un avis sur un séjour, nous vérifions dans nos réservations que son auteur a séjourné chez nous au mois indiqué\u00a0; nous pouvons le contacter pour le vérifier avec lui.${meals ? ' Un avis sur un repas n’est pas vérifié, et c’est indiqué.' : ''}`
        : 'Nous ne vérifions pas que l’auteur d’un avis a séjourné chez nous, et ne le contactons pas.',
      'Le texte est recopié sans modification, dans la langue de son auteur, sans traduction. Seul son auteur peut en demander la correction ou le retrait, en nous écrivant.',
      'Nous refusons les avis injurieux, sans rapport avec un séjour ou un repas chez nous, ou qui donnent des informations personnelles sur quelqu’un\u00a0; nous indiquons toujours le motif du refus à l’auteur, par e-mail ou en réponse là où il a laissé son avis.',
    ],
  },
  en: {
    themesLabel: 'Question topics',
    reviewsTitle: 'What our guests say',
    noReviews: 'We haven’t published any reviews here yet.',
    nearReviews: ({ checked, selection, meals }) => [
      checked === 'verifies'
        ? meals
          ? 'Reviews of a stay are verified: we only publish one if we can find the guest’s stay in our bookings. Reviews of a meal aren’t verified, as we don’t always have a record of a meal; each one says so below it.'
          : 'Verified reviews: we only publish reviews from guests whose stay we can find in our bookings.'
        : 'These reviews are not verified: we copy them as we received them, without checking them against our bookings.',
      selection === 'tous'
        ? 'We publish every review we receive, good or bad, except those refused for one of the reasons below.'
        : 'We publish a selection of the reviews we receive, not all of them. The others can still be read where they were left.',
      'They’re sorted by the review’s date, newest first; each one says where and when it was left, and the month of the stay.',
    ],
    policyTitle: 'How we publish reviews',
    policy: ({ checked, publishWithinDays, keepMonths, meals }) => [
      'No review is asked for or obtained in exchange for anything (a discount, a gift or otherwise).',
      `A review is published here no later than ${publishWithinDays} days after we receive it, and stays up for ${keepMonths} months.`,
      checked === 'verifies'
        ? `Before publishing a review of a stay, we check in our bookings that its author stayed with us in the month given; we may contact them to ask.${meals ? ' Reviews of a meal aren’t verified, as we don’t always have a record of a meal, and each one says so.' : ''}`
        : 'We don’t check that a review’s author stayed with us, and we don’t contact them.',
      'The text is copied unchanged, in its author’s language, without translation. Only its author can ask us to correct or remove it, by writing to us.',
      'We refuse a review that is abusive, unrelated to a stay or a meal with us, or that gives personal details about someone; we always tell its author why, by email or in a reply where they left it.',
    ],
  },
  nl: {
    themesLabel: 'Onderwerpen',
    reviewsTitle: 'Wat onze gasten zeggen',
    noReviews: 'We hebben hier nog geen reviews geplaatst.',
    nearReviews: ({ checked, selection, meals }) => [
      checked === 'verifies'
        ? meals
          ? 'Reviews over een verblijf zijn gecontroleerd: we plaatsen er een alleen als we het verblijf van de gast in onze boekingen terugvinden. Reviews over een maaltijd zijn niet gecontroleerd, want van een maaltijd hebben we niet altijd een boeking of bon; dat staat onder elke review.'
          : 'Gecontroleerde reviews: we plaatsen een review alleen als we het verblijf van de gast in onze boekingen terugvinden.'
        : 'Deze reviews zijn niet gecontroleerd: we nemen ze over zoals we ze kregen, zonder ze met onze boekingen te vergelijken.',
      selection === 'tous'
        ? 'We plaatsen alle reviews die we krijgen, positief of negatief, behalve de reviews die we om een van de redenen hieronder weigeren.'
        : 'We plaatsen een selectie van de reviews die we krijgen, niet allemaal; de overige kun je lezen op de plek waar ze zijn geplaatst.',
      'De reviews staan op datum, de nieuwste eerst. Bij elke review staat waar en wanneer hij is geplaatst en in welke maand het verblijf was.',
    ],
    policyTitle: 'Hoe we reviews plaatsen',
    policy: ({ checked, publishWithinDays, keepMonths, meals }) => [
      'We vragen en krijgen nooit een review in ruil voor iets (een korting, een cadeau of iets anders).',
      `Een review staat hier uiterlijk ${publishWithinDays} dagen nadat we hem kregen, en blijft ${keepMonths} maanden staan.`,
      checked === 'verifies'
        ? `Voordat we een review over een verblijf plaatsen, kijken we in onze boekingen of de gast in de genoemde maand bij ons verbleef; soms nemen we daarvoor contact met de gast op.${meals ? ' Een review over een maaltijd is niet gecontroleerd, en dat staat erbij.' : ''}`
        : 'We controleren niet of de reviewer bij ons verbleef, en nemen geen contact met de reviewer op.',
      'De tekst wordt ongewijzigd overgenomen, in de taal van de reviewer, zonder vertaling. Alleen de reviewer kan ons vragen de review aan te passen of te verwijderen, door ons te mailen.',
      'We weigeren een review die beledigend is, niets met een verblijf of maaltijd bij ons te maken heeft, of persoonsgegevens van iemand bevat; we laten de reviewer altijd weten waarom, per e-mail of met een reactie op de plek waar hij de review plaatste.',
    ],
  },
  de: {
    themesLabel: 'Fragen nach Themen',
    reviewsTitle: 'Was unsere Gäste sagen',
    noReviews: 'Wir haben hier noch keine Bewertungen veröffentlicht.',
    nearReviews: ({ checked, selection, meals }) => [
      checked === 'verifies'
        ? meals
          ? 'Bewertungen zu Aufenthalten sind geprüft. Wir veröffentlichen eine solche Bewertung nur, wenn wir den Aufenthalt des Verfassers in unseren Buchungen wiederfinden. Bewertungen zu Restaurantbesuchen sind nicht geprüft, weil sich nicht jedes Essen in unseren Unterlagen nachweisen lässt; das steht unter jeder dieser Bewertungen.'
          : 'Diese Bewertungen sind geprüft. Wir veröffentlichen eine Bewertung nur, wenn wir den Aufenthalt des Verfassers in unseren Buchungen wiederfinden.'
        : 'Diese Bewertungen sind nicht geprüft. Wir übernehmen sie so, wie wir sie erhalten haben, ohne sie mit unseren Buchungen abzugleichen.',
      selection === 'tous'
        ? 'Wir veröffentlichen alle Bewertungen, die wir erhalten, positive wie negative, außer denen, die wir aus einem der unten genannten Gründe ablehnen.'
        : 'Wir veröffentlichen eine Auswahl der Bewertungen, die wir erhalten, nicht alle. Die übrigen sind dort zu lesen, wo sie abgegeben wurden.',
      'Die Bewertungen sind nach Datum sortiert, die neueste zuerst. Bei jeder steht, wo und wann sie abgegeben wurde und in welchem Monat der Aufenthalt war.',
    ],
    policyTitle: 'Wie wir Bewertungen veröffentlichen',
    policy: ({ checked, publishWithinDays, keepMonths, meals }) => [
      'Für Bewertungen bieten wir nie eine Gegenleistung an, weder einen Rabatt noch ein Geschenk noch sonst etwas.',
      `Eine Bewertung wird hier spätestens ${publishWithinDays} Tage nach ihrem Eingang veröffentlicht und bleibt ${keepMonths} Monate sichtbar.`,
      checked === 'verifies'
        ? `Bevor wir eine Bewertung zu einem Aufenthalt veröffentlichen, prüfen wir anhand unserer Buchungen, ob der Verfasser im angegebenen Monat bei uns zu Gast war. Dazu können wir auch Kontakt mit ihm aufnehmen.${meals ? ' Eine Bewertung zu einem Restaurantbesuch ist nicht geprüft; das steht dabei.' : ''}`
        : 'Wir prüfen nicht, ob der Verfasser einer Bewertung bei uns zu Gast war, und nehmen keinen Kontakt mit ihm auf.',
      'Wir übernehmen den Text unverändert und unübersetzt in der Sprache des Verfassers. Nur der Verfasser selbst kann uns schriftlich bitten, ihn zu berichtigen oder zu entfernen.',
      'Wir lehnen eine Bewertung ab, die beleidigend ist, nichts mit einem Aufenthalt oder Restaurantbesuch bei uns zu tun hat oder persönliche Angaben zu Dritten enthält; den Grund nennen wir dem Verfasser immer, per E-Mail oder mit einer Antwort dort, wo er die Bewertung abgegeben hat.',
    ],
  },
};

/** The link that leads from where a question arises to its theme on the questions page, named by its theme (links to different themes never share a name). */
export const faqLinkWords: Translated<Readonly<Record<FaqGroupId, string>>> = {
  fr: {
    arrivee: 'Des questions sur l’arrivée\u00a0? Nos réponses',
    cabanes: 'Des questions sur les cabanes\u00a0? Nos réponses',
    restaurant: 'Des questions sur le restaurant\u00a0? Nos réponses',
    animaux: 'Venir avec un animal\u00a0? Nos réponses',
    paiement: 'Des questions sur le paiement\u00a0? Nos réponses',
    annulation: 'Des questions sur l’annulation\u00a0? Nos réponses',
  },
  en: {
    arrivee: 'Questions about arriving? Find the answers',
    cabanes: 'Questions about the treehouses? Find the answers',
    restaurant: 'Questions about the restaurant? Find the answers',
    animaux: 'Bringing a pet? Find the answers',
    paiement: 'Questions about paying? Find the answers',
    annulation: 'Questions about cancelling? Find the answers',
  },
  nl: {
    arrivee: 'Vragen over de aankomst? Lees de antwoorden',
    cabanes: 'Vragen over de boomhutten? Lees de antwoorden',
    restaurant: 'Vragen over het restaurant? Lees de antwoorden',
    animaux: 'Kom je met een huisdier? Lees de antwoorden',
    paiement: 'Vragen over betalen? Lees de antwoorden',
    annulation: 'Vragen over annuleren? Lees de antwoorden',
  },
  de: {
    arrivee: 'Fragen zur Anreise? Hier finden Sie Antworten',
    cabanes: 'Fragen zu den Baumhäusern? Hier finden Sie Antworten',
    restaurant: 'Fragen zum Restaurant? Hier finden Sie Antworten',
    animaux: 'Mit Haustier anreisen? Hier finden Sie Antworten',
    paiement: 'Fragen zur Zahlung? Hier finden Sie Antworten',
    annulation: 'Fragen zur Stornierung? Hier finden Sie Antworten',
  },
};

export const reviewsAnchor = 'avis';
export const reviewPolicyAnchor = 'publication-des-avis';

export const faqWordsIn = (lang: Lang): FaqWords => faqWords[lang];
