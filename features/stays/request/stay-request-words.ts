// The words of the stay request (« Demander un séjour »), in each language. The request reuses the
// table request's words where they are the same thing (contact fields, sending, failure, the prepared
// e-mail's lines: features/restaurant/restaurant-words.ts), the estimate's and the calendar's for the stay itself
// (features/stays/availability-words.ts); only what is the stay request's own is here. Server-only: a page hands its
// script the button's words, and the request's script loads its language's words when it opens
// (features/stays/request/stay-request-kit.ts).
import type { EstimatePrices } from '@/features/stays/estimate/estimate-summary';
import type { EstimateRules } from '@/features/stays/availability/estimate';
import type { PluralForms } from '@/lib/i18n/format';
import type { Lang, Translated } from '@/lib/i18n/languages';
import type { PrivacyNotice } from '@/config/request-privacy';
import type { MailtoWords, ReservationMessages, ReservationWords } from '@/features/restaurant/restaurant-words';
import type { StayEstimateWords, StayPeriodsWords } from '@/features/stays/availability-words';
import type { StayDinnerKit } from '@/features/stays/estimate/stay-dinner';
import { twoOfTypeWords, unitTypeIds, unitTypeWords, type TwoOfTypeWords, type UnitTypeId, type UnitTypeWords } from '@/content/unit-types';

/** Each unit type's sentence in a language: its words (content/unit-types.ts) where the frame says "{unit}". */
const perType = (lang: Lang, words: keyof UnitTypeWords, frame: string): Readonly<Record<UnitTypeId, string>> =>
  Object.fromEntries(unitTypeIds.map((id) => [id, frame.replace('{unit}', unitTypeWords[lang][id][words])])) as Record<UnitTypeId, string>;

/** The words of two units of one type, by type, for the types of several units (content/unit-types.ts). */
const twoOfType = (lang: Lang, words: keyof TwoOfTypeWords): Partial<Record<UnitTypeId, string>> =>
  Object.fromEntries(Object.entries(twoOfTypeWords[lang]).map(([id, typeWords]) => [id, typeWords[words]]));

/** Refusals before sending, each naming its field: "{field}" is the field's label. */
export interface StayRequestMessages {
  /** "{field}". */
  readonly dateMissing: string;
  /** "{field}". */
  readonly badDate: string;
  readonly arrivalPast: string;
  readonly departureNotAfter: string;
  /** "{date}": the calendar's last departure. */
  readonly beyondCalendar: string;
  /** "{season}", "{nights}" (with their word), "{date}": the earliest departure that meets it. */
  readonly minimumNights: string;
  /** "{field}": children or pets, 0 or more. */
  readonly badCount: string;
  /** "{field}": the adults, who start at 1 (a stay has at least one adult). */
  readonly badAdults: string;
  readonly noAdult: string;
  /** More pets than the form's field takes; {max} is its bound. */
  readonly tooManyPets: string;
  /** Per unit type, its name in the sentence rather than in brackets ("the small treehouse sleeps up to…"): "{capacity}". */
  readonly overCapacity: Readonly<Record<UnitTypeId, string>>;
  /** Per unit type: "{period}", the nearest stay of the same length one unit of the type has free. */
  readonly taken: Readonly<Record<UnitTypeId, string>>;
  /** Per unit type: "{nights}" ("{nightsDative}" after a German preposition). */
  readonly noneFree: Readonly<Record<UnitTypeId, string>>;
}

/**
 * A second unit in the same request, for the same dates (issue 40, features/stays/estimate/two-units.ts and
 * two-units-fields.tsx, loaded when the visitor adds it): its fields, the party's split, the estimate
 * of both, and its refusals. The refusals that name one unit are the request's own (`messages`).
 */
export interface SecondUnitWords {
  readonly add: string;
  readonly remove: string;
  /** The second unit's fieldset, and its heading in the summary. */
  readonly title: string;
  /** The first unit's heading in the summary. */
  readonly firstTitle: string;
  /** The dates are the first unit's: said once, under the title. */
  readonly sameDates: string;
  readonly adults: string;
  readonly children: string;
  readonly pets: string;
  /** The legend of the second unit's extras: « Suppléments au choix pour le second hébergement ». */
  readonly extras: string;
  /** The legend of the first unit's extras once a second is added, worded as the second's: « … pour le premier hébergement ». */
  readonly firstExtras: string;
  /** The second unit's choice when it is of the first's type (a type of several units): "L’autre chalet". */
  /** One unit of a type that has several, where a unit is named alone (issue 48: « Un chalet », not the type's plural « Les chalets »). */
  readonly one: Partial<Record<UnitTypeId, string>>;
  readonly another: Partial<Record<UnitTypeId, string>>;
  /**
   * "{first}", "{second}": both units' names in one (the e-mail's accommodation line), or their parties, or
   * their lines: « Un chalet + la grande cabane ». Words, not a function: the kit reaches the page as JSON.
   */
  readonly pair: string;
  /** The articles that go on in lower case at the start of the pair's second name (« + la grande cabane »). */
  readonly pairLowerArticles: readonly string[];
  /** Two units of one type, by their type: "Les deux chalets". */
  readonly both: Partial<Record<UnitTypeId, string>>;
  /** "{unit}", "{party}": who stays in the first unit, what the second leaves of the party. */
  readonly firstParty: string;
  /** "{title}" (first or second), "{unit}", "{party}": a unit's heading in the estimate of both. */
  readonly unitHeading: string;
  readonly estimateTitle: string;
  readonly total: string;
  /** One unit's rates are not published: no total of both. */
  /** The two units' total when one estimate failed: given in the reply. */
  readonly totalInReply: string;
  readonly messages: {
    /** "{field}", "{count}": the party's own count of that kind. */
    /** One per field (issue 48): pets are not people, « mehr Personen » said of them reads wrong. */
    readonly moreThanParty: Readonly<Record<'adultes' | 'enfants' | 'animaux', string>>;
    /** "{unit}": the first unit, left without an adult. */
    readonly firstNoAdult: string;
    readonly secondNoAdult: string;
    /** After a unit's own capacity refusal: "{split}", the nearest split of the party that fits both. */
    readonly splitHint: string;
    /** "{first}", "{second}": each unit's party in the split. */
    readonly split: string;
    /** "{capacity}": both units together. */
    readonly noSplit: string;
    /** Two units of one type asked for, one free: "{period}", the nearest period both are. */
    readonly bothTaken: Partial<Record<UnitTypeId, string>>;
    /** "{nights}" ("{nightsDative}" after a German preposition). */
    readonly bothNoneFree: Partial<Record<UnitTypeId, string>>;
  };
}

