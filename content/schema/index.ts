// Every data file of content/data, with its schema and where the editor shows it. The validation
// (npm run check:content), the editor's configuration and the code editor's JSON Schemas are all made
// from this list (scripts/build-admin-config.ts); a data file missing here is neither checked nor editable.
import type { z } from 'zod';
import { closuresSchema } from './closures';
import { contactSchema } from './contact';
import { glassworksSchema } from './glassworks';
import { legalSchema } from './legal';
import { menuSchema } from './menu';
import { accommodationsPageSchema, contactPageSchema, homePageSchema, leisurePageSchema, notFoundPageSchema, restaurantPageSchema } from './pages';
import { photoCreditsSchema } from './photo-credits';
import { fishingSchema, stayPricesSchema } from './prices';
import { restaurantHoursSchema, slotsOutsideServices, type RestaurantHoursData } from './restaurant-hours';
import { teamSchema } from './team';

/** The editor's collections, in the order its home lists them, named as the owner would. */
export const collections = [
  { name: 'horaires', label: 'Horaires et fermetures' },
  { name: 'carte', label: 'La carte du restaurant' },
  { name: 'prix', label: 'Prix' },
  { name: 'coordonnees', label: 'Coordonnées et accès' },
  { name: 'photos', label: 'Photos' },
  { name: 'equipe', label: 'L’équipe' },
  { name: 'textes', label: 'Textes des pages' },
  { name: 'mentions-legales', label: 'Mentions légales' },
] as const;

export type CollectionName = (typeof collections)[number]['name'];

export interface DataFile {
  /** content/data/<name>.json */
  readonly name: string;
  readonly collection: CollectionName;
  /** The file's title in the editor. */
  readonly label: string;
  readonly schema: z.ZodType;
  /** Facts worth a second look that do not stop the build, with their paths in the file. */
  readonly warnings?: (data: unknown) => { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

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
  { name: 'stay-prices', collection: 'prix', label: 'Hébergements : prix et horaires', schema: stayPricesSchema },
  { name: 'fishing', collection: 'prix', label: 'Pêche : cartes et règlement', schema: fishingSchema },
  { name: 'contact', collection: 'coordonnees', label: 'Coordonnées, accès et réseaux', schema: contactSchema },
  { name: 'photo-credits', collection: 'photos', label: 'Crédits photos', schema: photoCreditsSchema },
  { name: 'team', collection: 'equipe', label: 'L’équipe', schema: teamSchema },
  { name: 'home', collection: 'textes', label: 'Accueil', schema: homePageSchema },
  { name: 'restaurant-page', collection: 'textes', label: 'Restaurant', schema: restaurantPageSchema },
  { name: 'accommodations-page', collection: 'textes', label: 'Hébergements', schema: accommodationsPageSchema },
  { name: 'leisure-page', collection: 'textes', label: 'Loisirs', schema: leisurePageSchema },
  { name: 'contact-page', collection: 'textes', label: 'Contact', schema: contactPageSchema },
  { name: 'not-found', collection: 'textes', label: 'Page introuvable (404)', schema: notFoundPageSchema },
  { name: 'legal', collection: 'mentions-legales', label: 'Mentions légales : société, hébergeur, médiateur', schema: legalSchema },
];

export const dataFilePath = (name: string) => `content/data/${name}.json`;
