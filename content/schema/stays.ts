import { z } from 'zod';
import { ownerValue } from './owner-value';

const isoDate = (title: string, description: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/).meta({ title, description, widget: 'date' });
const euros = (title: string, description?: string) => z.number().nonnegative().meta({ title, description });
const time = (title: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).meta({ title, description: 'Heure sur 24 h, par exemple 16:00' });
const kebabId = (title: string, description: string) => z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).meta({ title, description });

export const seasonIds = ['basse', 'moyenne', 'haute', 'vacances'] as const;
const seasonId = z.enum(seasonIds).meta({ title: 'Saison', description: 'basse, moyenne, haute ou vacances (vacances scolaires)' });

const nightlyRates = z
  .object({
    basse: euros('Basse saison (€ par nuit)'),
    moyenne: euros('Moyenne saison (€ par nuit)'),
    haute: euros('Haute saison (€ par nuit)'),
    vacances: euros('Vacances scolaires (€ par nuit)'),
  })
  .meta({ title: 'Prix par nuit selon la saison' });

const unitType = z
  .object({
    id: z.enum(['chalet', 'petite-cabane', 'grande-cabane']).meta({ title: 'Type d’hébergement' }),
    capacity: z.int().positive().meta({ title: 'Personnes au plus', description: 'Adultes et enfants, par exemple 6' }),
    units: ownerValue(
      z
        .array(
          z.object({
            id: kebabId('Identifiant', 'Minuscules et tirets, par exemple chalet-1 ; il nomme aussi le secret AVAILABILITY_ICAL_CHALET_1'),
            name: z.string().min(1).meta({ title: 'Nom', description: 'Par exemple Chalet des Saules' }),
          }),
        )
        .min(1)
        .meta({ title: 'Logements de ce type' }),
      'Nombre et noms des logements',
    ),
    nightlyRates: ownerValue(nightlyRates, 'Prix par nuit selon la saison'),
  })
  .meta({ title: 'Type d’hébergement' });

const season = z
  .object({
    id: seasonId,
    name: z.string().min(1).meta({ title: 'Nom affiché', description: 'Par exemple Haute saison' }),
    minimumNights: ownerValue(z.int().positive().meta({ title: 'Nuits au minimum', description: 'Par exemple 2' }), 'Séjour minimum (nuits)'),
  })
  .meta({ title: 'Saison' });

const seasonPeriod = z
  .object({
    season: seasonId,
    from: isoDate('Première nuit', 'Par exemple 2027-07-03'),
    through: isoDate('Dernière nuit', 'Par exemple 2027-08-28'),
  })
  .meta({ title: 'Période' });

const hours = (title: string) => z.object({ from: time('De'), until: time('À') }).meta({ title });

export const staysSchema = z
  .object({
    unitTypes: z.array(unitType).meta({ title: 'Hébergements' }),
    seasons: z.array(season).meta({ title: 'Saisons' }),
    defaultSeason: seasonId.meta({ title: 'Saison des nuits hors des périodes', description: 'Par exemple basse' }),
    seasonPeriods: ownerValue(
      z.array(seasonPeriod).meta({ title: 'Périodes des saisons et des vacances scolaires' }),
      'Dates des saisons et des vacances scolaires',
    ),
    touristTaxPerAdultNight: ownerValue(
      euros('Taxe de séjour (€ par adulte et par nuit)', 'Fixée par la commune, par exemple 0.88'),
      'Taxe de séjour par adulte et par nuit',
    ),
    petsPerNight: euros('Animaux (€ par animal et par nuit)', 'Par exemple 10'),
    depositEuros: euros('Caution (€)', 'Demandée à l’arrivée, rendue au départ, par exemple 250'),
    arrival: hours('Arrivée'),
    departure: hours('Départ'),
    registrationNumber: ownerValue(
      z.string().meta({ title: 'Numéro d’enregistrement', description: 'Délivré par la mairie (loi n° 2024-1039), par exemple 39300000123AB' }),
      'Numéro d’enregistrement du meublé de tourisme',
    ),
  })
  .meta({ title: 'Séjours : tarifs, saisons et conditions' });

export type Stays = z.infer<typeof staysSchema>;

const nightRange = z
  .object({
    arrival: isoDate('Arrivée', 'Première nuit réservée, par exemple 2026-12-24'),
    departure: isoDate('Départ', 'Jour du départ, nuit libre, par exemple 2026-12-27'),
  })
  .meta({ title: 'Séjour réservé' });

/** Written by `npm run sync:availability` only: dates, never a guest's details. */
export const availabilitySchema = z
  .object({
    syncedAt: z.iso.datetime().nullable().meta({ title: 'Dernière mise à jour', description: 'Par exemple 2026-11-23T14:00:00.000Z' }),
    units: z
      .array(
        z.object({
          unit: kebabId('Logement', 'Par exemple chalet-1'),
          booked: z.array(nightRange).meta({ title: 'Nuits réservées' }),
        }),
      )
      .meta({ title: 'Logements' }),
  })
  .meta({ title: 'Disponibilités (synchronisées depuis les plateformes)' });

export type Availability = z.infer<typeof availabilitySchema>;
