// The places that have opening hours, as the data files name them. Plain constants, without zod:
// the pages' modules read them too.
export const placeIds = ['restaurant', 'etang', 'verrerie'] as const;
export type PlaceId = (typeof placeIds)[number];

export const placeChoiceNames: Readonly<Record<PlaceId, string>> = {
  restaurant: 'Restaurant',
  etang: 'Étang de pêche',
  verrerie: 'Verrerie',
};
