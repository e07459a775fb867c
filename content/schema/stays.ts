// content/data/stays.json (units, seasons, rates and stay conditions: the owner's, in the editor's
// "Prix") and content/data/availability.json (written by `npm run sync:availability` only). The rules
// that span fields are refinements here, so check:content and the editor say them with the file and field.
import { z } from 'zod';
import { date, euros, factText, id, optional, text } from './common';
import { ownerValue } from './owner-value';
import { hours } from './prices';

export const seasonIds = ['basse', 'moyenne', 'haute', 'vacances'] as const;
const seasonNames = { basse: 'basse saison', moyenne: 'moyenne saison', haute: 'haute saison', vacances: 'vacances scolaires' } as const;
const seasonId = (title: string, description?: string) =>
  z
    .enum(seasonIds, { error: (issue) => `« ${String(issue.input)} » n’est pas une saison : écrivez basse, moyenne, haute ou vacances` })
    .meta({ title, description, options: seasonIds.map((value) => ({ value, label: seasonNames[value] })) });

const nightlyRates = z
  .object({
    basse: euros('Basse saison (€ par nuit)', 'Par exemple 70'),
    moyenne: euros('Moyenne saison (€ par nuit)', 'Par exemple 70'),
    haute: euros('Haute saison (€ par nuit)', 'Par exemple 90'),
    vacances: euros('Vacances scolaires (€ par nuit)', 'Par exemple 90'),
  })
  .meta({ title: 'Prix par nuit selon la saison' });

