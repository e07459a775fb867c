// How a translation finds its item in a list of the owner's data. A list whose items have an id (the
// extras, the seasons, the unit types and their units, the FAQ's groups and questions, the carte's dishes) is translated by id: the
// translation's items carry their French item's id (the editor mirrors it, `npm run migrate` added it
// to the files written before), so that an item inserted, moved or removed in French never shifts
// another language's words onto its neighbour. A list without ids, or a translation written before
// its items had theirs, is matched by position, as it always was. zod-free: the pages read it.

type Path = readonly PropertyKey[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An item's id, where it has one. */
export const itemId = (item: unknown): string | undefined =>
  isRecord(item) && typeof item.id === 'string' && item.id !== '' ? item.id : undefined;

/** The item of `translation` (a list) that translates `french`, the French list's item at `index`. */
export function translatedItem(translation: unknown, french: unknown, index: number): unknown {
  if (!Array.isArray(translation)) return undefined;
  const id = itemId(french);
  if (id !== undefined && translation.some((item) => itemId(item) !== undefined)) return translation.find((item) => itemId(item) === id);
  return translation[index];
}

/** A translation's item whose id no French item of its list has any more: its words show nowhere. */
export interface OrphanTranslation {
  /** Where its list is, in the translation (under the language's key). */
  readonly path: Path;
  readonly id: string;
}

/** Every item of `translation` whose id its French list has lost, walking both side by side. */
export function orphanTranslations(french: unknown, translation: unknown, path: Path = []): OrphanTranslation[] {
  if (Array.isArray(french) && Array.isArray(translation)) {
    const ids = new Set(french.map(itemId));
    const orphans = translation.flatMap((item) => {
      const id = itemId(item);
      return id !== undefined && !ids.has(id) ? [{ path, id }] : [];
    });
    return [
      ...orphans,
      ...french.flatMap((item, index) => orphanTranslations(item, translatedItem(translation, item, index), [...path, index])),
    ];
  }
  if (isRecord(french) && isRecord(translation))
    return Object.keys(translation).flatMap((key) => orphanTranslations(french[key], translation[key], [...path, key]));
  return [];
}
