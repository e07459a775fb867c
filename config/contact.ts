import { readDataFile } from '@/content/schema/editor-values';
import type { ContactData } from '@/content/schema/contact';
import { intlLocales, type Lang, type Translated } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/format';
import { isFrenchPlaceholder, pendingWords } from '@/lib/pending-fact';
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

/** The address as the owner wrote it: French pages print it whole; the others through addressLinesIn(lang). */
export const address: PostalAddress = contact.address.value;

/** The address is still the seed's French placeholder (« Adresse à compléter, 00000 Commune à compléter »). */
export const addressPending: boolean = [address.street, address.city].some(isFrenchPlaceholder);

/**
 * The address as a page of `lang` prints it, street then postal code and town. While it is the
 * French placeholder, a page in another language says only that it is to be confirmed.
 */
export function addressLinesIn(lang: Lang): readonly string[] {
  if (lang !== 'fr' && addressPending) return [pendingWords[lang]];
  return [address.street, `${address.postalCode} ${address.city}`];
}

/** "+33384000000" as French print writes it, "03 84 00 00 00". */
function nationalDisplay(international: string): string {
  return `0${international.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}

// No `display` beside it: a number is printed in a page's language (phoneDisplayIn), never in the French way by default.
export const phone: PhoneNumber = { international: contact.phone.value };

export const email: string = contact.email.value;

export const telHref = `tel:${phone.international}`;

/**
 * The venue's number as a caller from the language's countries dials it: French pages keep the
 * national "03 84 00 00 00", the others get "+33 3 84 00 00 00".
 */
export function phoneDisplayIn(lang: Lang): string {
  if (lang === 'fr') return nationalDisplay(phone.international);
  const national = phone.international.slice(3);
  return `${phone.international.slice(0, 3)} ${national.slice(0, 1)} ${national.slice(1).replace(/(\d{2})(?=\d)/g, '$1 ')}`;
}

/** The languages the phone is answered in, as the owner ticked them (provisional until they do). */
export const phoneLanguages: readonly Lang[] = contact.phoneLanguages.value;

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
export function phoneLanguagesText(lang: Lang, spoken: readonly Lang[] = phoneLanguages): string {
  const names = spoken.map((language) => spokenLanguageNames[lang][language]);
  const list = new Intl.ListFormat(intlLocales[lang], { type: 'conjunction' }).format(names);
  return fill(phoneLanguagesTemplates[lang], { languages: list });
}
export const mailtoHref = `mailto:${email}`;

// Kept out of config/site.ts, which the navigation's script imports: a data file imported there would ship whole to every page.
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

