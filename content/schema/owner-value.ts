import { z } from 'zod';
import type { NeededWhen } from './fields';

/** How an owner value is shown in the editor, and whether the site may go live without it. */
interface OwnerValueOptions {
  readonly collapsed?: boolean;
  /** Why the site cannot go live without it, in French (the law or a booking): see FieldMeta.needed. */
  readonly needed?: string;
  /** The case in which it is needed, when not always. */
  readonly neededWhen?: NeededWhen;
}

/**
 * A fact the owner gives (phone, address, chalet rates…). Until given, it is stored in the data file
 * as `{ "value": <a stand-in>, "provisional": true }`: the editor shows the box « Valeur provisoire »
 * ticked, no page ever reads the stand-in (content/given-facts.ts: it leaves the fact out), and
 * `check:content` lists it, refusing to publish while a needed one (`needed`) is missing.
 */
export function ownerValue<T extends z.ZodType>(value: T, title: string, options: OwnerValueOptions = {}) {
  return z
    .object({
      value,
      provisional: z.boolean().meta({
        title: 'Valeur provisoire, à remplacer',
        description: 'Décochez cette case quand la vraie valeur est saisie.',
      }),
    })
    .meta({ title, ownerValue: true, ...options });
}

export type OwnerValue<T> = { readonly value: T; readonly provisional: boolean };
