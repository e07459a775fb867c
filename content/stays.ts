// Units, seasons, rates and stay conditions from content/data/stays.json (schema: content/schema/stays.ts,
// checked by `npm run check:content` at every build), and the words of the calendar and the estimate.
// Only the type is imported from the schema: zod stays out of the browser's scripts.
import type { EstimateRules, EstimateWords } from '@/lib/availability/estimate';
import staysData from './data/stays.json';
import { readDataFile } from './schema/editor-values';
import { dayFromIso, frenchDate } from '@/lib/opening-status';
import { openingStatusText } from './opening-status';
import { frenchAmount } from './prices';
import type { Stays } from './schema/stays';
import type { InfoItem } from './types';

export const stays = readDataFile<Stays>(staysData);

export type UnitType = Stays['unitTypes'][number];
export type UnitTypeId = UnitType['id'];

/** Every unit's id, chalets and cabins: each names its calendar secret and its dates in availability.json. */
export const unitIds: readonly string[] = stays.unitTypes.flatMap((type) => type.units.value.map((unit) => unit.id));

export function unitTypeOf(id: UnitTypeId): UnitType {
  const found = stays.unitTypes.find((type) => type.id === id);
  if (!found) throw new Error(`content/data/stays.json : type d’hébergement absent (${id})`);
  return found;
}

/** The lowest nightly rate of a type, for "70€/nuit" and the structured data. */
export function lowestRate(id: UnitTypeId): number {
  return Math.min(...Object.values(unitTypeOf(id).nightlyRates.value));
}

/** A type's rate in each season, for the chalets' information panel and the price list; none while provisional. */
export function rateItems(id: UnitTypeId): readonly InfoItem[] {
  const { nightlyRates } = unitTypeOf(id);
  if (nightlyRates.provisional) return [];
  return stays.seasons.map((season) => ({ label: season.name, value: `${frenchAmount(nightlyRates.value[season.id])}€/nuit` }));
}

/** The rules the estimate applies to a type; a rate or a tax still provisional is unknown (null), never shown as fact. */
export function estimateRules(id: UnitTypeId): EstimateRules {
  const type = unitTypeOf(id);
  return {
    seasons: stays.seasons.map((season) => ({
      id: season.id,
      name: season.name,
      minimumNights: season.minimumNights.value,
      rate: type.nightlyRates.provisional ? null : type.nightlyRates.value[season.id],
    })),
    periods: stays.seasonPeriods.value,
    defaultSeason: stays.defaultSeason,
    petsPerNight: stays.petsPerNight,
    touristTaxPerAdultNight: stays.touristTaxPerAdultNight.provisional ? null : stays.touristTaxPerAdultNight.value,
    capacity: type.capacity,
  };
}

/** Shown only once the owner has entered it: a placeholder number would be worse than none. */
export const registrationNumber = stays.registrationNumber.provisional ? null : (stays.registrationNumber.value ?? null);

