// The arrival guide (/guide-arrivee/): the owner's texts (content/data/arrival-guide.json, schema
// content/schema/arrival-guide.ts) and the site's headings around them, in each language, with the
// facts that have their own source read where they live: the access notes and GPS position
// (features/contact/access.ts), the arrival and departure hours, pets and what the price includes
// (features/stays), the phone (config/contact.ts). No code or key is ever on this page: it is public.
import { readLocalizedData } from '@/content/localized-data';
import { ownerDataFile } from '@/content/owner-data';
import type { ArrivalGuideData, GroundsPlace } from '@/content/schema/arrival-guide';
import type { InfoItem, PageMeta } from '@/config/types';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { arrivalNotesIn, type ArrivalNote } from '@/features/contact/access';
import { availabilityWords } from '@/features/stays/stays';
import { priceIncludesIn } from '@/features/stays/stay-price';
import { stayConditionsIn } from '@/features/stays/stays-text';

export { groundsPlaces, type GroundsPlace } from '@/content/schema/arrival-guide';

const guideData = ownerDataFile('arrival-guide');

/** The site's words of the guide, in each language (the rest is the owner's). */
export interface ArrivalWords {
  readonly gettingHere: string;
  readonly address: string;
  readonly coordinates: string;
  readonly lastKilometres: string;
  readonly times: string;
  readonly key: string;
  readonly toBring: string;
  readonly forCabins: string;
  /** Before what each unit type's price includes: the linen, where the owner says it. */
  readonly included: string;
  readonly houseRules: string;
  readonly phone: string;
  /** "{minutes}" on foot, as the plan's list says each walk. */
  readonly walk: (minutes: number) => string;
  readonly places: string;
  readonly walkingTimes: string;
  /** Said once, under the guide: it opens without signal once opened. */
  readonly offline: string;
}

export const arrivalWords: Translated<ArrivalWords> = {
  fr: {
    gettingHere: 'Venir',
    address: 'Adresse',
    coordinates: 'Coordonnées GPS',
    lastKilometres: 'Les derniers kilomètres',
    times: 'Arrivée et départ',
    key: 'La clé',
    toBring: 'À apporter',
    forCabins: 'Pour les cabanes',
    included: 'Compris dans le prix',
    houseRules: 'Règles de la maison',
    phone: 'Téléphone',
    walk: (minutes) => `${minutes} min à pied`,
    places: 'Les lieux',
    walkingTimes: 'Temps de marche',
    offline: 'Cette page reste lisible sans réseau sur ce téléphone, une fois ouverte avec du réseau.',
  },
  en: {
    gettingHere: 'Getting here',
    address: 'Address',
    coordinates: 'GPS coordinates',
    lastKilometres: 'The last few kilometres',
    times: 'Arrival and departure',
    key: 'The key',
    toBring: 'What to bring',
    forCabins: 'For the treehouses',
    included: 'Included in the price',
    houseRules: 'House rules',
    phone: 'Phone',
    walk: (minutes) => `${minutes} min on foot`,
    places: 'The places',
    walkingTimes: 'Walking times',
    offline: 'This page is now saved on this phone: you can read it without signal too.',
  },
  nl: {
    gettingHere: 'De weg hierheen',
    address: 'Adres',
    coordinates: 'Gps-coördinaten',
    lastKilometres: 'De laatste kilometers',
    times: 'Aankomst en vertrek',
    key: 'De sleutel',
    toBring: 'Meenemen',
    forCabins: 'Voor de boomhutten',
    included: 'Inbegrepen in de prijs',
    houseRules: 'Huisregels',
    phone: 'Telefoon',
    walk: (minutes) => `${minutes} min lopen`,
    places: 'De plekken',
    walkingTimes: 'Looptijden',
    offline: 'Heb je deze pagina één keer met bereik geopend, dan kun je hem op deze telefoon ook zonder bereik lezen.',
  },
  de: {
    gettingHere: 'Anfahrt',
    address: 'Adresse',
    coordinates: 'GPS-Koordinaten',
    lastKilometres: 'Die letzten Kilometer',
    times: 'Anreise und Abreise',
    key: 'Der Schlüssel',
    toBring: 'Bitte mitbringen',
    forCabins: 'Für die Baumhäuser',
    included: 'Im Preis inbegriffen',
    houseRules: 'Hausregeln',
    phone: 'Telefon',
    walk: (minutes) => `${minutes} Min. zu Fuß`,
    places: 'Orte auf dem Gelände',
    walkingTimes: 'Gehzeiten',
    offline: 'Einmal mit Netz geöffnet, bleibt diese Seite auf diesem Telefon auch ohne Netz lesbar.',
  },
};

/** One walk of the plan's list: both places by their names in the language, and its time in words. */
export interface Walk {
  readonly from: string;
  readonly to: string;
  readonly time: string;
}

/** Everything the guide shows in a language. */
export interface ArrivalGuide {
  readonly meta: PageMeta;
  readonly title: string;
  readonly intro: string;
  readonly notes: readonly ArrivalNote[];
  readonly lastKilometres: string;
  /** Arrival, then departure: the hours from the stays data. */
  readonly times: readonly InfoItem[];
  readonly key: string;
  readonly toBring: readonly string[];
  readonly toBringForCabins: readonly string[];
  /** What each unit type's price includes (the linen or not), by the type's name. */
  readonly included: readonly InfoItem[];
  /** The owner's rules, then pets and smoking from the stays data. */
  readonly houseRules: readonly string[];
  readonly plan: { readonly title: string; readonly places: Readonly<Record<GroundsPlace, string>>; readonly walks: readonly Walk[] };
}

/** « Animaux : … » in French (a space before the colon), "Pets: …" elsewhere. */
const labelled = (lang: Lang, { label, value }: InfoItem) => `${label}${lang === 'fr' ? ' :' : ':'} ${value}`;

/** The guide in `lang`, read from `data` (the owner's file by default; a test hands its own). */
export function arrivalGuideIn(lang: Lang, data: unknown = guideData): ArrivalGuide {
  const guide = readLocalizedData<ArrivalGuideData>('arrival-guide', data, lang);
  const conditions = stayConditionsIn(lang);
  const words = arrivalWords[lang];
  const typeNames = availabilityWords[lang].typeTitle;
  const places = guide.plan.places;
  return {
    meta: guide.meta,
    title: guide.title,
    intro: guide.intro,
    notes: arrivalNotesIn(lang),
    lastKilometres: guide.lastKilometres.value,
    times: [conditions.arrival, conditions.departure].map(({ label, value }) => ({ label, value })),
    key: guide.key.value,
    toBring: guide.toBring.everyone,
    toBringForCabins: guide.toBring.cabins,
    included: (Object.keys(typeNames) as (keyof typeof typeNames)[]).map((id) => ({ label: typeNames[id], value: priceIncludesIn(lang, id).value })),
    houseRules: [...guide.houseRules.value, ...[conditions.pets, conditions.smoking].map((item) => labelled(lang, item))],
    plan: {
      title: guide.plan.title,
      places,
      walks: guide.plan.walks.map((walk) => ({ from: places[walk.from], to: places[walk.to], time: words.walk(walk.minutes.value) })),
    },
  };
}
