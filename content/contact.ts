import { ownerValue } from './owner-value';
import type { Banner, PageMeta } from './types';

export interface PostalAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly region: string;
  readonly country: string;
}

export interface PhoneNumber {
  /** As printed, e.g. "03 84 00 00 00". */
  readonly display: string;
  /** International form for tel: links, e.g. "+33384000000". */
  readonly international: string;
}

export const address: PostalAddress = ownerValue(
  {
    street: 'Adresse à compléter',
    postalCode: '00000',
    city: 'Commune à compléter',
    region: 'Région à compléter',
    country: 'FR',
  },
  'Adresse postale du domaine',
);

export const phone: PhoneNumber = ownerValue(
  { display: '00 00 00 00 00', international: '+33000000000' },
  'Numéro de téléphone (réservations)',
);

export const email: string = ownerValue('contact@chalets-du-lac.example', 'Adresse e-mail de contact');

export const telHref = `tel:${phone.international}`;
export const mailtoHref = `mailto:${email}`;

export const contactPage: { meta: PageMeta; banner: Banner; intro: string; labels: Record<'address' | 'phone' | 'email', string>; bookingHint: string } = {
  meta: {
    title: 'Contact',
    description:
      'Adresse, téléphone et e-mail des Chalets du lac : appelez-nous pour réserver un chalet ou une cabane, écrivez-nous pour toute question.',
  },
  banner: {
    title: 'Contact',
    subtitle: 'Une question, une réservation ? Nous vous répondons avec plaisir.',
    photo: { file: 'lac-heure-bleue.jpg', alt: 'Lac brumeux à l’heure bleue, à la tombée de la nuit' },
  },
  intro:
    'Les hébergements se réservent par téléphone : nous vous conseillons sur les dates et le logement qui conviennent à votre famille.',
  labels: { address: 'Adresse', phone: 'Téléphone', email: 'E-mail' },
  bookingHint: 'Pour le restaurant, vous pouvez aussi envoyer une demande de table en ligne.',
};
