// The stay request's draft for the visit, read and written by the request once it is open (its
// key and the check that reopens it are in stay-request-opening.ts, in the page's first scripts).
import { clampStayValue, stayFields, type StayValues } from '@/features/stays/request/stay-request';
import { stayDraftKey } from '@/features/stays/request/stay-request-opening';

/** The second unit of the request, when the visitor added one (features/stays/estimate/two-units.ts reads and writes it). */
export const secondUnitDraftKey = `${stayDraftKey}:second`;

/** Whether the draft has a second unit: the request then loads its code on opening. */
export function hasSecondUnitDraft(storage: Storage | undefined): boolean {
  try {
    return Boolean(storage?.getItem(secondUnitDraftKey));
  } catch {
    return false;
  }
}

/** The saved draft over `base`, field by field; `base` alone when there is none, it is unreadable, or storage is blocked. */
export function loadStayDraft(storage: Storage | undefined, base: StayValues): StayValues {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(stayDraftKey) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return base;
    const draft = { ...base };
    for (const field of stayFields) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = clampStayValue(field, value);
    }
    return draft;
  } catch {
    return base;
  }
}

export function saveStayDraft(storage: Storage | undefined, values: StayValues): void {
  try {
    storage?.setItem(stayDraftKey, JSON.stringify(values));
  } catch {
    // Private browsing or a full storage: the request still works, only the reload safety is lost.
  }
}

export function clearStayDraft(storage: Storage | undefined): void {
  try {
    storage?.removeItem(stayDraftKey);
    storage?.removeItem(secondUnitDraftKey);
  } catch {
    // As above.
  }
}
