import contactData from './data/contact.json';
import { readDataFile } from './schema/editor-values';
import type { ContactData } from './schema/contact';
import type { Link } from './types';

// Checked against its schema by `npm run check:content` before every build; only the type is imported here.
export const contact = readDataFile<ContactData>(contactData);

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

export const address: PostalAddress = contact.address.value;

/** "+33384000000" as French print writes it, "03 84 00 00 00". */
function nationalDisplay(international: string): string {
  return `0${international.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}

export const phone: PhoneNumber = { display: nationalDisplay(contact.phone.value), international: contact.phone.value };

export const email: string = contact.email.value;

export const telHref = `tel:${phone.international}`;
export const mailtoHref = `mailto:${email}`;

// Kept out of content/site.ts, which the navigation's script imports: a data file imported there would ship whole to every page.
/** The address the site is served from, used for canonical links and the sitemap. */
export const siteUrl: string =
  process.env.NEXT_PUBLIC_SITE_URL ?? contact.siteUrl.value;

export interface SocialLink extends Link {
  readonly network: 'facebook' | 'instagram';
}

export const socialLinks: readonly SocialLink[] = [
  {
    network: 'facebook',
    label: 'Facebook',
    href: contact.social.facebook.value,
  },
  {
    network: 'instagram',
    label: 'Instagram',
    href: contact.social.instagram.value,
  },
];

