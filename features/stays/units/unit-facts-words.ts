// The words around each unit's facts to live in (content/data/stays.json, « En pratique »):
// the labels of the list, the names of the kinds the owner chooses, and how a value is said. The
// owner's notes and the wheelchair text are theirs, translated in the editor. Terms as the glossary
// has them: a dry toilet is said as such (« toilettes sèches », "compost toilet", « composttoilet »,
// « Trockentoilette »), the ladder is a ladder. Plain data: the page, the PDF and the estimate read them.
import { uncapitalize } from '@/lib/i18n/format';
import type { Translated } from '@/lib/i18n/languages';
import type { AccessKind, BedKind, HeatingKind, SignalLevel, ToiletKind, ToiletPlace, WashingKind } from '@/content/schema/unit-facts';

export interface UnitFactsWords {
  /** The list's heading. */
  readonly title: string;
  readonly labels: {
    readonly access: string;
    readonly minimumChildAge: string;
    readonly beds: string;
    readonly bathroom: string;
    readonly toilet: string;
    readonly heating: string;
    readonly wifi: string;
    readonly phoneSignal: string;
    readonly parking: string;
    readonly wheelchair: string;
  };
  readonly access: Readonly<Record<AccessKind, string>>;
  /** « 2,5 m de haut », the height to climb. */
  readonly height: (metres: string) => string;
  readonly minimumChildAge: (years: number) => string;
  readonly noMinimumChildAge: string;
  readonly beds: Readonly<Record<BedKind, string>>;
  /** A bed's size: "140 × 190 cm". */
  readonly bedSize: (width: number, length: number) => string;
  readonly washing: Readonly<Record<WashingKind, string>>;
  readonly toilet: Readonly<Record<ToiletKind, string>>;
  readonly toiletPlace: Readonly<Record<ToiletPlace, string>>;
  /** The toilet and where it is: « WC à l’intérieur », « WC in der Unterkunft », "Flushing toilet, indoors". */
  readonly toiletAt: (toilet: string, place: string) => string;
  readonly heating: Readonly<Record<HeatingKind, string>>;
  readonly signal: Readonly<Record<SignalLevel, string>>;
  readonly parking: (metres: number, minutes: number) => string;
  /** Several units sharing one list: « Chalet 1 et Chalet 2 ». */
  readonly and: string;
  /** The estimate's and the request's warning when the party has children and the unit a minimum age (`unit`: « La petite cabane »). */
  readonly childAgeWarning: (unit: string, age: number) => string;
  /** What a wheelchair user can do there, beside the estimate and the request. */
  readonly wheelchairNote: (unit: string, text: string) => string;
}

