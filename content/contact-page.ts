import pageData from './data/contact-page.json';
import { readDataFile } from './schema/editor-values';
import { photoOf } from './photo';
import type { ContactPageData } from './schema/pages';
import type { Banner, PageMeta } from './types';

// Apart from content/contact.ts, which the reservation form's script imports: a data file read there
// would ship whole to the browser. Checked by `npm run check:content`; only the type is imported.
const page = readDataFile<ContactPageData>(pageData);

export const contactPage: { meta: PageMeta; banner: Banner; intro: string; labels: Record<'address' | 'phone' | 'email', string>; bookingHint: string } = {
  meta: page.meta,
  banner: { ...page.banner, photo: photoOf(page.banner.photo) },
  intro: page.intro,
  labels: { address: 'Adresse', phone: 'Téléphone', email: 'E-mail' },
  bookingHint: page.bookingHint,
};
