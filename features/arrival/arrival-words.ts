// The arrival guide's own words in each language: its headings and labels around the owner's texts
// (./arrival-content.ts).
import type { Translated } from '@/lib/i18n/languages';

/** The site's words of the guide, in each language (the rest is the owner's). */
export interface ArrivalWords {
  readonly gettingHere: string;
  readonly address: string;
  readonly coordinates: string;
  readonly lastKilometres: string;
  readonly times: string;
  readonly key: string;
  readonly lateArrival: string;
  /** The block of the owner's Wi-Fi and signal texts and each unit's. */
  readonly connection: string;
  readonly wifi: string;
  readonly phoneSignal: string;
  /** Before each unit type's Wi-Fi and signal, from the units' facts. */
  readonly inTheUnits: string;
  readonly toBring: string;
  readonly forCabins: string;
  /** Before what each unit type's price includes: the linen, where the owner says it. */
  readonly included: string;
  readonly houseRules: string;
  readonly phone: string;
  /** The call button's word, before the number, as the action bar says it (printed: `phone` instead). */
  readonly call: string;
  /** The index of the guide's blocks, at its top: its name for a screen reader. */
  readonly index: string;
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
    lateArrival: 'Arrivée tardive',
    connection: 'Wi-Fi et réseau mobile',
    wifi: 'Wi-Fi',
    phoneSignal: 'Réseau mobile',
    inTheUnits: 'Dans les chalets et les cabanes',
    toBring: 'À apporter',
    forCabins: 'Pour les cabanes',
    included: 'Compris dans le prix',
    houseRules: 'Règles de la maison',
    phone: 'Téléphone',
    call: 'Appeler',
    index: 'Dans ce guide',
    walk: (minutes) => `${minutes} min à pied`,
    places: 'Les lieux',
    walkingTimes: 'Temps de marche',
    offline: 'Une fois ouverte, cette page reste consultable sans réseau sur ce téléphone.',
  },
  en: {
    gettingHere: 'Getting here',
    address: 'Address',
    coordinates: 'GPS coordinates',
    lastKilometres: 'The last few kilometres',
    times: 'Arrival and departure',
    key: 'The key',
    lateArrival: 'Arriving late',
    connection: 'Wi-Fi and mobile signal',
    wifi: 'Wi-Fi',
    phoneSignal: 'Mobile signal',
    inTheUnits: 'In the chalets and treehouses',
    toBring: 'What to bring',
    forCabins: 'For the treehouses',
    included: 'Included in the price',
    houseRules: 'House rules',
    phone: 'Phone',
    call: 'Call',
    index: 'In this guide',
    walk: (minutes) => `${minutes} min on foot`,
    places: 'Around the grounds',
    walkingTimes: 'Walking times',
    offline: 'This page is now saved on this phone – you can read it even with no signal.',
  },
  nl: {
    gettingHere: 'De weg hierheen',
    address: 'Adres',
    coordinates: 'Gps-coördinaten',
    lastKilometres: 'De laatste kilometers',
    times: 'Aankomst en vertrek',
    key: 'De sleutel',
    lateArrival: 'Late aankomst',
    connection: 'Wifi en mobiel bereik',
    wifi: 'Wifi',
    phoneSignal: 'Mobiel bereik',
    inTheUnits: 'In de chalets en boomhutten',
    toBring: 'Meenemen',
    forCabins: 'Voor de boomhutten',
    included: 'Inbegrepen in de prijs',
    houseRules: 'Huisregels',
    phone: 'Telefoon',
    call: 'Bellen',
    index: 'In deze gids',
    walk: (minutes) => `${minutes} min lopen`,
    places: 'Op het terrein',
    walkingTimes: 'Loopafstanden',
    offline: 'Heb je deze pagina één keer met bereik geopend, dan kun je hem op deze telefoon ook zonder bereik lezen.',
  },
  de: {
    gettingHere: 'Anfahrt',
    address: 'Adresse',
    coordinates: 'GPS-Koordinaten',
    lastKilometres: 'Die letzten Kilometer',
    times: 'Anreise und Abreise',
    key: 'Der Schlüssel',
    lateArrival: 'Späte Anreise',
    connection: 'WLAN und Handyempfang',
    wifi: 'WLAN',
    phoneSignal: 'Handyempfang',
    inTheUnits: 'In den Chalets und Baumhäusern',
    toBring: 'Bitte mitbringen',
    forCabins: 'Für die Baumhäuser',
    included: 'Im Preis inbegriffen',
    houseRules: 'Hausregeln',
    phone: 'Telefon',
    call: 'Anrufen',
    index: 'Inhalt',
    walk: (minutes) => `${minutes} Min. zu Fuß`,
    places: 'Orte auf dem Gelände',
    walkingTimes: 'Gehzeiten',
    offline: 'Einmal mit Netz geöffnet, bleibt diese Seite auf diesem Gerät auch ohne Netz lesbar.',
  },
};
