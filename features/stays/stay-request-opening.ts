// What opens the stay request, in the page's first scripts (kept small: the request itself loads on
// opening): a unit type's « Demander ces dates » button asking the estimate's card, where the request
// opens, to open it for that type; and a draft typed earlier in the visit, which reopens it.
import type { UnitTypeId } from './stays';

type Listener = (type: UnitTypeId, opener: HTMLElement) => void;

const listeners = new Set<Listener>();

export function requestDatesFor(type: UnitTypeId, opener: HTMLElement): void {
  for (const listener of listeners) listener(type, opener);
}

/** Listens until the returned function is called. */
export function onRequestDates(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

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
