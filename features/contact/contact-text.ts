import { readLocalizedData } from '@/content/localized-data';
import { photoOf } from '@/config/photo';
import type { ContactPageData } from '@/content/schema/pages';
import type { Banner, PageMeta } from '@/config/types';
import type { Lang, Translated } from '@/lib/i18n/languages';
import { ownerDataFile } from '@/content/owner-data';

const pageData = ownerDataFile('contact-page');

// Apart from config/contact.ts, which the reservation form's script imports: a data file read there
// would ship whole to the browser. Checked by `npm run check:content`; only the type is imported.
// Read in a language during the page's render, so that fallbackLang knows the French standing in.
const pageIn = (lang: Lang) => readLocalizedData<ContactPageData>('contact-page', pageData, lang);

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

export interface ContactPageContent {
  readonly meta: PageMeta;
  readonly banner: Banner;
  readonly intro: string;
  readonly bookingHint: string;
}

/** The contact page's owner texts in a language: title and description, banner, intro, the booking hint. */
export function contactPageIn(lang: Lang): ContactPageContent {
  const page = pageIn(lang);
  return {
    meta: page.meta,
    banner: { ...page.banner, photo: photoOf(page.banner.photo) },
    intro: page.intro,
    bookingHint: page.bookingHint,
  };
}

export const contactPage: ContactPageContent = contactPageIn('fr');
