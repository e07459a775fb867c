// What the data files' schemas cannot see alone: rules that span the content modules (photos on disk,
// carousels, phone number). Run by `npm run check:content` once every data file has passed its schema.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as access from '../../features/contact/access';
import * as accommodations from '../../features/stays/units/accommodations-content';
import { availability } from '../../features/stays/availability/synced-nights';
import * as contact from '../../config/contact';
import * as home from '../../features/home/home-content';
import * as legal from '../../config/legal';
import * as leisure from '../../features/leisure/leisure';
import * as menu from '../../features/restaurant/menu';
import * as notFound from '../../features/not-found/not-found-content';
import * as openingStatus from '../../features/opening-hours/opening-status-words';
import { photoCredits } from '@/content/photo-credits';
import * as priceList from '../../features/stays/pricing/price-list';
import * as restaurant from '@/content/restaurant-week';
import * as site from '../../config/site';
import { unitIds } from '../../features/stays/stays';
import type { Photo } from '../../config/types';
import * as ui from '../../config/ui';

export interface ContentFinding {
  readonly level: 'error' | 'warning';
  readonly message: string;
}

export interface CheckedContent {
  readonly modules: Readonly<Record<string, unknown>>;
  readonly carousels: readonly { readonly name: string; readonly images: readonly Photo[] }[];
  /** Undefined until the owner gives the number (check:publish names it then). */
  readonly phoneInternational: string | undefined;
  /** The photos content/data/photo-credits.json credits. */
  readonly creditedFiles: readonly string[];
  readonly photoExists: (file: string) => boolean;
  /** The units of content/data/stays.json, and those content/data/availability.json has dates for. */
  readonly unitIds: readonly string[];
  readonly syncedUnitIds: readonly string[];
}

const photosDir = path.join(__dirname, '..', '..', 'content', 'photos');

export const shippedContent: CheckedContent = {
  modules: { access, accommodations, contact, home, legal, leisure, menu, notFound, openingStatus, priceList, restaurant, site, ui },
  carousels: [
    { name: accommodations.chaletSection.carouselLabel, images: accommodations.chaletSection.images },
    ...accommodations.cabins.map((cabin) => ({ name: accommodations.cabinSection.carouselLabel(cabin.name), images: cabin.images })),
  ],
  phoneInternational: contact.phone?.international,
  creditedFiles: photoCredits.map((credit) => credit.file),
  photoExists: (file) => existsSync(path.join(photosDir, file)),
  unitIds,
  syncedUnitIds: availability.units.map((unit) => unit.unit),
};

/** Every photo in the content, with where it is, found by walking the exported constants. */
function findPhotos(value: unknown, where: string, found: { where: string; photo: Photo }[] = [], seen = new Set<unknown>()) {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  if ('file' in value && typeof value.file === 'string') {
    found.push({ where, photo: value as Photo });
    return found;
  }
  for (const [key, child] of Object.entries(value)) findPhotos(child, where ? `${where}.${key}` : key, found, seen);
  return found;
}

export function checkContent(content: CheckedContent): ContentFinding[] {
  const findings: ContentFinding[] = [];
  const error = (message: string) => findings.push({ level: 'error', message });

  for (const { where, photo } of findPhotos(content.modules, '')) {
    const name = `${photo.file} (${where})`;
    if (!photo.alt || !photo.alt.trim()) error(`Photo sans texte alternatif (alt) : ${name}`);
    if (!content.photoExists(photo.file)) error(`Photo introuvable dans content/photos : ${name}`);
  }

  // A credit left behind when its photo was replaced would credit a photo the site no longer has.
  for (const file of content.creditedFiles) {
    if (!content.photoExists(file)) error(`Crédit d’une photo introuvable dans content/photos : ${file} (content/data/photo-credits.json)`);
  }

  for (const carousel of content.carousels) {
    if (carousel.images.length === 0) error(`Carrousel sans images : « ${carousel.name} »`);
  }

  if (content.phoneInternational !== undefined && !/^\+\d{8,15}$/.test(content.phoneInternational)) {
    error(`Numéro de téléphone international mal écrit : « ${content.phoneInternational} » (attendu par exemple +33384000000).`);
  }
  // A unit renamed or removed in stays.json keeps its dates in availability.json until the next sync.
  for (const unit of content.syncedUnitIds.filter((synced) => !content.unitIds.includes(synced))) {
    findings.push({
      level: 'warning',
      message: `content/data/availability.json : le logement « ${unit} » n’est pas dans content/data/stays.json, ses dates ne sont pas affichées (la prochaine synchronisation le retire).`,
    });
  }
  return findings;
}
