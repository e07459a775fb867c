// Every data file of content/data, with its schema and where the editor shows it. The validation
// (npm run check:content), the editor's configuration and the code editor's JSON Schemas are all made
// from this list (scripts/editor/build-admin-config.ts); a data file missing here is neither checked nor editable.
import type { z } from 'zod';
import { arrivalGuideSchema, doorCodeWarnings } from './arrival-guide';
import { closuresSchema } from './closures';
import { eventSchema } from './events';
import { faqPageSchema, reviewsSchema } from './faq';
import { contactSchema } from './contact';
import { glassworksSchema } from './glassworks';
import { legalSchema } from './legal';
import { menuSchema } from './menu';
import {
  accommodationsPageSchema,
  contactPageSchema,
  eventsPageSchema,
  homePageSchema,
  leisurePageSchema,
  notFoundPageSchema,
  restaurantPageSchema,
} from './pages';
import { photoCreditsSchema } from './photo-credits';
import { fishingSchema } from './prices';
import { restaurantHoursSchema, slotsOutsideServices, type RestaurantHoursData } from './restaurant-hours';
import { teamSchema } from './team';
import { availabilitySchema, staysSchema } from './stays';
import { accessibilityRegisterSchema } from './accessibility-register';
import { voucherSchema } from './voucher';

/** The editor's collections, in the order its home lists them, named as the owner would. */
export const collections = [
  { name: 'horaires', label: 'Horaires et fermetures' },
  { name: 'evenements', label: 'Événements' },
  { name: 'carte', label: 'La carte du restaurant' },
  { name: 'prix', label: 'Prix' },
  { name: 'coordonnees', label: 'Coordonnées et accès' },
  { name: 'photos', label: 'Photos' },
  { name: 'equipe', label: 'L’équipe' },
  { name: 'textes', label: 'Textes des pages' },
  { name: 'mentions-legales', label: 'Mentions légales' },
] as const;

export type CollectionName = (typeof collections)[number]['name'];

