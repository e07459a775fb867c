import { contact } from '@/config/contact';
import { readLocalizedData } from '@/content/localized-data';
import type { ContactData } from '@/content/schema/contact';
import { pathOf } from '@/config/routes';
import type { Link } from '@/config/types';
import { externalLinkText } from '@/config/ui';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { ownerDataFile } from '@/content/owner-data';

const contactData = ownerDataFile('contact');

export interface Coordinates {
  /** Decimal degrees, WGS 84 (what GPS and every maps app use), north positive. */
  readonly latitude: number;
  /** Decimal degrees, east positive. */
  readonly longitude: number;
}

/**
 * Where the venue's entrance is, for GPS and maps apps (decimal degrees, as a maps app shows them);
 * undefined until the owner gives it: the coordinates, the directions' buttons and the map are then left out.
 */
export const venueCoordinates: Coordinates | undefined = contact.coordinates;

/** The maps apps the directions open, in the order they are offered; geo lets Android pick among those installed. */
export const directionsApps = ['googleMaps', 'applePlans', 'waze', 'openStreetMap', 'geo'] as const;

export type DirectionsApp = (typeof directionsApps)[number];

/** The words of the map shown on request: plain data, handed to its client component as a prop. */
export interface MapWords {
  readonly title: string;
  readonly load: string;
  readonly notice: string;
  readonly privacyLink: Link;
  readonly frameTitle: string;
}

/** The words of the contact page's "Nous trouver" block, in each language. */
export interface AccessWords {
  readonly title: string;
  readonly intro: string;
  readonly addressLabel: string;
  readonly coordinatesLabel: string;
  readonly directionsTitle: string;
  readonly apps: Readonly<Record<DirectionsApp, string>>;
  /** What a screen reader adds to a link that opens a new tab. */
  readonly newTab: string;
  readonly arrivalTitle: string;
  readonly map: MapWords;
  /** What the legal notice says of the map (its personal data part), quoting the map's button. */
  readonly mapPrivacyNotice: (load: string) => string;
}

const privacyPolicy = 'https://osmfoundation.org/wiki/Privacy_Policy';

