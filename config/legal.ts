import { address, email, phone } from './contact';
import { readDataFile } from '@/content/schema/editor-values';
import type { LegalData } from '@/content/schema/legal';
import type { Banner, PageMeta } from './types';
import { ownerDataFile } from '@/content/owner-data';

const legalData = ownerDataFile('legal');

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
const legal = readDataFile<LegalData>(legalData);

/** 10000 as "10 000 €", the way the legal notice prints an amount; undefined until the owner gives it. */
const frenchCapital = (euros: number | undefined) =>
  euros === undefined ? undefined : `${String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}\u00a0€`;

export const legalMeta: PageMeta = {
  title: 'Mentions légales',
  description: 'Mentions légales du site des Chalets du lac\u00a0: éditeur, hébergeur, données personnelles et crédits photos.',
};

export const legalBanner: Banner = {
  title: 'Mentions légales',
  photo: { file: 'bois-texture.jpg', alt: 'Veinage clair d’une planche de bois' },
};

// A fact not given yet is undefined here (content/given-facts.ts): the legal notice leaves its line
// out, and check:publish refuses to publish until the owner gives it (content/schema/needed-facts.ts).
export const publisher = {
  companyName: legal.publisher.companyName,
  legalForm: legal.publisher.legalForm,
  shareCapital: frenchCapital(legal.publisher.shareCapital),
  headOffice: address,
  rcs: legal.publisher.rcs,
  siren: legal.publisher.siren,
  vatNumber: legal.publisher.vatNumber,
  director: legal.publisher.director,
  phone,
  email,
  /** The amount, for the other languages' ways of writing it. */
  shareCapitalEuros: legal.publisher.shareCapital,
};

/** Consumer mediator the venue has joined (Code de la consommation, art. L616-1). */
export const consumerMediator = {
  name: legal.mediator.name,
  address: legal.mediator.address,
  website: legal.mediator.website,
};

/** The court the venue falls under, named in the booking terms beside the consumer's own (optional: the law names the courts). */
export const court: string | undefined = legal.court;

/** The mailbox that receives the requests, and its country (a recipient, GDPR article 13). */
export const mailboxProvider: string | undefined = legal.mailboxProvider;

/** How long table requests are kept once handled; shown next to the form and in the legal notice. */
export const reservationRetention: string | undefined = legal.reservationRetention;

export const cnil = { name: 'CNIL', href: 'https://www.cnil.fr/fr/plaintes' } as const;

export const host = {
  name: legal.host.name,
  address: legal.host.address,
  phone: legal.host.phone,
};
