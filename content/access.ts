import { contact } from './contact';

export interface Coordinates {
  /** Decimal degrees, WGS 84 (what GPS and every maps app use), north positive. */
  readonly latitude: number;
  /** Decimal degrees, east positive. */
  readonly longitude: number;
}

/** Where the venue's entrance is, for GPS and maps apps (decimal degrees, as a maps app shows them). */
export const venueCoordinates: Coordinates = contact.coordinates.value;

/** The block's address, linked from every page's footer (and the phone action bar). */
export const accessLink = { label: 'Nous trouver', href: '/contact/#acces' } as const;

/** The "Nous trouver" block of the contact page. */
export const accessText = {
  title: accessLink.label,
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
  arrivalTitle: 'En arrivant',
  /** Arrival notes, one item each: a short label and its text. */
  arrival: contact.arrival.map((item) => ({ label: item.label, value: item.text.value })),
  map: {
    title: 'Carte',
    load: 'Afficher la carte',
    notice:
      'La carte est fournie par OpenStreetMap. En l’affichant, votre navigateur se connecte à ses serveurs, qui reçoivent votre adresse IP, les informations techniques de votre navigateur et l’adresse de notre site.',
    privacyLink: { label: 'Politique de confidentialité d’OpenStreetMap', href: 'https://osmfoundation.org/wiki/Privacy_Policy' },
    frameTitle: 'Carte OpenStreetMap autour des Chalets du lac',
  },
};

/**
 * What the legal notice says of the map (its personal data part). Kept here rather than in
 * content/legal.ts, which the restaurant's form ships to the browser.
 */
export const mapPrivacyNotice = `Carte de la page Contact : elle n’est chargée que si vous cliquez sur « ${accessText.map.load} » (base légale : votre consentement, donné par ce clic). Votre navigateur se connecte alors aux serveurs de la fondation OpenStreetMap (Royaume-Uni), qui reçoivent votre adresse IP, les informations techniques de votre navigateur (type, langue) et l’adresse de notre site ; leur politique de confidentialité s’applique, cookies éventuels compris. Sans ce clic, rien ne leur est transmis.`;
