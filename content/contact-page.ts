import pageData from './data/contact-page.json';
import { readDataFile } from './schema/editor-values';
import { photoOf } from './photo';
import type { ContactPageData } from './schema/pages';
import type { Banner, PageMeta } from './types';
import type { Translated } from '@/lib/i18n/languages';

// Apart from content/contact.ts, which the reservation form's script imports: a data file read there
// would ship whole to the browser. Checked by `npm run check:content`; only the type is imported.
const page = readDataFile<ContactPageData>(pageData);

/** The headings of the contact details, in each language (the rest of the page is the owner's). */
export type ContactLabels = Readonly<Record<'address' | 'phone' | 'email', string>>;

export const contactLabels: Translated<ContactLabels> = {
  fr: { address: 'Adresse', phone: 'Téléphone', email: 'E-mail' },
  en: { address: 'Address', phone: 'Phone', email: 'Email' },
  nl: { address: 'Adres', phone: 'Telefoon', email: 'E-mail' },
  de: { address: 'Adresse', phone: 'Telefon', email: 'E-Mail' },
};

export const contactPage: { meta: PageMeta; banner: Banner; intro: string; bookingHint: string } = {
  meta: page.meta,
  banner: { ...page.banner, photo: photoOf(page.banner.photo) },
  intro: page.intro,
  bookingHint: page.bookingHint,
};
