import { clampStayValue, stayFields, type StayValues } from './stay-request';

/** What the visitor has typed in the stay request, kept for the visit only (sessionStorage), as the table request does. */
export const stayDraftKey = 'chalets-du-lac:demande-de-sejour';

/** Whether a request was being typed earlier in the visit: the page then opens it again after a reload. */
export function hasStayDraft(storage: Storage | undefined): boolean {
  try {
    return Boolean(storage?.getItem(stayDraftKey));
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
  } catch {
    // As above.
  }
}