export const availabilityText = {
  title: 'Disponibilités et estimation',
  intro:
    'Les nuits réservées sur les plateformes de location sont reprises ici plusieurs fois par jour. Une date libre reste à confirmer par téléphone : la réservation se fait en nous appelant.',
  typeTitle: { chalet: 'Les chalets', 'petite-cabane': 'La petite cabane', 'grande-cabane': 'La grande cabane' } satisfies Record<UnitTypeId, string>,
  calendarTitle: 'Mois par mois',
  monthCaption: (month: string, year: string) => `${month} ${year}`,
  weekdays: ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'],
  /** Visible in the day's cell, then what a screen reader adds. */
  state: {
    free: { shown: 'libre', added: '' },
    booked: { shown: 'occupé', added: '' },
    arrival: { shown: 'arrivée', added: ' possible' },
    departure: { shown: 'départ', added: ' possible' },
  },
  freeUnits: (count: number) => (count > 1 ? `${count} libres` : 'libre'),
  past: 'passé',
  legendTitle: 'Comment lire le calendrier',
  legend: (arrival: string, departure: string, unitWord: string | null) => [
    `libre : on peut arriver et partir ce jour-là${unitWord ? ` (« 2 libres » : 2 ${unitWord} libres cette nuit-là)` : ''}`,
    'occupé : loué toute la journée',
    `arrivée : arrivée possible à partir de ${arrival}, après le départ des occupants`,
    `départ : départ possible avant ${departure}, de nouveaux occupants arrivent`,
    'passé : jour déjà écoulé',
  ],
  chaletUnitWord: 'chalets',
  periodsTitle: 'Libre ou occupé, période par période',
  periodFree: 'Libre',
  periodBooked: 'Occupé',
  /** A period's nights: arrival on the first day, departure on the last; the last period stops where the calendar does. */
  period: (arrival: string, departure: string, nights: number, calendarEnds: boolean) =>
    `du ${arrival} au ${departure} (${nights} nuit${nights > 1 ? 's' : ''}${calendarEnds ? ', fin du calendrier' : ''})`,
  noPeriod: 'Le calendrier des 12 prochains mois est passé : appelez-nous pour connaître les dates libres.',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  updatedAt: (date: string, time: string) => `Disponibilités mises à jour le ${date} à ${time}.`,
  neverUpdated: 'Disponibilités pas encore synchronisées avec les plateformes : appelez-nous pour connaître les dates libres.',
  typeNotSynced: 'Le calendrier de ce logement n’est pas encore relié aux plateformes de réservation : appelez-nous pour connaître les dates libres.',
  toConfirm: 'à confirmer par téléphone',
  callToBook: 'Appeler pour réserver',
  registration: (number: string) => `Numéro d’enregistrement du meublé de tourisme : ${number}`,
};

export const estimateText = {
  title: 'Estimer le prix d’un séjour',
  unitType: 'Hébergement',
  arrival: 'Arrivée',
  departure: 'Départ',
  adults: 'Adultes',
  children: 'Enfants',
  pets: 'Animaux',
  submit: 'Estimer',
  resultTitle: 'Estimation',
  nights: (count: number) => `${count} nuit${count > 1 ? 's' : ''}`,
  seasonLine: (season: string, nights: string, rate: string) => `${season} : ${nights} × ${rate}`,
  petsLine: (count: number, nights: string, rate: string) => `Animaux : ${count} × ${nights} × ${rate}`,
  taxLine: (adults: number, nights: string, rate: string) => `Taxe de séjour : ${adults} adulte${adults > 1 ? 's' : ''} × ${nights} × ${rate}`,
  taxUnknown: 'Taxe de séjour en sus (montant fixé par la commune, communiqué par téléphone).',
  total: 'Total estimé',
  minimumMet: (minimum: number) => `Séjour minimum de ${minimum} nuit${minimum > 1 ? 's' : ''} : respecté.`,
  minimumNotMet: (minimum: number) => `Séjour minimum de ${minimum} nuits pour ces dates : ajoutez des nuits ou appelez-nous.`,
  free: 'Ces nuits sont libres d’après le calendrier (à confirmer par téléphone).',
  notFree: 'Ces nuits ne sont pas toutes libres : choisissez d’autres dates ou appelez-nous.',
  availabilityUnknown: 'Les disponibilités de ce logement ne sont pas encore en ligne : appelez-nous pour savoir si ces nuits sont libres.',
  deposit: (amount: string) => `Caution de ${amount} demandée à l’arrivée, non comprise dans le total.`,
  words: {
    missingDates: 'Indiquez une date d’arrivée et une date de départ.',
    badDate: 'Une date est mal écrite : choisissez-la dans le calendrier du champ.',
    wrongOrder: 'La date de départ doit être après la date d’arrivée.',
    past: 'La date d’arrivée est déjà passée : choisissez une date à venir.',
    beyondCalendar: (lastDeparture: string) =>
      `Le calendrier s’arrête le ${frenchDate(dayFromIso(lastDeparture), openingStatusText, true)} : pour un séjour plus lointain, appelez-nous.`,
    noAdult: 'Indiquez au moins un adulte.',
    badCount: 'Les nombres de personnes et d’animaux sont des nombres entiers, 0 ou plus.',
    overCapacity: (capacity: number) => `Cet hébergement accueille ${capacity} personnes au plus.`,
    ratesUnknown: 'Les tarifs de ces dates ne sont pas encore publiés : appelez-nous pour connaître le prix.',
  } satisfies EstimateWords,
};