export const accessWords: Translated<AccessWords> = {
  fr: {
    title: 'Nous trouver',
    intro: 'Ouvrez l’itinéraire dans votre application de cartes, ou notez l’adresse et les coordonnées GPS.',
    addressLabel: 'Adresse',
    coordinatesLabel: 'Coordonnées GPS',
    directionsTitle: 'Itinéraire',
    apps: {
      googleMaps: 'Google Maps',
      applePlans: 'Plans (Apple)',
      waze: 'Waze',
      openStreetMap: 'OpenStreetMap',
      geo: 'Autre application (Android)',
    },
    newTab: externalLinkText.newTab,
    arrivalTitle: 'En arrivant',
    map: {
      title: 'Carte',
      load: 'Afficher la carte',
      notice:
        'La carte est fournie par OpenStreetMap. En l’affichant, votre navigateur se connecte à ses serveurs, qui reçoivent votre adresse IP, les informations techniques de votre navigateur et l’adresse de notre site.',
      privacyLink: { label: 'Politique de confidentialité d’OpenStreetMap', href: privacyPolicy },
      frameTitle: 'Carte OpenStreetMap autour des Chalets du lac',
    },
    mapPrivacyNotice: (load) =>
      `Carte de la page Contact\u00a0: elle n’est chargée que si vous cliquez sur «\u00a0${load}\u00a0» (base légale\u00a0: votre consentement, donné par ce clic). Votre navigateur se connecte alors aux serveurs de la fondation OpenStreetMap (Royaume-Uni), qui reçoivent votre adresse IP, les informations techniques de votre navigateur (type, langue) et l’adresse de notre site\u00a0; leur politique de confidentialité s’applique, cookies éventuels compris. Sans ce clic, rien ne leur est transmis.`,
  },
  en: {
    title: 'Find us',
    intro: 'Open the directions in your maps app, or note down the address and GPS coordinates.',
    addressLabel: 'Address',
    coordinatesLabel: 'GPS coordinates',
    directionsTitle: 'Directions',
    apps: {
      googleMaps: 'Google Maps',
      applePlans: 'Apple Maps',
      waze: 'Waze',
      openStreetMap: 'OpenStreetMap',
      geo: 'Another app (Android)',
    },
    newTab: '(opens in a new tab)',
    arrivalTitle: 'When you arrive',
    map: {
      title: 'Map',
      load: 'Show the map',
      notice:
        'The map comes from OpenStreetMap. If you choose to show it, your browser connects to their servers, which receive your IP address, technical details of your browser and our website’s address.',
      privacyLink: { label: 'OpenStreetMap’s privacy policy', href: privacyPolicy },
      frameTitle: 'OpenStreetMap map around Les Chalets du lac',
    },
    mapPrivacyNotice: (load) =>
      `Map on the Contact page: it only loads if you click ‘${load}’ (legal basis: your consent, given by that click). Your browser then connects to the servers of the OpenStreetMap Foundation (United Kingdom), which receive your IP address, technical details of your browser (type, language) and our website’s address; their privacy policy applies, including any cookies. Without that click, nothing is sent to them.`,
  },
  nl: {
    title: 'Zo vind je ons',
    intro: 'Open de route in je kaartenapp of noteer het adres en de gps-coördinaten.',
    addressLabel: 'Adres',
    coordinatesLabel: 'Gps-coördinaten',
    directionsTitle: 'Route',
    apps: {
      googleMaps: 'Google Maps',
      applePlans: 'Apple Kaarten',
      waze: 'Waze',
      openStreetMap: 'OpenStreetMap',
      geo: 'Andere app (Android)',
    },
    newTab: '(opent in een nieuw tabblad)',
    arrivalTitle: 'Bij aankomst',
    map: {
      title: 'Kaart',
      load: 'Kaart tonen',
      notice:
        'De kaart komt van OpenStreetMap. Als je de kaart toont, maakt je browser verbinding met hun servers. Die ontvangen je IP-adres, technische gegevens van je browser en het adres van onze website.',
      privacyLink: { label: 'Privacybeleid van OpenStreetMap', href: privacyPolicy },
      frameTitle: 'OpenStreetMap-kaart rond Les Chalets du lac',
    },
    mapPrivacyNotice: (load) =>
      `Kaart op de contactpagina: die wordt alleen geladen als je op ‘${load}’ klikt (rechtsgrond: je toestemming, die je met die klik geeft). Je browser maakt dan verbinding met de servers van de OpenStreetMap Foundation (Verenigd Koninkrijk), die je IP-adres, technische gegevens van je browser (type, taal) en het adres van onze website ontvangen; hun privacybeleid is van toepassing, ook op eventuele cookies. Zonder die klik wordt er niets naar hen verstuurd.`,
  },
  de: {
    title: 'So finden Sie uns',
    intro: 'Öffnen Sie die Route in Ihrer Karten-App oder notieren Sie sich Adresse und GPS-Koordinaten.',
    addressLabel: 'Adresse',
    coordinatesLabel: 'GPS-Koordinaten',
    directionsTitle: 'Route',
    apps: {
      googleMaps: 'Google Maps',
      applePlans: 'Apple Karten',
      waze: 'Waze',
      openStreetMap: 'OpenStreetMap',
      geo: 'Andere App (Android)',
    },
    newTab: '(öffnet in einem neuen Tab)',
    arrivalTitle: 'Bei Ihrer Ankunft',
    map: {
      title: 'Karte',
      load: 'Karte anzeigen',
      notice:
        'Die Karte stammt von OpenStreetMap. Wenn Sie sie anzeigen, verbindet sich Ihr Browser mit deren Servern, die Ihre IP-Adresse, technische Angaben zu Ihrem Browser und die Adresse unserer Website erhalten.',
      privacyLink: { label: 'Datenschutzerklärung von OpenStreetMap', href: privacyPolicy },
      frameTitle: 'OpenStreetMap-Karte rund um Les Chalets du lac',
    },
    mapPrivacyNotice: (load) =>
      `Karte auf der Kontaktseite: Sie wird nur geladen, wenn Sie auf „${load}“ klicken (Rechtsgrundlage: Ihre Einwilligung, die Sie mit diesem Klick erteilen). Ihr Browser verbindet sich dann mit den Servern der OpenStreetMap Foundation (Vereinigtes Königreich), die Ihre IP-Adresse, technische Angaben zu Ihrem Browser (Typ, Sprache) und die Adresse unserer Website erhalten; es gilt deren Datenschutzerklärung, einschließlich etwaiger Cookies. Ohne diesen Klick wird nichts an sie übermittelt.`,
  },
};

/** The link to the "Nous trouver" block in a language (every page's footer, the phone action bar). */
export function accessLinkOf(lang: Lang): Link {
  return { label: accessWords[lang].title, href: `${pathOf('contact', lang)}#acces` };
}

/** The block's address, linked from every page's footer (and the phone action bar). */
export const accessLink = { label: accessWords.fr.title, href: '/contact/#acces' } as const;

export type ArrivalNote = { readonly label: string; readonly value: string };

/**
 * Arrival notes in a language, one item each: a short label and its text (the owner's). Read here,
 * during the page's render, rather than in config/contact.ts, which the reservation form ships to
 * the browser.
 */
export const arrivalNotesIn = (lang: Lang): readonly ArrivalNote[] =>
  // A note whose text is not given is left out, its label with it.
  readLocalizedData<ContactData>('contact', contactData, lang).arrival.flatMap(({ label, text }) =>
    text === undefined ? [] : [{ label, value: text }],
  );

/** The arrival notes in French. */
export const arrivalNotes: readonly ArrivalNote[] = arrivalNotesIn('fr');

/** What the legal notice says of the map in a language. Kept here rather than in config/legal.ts, which the restaurant's form ships to the browser. */
export const mapPrivacyNoticeOf = (lang: Lang): string => accessWords[lang].mapPrivacyNotice(accessWords[lang].map.load);
