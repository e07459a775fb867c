// What leads into the stay flow, in the page's first scripts (kept small: the flow's next steps load on
// use): a unit type's « Demander un séjour » button asking the flow to take that unit, or a day of its
// availability calendar tapped, that unit from that day; and the stay
// being asked for, kept for the visit (sessionStorage) in the same format as the page's address
// (./stay-query.ts), so that a reload brings it back and it is read with the same care.
import type { UnitTypeId } from '@/features/stays/stays';

/** `arrival`: a day of the availability calendar the visitor tapped, "YYYY-MM-DD". */
type Listener = (type: UnitTypeId, opener: HTMLElement, arrival?: string) => void;

const listeners = new Set<Listener>();

export function requestDatesFor(type: UnitTypeId, opener: HTMLElement, arrival?: string): void {
  for (const listener of listeners) listener(type, opener, arrival);
}

/** Listens until the returned function is called. */
export function onRequestDates(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** What the visitor has typed in the stay request's last step (contact, message), kept for the visit only. */
export const stayDraftKey = 'chalets-du-lac:demande-de-sejour';

/** The stay itself (unit, dates, party, extras, a second unit), as an address's query, kept for the visit only. */
export const flowDraftKey = 'chalets-du-lac:sejour';

/** The stay kept earlier in the visit, as a query to read with ./stay-query.ts; empty when there is none or storage is blocked. */
export function loadFlowDraft(storage: Storage | undefined): string {
  try {
    const saved = storage?.getItem(flowDraftKey) ?? '';
    // A query, short: anything else is not ours.
    return saved.length <= 600 && !saved.includes('#') ? saved : '';
  } catch {
    return '';
  }
}

export function saveFlowDraft(storage: Storage | undefined, query: string): void {
  try {
    if (query) storage?.setItem(flowDraftKey, query);
    else storage?.removeItem(flowDraftKey);
  } catch {
    // Private browsing or a full storage: only the reload safety is lost.
  }
}
