// The pieces of the schema.org graph that other graphs refer to: an event's page points at the
// venue and gives its address and prices as every page's graph (site/structured-data.ts) does.
import type { PostalAddress } from 'schema-dts';
import { address } from '@/config/contact';
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

/** The estate's address, as every node that takes place there gives it; undefined (left out) until the owner gives it. */
export function postalAddress(): PostalAddress | undefined {
  if (!address) return undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressRegion: address.region,
    addressCountry: address.country,
  };
}
