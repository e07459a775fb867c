import { clampValue, reservationFields, type ReservationValues } from './reservation';

/** What the visitor has typed, kept for the visit only (sessionStorage) so that a reload loses nothing. */
export const draftStorageKey = 'chalets-du-lac:demande-de-table';

/** The saved draft over the empty form `empty`, or null when there is none, it is unreadable, or storage is blocked. */
export function loadDraft(storage: Storage | undefined, empty: ReservationValues): ReservationValues | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(draftStorageKey) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const draft = { ...empty };
    for (const field of reservationFields) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = clampValue(field, value);
    }
    return isBlank(draft, empty) ? null : draft;
  } catch {
    return null;
  }
}

/** Keeps `values` for the visit, or forgets the draft when they are the empty form `empty`. */
export function saveDraft(storage: Storage | undefined, values: ReservationValues, empty: ReservationValues): void {
  try {
    if (isBlank(values, empty)) storage?.removeItem(draftStorageKey);
    else storage?.setItem(draftStorageKey, JSON.stringify(values));
  } catch {
    // Private browsing or a full storage: the form still works, only the reload safety is lost.
  }
}

export function clearDraft(storage: Storage | undefined): void {
  storage?.removeItem(draftStorageKey);
}

/** True when nothing differs from the empty form (the default time does not count as typed). */
function isBlank(values: ReservationValues, empty: ReservationValues): boolean {
  return reservationFields.every((field) => values[field] === empty[field]);
}
