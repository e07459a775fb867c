import { z } from 'zod';

/**
 * A fact the specification leaves unknown (phone, address, chalet rates…). It is stored in the data
 * file as `{ "value": <placeholder>, "provisional": true }`: the site shows the placeholder so that
 * pages render, the editor shows the box « Valeur provisoire » ticked, and `check:content` and the
 * publish guard list it until the owner writes the real value and unticks the box.
 */
export function ownerValue<T extends z.ZodType>(value: T, title: string, editor: { readonly collapsed?: boolean } = {}) {
  return z
    .object({
      value,
      provisional: z.boolean().meta({
        title: 'Valeur provisoire, à remplacer',
        description: 'Décochez cette case quand la vraie valeur est saisie.',
      }),
    })
    .meta({ title, ownerValue: true, ...editor });
}

export type OwnerValue<T> = { readonly value: T; readonly provisional: boolean };
