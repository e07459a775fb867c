// The choices of an event's fields, as the data files write them. Plain constants, without zod: the
// pages' modules read them too.
export const eventPlaces = ['restaurant', 'etang', 'parcours', 'verrerie', 'domaine'] as const;
export type EventPlace = (typeof eventPlaces)[number];

export const eventPriceKinds = ['gratuit', 'prix', 'a-partir-de'] as const;
export type EventPriceKind = (typeof eventPriceKinds)[number];

export const eventParticipations = ['table', 'telephone', 'sur-place'] as const;
export type EventParticipation = (typeof eventParticipations)[number];

export const eventStatuses = ['prevu', 'annule', 'reporte', 'complet'] as const;
export type EventStatus = (typeof eventStatuses)[number];