export const unitFactsWords: Translated<UnitFactsWords> = {
  fr: {
    title: 'En pratique',
    labels: {
      access: 'Accès',
      minimumChildAge: 'Enfants',
      beds: 'Lits',
      bathroom: 'Salle de bain',
      toilet: 'Toilettes',
      heating: 'Chauffage',
      wifi: 'Wi-Fi',
      phoneSignal: 'Réseau mobile',
      parking: 'Parking',
      wheelchair: 'En fauteuil roulant',
    },
    access: { 'plain-pied': 'De plain-pied', marches: 'Quelques marches', escalier: 'Un escalier', echelle: 'Une échelle' },
    height: (metres) => `${metres} m de haut`,
    minimumChildAge: (years) => `À partir de ${years} ans pour y dormir`,
    noMinimumChildAge: 'Tous âges',
    beds: { double: 'Lit double', simple: 'Lit simple', superpose: 'Lits superposés', 'canape-lit': 'Canapé-lit', 'lit-bebe': 'Lit bébé' },
    bedSize: (width, length) => `${width} × ${length} cm`,
    washing: { douche: 'Douche', baignoire: 'Baignoire', 'douche-et-baignoire': 'Douche et baignoire', aucune: 'Ni douche ni baignoire' },
    toilet: { chasse: 'WC', seche: 'Toilettes sèches', aucune: 'Pas de toilettes' },
    toiletPlace: { dedans: 'à l’intérieur', dehors: 'à l’extérieur, à côté' },
    // « WC à l’intérieur » (the French reader, round D: not « Toilettes à chasse d’eau, à l’intérieur »).
    toiletAt: (toilet, place) => `${toilet} ${place}`,
    heating: {
      aucun: 'Pas de chauffage',
      electrique: 'Électrique',
      'poele-bois': 'Poêle à bois',
      'pompe-a-chaleur': 'Pompe à chaleur',
      gaz: 'Gaz',
      fioul: 'Fioul',
    },
    // A level, not an answer: « Réseau mobile : bon », « Wi-Fi : aucun » (the French reader, round D).
    signal: { oui: 'Bon', faible: 'Faible', non: 'Aucun' },
    parking: (metres, minutes) => `À ${metres} m, ${minutes} min à pied`,
    and: ' et ',
    childAgeWarning: (unit, age) =>
      `${unit}\u00a0: les enfants doivent avoir au moins ${age} ans pour y dormir. Vérifiez l’âge des vôtres.`,
    // The owner's note goes on in lower case after the colon: « …, en fauteuil roulant : entrée par une rampe… ».
    wheelchairNote: (unit, text) => `${unit}, en fauteuil roulant\u00a0: ${uncapitalize(text)}`,
  },
  en: {
    title: 'Practical details',
    labels: {
      access: 'Access',
      minimumChildAge: 'Children',
      beds: 'Beds',
      bathroom: 'Bathroom',
      toilet: 'Toilet',
      heating: 'Heating',
      wifi: 'Wi-Fi',
      phoneSignal: 'Mobile signal',
      parking: 'Parking',
      wheelchair: 'Wheelchair access',
    },
    access: { 'plain-pied': 'Step-free', marches: 'A few steps', escalier: 'A staircase', echelle: 'A ladder' },
    height: (metres) => `${metres} m high`,
    minimumChildAge: (years) => `Ages ${years} and up`,
    noMinimumChildAge: 'All ages',
    beds: { double: 'Double bed', simple: 'Single bed', superpose: 'Bunk beds', 'canape-lit': 'Sofa bed', 'lit-bebe': 'Cot' },
    bedSize: (width, length) => `${width} × ${length} cm`,
    washing: { douche: 'Shower', baignoire: 'Bath', 'douche-et-baignoire': 'Shower and bath', aucune: 'No shower or bath' },
    // The noun after the label, as British readers expect it (round H stopped at "Toilet: Flushing, indoors").
    toilet: { chasse: 'Flushing toilet', seche: 'Compost toilet', aucune: 'No toilet' },
    toiletPlace: { dedans: 'indoors', dehors: 'outdoors, nearby' },
    toiletAt: (toilet, place) => `${toilet}, ${place}`,
    heating: {
      aucun: 'No heating',
      electrique: 'Electric',
      'poele-bois': 'Wood-burning stove',
      'pompe-a-chaleur': 'Heat pump',
      gaz: 'Gas',
      fioul: 'Oil',
    },
    // A level, not an answer, as the French says it: "Mobile signal: Good", "Wi-Fi: None".
    signal: { oui: 'Good', faible: 'Patchy', non: 'None' },
    parking: (metres, minutes) => `${metres} m away, a ${minutes}-minute walk`,
    and: ' and ',
    childAgeWarning: (unit, age) => `${unit}: children must be at least ${age} to sleep there. Please check your children’s ages.`,
    // The label first, the type in brackets with its article in lower case, and the owner's note going on
    // in lower case after the colon, as running text does: « Wheelchair access (the chalets): not possible… ».
    wheelchairNote: (unit, text) =>
      `Wheelchair access (${unit.replace(/^(?:The|A|An)\s/u, (article) => article.toLowerCase())}): ${uncapitalize(text)}`,
  },
  nl: {
    title: 'Praktische informatie',
    labels: {
      access: 'Toegang',
      minimumChildAge: 'Kinderen',
      beds: 'Bedden',
      bathroom: 'Badkamer',
      toilet: 'Toilet',
      heating: 'Verwarming',
      wifi: 'Wifi',
      phoneSignal: 'Mobiel bereik',
      parking: 'Parkeren',
      wheelchair: 'Rolstoeltoegankelijkheid',
    },
    access: { 'plain-pied': 'Gelijkvloers', marches: 'Een paar treden', escalier: 'Een trap', echelle: 'Een ladder' },
    height: (metres) => `${metres} m hoog`,
    minimumChildAge: (years) => `Vanaf ${years} jaar`,
    noMinimumChildAge: 'Alle leeftijden',
    beds: {
      double: 'Tweepersoonsbed',
      simple: 'Eenpersoonsbed',
      superpose: 'Stapelbed',
      'canape-lit': 'Slaapbank',
      'lit-bebe': 'Babybedje',
    },
    bedSize: (width, length) => `${width} × ${length} cm`,
    washing: { douche: 'Douche', baignoire: 'Bad', 'douche-et-baignoire': 'Douche en bad', aucune: 'Geen douche of bad' },
    toilet: { chasse: 'Spoeltoilet', seche: 'Composttoilet', aucune: 'Geen toilet' },
    toiletPlace: { dedans: 'binnen', dehors: 'buiten, vlakbij' },
    toiletAt: (toilet, place) => `${toilet}, ${place}`,
    heating: {
      aucun: 'Geen verwarming',
      electrique: 'Elektrisch',
      'poele-bois': 'Houtkachel',
      'pompe-a-chaleur': 'Warmtepomp',
      gaz: 'Gas',
      fioul: 'Stookolie',
    },
    signal: { oui: 'Ja', faible: 'Zwak', non: 'Nee' },
    parking: (metres, minutes) => `Op ${metres} m, ${minutes} min lopen`,
    and: ' en ',
    childAgeWarning: (unit, age) => `${unit} is geschikt voor kinderen vanaf ${age} jaar.`,
    // In brackets, the type's article goes on in lower case: « Rolstoeltoegankelijkheid (de chalets) ».
    wheelchairNote: (unit, text) =>
      `Rolstoeltoegankelijkheid (${unit.replace(/^(?:De|Het|Een)\s/u, (article) => article.toLowerCase())}): ${text}`,
  },
  de: {
    title: 'So wohnen Sie hier',
    labels: {
      access: 'Zugang',
      minimumChildAge: 'Kinder',
      beds: 'Betten',
      bathroom: 'Bad',
      toilet: 'Toilette',
      heating: 'Heizung',
      wifi: 'WLAN',
      phoneSignal: 'Handyempfang',
      parking: 'Parkplatz',
      wheelchair: 'Barrierefreiheit',
    },
    access: { 'plain-pied': 'Ebenerdig', marches: 'Stufen', escalier: 'Eine Treppe', echelle: 'Eine Leiter' },
    height: (metres) => `${metres} m hoch`,
    minimumChildAge: (years) => `Ab ${years} Jahren`,
    noMinimumChildAge: 'In jedem Alter willkommen',
    beds: { double: 'Doppelbett', simple: 'Einzelbett', superpose: 'Etagenbett', 'canape-lit': 'Schlafsofa', 'lit-bebe': 'Babybett' },
    bedSize: (width, length) => `${width} × ${length} cm`,
    washing: {
      douche: 'Dusche',
      baignoire: 'Badewanne',
      'douche-et-baignoire': 'Dusche und Badewanne',
      aucune: 'Weder Dusche noch Badewanne',
    },
    toilet: { chasse: 'WC', seche: 'Trockentoilette', aucune: 'Keine Toilette' },
    // German runs the place on without a comma: « WC in der Unterkunft », « Trockentoilette gleich neben der Unterkunft ».
    toiletPlace: { dedans: 'in der Unterkunft', dehors: 'gleich neben der Unterkunft' },
    toiletAt: (toilet, place) => `${toilet} ${place}`,
    // After the label's colon an adjective goes on in lower case, a noun keeps its capital: « Heizung: elektrisch », « Heizung: Kaminofen ».
    heating: {
      aucun: 'Keine Heizung',
      electrique: 'elektrisch',
      'poele-bois': 'Kaminofen',
      'pompe-a-chaleur': 'Wärmepumpe',
      gaz: 'Gas',
      fioul: 'Öl',
    },
    signal: { oui: 'ja', faible: 'schwach', non: 'nein' },
    parking: (metres, minutes) => `${metres} m entfernt, ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} zu Fuß`,
    and: ' und ',
    childAgeWarning: (unit, age) =>
      `${unit}: Kinder müssen mindestens ${age} Jahre alt sein, um dort zu schlafen. Bitte prüfen Sie das Alter Ihrer Kinder.`,
    wheelchairNote: (unit, text) =>
      `Barrierefreiheit (${unit.replace(/^(?:Der|Die|Das|Ein|Eine)\s/u, (article) => article.toLowerCase())}): ${text}`,
  },
};
