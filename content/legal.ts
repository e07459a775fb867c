import { address, email, phone } from './contact';
import legalData from './data/legal.json';
import { readDataFile } from './schema/editor-values';
import type { LegalData } from './schema/legal';
import type { Banner, PageMeta } from './types';

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const legal = readDataFile<LegalData>(legalData);

/** 10000 as "10 000 €", the way the legal notice prints an amount. */
const frenchCapital = (euros: number) => `${String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;

export const legalMeta: PageMeta = {
  title: 'Mentions légales',
  description: 'Mentions légales du site des Chalets du lac : éditeur, hébergeur, données personnelles et crédits photos.',
};

export const legalBanner: Banner = {
  title: 'Mentions légales',
  photo: { file: 'bois-texture.jpg', alt: 'Veinage clair d’une planche de bois' },
};

export const publisher = {
  companyName: legal.publisher.companyName.value,
  legalForm: legal.publisher.legalForm,
  shareCapital: frenchCapital(legal.publisher.shareCapital),
  headOffice: address,
  rcs: legal.publisher.rcs.value,
  siren: legal.publisher.siren.value,
  vatNumber: legal.publisher.vatNumber.value,
  director: legal.publisher.director.value,
  phone,
  email,
};

/** Consumer mediator the venue has joined (Code de la consommation, art. L616-1). */
export const consumerMediator = {
  name: legal.mediator.name.value,
  address: legal.mediator.address.value,
  website: legal.mediator.website.value,
};

/** How long table requests are kept once handled; shown next to the form and in the legal notice. */
export const reservationRetention: string = legal.reservationRetention.value;

export const cnil = { name: 'CNIL', href: 'https://www.cnil.fr/fr/plaintes' } as const;

export const host = {
  name: legal.host.name.value,
  address: legal.host.address.value,
  phone: legal.host.phone.value,
};

/** Row labels of the legal notice, in the order they are shown. */
export const legalLabels = {
  companyName: 'Dénomination sociale',
  legalForm: 'Forme juridique',
  shareCapital: 'Capital social',
  headOffice: 'Siège social',
  rcs: 'RCS',
  siren: 'SIREN',
  vatNumber: 'TVA intracommunautaire',
  director: 'Directeur ou directrice de la publication',
  phone: 'Téléphone',
  email: 'E-mail',
  hostName: 'Hébergeur',
  hostAddress: 'Adresse',
  hostPhone: 'Téléphone',
  mediatorName: 'Médiateur',
  mediatorAddress: 'Adresse',
  mediatorWebsite: 'Site internet',
};

export const legalSections = {
  publisherTitle: 'Éditeur du site',
  hostTitle: 'Hébergement',
  mediatorTitle: 'Médiation de la consommation',
  mediatorIntro:
    'En cas de litige, après une réclamation écrite restée sans réponse satisfaisante, vous pouvez saisir gratuitement le médiateur de la consommation :',
  dataTitle: 'Données personnelles',
  dataParagraphs: [
    `Responsable du traitement : ${publisher.companyName}, ${publisher.email}.`,
    'Le site ne dépose aucun cookie et ne mesure pas l’audience. Les polices et les images sont servies par le site lui-même.',
    'Demande de table au restaurant : les informations saisies (nom, prénom, téléphone, e-mail, date, heure, nombre de personnes et message) servent uniquement à traiter votre demande et à vous répondre. Base légale : mesures précontractuelles prises à votre demande (RGPD, art. 6.1.b). Elles ne sont ni cédées ni utilisées à des fins commerciales.',
    'Destinataires : l’équipe du restaurant, et notre prestataire d’envoi d’e-mails EmailJS, qui transmet la demande à notre messagerie. Si l’envoi échoue, c’est votre propre messagerie qui nous l’envoie.',
    `Durée de conservation : ${reservationRetention}. Pendant votre visite, votre navigateur garde aussi ce que vous avez saisi (stockage de session, effacé à la fermeture de l’onglet ou après l’envoi) pour qu’un rechargement de la page ne le perde pas.`,
    `Vos droits : vous pouvez accéder à vos données, les faire rectifier ou effacer, en limiter le traitement ou vous y opposer en écrivant à ${publisher.email}. Vous pouvez aussi adresser une réclamation à la CNIL.`,
  ],
  cnilLink: 'Adresser une réclamation à la CNIL',
  creditsTitle: 'Crédits photos',
  creditsIntro:
    'Les photographies de paysages et de cuisine sont des images libres utilisées en attendant les photos du domaine : elles ne montrent pas les Chalets du lac. Elles ont été redimensionnées et recadrées pour le site. Les illustrations des chalets, des cabanes et de la verrerie ont été dessinées pour le site.',
};
