// The pieces of the schema.org graph that other graphs refer to: an event's page points at the
// venue and gives its address and prices as every page's graph (site/structured-data.ts) does.
import type { PostalAddress } from 'schema-dts';
import { address } from '@/config/contact';
import type { Lang } from '@/lib/i18n/languages';
import { isFrenchPlaceholder } from '@/lib/pending-fact';
import { absoluteUrl } from '@/config/page-metadata';

export const currency = 'EUR';

/**
 * Stable identifiers, so that nodes on different pages refer to one another: a place is the same
 * thing in every language, so its identifier is the French page's, whatever the page's language.
 */
export const nodeIds = {
  website: absoluteUrl('/#site'),
  venue: absoluteUrl('/#domaine'),
  chalets: absoluteUrl('/hebergements/#chalets'),
  cabin: (id: string) => absoluteUrl(`/hebergements/#${id}`),
  restaurant: absoluteUrl('/restaurant/#restaurant'),
  menu: absoluteUrl('/restaurant/#carte'),
  fishingPond: absoluteUrl('/loisirs/#peche'),
  fishingCards: absoluteUrl('/loisirs/#cartes-de-peche'),
  glassworks: absoluteUrl('/loisirs/#verrerie'),
  page: (path: string) => absoluteUrl(`${path}#page`),
};

/**
 * The estate's address, as every node that takes place there gives it. A page in another language
 * leaves out the parts still a French placeholder (« Commune à compléter », with the street's
 * placeholder its postal code 00000): search engines get no French there, only the country.
 */
export function postalAddress(lang: Lang): PostalAddress {
  const pending = lang !== 'fr' && [address.street, address.city].some(isFrenchPlaceholder);
  const part = (value: string) => (lang !== 'fr' && (pending || isFrenchPlaceholder(value)) ? undefined : value);
  const parts = { streetAddress: part(address.street), postalCode: part(address.postalCode), addressLocality: part(address.city), addressRegion: part(address.region) };
  return {
    '@type': 'PostalAddress',
    ...Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)),
    addressCountry: address.country,
  };
}
