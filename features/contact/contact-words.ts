// The contact page's own labels in each language; the page's texts are the owner's (./contact-content.ts).
import type { Translated } from '@/lib/i18n/languages';

/**
 * The headings of the contact details, in each language (the rest of the page is the owner's). `details`
 * names their region: the banner's region already bears the page's title.
 */
export type ContactLabels = Readonly<Record<'details' | 'address' | 'phone' | 'email', string>>;

export const contactLabels: Translated<ContactLabels> = {
  fr: { details: 'Nos coordonnées', address: 'Adresse', phone: 'Téléphone', email: 'E-mail' },
  en: { details: 'Contact details', address: 'Address', phone: 'Phone', email: 'Email' },
  nl: { details: 'Contactgegevens', address: 'Adres', phone: 'Telefoon', email: 'E-mail' },
  de: { details: 'Kontaktdaten', address: 'Adresse', phone: 'Telefon', email: 'E-Mail' },
};