/**
 * The stay flow's second step (issue 49): each unit priced for the family's dates and party, or why it
 * is not offered with what to do instead, the pairs of units for a party none sleeps alone, the
 * optional extras with their price, the children's ages where a unit's rule needs them.
 */
export interface StayChoicesWords {
  /** "{nights}", "{party}": what a unit's total is for. */
  readonly priceFor: string;
  readonly choose: string;
  readonly chosen: string;
  /** "{capacity}". */
  readonly tooSmall: string;
  readonly taken: string;
  /** The same for a type of several units with one free every night, never the same one: « Chaque nuit, l’un d’eux est libre… ». */
  readonly takenEachNight: string;
  /** "{nights}" ("{nightsDative}" after a German preposition). */
  readonly noneFree: string;
  /** "{arrival}", "{departure}": a button that takes those dates. */
  readonly takeStay: string;
  readonly free: string;
  readonly splitTitle: string;
  readonly splitIntro: string;
  /** The same when one unit also sleeps the whole party (two treehouses beside a chalet that fits): an alternative, not the only way. */
  readonly splitIntroAlso: string;
  /** "{unit}", "{party}": who sleeps where, each unit saying its own party. */
  readonly unitParty: string;
  readonly chooseSplit: string;
  /** No unit, and no pair of units, can be offered for these dates and this party. */
  readonly noChoice: string;
  /** What is wrong with the dates, whatever the unit. */
  readonly dates: {
    readonly missing: string;
    readonly badDate: string;
    readonly order: string;
    readonly past: string;
    /** "{date}": the calendar's last departure. */
    readonly beyond: string;
    /** "{season}", "{days}": the stays of the same length nearest before and after follow, as buttons. */
    readonly arrivalDay: string;
    /** "{season}", "{nights}": the earliest departure that meets it follows, as a button. */
    readonly minimumNights: string;
  };
  /** "{date}". */
  readonly departOn: string;
  /** An optional extra's price, by how it is counted: "{amount}". */
  readonly extraPrice: { readonly sejour: string; readonly nuit: string; readonly 'personne-nuit': string };
  /** "{amount}": what a ticked extra adds to this stay. */
  readonly extraAdds: string;
  readonly agesLegend: string;
  readonly agesHint: string;
  /** "{n}": the child's number. */
  readonly childAge: string;
  readonly ageNotGiven: string;
  readonly years: PluralForms;
  /** A child not yet one: « moins d’un an », never « 0 an ». */
  readonly underOneYear: string;
  /** "{unit}", "{age}": a child given an age under the unit's minimum. */
  readonly tooYoung: string;
  /** "{date}": the stays page opened from the owner's e-mail, the estimate computed again here. */
  readonly recomputed: string;
}

/** The words of a failed send the stay request may word its own way. */
export type StayFailureWords = Pick<ReservationWords, 'error' | 'errorMailto' | 'errorMailtoLink' | 'failureAdvice'>;

export interface StayRequestWords {
  /** The button in each unit type's section and its calendar, before any date is chosen: it points at no dates yet. */
  readonly open: string;
  readonly title: string;
  /** "{delay}": the owner's delay in words, with its space (" sous 48 heures"); empty until the owner gives it. */
  readonly intro: string;
  readonly close: string;
  readonly loading: string;
  /** The request's send button: the booking enquiry's own words (the table request says « Send request »). */
  readonly submit: string;
  /** The request's script or words could not be fetched: the mail and the phone are offered below. */
  readonly loadFailed: string;
  readonly replyLanguage: string;
  readonly replyLanguageHint: string;
  readonly phoneHint: string;
  /** The link to the booking terms on the same page (#booking-terms). */
  readonly termsLink: string;
  /** The unit type's calendar is not synced: the request goes, the dates are to be checked. */
  readonly unchecked: string;
  /** "{delay}", "{email}". */
  readonly sent: string;
  /** The link that opens the visitor's own mail app with a copy of the request, addressed to them: the site sends them nothing (issue 50). */
  readonly copyLink: string;
  /**
   * The failure banner and its advice where the language names the enquiry apart from the table request
   * ("Your enquiry couldn't be sent"); null: the table request's words (the French keeps the spec's banner).
   */
  readonly failure: StayFailureWords | null;
  readonly messages: StayRequestMessages;
  /** The request's summary, in the owner's e-mail (French) and the prepared e-mail. */
  readonly summary: {
    readonly stay: string;
    readonly party: string;
    readonly childCount: PluralForms;
    readonly petCount: PluralForms;
    readonly noPets: string;
    /** The total when the estimate failed: given in the reply. */
    readonly priceInReply: string;
    readonly availability: string;
    readonly free: string;
    readonly unchecked: string;
  };
  /** The e-mail the visitor's mail client opens with when sending fails, or without JavaScript. */
  readonly mailto: {
    readonly subjectPrefix: string;
    readonly intro: string;
    readonly closing: string;
  };
  /** Without JavaScript, in place of the button: the mail and the phone. */
  readonly withoutScript: { readonly intro: string; readonly mailLink: string; readonly phoneLabel: string };
  /** The owner's delay: "sous {count} heures". */
  readonly delay: PluralForms;
  readonly secondUnit: SecondUnitWords;
  readonly choices: StayChoicesWords;
}

