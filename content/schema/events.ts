// One event the owner announces (a moules-frites night, a fishing contest, a glassblowing
// demonstration, the Christmas market): one file of content/data/events per event, one entry of the
// editor's « Événements » collection. The fields are flat and their defaults are the commonest event's
// (an evening at the restaurant, on a table request), so that a phone adds one in a few taps.
import { z } from 'zod';
import { bannerMinWidth, choice, date, euros, longText, optional, photoFile, text, time } from './common';
import {
  eventParticipations,
  eventPlaces,
  eventPriceKinds,
  eventStatuses,
  type EventParticipation,
  type EventPlace,
  type EventPriceKind,
  type EventStatus,
} from './event-choices';

const placeNames: Readonly<Record<EventPlace, string>> = {
  restaurant: 'Restaurant',
  etang: 'Étang de pêche',
  parcours: 'Parcours de santé',
  verrerie: 'Verrerie',
  domaine: 'Tout le domaine',
};

const priceKindNames: Readonly<Record<EventPriceKind, string>> = { gratuit: 'Gratuit', prix: 'Prix', 'a-partir-de': 'À partir de' };

const participationNames: Readonly<Record<EventParticipation, string>> = {
  table: 'Demande de table (formulaire du restaurant)',
  telephone: 'Par téléphone',
  'sur-place': 'Sans réservation',
};

/** The editor writes null for an amount left empty (a number field): no amount, as "" is for a text. */
const noAmountWhenNull = (value: unknown): unknown => (value === null ? undefined : value);

const statusNames: Readonly<Record<EventStatus, string>> = { prevu: 'Prévu', annule: 'Annulé', reporte: 'Reporté', complet: 'Complet' };

export const eventSchema = z
  .object({
    title: text('Titre', 'Court, par exemple Soirée moules-frites'),
    description: longText('Description', 'Ce qui attend les visiteurs, en deux ou trois phrases'),
    startDay: date('Jour du début', 'Par exemple 2026-12-12'),
    startTime: time('Heure du début', 'Heure de Paris sur 24 h, par exemple 19:00'),
    endDay: date('Jour de la fin', 'Le même jour pour une soirée ; laissé vide, il prend le jour du début').meta({ notBefore: 'startDay' }),
    endTime: time('Heure de la fin', 'Heure de Paris sur 24 h, par exemple 23:00').meta({
      endsAfter: { startDay: 'startDay', startTime: 'startTime', endDay: 'endDay' },
    }),
    place: choice(eventPlaces, placeNames, 'Lieu').meta({ default: 'restaurant' }),
    participation: choice(eventParticipations, participationNames, 'Pour venir').meta({ default: 'table' }),
    priceKind: choice(eventPriceKinds, priceKindNames, 'Prix').meta({ default: 'gratuit' }),
    priceEuros: z
      .preprocess(noAmountWhenNull, optional(euros('Montant', 'En euros, par personne, par exemple 18 ; vide quand c’est gratuit')))
      .meta({
        // The editor refuses it too, before the save (the check below holds for a file written by hand).
        requiredUnless: {
          field: 'priceKind',
          value: 'gratuit',
          message: 'Il manque le montant : écrivez-le en euros, par exemple 18, ou choisissez « Gratuit »',
        },
      }),
    status: choice(
      eventStatuses,
      statusNames,
      'État',
      'Annulé, reporté ou complet : l’événement reste affiché avec cette mention. Reporté : gardez la date d’origine, la page dit « nouvelle date à venir » ; la nouvelle date connue, écrivez-la et remettez « Prévu »',
    ).meta({
      default: 'prevu',
    }),
    photo: optional(
      photoFile('Photo', `Facultative : sans photo, celle du lieu. Au moins ${bannerMinWidth} pixels de large`, bannerMinWidth),
    ),
    photoAlt: optional(
      text('Description de la photo', 'Ce que montre la photo, pour qui ne la voit pas ; vide, la photo n’est qu’une illustration'),
    ),
    sellsAlcohol: optional(
      z.boolean().meta({
        title: 'On y sert de l’alcool',
        description:
          'Cochée (vin chaud, bière, vin…) : la page de l’événement porte, dans chaque langue, « L’abus d’alcool est dangereux pour la santé, à consommer avec modération », comme la loi le demande (Code de la santé publique, article L3323-4)',
      }),
    ),
    example: optional(
      z.boolean().meta({
        marksExample: true,
        title: 'Exemple à remplacer',
        description: 'Cochée : l’événement est un exemple, montré avec la mention « exemple ». Décochez-la pour un vrai événement.',
      }),
    ),
  })
  .meta({ title: 'Événement' })
  .check((context) => {
    const event = context.value;
    const start = `${event.startDay} ${event.startTime}`;
    const end = `${event.endDay} ${event.endTime}`;
    if (end <= start) {
      context.issues.push({
        code: 'custom',
        input: end,
        path: [event.endDay < event.startDay ? 'endDay' : 'endTime'],
        message: `l’événement finit le ${event.endDay} à ${event.endTime}, avant son début (le ${event.startDay} à ${event.startTime}) : écrivez une fin après le début`,
      });
    }
    if (event.priceKind !== 'gratuit' && event.priceEuros === undefined) {
      context.issues.push({
        code: 'custom',
        input: event.priceEuros,
        path: ['priceEuros'],
        message: `le prix est « ${priceKindNames[event.priceKind]} » mais sans montant : écrivez le montant en euros, par exemple 18, ou choisissez « Gratuit »`,
      });
    }
    if (event.participation === 'table' && event.place !== 'restaurant') {
      context.issues.push({
        code: 'custom',
        input: event.participation,
        path: ['participation'],
        message: `une demande de table ne se fait qu’au restaurant, et l’événement a lieu à : ${placeNames[event.place]}. Choisissez « Par téléphone » ou « Sans réservation »`,
      });
    }
  });

export type EventData = z.infer<typeof eventSchema>;
