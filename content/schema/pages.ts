// The pages' texts the owner may rewrite: banners, presentations, descriptions, equipment lists and
// the photos beside them. Headings of the site's controls, button labels and screen-reader texts stay
// in content/*.ts with the interface's words.
import { z } from 'zod';
import { banner, link, longText, pageMeta, paragraphs, photo, text } from './common';
import { factPlaceholdersHint } from './fact-placeholders';
import { ownerValue } from './owner-value';
import { cabinTypeIds, unitTypes, type UnitTypeIdOf } from '@/content/unit-types';

const photos = (title: string, item: string) => z.array(photo(item)).min(1, { error: 'ajoutez au moins une photo' }).meta({ title });

const list = (title: string, item: string, description?: string) => z.array(text(item, description)).min(1).meta({ title });

export const homePageSchema = z
  .object({
    meta: pageMeta(),
    hero: banner(),
    intro: z.object({ title: text('Titre'), paragraphs: paragraphs('Paragraphes') }).meta({ title: 'Présentation' }),
    highlights: z
      .array(
        z
          .object({ title: text('Titre'), text: longText('Texte', factPlaceholdersHint), link: link('Lien'), photo: photo('Photo') })
          .meta({ title: 'Encadré' }),
      )
      .min(1)
      .meta({ title: 'Encadrés (hébergements, restaurant, loisirs)' }),
  })
  .meta({ title: 'Page d’accueil' });

export type HomePageData = z.infer<typeof homePageSchema>;

export const restaurantPageSchema = z
  .object({
    meta: pageMeta(),
    banner: banner(),
    presentation: z
      .object({ title: text('Titre'), paragraphs: paragraphs('Paragraphes'), photos: photos('Photos', 'Photo') })
      .meta({ title: 'Présentation du restaurant' }),
  })
  .meta({ title: 'Page Restaurant' });

export type RestaurantPageData = z.infer<typeof restaurantPageSchema>;

export const leisurePageSchema = z
  .object({
    meta: pageMeta(),
    banner: banner(),
    fishing: z
      .object({ title: text('Titre'), paragraphs: paragraphs('Paragraphes'), photo: photo('Photo') })
      .meta({ title: 'La pêche à l’étang' }),
    fitnessTrail: z
      .object({
        title: text('Titre'),
        text: ownerValue(
          longText('Texte', 'Longueur, départ, nombre d’ateliers'),
          'Parcours de santé : longueur, départ, nombre d’ateliers',
        ),
        photo: photo('Photo'),
      })
      .meta({ title: 'Le parcours de santé' }),
    glassworks: z
      .object({
        title: text('Titre'),
        history: longText('Histoire'),
        facts: z
          .array(
            z
              .object({
                label: text('Intitulé', 'Par exemple Distance'),
                value: text('Valeur', `Par exemple 1,9 km. ${factPlaceholdersHint}`),
              })
              .meta({ title: 'Repère' }),
          )
          .meta({ title: 'En bref' }),
        access: z
          .array(
            z
              .object({ mode: text('Moyen', 'Par exemple À vélo'), time: text('Durée', 'Par exemple moins de 10 min') })
              .meta({ title: 'Trajet' }),
          )
          .meta({ title: 'Pour y aller' }),
        closures: text(
          'Jours d’ouverture',
          `Par exemple Ouverte {jours de la verrerie}. : la page écrit les jours d’après Verrerie : périodes et jours d’ouverture. ${factPlaceholdersHint}`,
        ),
        photo: photo('Photo'),
      })
      .meta({ title: 'La verrerie voisine' }),
  })
  .meta({ title: 'Page Loisirs' });

export type LeisurePageData = z.infer<typeof leisurePageSchema>;

export const contactPageSchema = z
  .object({
    meta: pageMeta(),
    banner: banner(),
    intro: longText('Introduction'),
    bookingHint: longText('Conseil pour le restaurant'),
  })
  .meta({ title: 'Page Contact' });

export type ContactPageData = z.infer<typeof contactPageSchema>;

const cabin = (title: string) =>
  z
    .object({
      name: text('Nom', 'Par exemple Petite cabane'),
      description: longText('Description', factPlaceholdersHint),
      equipment: list('Équipements', 'Équipement', 'Par exemple 1 lit double 1,40 × 1,90 m'),
      images: photos('Photos', 'Photo'),
    })
    .meta({ title });

const cabinTexts = Object.fromEntries(cabinTypeIds.map((id) => [id, cabin(unitTypes[id].editorName)])) as Record<
  UnitTypeIdOf<'cabin'>,
  ReturnType<typeof cabin>
>;

export const accommodationsPageSchema = z
  .object({
    banner: banner(),
    chalets: z
      .object({
        title: text('Titre'),
        description: paragraphs('Description'),
        equipment: list('Équipements inclus', 'Équipement', 'Par exemple Une terrasse privée avec salon de jardin et barbecue'),
        images: photos('Photos', 'Photo'),
      })
      .meta({ title: 'Les chalets' }),
    cabins: z
      .object({
        title: text('Titre'),
        intro: longText('Introduction'),
        banner: photo('Photo du bandeau'),
        // One entry per cabin of content/unit-types.ts, under its id.
        ...cabinTexts,
      })
      .meta({ title: 'Les cabanes' }),
  })
  .meta({ title: 'Page Hébergements' });

export type AccommodationsPageData = z.infer<typeof accommodationsPageSchema>;

export const notFoundPageSchema = z
  .object({ meta: pageMeta(), banner: banner(), text: longText('Texte') })
  .meta({ title: 'Page introuvable (erreur 404)' });

export type NotFoundPageData = z.infer<typeof notFoundPageSchema>;

export const eventsPageSchema = z.object({ meta: pageMeta(), banner: banner() }).meta({ title: 'Événements (page de la liste)' });

export type EventsPageData = z.infer<typeof eventsPageSchema>;