const unitType = z
  .object({
    id: z
      .enum(['chalet', 'petite-cabane', 'grande-cabane'])
      .meta({
        title: 'Type d’hébergement',
        options: [
          { value: 'chalet', label: 'Chalets' },
          { value: 'petite-cabane', label: 'Petite cabane' },
          { value: 'grande-cabane', label: 'Grande cabane' },
        ],
      }),
    capacity: z.int().positive().meta({ title: 'Personnes au plus', description: 'Adultes et enfants, par exemple 6' }),
    units: ownerValue(
      z
        .array(
          z
            .object({
              id: id('Identifiant', 'Minuscules et tirets, par exemple chalet-1 ; il nomme aussi le secret AVAILABILITY_ICAL_CHALET_1'),
              name: factText('Nom', 'Par exemple Chalet des Saules'),
            })
            .meta({ title: 'Logement' }),
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
    id: seasonId('Saison'),
    name: text('Nom affiché', 'Par exemple Haute saison'),
    minimumNights: ownerValue(z.int().positive().meta({ title: 'Nuits au minimum', description: 'Par exemple 2' }), 'Séjour minimum (nuits)'),
  })
  .meta({ title: 'Saison' });

const seasonPeriod = z
  .object({
    season: seasonId('Saison'),
    from: date('Première nuit', 'Par exemple 2027-07-03'),
    through: date('Dernière nuit', 'Par exemple 2027-08-28'),
  })
  .meta({ title: 'Période' });

type Season = z.infer<typeof season>;
type SeasonPeriod = z.infer<typeof seasonPeriod>;
type Issue = { readonly path: PropertyKey[]; readonly message: string };

/** Periods that end before they start or overlap another: a night would have no season, or two. */
export function periodIssues(periods: readonly SeasonPeriod[]): Issue[] {
  const issues: Issue[] = [];
  const order = periods.map((period, index) => ({ period, index })).toSorted((a, b) => a.period.from.localeCompare(b.period.from));
  order.forEach(({ period, index }, rank) => {
    if (period.through < period.from) {
      issues.push({ path: [index, 'through'], message: `la dernière nuit (${period.through}) est avant la première (${period.from}) : écrivez une date le ${period.from} ou après` });
    }
    const next = order[rank + 1];
    if (next && next.period.from <= period.through) {
      issues.push({
        path: [next.index, 'from'],
        message: `la période du ${next.period.from} chevauche celle du ${period.from} au ${period.through} : faites-la commencer le lendemain de ${period.through} ou plus tard`,
      });
    }
  });
  return issues;
}

/** Every season named by the default or a period must be described once, with its name and minimum stay. */
export function seasonIssues(seasons: readonly Season[], defaultSeason: string, periods: readonly SeasonPeriod[]): Issue[] {
  const issues: Issue[] = [];
  const listed = seasons.map((entry) => entry.id);
  listed.forEach((entry, index) => {
    if (listed.indexOf(entry) !== index) issues.push({ path: ['seasons', index, 'id'], message: `la saison ${entry} est déjà dans la liste : retirez ce doublon` });
  });
  const missing = (entry: string) => !listed.includes(entry as Season['id']);
  if (missing(defaultSeason)) issues.push({ path: ['defaultSeason'], message: `la saison ${defaultSeason} n’est pas dans la liste des saisons : ajoutez-la ou choisissez-en une de la liste` });
  periods.forEach((period, index) => {
    if (missing(period.season)) {
      issues.push({ path: ['seasonPeriods', 'value', index, 'season'], message: `la saison ${period.season} n’est pas dans la liste des saisons : ajoutez-la ou choisissez-en une de la liste` });
    }
  });
  return issues;
}

/** A unit's id names its secret and its dates in availability.json: two units may not share one. */
export function unitIssues(unitTypes: readonly z.infer<typeof unitType>[]): Issue[] {
  const seen = new Set<string>();
  return unitTypes.flatMap((type, typeIndex) =>
    type.units.value.flatMap((unit, unitIndex) => {
      if (!seen.has(unit.id)) {
        seen.add(unit.id);
        return [];
      }
      return [{ path: ['unitTypes', typeIndex, 'units', 'value', unitIndex, 'id'], message: `l’identifiant ${unit.id} est déjà pris par un autre logement : donnez-en un autre, par exemple ${unit.id}-2` }];
    }),
  );
}

const report = (context: { issues: unknown[]; value: unknown }, issues: readonly Issue[], prefix: PropertyKey[] = []) => {
  for (const issue of issues) context.issues.push({ code: 'custom', input: context.value, path: [...prefix, ...issue.path], message: issue.message });
};

export const staysSchema = z
  .object({
    unitTypes: z.array(unitType).meta({ title: 'Hébergements' }),
    seasons: z.array(season).min(1).meta({ title: 'Saisons' }),
    defaultSeason: seasonId('Saison des nuits hors des périodes', 'Par exemple basse'),
    seasonPeriods: ownerValue(
      z
        .array(seasonPeriod)
        .meta({ title: 'Périodes des saisons et des vacances scolaires' })
        .check((context) => report(context, periodIssues(context.value))),
      'Dates des saisons et des vacances scolaires',
    ),
    touristTaxPerAdultNight: ownerValue(
      euros('Taxe de séjour (€ par adulte et par nuit)', 'Fixée par la commune, par exemple 0.88'),
      'Taxe de séjour par adulte et par nuit',
    ),
    petsPerNight: euros('Animaux (€ par animal et par nuit)', 'Par exemple 10'),
    depositEuros: euros('Caution (€)', 'Demandée à l’arrivée, rendue au départ, par exemple 250'),
    requestReplyHours: ownerValue(
      z.int().positive().meta({ title: 'Heures au plus', description: 'Par exemple 48 : « nous vous répondons par e-mail sous 48 heures »' }),
      'Délai de réponse aux demandes de séjour (heures)',
    ),
    arrival: hours('Arrivée', '16:00', '18:00'),
    departure: hours('Départ', '09:00', '11:00'),
    registrationNumber: ownerValue(
      optional(factText('Numéro d’enregistrement', 'Délivré par la mairie (loi n° 2024-1039), par exemple 39300000123AB')),
      'Numéro d’enregistrement du meublé de tourisme',
    ),
  })
  .meta({ title: 'Séjours : tarifs, saisons et conditions' })
  .check((context) => {
    const { seasons, defaultSeason, seasonPeriods, unitTypes } = context.value;
    report(context, [...seasonIssues(seasons, defaultSeason, seasonPeriods.value), ...unitIssues(unitTypes)]);
  });

export type Stays = z.infer<typeof staysSchema>;

const nightRange = z
  .object({
    arrival: date('Arrivée', 'Première nuit réservée, par exemple 2026-12-24'),
    departure: date('Départ', 'Jour du départ, nuit libre, par exemple 2026-12-27'),
  })
  .meta({ title: 'Séjour réservé' });

/** Written by `npm run sync:availability` only: dates, never a guest's details. */
export const availabilitySchema = z
  .object({
    syncedAt: z.iso.datetime().nullable().meta({ title: 'Dernière mise à jour', description: 'Par exemple 2026-11-23T14:00:00.000Z' }),
    units: z
      .array(
        z
          .object({
            unit: id('Logement', 'Par exemple chalet-1'),
            booked: z.array(nightRange).meta({ title: 'Nuits réservées' }),
          })
          .meta({ title: 'Logement' }),
      )
      .meta({ title: 'Logements' }),
  })
  .meta({ title: 'Disponibilités (synchronisées depuis les plateformes)' });

export type Availability = z.infer<typeof availabilitySchema>;