export const stayRequestWords: Translated<StayRequestWords> = {
  fr: {
    open: 'Demander un séjour',
    title: 'Demande de séjour',
    intro: 'Ce n’est pas encore une réservation\u00a0: nous vérifions les dates et vous répondons par e-mail{delay}.',
    close: 'Fermer la demande',
    loading: 'Ouverture de la demande…',
    submit: 'Envoyer la demande',
    loadFailed: 'La demande n’a pas pu s’ouvrir. Écrivez-nous ou appelez-nous\u00a0:',
    replyLanguage: 'Langue de réponse',
    replyLanguageHint: 'Nous vous répondons dans cette langue.',
    phoneHint: 'Par exemple 06\u00a012\u00a034\u00a056\u00a078 ou +33\u00a06\u00a012\u00a034\u00a056\u00a078',
    termsLink: 'Conditions de réservation',
    unchecked:
      'Le calendrier de cet hébergement n’est pas encore relié aux plateformes\u00a0: vous pouvez envoyer la demande, nous vérifions les dates avant de vous répondre.',
    sent: 'Votre demande a bien été envoyée\u00a0! Nous vérifions les dates et vous répondons par e-mail{delay}. Gardez-en une copie\u00a0: le lien ci-dessous prépare dans votre messagerie un e-mail adressé à {email}.',
    copyLink: 'Garder une copie de ma demande',
    failure: null,
    messages: {
      dateMissing: '{field}\u00a0: choisissez une date.',
      badDate: '{field}\u00a0: la date n’est pas valide, choisissez-la dans le calendrier du champ.',
      arrivalPast: 'Arrivée\u00a0: cette date est déjà passée, choisissez une date à venir.',
      departureNotAfter: 'Départ\u00a0: choisissez une date après l’arrivée.',
      beyondCalendar: 'Départ\u00a0: le calendrier s’arrête le {date}\u00a0; pour un séjour plus lointain, appelez-nous.',
      minimumNights:
        'Départ\u00a0: le séjour minimum pour ces dates ({season}) est de {nights}\u00a0; choisissez un départ le {date} ou plus tard.',
      badCount: '{field}\u00a0: indiquez un nombre entier, 0 ou plus.',
      badAdults: '{field}\u00a0: indiquez un nombre entier, au moins 1.',
      noAdult: 'Adultes\u00a0: indiquez au moins un adulte.',
      tooManyPets: 'Animaux\u00a0: {max} au plus\u00a0; pour davantage, appelez-nous.',
      overCapacity: perType('fr', 'sleeps', 'Adultes et enfants\u00a0: {unit}.'),
      taken: perType('fr', 'taken', 'Arrivée\u00a0: {unit}. Période libre la plus proche\u00a0: {period}.'),
      noneFree: perType(
        'fr',
        'taken',
        'Arrivée\u00a0: {unit}, et le calendrier n’a pas d’autre période libre de {nights}\u00a0: appelez-nous.',
      ),
    },
    summary: {
      stay: 'Séjour',
      party: 'Personnes',
      childCount: { one: '{count} enfant', other: '{count} enfants' },
      petCount: { one: '{count} animal', other: '{count} animaux' },
      noPets: 'aucun',
      priceInReply: 'dans notre réponse',
      availability: 'Disponibilités',
      free: 'libres d’après le calendrier',
      unchecked: 'à vérifier\u00a0: le calendrier de cet hébergement n’est pas encore relié aux plateformes',
    },
    mailto: {
      subjectPrefix: 'Demande de séjour',
      intro: 'Je souhaite demander ces dates\u00a0:',
      closing: 'Merci de me répondre par e-mail.',
    },
    withoutScript: {
      intro: 'Pour demander des dates, écrivez-nous (votre messagerie s’ouvre avec une demande à remplir) ou appelez-nous\u00a0:',
      mailLink: 'Écrire une demande de séjour',
      phoneLabel: 'Téléphone\u00a0:',
    },
    secondUnit: {
      add: 'Ajouter un second hébergement',
      remove: 'Retirer le second hébergement',
      title: 'Second hébergement',
      firstTitle: 'Premier hébergement',
      sameDates: 'Aux mêmes dates d’arrivée et de départ que le premier\u00a0: une seule demande pour les deux.',
      adults: 'Adultes dans le second hébergement',
      children: 'Enfants dans le second hébergement',
      pets: 'Animaux dans le second hébergement',
      extras: 'Suppléments au choix pour le second hébergement',
      firstExtras: 'Suppléments au choix pour le premier hébergement',
      one: { chalet: 'Un chalet' },
      another: twoOfType('fr', 'another'),
      // After « + » an article goes on in lower case: « Un chalet + la petite cabane ».
      pair: '{first} + {second}',
      pairLowerArticles: ['Le ', 'La ', 'Les ', 'Un ', 'Une ', 'L’'],
      both: twoOfType('fr', 'both'),
      firstParty: 'Dans le premier hébergement ({unit})\u00a0: {party}.',
      unitHeading: '{title}\u00a0: {unit} ({party})',
      estimateTitle: 'Estimation des deux hébergements',
      total: 'Total estimé des deux hébergements',
      totalInReply: 'dans notre réponse',
      messages: {
        moreThanParty: {
          adultes: '{field}\u00a0: c’est plus que dans tout le groupe, qui en compte {count}.',
          enfants: '{field}\u00a0: c’est plus que dans tout le groupe, qui en compte {count}.',
          animaux: '{field}\u00a0: c’est plus que dans tout le groupe, qui en compte {count}.',
        },
        firstNoAdult:
          'Adultes\u00a0: il ne reste aucun adulte pour le premier hébergement ({unit})\u00a0; il en faut au moins un dans chacun.',
        secondNoAdult: 'Adultes dans le second hébergement\u00a0: indiquez au moins un adulte.',
        splitHint: 'Répartition possible\u00a0: {split}.',
        split: '{first} dans le premier, {second} dans le second',
        noSplit: 'Adultes et enfants\u00a0: à eux deux, ces hébergements accueillent {capacity} personnes au plus.',
        bothTaken: twoOfType('fr', 'bothTaken'),
        bothNoneFree: twoOfType('fr', 'bothNoneFree'),
      },
    },
    choices: {
      priceFor: '{nights} pour {party}',
      choose: 'Choisir',
      // No participle to agree with the card's title (« La petite cabane » / « Choisi », the French reader, round D).
      chosen: 'Votre choix',
      tooSmall: 'Accueille {capacity} personnes au plus\u00a0: pas assez de place pour votre groupe.',
      taken: 'Pas libre à ces dates. Les séjours libres les plus proches, de même durée\u00a0:',
      takenEachNight:
        'Chaque nuit, l’un d’eux est libre, mais aucun pour tout le séjour. Les séjours libres les plus proches, de même durée\u00a0:',
      noneFree: 'Pas libre à ces dates, et le calendrier n’a pas d’autre période libre de {nights}\u00a0: appelez-nous.',
      takeStay: 'Du {arrival} au {departure}',
      free: 'Libre à ces dates d’après le calendrier.',
      splitTitle: 'Pour tout votre groupe\u00a0: deux hébergements',
      splitIntro: 'Aucun hébergement n’accueille seul votre groupe\u00a0; ces deux-là ensemble, aux mêmes dates, oui.',
      splitIntroAlso: 'Vous pouvez aussi répartir votre groupe entre deux hébergements, aux mêmes dates.',
      unitParty: '{unit}\u00a0: {party}',
      chooseSplit: 'Choisir ces deux hébergements',
      noChoice: 'Aucun hébergement n’est libre pour ces dates et ce groupe\u00a0: changez les dates, ou appelez-nous.',
      dates: {
        missing: 'Choisissez votre date d’arrivée et votre date de départ.',
        badDate: 'Une date n’est pas valide\u00a0: choisissez-la sur le calendrier.',
        order: 'Départ\u00a0: choisissez une date après l’arrivée.',
        past: 'Arrivée\u00a0: cette date est déjà passée, choisissez une date à venir.',
        beyond: 'Départ\u00a0: le calendrier s’arrête le {date}\u00a0; pour un séjour plus lointain, appelez-nous.',
        arrivalDay: '{season}\u00a0: arrivée le {days} seulement. Les séjours de même durée les plus proches, avant et après\u00a0:',
        minimumNights: '{season}\u00a0: séjour minimum de {nights} pour cette arrivée.',
      },
      departOn: 'Partir le {date}',
      extraPrice: { sejour: '{amount} par séjour', nuit: '{amount} par nuit', 'personne-nuit': '{amount} par personne et par nuit' },
      extraAdds: '+ {amount} pour votre séjour',
      agesLegend: 'Âge des enfants (facultatif)',
      agesHint: 'Utile pour savoir si chacun peut y dormir\u00a0: vous pouvez aussi ne rien préciser.',
      childAge: 'Enfant {n}',
      ageNotGiven: 'non précisé',
      years: { one: '{count} an', other: '{count} ans' },
      underOneYear: 'moins d’un an',
      tooYoung:
        '{unit} accueille les enfants à partir de {age} ans\u00a0: précisez votre situation dans le message, ou choisissez un autre hébergement.',
      recomputed:
        'Demande envoyée le {date}\u00a0: estimation recalculée ici, avec les tarifs et les offres d’aujourd’hui. Comparez-la à celle de l’e-mail.',
    },
    delay: { one: 'sous {count} heure', other: 'sous {count} heures' },
  },
  en: {
    open: 'Request a stay',
    title: 'Booking enquiry',
    intro: 'This isn’t a booking yet. We’ll check the dates and reply by email{delay}.',
    close: 'Close the enquiry',
    loading: 'Opening the enquiry…',
    submit: 'Send enquiry',
    loadFailed: 'The enquiry form couldn’t be opened. Send us an email or give us a call:',
    replyLanguage: 'Reply language',
    replyLanguageHint: 'We’ll reply in this language.',
    phoneHint: 'In international format, for example +44 7700 900123',
    termsLink: 'Booking terms',
    unchecked:
      'The calendar for this accommodation isn’t linked to the booking platforms yet. You can still send the enquiry, and we’ll check the dates before we reply.',
    sent: 'Your enquiry has been sent! This isn’t a booking yet – we’ll reply by email{delay}. To keep a copy, use the link below to email your enquiry to yourself at {email}.',
    copyLink: 'Keep a copy of my enquiry',
    failure: {
      error: 'Your enquiry couldn’t be sent.',
      errorMailto: 'Your email app is opening with your enquiry already written. If nothing opens,',
      errorMailtoLink: 'send the enquiry by email',
      failureAdvice: {
        network: 'Your connection seems to have dropped. Check your internet connection, then try again.',
        timeout: 'Sending took too long and your enquiry may not have gone through. Please try again in a moment.',
        throttled: 'Too many enquiries were sent in a short time: please try again in a moment.',
        unavailable: 'Our sending service is temporarily unavailable. Please try again in a moment.',
        refused: 'Sending online isn’t available right now: send your enquiry by email, or give us a call.',
      },
    },
    messages: {
      dateMissing: '{field}: please choose a date.',
      badDate: '{field}: the date isn’t in the right format. Please choose it from the date picker.',
      arrivalPast: 'Arrival: this date has already passed. Please pick a future date.',
      departureNotAfter: 'Departure: please pick a date after your arrival date.',
      beyondCalendar: 'Departure: the calendar stops on {date}; for a stay further ahead, give us a call.',
      minimumNights: 'Departure: the minimum stay for these dates ({season}) is {nights}; please pick a departure on {date} or later.',
      badCount: '{field}: please enter a whole number, 0 or more.',
      badAdults: '{field}: please enter a whole number, 1 or more.',
      noAdult: 'Adults: please enter at least one adult.',
      tooManyPets: 'Pets: {max} at most; for more, give us a call.',
      overCapacity: perType('en', 'sleeps', 'Adults and children: {unit}.'),
      taken: perType('en', 'taken', 'Arrival: {unit}. Nearest available dates: {period}.'),
      noneFree: perType('en', 'taken', 'Arrival: {unit}, and the calendar shows no other available stay of {nights}: give us a call.'),
    },
    summary: {
      stay: 'Stay',
      party: 'Guests',
      childCount: { one: '{count} child', other: '{count} children' },
      petCount: { one: '{count} pet', other: '{count} pets' },
      noPets: 'none',
      priceInReply: 'in our reply',
      availability: 'Availability',
      free: 'available according to the calendar',
      unchecked: 'to be checked: the calendar for this accommodation isn’t linked to the booking platforms yet',
    },
    mailto: { subjectPrefix: 'Booking enquiry', intro: 'I’d like to request these dates:', closing: 'Please reply by email. Thank you!' },
    withoutScript: {
      intro: 'To request dates, send us an email (your email app opens with an enquiry to fill in) or give us a call:',
      mailLink: 'Write a booking enquiry',
      phoneLabel: 'Phone:',
    },
    secondUnit: {
      add: 'Add a second chalet or treehouse',
      remove: 'Remove the second chalet or treehouse',
      title: 'Second place to stay',
      firstTitle: 'First place to stay',
      sameDates: 'Same arrival and departure dates as the first: one enquiry for both.',
      adults: 'Adults in the second place to stay',
      children: 'Children in the second place to stay',
      pets: 'Pets in the second place to stay',
      extras: 'Optional extras for the second place to stay',
      firstExtras: 'Optional extras for the first place to stay',
      one: { chalet: 'A chalet' },
      another: twoOfType('en', 'another'),
      // The second goes on in lower case: « A chalet + the large treehouse ».
      pair: '{first} + {second}',
      pairLowerArticles: ['The ', 'A ', 'An '],
      both: twoOfType('en', 'both'),
      firstParty: 'In the first place to stay ({unit}): {party}.',
      unitHeading: '{title}: {unit} ({party})',
      estimateTitle: 'Estimate for both',
      total: 'Estimated total for both',
      totalInReply: 'in our reply',
      messages: {
        moreThanParty: {
          adultes: '{field}: that’s more than your whole group ({count}).',
          enfants: '{field}: that’s more than your whole group ({count}).',
          animaux: '{field}: that’s more than your whole group ({count}).',
        },
        firstNoAdult: 'Adults: that leaves no adult for the first place to stay ({unit}); each one needs at least one adult.',
        secondNoAdult: 'Adults in the second place to stay: please enter at least one adult.',
        splitHint: 'You could split the group like this: {split}.',
        split: '{first} in the first, {second} in the second',
        noSplit: 'Adults and children: together, these two sleep up to {capacity} people.',
        bothTaken: twoOfType('en', 'bothTaken'),
        bothNoneFree: twoOfType('en', 'bothNoneFree'),
      },
    },
    choices: {
      priceFor: '{nights} for {party}',
      choose: 'Choose',
      chosen: 'Chosen',
      tooSmall: 'Sleeps up to {capacity} people: too small for your group.',
      taken: 'Already booked on these dates. The nearest available stays of the same length:',
      takenEachNight:
        'One of them is free each night, but none is free for the whole stay. The nearest available stays of the same length:',
      noneFree: 'Already booked on these dates, and the calendar shows no other available stay of {nights}: give us a call.',
      takeStay: 'From {arrival} to {departure}',
      free: 'Available on these dates, according to the calendar.',
      splitTitle: 'For your whole group: two places to stay',
      splitIntro: 'None of our accommodation sleeps your whole group on its own, but these two together can, on the same dates.',
      splitIntroAlso: 'Or split your group between two places to stay, on the same dates.',
      unitParty: '{unit}: {party}',
      chooseSplit: 'Choose these two',
      noChoice: 'Nothing is available for these dates and this group: try other dates, or give us a call.',
      dates: {
        missing: 'Please choose your arrival and departure dates.',
        badDate: 'A date isn’t in the right format: please pick it on the calendar.',
        order: 'Departure: please pick a date after your arrival date.',
        past: 'Arrival: this date has already passed. Please pick a future date.',
        beyond: 'Departure: the calendar stops on {date}; for a stay further ahead, give us a call.',
        arrivalDay: '{season}: {days} arrivals only. The nearest stays of the same length, before and after:',
        minimumNights: '{season}: the minimum stay for this arrival is {nights}.',
      },
      departOn: 'Leave on {date}',
      extraPrice: { sejour: '{amount} per stay', nuit: '{amount} per night', 'personne-nuit': '{amount} per person per night' },
      extraAdds: '+ {amount} for your stay',
      agesLegend: 'Children’s ages (optional)',
      agesHint: 'This helps us check everyone can sleep there. You can leave it blank.',
      childAge: 'Child {n}',
      ageNotGiven: 'not given',
      years: { one: '{count} year old', other: '{count} years old' },
      underOneYear: 'under 1 year old',
      tooYoung: '{unit} takes children aged {age} and over: tell us in your message what you have in mind, or choose other accommodation.',
      recomputed:
        'Enquiry sent on {date}. The estimate here has been recalculated with today’s rates and offers, so do compare it with the one in the email.',
    },
    delay: { one: 'within {count} hour', other: 'within {count} hours' },
  },
  nl: {
    open: 'Verblijf aanvragen',
    title: 'Boekingsaanvraag',
    intro: 'Dit is nog geen boeking: we controleren de data en antwoorden je per e-mail{delay}.',
    close: 'Aanvraag sluiten',
    loading: 'Aanvraag wordt geopend…',
    submit: 'Aanvraag versturen',
    loadFailed: 'De aanvraag kon niet worden geopend. Mail of bel ons:',
    replyLanguage: 'Antwoordtaal',
    replyLanguageHint: 'We antwoorden je in deze taal.',
    phoneHint: 'In internationaal formaat, bijvoorbeeld +31 6 12345678',
    termsLink: 'Boekingsvoorwaarden',
    unchecked:
      'De kalender van deze accommodatie is nog niet gekoppeld aan de boekingsplatforms: je kunt de aanvraag versturen, we controleren de data voordat we antwoorden.',
    sent: 'Je aanvraag is verstuurd! Dit is nog geen boeking: we antwoorden je per e-mail{delay}. Wil je een kopie bewaren? Via de link hieronder mail je je aanvraag naar jezelf, op {email}.',
    copyLink: 'Een kopie van mijn aanvraag bewaren',
    failure: null,
    messages: {
      dateMissing: '{field}: kies een datum.',
      badDate: '{field}: de datum klopt niet, kies hem met de datumkiezer.',
      arrivalPast: 'Aankomst: deze datum is al voorbij, kies een datum in de toekomst.',
      departureNotAfter: 'Vertrek: kies een datum na de aankomst.',
      beyondCalendar: 'Vertrek: de kalender loopt tot {date}; bel ons voor een later verblijf.',
      minimumNights: 'Vertrek: het minimumverblijf voor deze data ({season}) is {nights}; kies een vertrek op {date} of later.',
      badCount: '{field}: vul een heel getal in, 0 of meer.',
      badAdults: '{field}: vul een heel getal in, minstens 1.',
      noAdult: 'Volwassenen: vul minstens één volwassene in.',
      tooManyPets: 'Huisdieren: maximaal {max}. Neem je er meer mee? Bel ons dan even.',
      overCapacity: perType('nl', 'sleeps', 'Volwassenen en kinderen: {unit}.'),
      taken: perType('nl', 'taken', 'Aankomst: {unit}. Vrije periode die het dichtst bij deze data ligt: {period}.'),
      noneFree: perType('nl', 'taken', 'Aankomst: {unit} en er is in de kalender geen andere vrije periode van {nights}: bel ons.'),
    },
    summary: {
      stay: 'Verblijf',
      party: 'Personen',
      childCount: { one: '{count} kind', other: '{count} kinderen' },
      petCount: { one: '{count} huisdier', other: '{count} huisdieren' },
      noPets: 'geen',
      priceInReply: 'in ons antwoord',
      availability: 'Beschikbaarheid',
      free: 'vrij volgens de kalender',
      unchecked: 'nog te controleren: de kalender van deze accommodatie is nog niet gekoppeld aan de boekingsplatforms',
    },
    mailto: {
      subjectPrefix: 'Boekingsaanvraag',
      intro: 'Ik wil graag een verblijf aanvragen voor deze data:',
      closing: 'Willen jullie me per e-mail antwoorden? Alvast bedankt.',
    },
    withoutScript: {
      intro: 'Data aanvragen? Mail ons (je e-mailprogramma opent met een aanvraag om in te vullen) of bel ons:',
      mailLink: 'Een boekingsaanvraag versturen',
      phoneLabel: 'Telefoon:',
    },
    secondUnit: {
      add: 'Tweede accommodatie toevoegen',
      remove: 'Tweede accommodatie verwijderen',
      title: 'Tweede accommodatie',
      firstTitle: 'Eerste accommodatie',
      sameDates: 'Met dezelfde aankomst- en vertrekdatum als de eerste: één aanvraag voor allebei.',
      adults: 'Volwassenen in de tweede accommodatie',
      children: 'Kinderen in de tweede accommodatie',
      pets: 'Huisdieren in de tweede accommodatie',
      extras: 'Extra’s naar keuze voor de tweede accommodatie',
      firstExtras: 'Extra’s naar keuze voor de eerste accommodatie',
      one: { chalet: 'Een chalet' },
      another: twoOfType('nl', 'another'),
      // The second goes on in lower case: « Een chalet + de grote boomhut ».
      pair: '{first} + {second}',
      pairLowerArticles: ['De ', 'Het ', 'Een '],
      both: twoOfType('nl', 'both'),
      firstParty: 'In de eerste accommodatie ({unit}): {party}.',
      unitHeading: '{title}: {unit} ({party})',
      estimateTitle: 'Prijsindicatie voor beide accommodaties',
      total: 'Geschat totaal voor beide accommodaties',
      totalInReply: 'in ons antwoord',
      messages: {
        moreThanParty: {
          adultes: '{field}: dat zijn er meer dan in je hele gezelschap ({count}).',
          enfants: '{field}: dat zijn er meer dan in je hele gezelschap ({count}).',
          animaux: '{field}: dat zijn er meer dan in je hele gezelschap ({count}).',
        },
        firstNoAdult:
          'Volwassenen: zo blijft er geen volwassene over voor de eerste accommodatie ({unit}); in elke accommodatie moet minstens één volwassene verblijven.',
        secondNoAdult: 'Volwassenen in de tweede accommodatie: vul minstens één volwassene in.',
        splitHint: 'Zo past het wel: {split}.',
        split: '{first} in de eerste, {second} in de tweede',
        noSplit: 'Volwassenen en kinderen: deze twee accommodaties zijn samen voor maximaal {capacity} personen.',
        bothTaken: twoOfType('nl', 'bothTaken'),
        bothNoneFree: twoOfType('nl', 'bothNoneFree'),
      },
    },
    choices: {
      priceFor: '{nights} voor {party}',
      choose: 'Kiezen',
      chosen: 'Gekozen',
      tooSmall: 'Voor maximaal {capacity} personen: te klein voor je gezelschap.',
      taken: 'Op deze data al bezet. Vrije verblijven van dezelfde lengte die het dichtst bij deze data liggen:',
      takenEachNight:
        'Elke nacht is er één vrij, maar geen enkele voor het hele verblijf. Vrije verblijven van dezelfde lengte die het dichtst bij deze data liggen:',
      noneFree: 'Op deze data al bezet, en er is in de kalender geen andere vrije periode van {nights}: bel ons.',
      takeStay: 'Van {arrival} tot {departure}',
      free: 'Volgens de kalender vrij op deze data.',
      splitTitle: 'Voor je hele gezelschap: twee accommodaties',
      splitIntro: 'Geen enkele accommodatie is groot genoeg voor je hele gezelschap, maar deze twee samen wel, op dezelfde data.',
      splitIntroAlso: 'Je kunt je gezelschap ook over twee accommodaties verdelen, op dezelfde data.',
      unitParty: '{unit}: {party}',
      chooseSplit: 'Deze twee kiezen',
      noChoice: 'Er is niets vrij voor deze data en dit gezelschap: kies andere data of bel ons.',
      dates: {
        missing: 'Kies je aankomst- en vertrekdatum.',
        badDate: 'Een datum klopt niet: kies hem in de kalender.',
        order: 'Vertrek: kies een datum na je aankomst.',
        past: 'Aankomst: deze datum is al voorbij, kies een datum in de toekomst.',
        beyond: 'Vertrek: de kalender loopt tot {date}; bel ons voor een later verblijf.',
        arrivalDay: '{season}: aankomst alleen op {days}. Verblijven van dezelfde lengte, ervoor en erna:',
        minimumNights: '{season}: het minimumverblijf bij deze aankomst is {nights}.',
      },
      departOn: 'Vertrek op {date}',
      extraPrice: { sejour: '{amount} per verblijf', nuit: '{amount} per nacht', 'personne-nuit': '{amount} per persoon per nacht' },
      extraAdds: '+ {amount} voor je verblijf',
      agesLegend: 'Leeftijd van de kinderen (niet verplicht)',
      agesHint: 'Zo weten we of iedereen er kan slapen. Je mag het ook openlaten.',
      childAge: 'Kind {n}',
      ageNotGiven: 'niet opgegeven',
      years: { one: '{count} jaar', other: '{count} jaar' },
      underOneYear: 'jonger dan 1 jaar',
      tooYoung:
        '{unit} is voor kinderen vanaf {age} jaar: laat ons in je bericht weten wat je in gedachten hebt, of kies een andere accommodatie.',
      recomputed:
        'Aanvraag verstuurd op {date}. De prijsindicatie hier is opnieuw berekend met de tarieven en kortingen van vandaag: vergelijk hem even met die in de e-mail.',
    },
    delay: { one: 'binnen {count} uur', other: 'binnen {count} uur' },
  },
  de: {
    open: 'Aufenthalt anfragen',
    title: 'Buchungsanfrage',
    intro: 'Dies ist noch keine Buchung. Wir prüfen die Verfügbarkeit und antworten Ihnen per E-Mail{delay}.',
    close: 'Anfrage schließen',
    loading: 'Anfrage wird geöffnet …',
    submit: 'Anfrage senden',
    loadFailed: 'Die Anfrage konnte nicht geöffnet werden. Schreiben Sie uns oder rufen Sie uns an:',
    replyLanguage: 'Antwortsprache',
    replyLanguageHint: 'Wir antworten Ihnen in dieser Sprache.',
    phoneHint: 'Im internationalen Format, zum Beispiel +49 151 23456789',
    termsLink: 'Buchungsbedingungen',
    unchecked:
      'Der Kalender dieser Unterkunft ist noch nicht mit den Buchungsplattformen verbunden. Sie können die Anfrage trotzdem senden; wir prüfen die Verfügbarkeit vor unserer Antwort.',
    sent: 'Ihre Anfrage wurde gesendet! Dies ist noch keine Buchung. Wir antworten Ihnen per E-Mail{delay}. Über den Link unten können Sie sich eine Kopie Ihrer Anfrage an {email} schicken.',
    copyLink: 'Eine Kopie meiner Anfrage behalten',
    failure: null,
    messages: {
      dateMissing: '{field}: Bitte wählen Sie ein Datum.',
      badDate: '{field}: Das Datum ist ungültig, bitte wählen Sie es über die Datumsauswahl.',
      arrivalPast: 'Anreise: Dieses Datum liegt in der Vergangenheit, bitte wählen Sie ein künftiges Datum.',
      departureNotAfter: 'Abreise: Bitte wählen Sie ein Datum nach der Anreise.',
      beyondCalendar: 'Abreise: Der Kalender endet am {date}; für einen späteren Aufenthalt rufen Sie uns bitte an.',
      // {date} is « Donnerstag, 3. Juni 2027 »: the comma after it closes the date's apposition (config/german-grammar.test.ts).
      minimumNights:
        'Abreise: Der Mindestaufenthalt für diesen Zeitraum ({season}) beträgt {nights}; bitte wählen Sie eine Abreise am {date}, oder später.',
      badCount: '{field}: Bitte geben Sie eine ganze Zahl ab 0 ein.',
      badAdults: '{field}: Bitte geben Sie eine ganze Zahl ab 1 ein.',
      noAdult: 'Erwachsene: Bitte geben Sie mindestens einen Erwachsenen an.',
      tooManyPets: 'Haustiere: höchstens {max}. Für mehr rufen Sie uns bitte an.',
      overCapacity: perType('de', 'sleeps', 'Erwachsene und Kinder: {unit}.'),
      taken: perType('de', 'taken', 'Anreise: {unit}. Nächstgelegener freier Zeitraum: {period}.'),
      noneFree: perType(
        'de',
        'taken',
        'Anreise: {unit}, und der Kalender hat keinen anderen freien Zeitraum von {nightsDative}. Rufen Sie uns bitte an.',
      ),
    },
    summary: {
      stay: 'Aufenthalt',
      party: 'Personen',
      childCount: { one: '{count} Kind', other: '{count} Kinder', otherDative: '{count} Kindern' },
      petCount: { one: '{count} Haustier', other: '{count} Haustiere', otherDative: '{count} Haustieren' },
      noPets: 'keine',
      priceInReply: 'in unserer Antwort',
      availability: 'Verfügbarkeit',
      free: 'laut Kalender frei',
      unchecked: 'noch zu prüfen, da der Kalender dieser Unterkunft noch nicht mit den Buchungsplattformen verbunden ist',
    },
    mailto: {
      subjectPrefix: 'Buchungsanfrage',
      intro: 'ich möchte gern diesen Zeitraum anfragen:',
      closing: 'Bitte antworten Sie mir per E-Mail. Vielen Dank!',
    },
    withoutScript: {
      intro:
        'Um einen Zeitraum anzufragen, schreiben Sie uns (Ihr E-Mail-Programm öffnet sich mit einer Anfrage zum Ausfüllen) oder rufen Sie uns an:',
      mailLink: 'Buchungsanfrage schreiben',
      phoneLabel: 'Telefon:',
    },
    secondUnit: {
      add: 'Zweite Unterkunft hinzufügen',
      remove: 'Zweite Unterkunft entfernen',
      title: 'Zweite Unterkunft',
      firstTitle: 'Erste Unterkunft',
      sameDates: 'Mit demselben An- und Abreisedatum wie die erste: eine Anfrage für beide.',
      adults: 'Erwachsene in der zweiten Unterkunft',
      children: 'Kinder in der zweiten Unterkunft',
      pets: 'Haustiere in der zweiten Unterkunft',
      extras: 'Zusatzleistungen für die zweite Unterkunft (optional)',
      firstExtras: 'Zusatzleistungen für die erste Unterkunft (optional)',
      one: { chalet: 'Ein Chalet' },
      another: twoOfType('de', 'another'),
      pair: '{first} + {second}',
      pairLowerArticles: ['Das ', 'Die ', 'Der ', 'Ein ', 'Eine '],
      both: twoOfType('de', 'both'),
      firstParty: 'In der ersten Unterkunft ({unit}): {party}.',
      unitHeading: '{title}: {unit} ({party})',
      estimateTitle: 'Preisberechnung für beide Unterkünfte',
      total: 'Geschätzter Gesamtpreis für beide Unterkünfte',
      totalInReply: 'in unserer Antwort',
      messages: {
        moreThanParty: {
          adultes: '{field}: Das sind mehr Erwachsene, als Sie insgesamt angegeben haben ({count}).',
          enfants: '{field}: Das sind mehr Kinder, als Sie insgesamt angegeben haben ({count}).',
          animaux: '{field}: Das sind mehr Haustiere, als Sie insgesamt angegeben haben ({count}).',
        },
        firstNoAdult:
          'Erwachsene: Für die erste Unterkunft ({unit}) bleibt so kein Erwachsener; in jeder Unterkunft muss mindestens ein Erwachsener übernachten.',
        secondNoAdult: 'Erwachsene in der zweiten Unterkunft: Bitte geben Sie mindestens einen Erwachsenen an.',
        splitHint: 'Möglich wäre diese Aufteilung: {split}.',
        split: '{first} in der ersten, {second} in der zweiten Unterkunft',
        noSplit: 'Erwachsene und Kinder: In beiden Unterkünften zusammen ist Platz für höchstens {capacity} Personen.',
        bothTaken: twoOfType('de', 'bothTaken'),
        bothNoneFree: twoOfType('de', 'bothNoneFree'),
      },
    },
    choices: {
      priceFor: '{nights} für {party}',
      choose: 'Auswählen',
      chosen: 'Ausgewählt',
      tooSmall: 'Platz für höchstens {capacity} Personen – das reicht nicht für alle.',
      taken: 'In diesem Zeitraum bereits belegt. Die nächstgelegenen freien Aufenthalte gleicher Länge:',
      takenEachNight:
        'Jede Nacht ist eines davon frei, aber keines für den ganzen Aufenthalt. Die nächstgelegenen freien Aufenthalte gleicher Länge:',
      noneFree:
        'In diesem Zeitraum bereits belegt, und der Kalender hat keinen anderen freien Zeitraum von {nightsDative}. Bitte rufen Sie uns an.',
      takeStay: 'Von {arrival}, bis {departure}',
      free: 'Laut Kalender in diesem Zeitraum frei.',
      splitTitle: 'Platz für alle: zwei Unterkünfte',
      splitIntro: 'Keine Unterkunft allein bietet genug Platz – diese beiden zusammen schon, und beide sind im gewünschten Zeitraum frei.',
      splitIntroAlso: 'Sie können sich auch auf zwei Unterkünfte im selben Zeitraum verteilen.',
      unitParty: '{unit}: {party}',
      chooseSplit: 'Diese beiden auswählen',
      noChoice: 'Für diesen Zeitraum und diese Personenzahl ist nichts frei. Wählen Sie einen anderen Zeitraum oder rufen Sie uns an.',
      dates: {
        missing: 'Bitte wählen Sie Ihr Anreise- und Ihr Abreisedatum.',
        badDate: 'Ein Datum ist ungültig. Bitte wählen Sie es im Kalender.',
        order: 'Abreise: Bitte wählen Sie ein Datum nach der Anreise.',
        past: 'Anreise: Dieses Datum liegt in der Vergangenheit, bitte wählen Sie ein künftiges Datum.',
        beyond: 'Abreise: Der Kalender endet am {date}; für einen späteren Aufenthalt rufen Sie uns bitte an.',
        arrivalDay: '{season}: Anreise nur am {days}. Aufenthalte gleicher Länge kurz davor und danach:',
        minimumNights: '{season}: Der Mindestaufenthalt bei dieser Anreise beträgt {nights}.',
      },
      departOn: 'Abreise am {date}',
      extraPrice: { sejour: '{amount} pro Aufenthalt', nuit: '{amount} pro Nacht', 'personne-nuit': '{amount} pro Person und Nacht' },
      extraAdds: '+ {amount} für Ihren Aufenthalt',
      agesLegend: 'Alter der Kinder (optional)',
      agesHint: 'So können wir prüfen, ob alle dort schlafen können. Sie können es auch offenlassen.',
      childAge: 'Kind {n}',
      ageNotGiven: 'keine Angabe',
      years: { one: '{count} Jahr', other: '{count} Jahre', oneDative: '{count} Jahr', otherDative: '{count} Jahren' },
      underOneYear: 'unter 1 Jahr',
      tooYoung:
        '{unit}: Kinder schlafen dort erst ab {age} Jahren. Bitte wählen Sie eine andere Unterkunft oder schreiben Sie uns in der Nachricht, wie Sie es sich vorstellen.',
      recomputed:
        'Anfrage gesendet am {date}. Die Preisberechnung hier wurde mit den heutigen Preisen und Angeboten neu erstellt; bitte gleichen Sie sie mit der Preisberechnung in der E-Mail ab.',
    },
    delay: { one: 'innerhalb von {count} Stunde', other: 'innerhalb von {count} Stunden' },
  },
};

