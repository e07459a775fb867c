import { clampValue, initialReservationValues, reservationFields, type ReservationValues } from './reservation';

/** What the visitor has typed, kept for the visit only (sessionStorage) so that a reload loses nothing. */
export const draftStorageKey = 'chalets-du-lac:demande-de-table';

/** The saved draft, or null when there is none, it is unreadable, or storage is blocked. */
export function loadDraft(storage: Storage | undefined): ReservationValues | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(draftStorageKey) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const draft = { ...initialReservationValues };
    for (const field of reservationFields) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = clampValue(field, value);
    }
    return isBlank(draft) ? null : draft;
  } catch {
    return null;
  }
}

export function saveDraft(storage: Storage | undefined, values: ReservationValues): void {
  try {
    if (isBlank(values)) storage?.removeItem(draftStorageKey);
    else storage?.setItem(draftStorageKey, JSON.stringify(values));
  } catch {
    // Private browsing or a full storage: the form still works, only the reload safety is lost.
  }
}

export function clearDraft(storage: Storage | undefined): void {
  saveDraft(storage, initialReservationValues);
}

/** True when nothing differs from the empty form (the default time does not count as typed). */
function isBlank(values: ReservationValues): boolean {
  return reservationFields.every((field) => values[field] === initialReservationValues[field]);
}