interface DataFileBase {
  /** content/data/<name>.json */
  readonly name: string;
  /** The file's title in the editor. */
  readonly label: string;
  readonly schema: z.ZodType;
  /** An environment variable that points the build at another copy of the file (the e2e build's synced fixtures). */
  readonly fileFromEnv?: string;
  /** Facts worth a second look that do not stop the build, with their paths in the file: from the parsed data, and from the file as written (translations included). */
  readonly warnings?: (data: unknown, written: unknown) => { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

export type EditableDataFile = DataFileBase & { readonly collection: CollectionName; readonly writtenBy?: undefined };

/**
 * A file a script writes, never the owner (availability.json, by npm run sync:availability): validated
 * and described by a JSON Schema like the others, kept out of the editor. `writtenBy` names the script.
 */
export type GeneratedDataFile = DataFileBase & { readonly writtenBy: string; readonly collection?: undefined };

export type DataFile = EditableDataFile | GeneratedDataFile;

export const dataFiles: readonly DataFile[] = [
  {
    name: 'restaurant-hours',
    collection: 'horaires',
    label: 'Horaires du restaurant',
    schema: restaurantHoursSchema,
    warnings: (data) =>
      slotsOutsideServices(data as RestaurantHoursData).map(({ index, slot }) => ({
        path: ['timeSlots', index],
        message: `le créneau ${slot} tombe en dehors de tous les services : à vérifier (une table demandée à ${slot} trouverait-elle le restaurant ouvert ?)`,
      })),
  },
  { name: 'closures', collection: 'horaires', label: 'Fermetures exceptionnelles', schema: closuresSchema },
  { name: 'glassworks', collection: 'horaires', label: 'Verrerie : périodes et jours d’ouverture', schema: glassworksSchema },
  { name: 'menu', collection: 'carte', label: 'La carte', schema: menuSchema },
  { name: 'stays', collection: 'prix', label: 'Hébergements : tarifs, saisons et conditions', schema: staysSchema },
  { name: 'fishing', collection: 'prix', label: 'Pêche : cartes et règlement', schema: fishingSchema },
  { name: 'voucher', collection: 'prix', label: 'Bon cadeau : paiement et validité', schema: voucherSchema },
  { name: 'contact', collection: 'coordonnees', label: 'Coordonnées, accès et réseaux', schema: contactSchema },
  { name: 'photo-credits', collection: 'photos', label: 'Crédits photos', schema: photoCreditsSchema },
  { name: 'team', collection: 'equipe', label: 'L’équipe', schema: teamSchema },
  { name: 'home', collection: 'textes', label: 'Accueil', schema: homePageSchema },
  { name: 'restaurant-page', collection: 'textes', label: 'Restaurant', schema: restaurantPageSchema },
  { name: 'accommodations-page', collection: 'textes', label: 'Hébergements', schema: accommodationsPageSchema },
  { name: 'leisure-page', collection: 'textes', label: 'Loisirs', schema: leisurePageSchema },
  { name: 'events-page', collection: 'textes', label: 'Événements', schema: eventsPageSchema },
  { name: 'contact-page', collection: 'textes', label: 'Contact', schema: contactPageSchema },
  {
    name: 'arrival-guide',
    collection: 'textes',
    label: 'Guide d’arrivée et plan du domaine',
    schema: arrivalGuideSchema,
    // A public page, kept offline on guests' phones: a door code there would be everyone's.
    warnings: (_data, written) => doorCodeWarnings(written),
  },
  { name: 'not-found', collection: 'textes', label: 'Page introuvable (404)', schema: notFoundPageSchema },
  { name: 'faq', collection: 'textes', label: 'Questions fréquentes', schema: faqPageSchema },
  { name: 'reviews', collection: 'textes', label: 'Avis de clients', schema: reviewsSchema },
  { name: 'legal', collection: 'mentions-legales', label: 'Mentions légales : société, hébergeur, médiateur', schema: legalSchema },
  {
    name: 'accessibility-register',
    collection: 'mentions-legales',
    label: 'Registre public d’accessibilité du restaurant',
    schema: accessibilityRegisterSchema,
  },
  {
    name: 'availability',
    label: 'Disponibilités (synchronisées depuis les plateformes)',
    schema: availabilitySchema,
    writtenBy: 'npm run sync:availability',
    fileFromEnv: 'AVAILABILITY_DATA',
  },
];

/** The files the owner edits: the editor's collections list these only. */
export const editableDataFiles = dataFiles.filter((file): file is EditableDataFile => file.writtenBy === undefined);

export const dataFilePath = (name: string) => `content/data/${name}.json`;

/**
 * A folder of content/data with one file per entry, each checked against `schema`: the editor's folder
 * collection, where the owner adds, copies and deletes entries (an event each). A file's name, without
 * .json, is the entry's id in the site's addresses.
 */
export interface DataFolder {
  /** content/data/<name>/ */
  readonly name: string;
  readonly collection: CollectionName;
  /** The collection's title, and one entry's. */
  readonly label: string;
  readonly labelSingular: string;
  readonly schema: z.ZodType;
  /** The entry's name in the editor's list (Sveltia's summary template). */
  readonly summary: string;
  /** A new entry's file name, from its fields (Sveltia's slug template). */
  readonly slug: string;
  /** The field the editor's list sorts by, descending: the latest (the furthest event) first. */
  readonly sortBy: string;
  /** An environment variable that points the build at another folder (the e2e build's events, dated from the build). */
  readonly folderFromEnv?: string;
}

export const dataFolders: readonly DataFolder[] = [
  {
    name: 'events',
    collection: 'evenements',
    label: 'Événements',
    labelSingular: 'Événement',
    schema: eventSchema,
    summary: '{{startDay}} · {{title}}',
    slug: '{{fields.startDay}}-{{slug}}',
    sortBy: 'startDay',
    folderFromEnv: 'EVENTS_DATA',
  },
];

export const dataFolderPath = (name: string) => `content/data/${name}`;

/** The file or folder a data file's path ("content/data/events/….json") belongs to. */
export function dataEntryOf(file: string): DataFile | DataFolder | undefined {
  return (
    dataFiles.find((entry) => dataFilePath(entry.name) === file) ??
    dataFolders.find((folder) => file.startsWith(`${dataFolderPath(folder.name)}/`))
  );
}
