import { readDataFile } from '@/content/schema/editor-values';
import type { ContactData } from '@/content/schema/contact';
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/format';
import type { Link } from './types';
import { ownerDataFile } from '@/content/owner-data';

const contactData = ownerDataFile('contact');

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
  /** International form for tel: links and structured data, e.g. "+33384000000"; printed through phoneDisplayIn(lang). */
  readonly international: string;
}

/** The address as the owner wrote it; undefined until given (a page then prints no address line). */
export const address: PostalAddress | undefined = contact.address;

/** The address as every page prints it, street then postal code and town; no line until it is given. */
export const addressLines: readonly string[] = address ? [address.street, `${address.postalCode} ${address.city}`] : [];

/** Between a number's groups, a no-break space: a number never wraps across two lines (issue 48). */
const groupSpace = '\u00a0';

/** "+33384000000" as French print writes it, "03 84 00 00 00" (no-break spaces). */
function nationalDisplay(international: string): string {
  return `0${international.slice(3)}`.replace(/(\d{2})(?=\d)/g, `$1${groupSpace}`);
}

// No `display` beside it: a number is printed in a page's language (phoneDisplayIn), never in the French way by default.
/** The venue's number; undefined until given: every call button and number is then left out. */
export const phone: PhoneNumber | undefined = contact.phone ? { international: contact.phone } : undefined;

/** The contact address; undefined until given: every e-mail link is then left out. */
export const email: string | undefined = contact.email;

export const telHref: string | undefined = phone && `tel:${phone.international}`;

/**
 * The venue's number as a caller from the language's countries dials it: French pages keep the
 * national "03 84 00 00 00", the others get "+33 3 84 00 00 00". Undefined until the number is given.
 */
export function phoneDisplayIn(lang: Lang): string | undefined {
  if (!phone) return undefined;
  if (lang === 'fr') return nationalDisplay(phone.international);
  const national = phone.international.slice(3);
  return [phone.international.slice(0, 3), national.slice(0, 1), ...(national.slice(1).match(/\d{2}|\d$/g) ?? [])].join(groupSpace);
}

/** The languages the phone is answered in, as the owner ticked them; none until they do (no sentence then). */
export const phoneLanguages: readonly Lang[] = contact.phoneLanguages ?? [];

/** Each language as a sentence of each page's language names it: French pages say « en anglais ». */
const spokenLanguageNames: Translated<Translated<string>> = {
  fr: { fr: 'en français', en: 'en anglais', nl: 'en néerlandais', de: 'en allemand' },
  en: { fr: 'French', en: 'English', nl: 'Dutch', de: 'German' },
  nl: { fr: 'Frans', en: 'Engels', nl: 'Nederlands', de: 'Duits' },
  de: { fr: 'Französisch', en: 'Englisch', nl: 'Niederländisch', de: 'Deutsch' },
};

const phoneLanguagesTemplates: Translated<string> = {
  fr: 'On vous répond {languages}.',
  en: 'We answer the phone in {languages}.',
  nl: 'Aan de telefoon spreken we {languages}.',
  de: 'Am Telefon sprechen wir {languages}.',
};

/**
 * Which languages the phone is answered in, as one sentence of the page's language: « On vous répond
 * en français et en anglais. », "We answer the phone in French and English.". Shown near every call button.
 */
export function phoneLanguagesText(lang: Lang, spoken: readonly Lang[] = phoneLanguages): string | undefined {
  if (spoken.length === 0) return undefined;
  const names = spoken.map((language) => spokenLanguageNames[lang][language]);
  const list = new Intl.ListFormat(intlLocales[lang], { type: 'conjunction' }).format(names);
  return fill(phoneLanguagesTemplates[lang], { languages: list });
}
export const mailtoHref: string | undefined = email && `mailto:${email}`;

/** Where `npm run preview` serves a build (scripts/tools/serve.mjs): the address of a build that knows no other. */
const localPreviewUrl = 'http://127.0.0.1:3000/';

// Kept out of config/site.ts, which the navigation's script imports: a data file imported there would ship whole to every page.
/**
 * The address the site is served from, used for canonical links and the sitemap: the host's, as the
 * publish workflow passes it, else the owner's; undefined in a build that knows neither, a preview on
 * this computer (npm run preview serves it there), which check:publish refuses to publish.
 */
export const publicSiteUrl: string | undefined = process.env.NEXT_PUBLIC_SITE_URL ?? contact.siteUrl;

/** The address links are made from: the public one, or the preview's (never printed for a guest: see publicSiteUrl). */
export const siteUrl: string = publicSiteUrl ?? localPreviewUrl;

export interface SocialLink extends Link {
  readonly network: 'facebook' | 'instagram';
}

/** The venue's pages on social networks, those the owner gave. */
export const socialLinks: readonly SocialLink[] = [
  { network: 'facebook' as const, label: 'Facebook', href: contact.social.facebook },
  { network: 'instagram' as const, label: 'Instagram', href: contact.social.instagram },
].flatMap(({ href, ...link }) => (href ? [{ ...link, href }] : []));
