// The days of the week as the data files name them, Monday first (the order lib/opening-status.ts counts in).
// Plain constants, without zod: the pages' modules read them too.
export const weekdayIds = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type WeekdayId = (typeof weekdayIds)[number];

export const weekdayNames: Readonly<Record<WeekdayId, string>> = {
  lundi: 'Lundi',
  mardi: 'Mardi',
  mercredi: 'Mercredi',
  jeudi: 'Jeudi',
  vendredi: 'Vendredi',
  samedi: 'Samedi',
  dimanche: 'Dimanche',
};
