// The arrival guide's texts (/guide-arrivee/) and the plan of the grounds, edited by the owner in
// French with translations. The facts it shows that have their own source are not here: the address,
// GPS position and access notes (« Coordonnées, accès et réseaux »), the arrival and departure hours,
// pets, what the price includes (« Hébergements : tarifs, saisons et conditions »), the phone.
import { z } from 'zod';
import { choice, longText, pageMeta, text } from './common';
import { ownerValue } from './owner-value';

/** The places the drawn plan shows, each at its fixed spot of the drawing (features/arrival/grounds-plan.tsx). */
export const groundsPlaces = ['reception', 'parking', 'restaurant', 'chalets', 'cabins', 'pond', 'fitnessTrail'] as const;

export type GroundsPlace = (typeof groundsPlaces)[number];

const placeNamesInFrench: Readonly<Record<GroundsPlace, string>> = {
  reception: 'Accueil',
  parking: 'Parking',
  restaurant: 'Restaurant',
  chalets: 'Chalets',
  cabins: 'Cabanes',
  pond: 'Étang',
  fitnessTrail: 'Parcours de santé',
};

const place = (title: string) => choice(groundsPlaces, placeNamesInFrench, title);

const items = (title: string, item: string, description: string) => z.array(text(item, description)).meta({ title });

export const arrivalGuideSchema = z
  .object({
    meta: pageMeta(),
    title: text('Titre de la page'),
    intro: longText('Introduction', 'Une phrase : ce guide s’ouvre aussi sans réseau, une fois ouvert une première fois.'),
    lastKilometres: ownerValue(longText('Texte', 'Les derniers kilomètres : le chemin, le panneau, le portail'), 'Les derniers kilomètres'),
    key: ownerValue(
      longText('Texte', 'Comment le client reçoit la clé ou le code (jamais le code lui-même : cette page est publique)'),
      'La clé ou le code',
    ),
    toBring: z
      .object({
        everyone: items('Pour tous', 'À apporter', 'Par exemple Des chaussures pour marcher dans l’herbe'),
        cabins: items('Pour les cabanes', 'À apporter', 'Par exemple Une lampe de poche : le chemin des cabanes n’est pas éclairé'),
      })
      .meta({ title: 'À apporter' }),
    houseRules: ownerValue(
      z.array(text('Règle', 'Par exemple Silence après 22 h')).meta({ title: 'Règles' }),
      'Règles de la maison',
    ),
    plan: z
      .object({
        title: text('Titre du plan'),
        places: z
          .object(Object.fromEntries(groundsPlaces.map((id) => [id, text(placeNamesInFrench[id])])) as Record<GroundsPlace, ReturnType<typeof text>>)
          .meta({ title: 'Noms des lieux sur le plan' }),
        walks: z
          .array(
            z
              .object({
                from: place('De'),
                to: place('À'),
                minutes: ownerValue(z.number().int().min(1).max(120).meta({ title: 'Minutes à pied' }), 'Temps de marche'),
              })
              .meta({ title: 'Trajet à pied' }),
          )
          .meta({ title: 'Temps de marche entre les lieux' }),
      })
      .meta({ title: 'Plan du domaine' }),
  })
  .meta({ title: 'Guide d’arrivée' });

export type ArrivalGuideData = z.infer<typeof arrivalGuideSchema>;
