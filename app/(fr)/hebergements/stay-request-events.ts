// How a unit type's « Demander ces dates » button (in its own section) asks the estimate's card,
// where the request opens, to open it for that type: a call between two client leaves of the page.
import type { UnitTypeId } from '@/content/stays';

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
