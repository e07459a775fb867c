// The contact page's texts in a language: the owner's (content/data/contact-page.json), French where not
// translated; the labels around them are ./contact-words.ts.
import { readLocalizedData } from '@/content/localized-data';
import { photoOf } from '@/config/photo';
import type { ContactPageData } from '@/content/schema/pages';
import type { Banner, PageMeta } from '@/config/types';
import type { Lang } from '@/lib/i18n/languages';
import { ownerDataFile } from '@/content/owner-data';

const pageData = ownerDataFile('contact-page');

// Apart from config/contact.ts, which the reservation form's script imports: a data file read there
// would ship whole to the browser. Checked by `npm run check:content`; only the type is imported.
// Read in a language during the page's render, so that fallbackLang knows the French standing in.
const pageIn = (lang: Lang) => readLocalizedData<ContactPageData>('contact-page', pageData, lang);

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
