import { eventWords } from '@/features/events/event-words';
import type { SiteEvent } from '@/features/events/events';
import type { Lang } from '@/lib/i18n/languages';

/**
 * Beside an event the owner marks as serving alcohol (mulled wine at the Christmas market): the health
 * message every alcohol advertising carries (Code de la santé publique L3323-4), in the page's language.
 */
export function AlcoholWarning({ event, lang }: { readonly event: Pick<SiteEvent, 'sellsAlcohol'>; readonly lang: Lang }) {
  return event.sellsAlcohol ? <p className="text-sm text-ink-muted">{eventWords[lang].alcoholWarning}</p> : null;
}
