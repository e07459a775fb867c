import { address, email, phone } from './contact';
import { readDataFile } from '@/content/schema/editor-values';
import type { LegalData } from '@/content/schema/legal';
import type { Banner, PageMeta } from './types';
import { ownerDataFile } from '@/content/owner-data';

const legalData = ownerDataFile('legal');

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
  /** The amount, for the other languages' ways of writing it. */
  shareCapitalEuros: legal.publisher.shareCapital,
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