/** The start of the subject of the owner's e-mail, French whatever the visitor's language: "Demande de séjour – Prénom Nom (néerlandais)". */
export const ownerStaySubjectPrefix = stayRequestWords.fr.mailto.subjectPrefix;

/**
 * Everything the request's script needs in one language, made at build into
 * /hebergements/demande-de-sejour/<lang>.json (features/stays/request/stay-request-kit.ts): fetched in
 * the page's language when the visitor opens the request, in French for the owner's e-mail, and in
 * the reply language the visitor chooses for the prepared e-mail when sending fails. The page's own
 * scripts carry none of it.
 */
export interface StayRequestKit {
  readonly lang: Lang;
  readonly words: StayRequestWords;
  /** The table request's words the stay request shares (contact fields, sending, failure, the prepared e-mail's lines). */
  readonly form: Pick<
    ReservationWords,
    | 'honeypotLabel'
    | 'requiredLegend'
    | 'optional'
    | 'submit'
    | 'sending'
    | 'error'
    | 'errorMailto'
    | 'errorMailtoLink'
    | 'errorPhone'
    | 'failureAdvice'
    | 'messageCounter'
  > & {
    readonly labels: Pick<ReservationWords['labels'], ContactField>;
    readonly messages: Pick<
      ReservationMessages,
      'nomRequired' | 'prenomRequired' | 'telephoneRequired' | 'telephoneInvalid' | 'emailRequired' | 'emailInvalid'
    >;
    readonly mailto: Pick<MailtoWords, 'greeting' | 'line' | 'truncated'> & { readonly labels: Pick<MailtoWords['labels'], ContactField> };
  };
  readonly estimate: StayEstimateWords;
  readonly periods: StayPeriodsWords;
  /** Each unit type's name and rules in this language (seasons named in it). */
  /** Each unit type: its name, its estimate's rules, and the sentence on its taxe de séjour (features/stays/stays.ts's touristTaxIn). */
  readonly types: readonly { readonly id: UnitTypeId; readonly title: string; readonly rules: EstimateRules; readonly taxNote: string }[];
  readonly prices: EstimatePrices;
  /** The owner's delay in words: "sous 48 heures". */
  /** " sous 48 heures", with its leading space; empty until the owner gives the delay (the sentence then ends without it). */
  readonly replyDelay: string;
  /** Every language as this one names it in a sentence. */
  readonly languageNames: Translated<string>;
  readonly privacy: PrivacyNotice;
  /** The venue's e-mail and number, each undefined until the owner gives it (both are needed to publish). */
  readonly contact: { readonly email: string | undefined; readonly telHref: string | undefined; readonly phoneDisplay: string | undefined };
  /** Dinner on arrival: its words, the restaurant's days and slots (features/stays/estimate/stay-dinner.ts). */
  readonly dinner: StayDinnerKit;
}

/** The contact fields both requests ask for, by the names the e-mail templates read. */
export type ContactField = 'nom' | 'prenom' | 'telephone' | 'email' | 'message';
