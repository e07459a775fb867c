import { eventStatusText, eventWords } from '@/features/events/event-words';
import type { EventStatus } from '@/content/schema/event-choices';
import type { Lang } from '@/lib/i18n/languages';
import { UntilEnded } from './until-ended';

/**
 * The badge's words before and after the event's end. An event that took place as planned (or full)
 * then says it took place; a cancelled or postponed one never did, so it keeps saying so.
 */
export function eventStateWords(lang: Lang, status: EventStatus): { readonly before?: string; readonly after?: string } {
  const before = eventStatusText(lang, status);
  const after = status === 'annule' || status === 'reporte' ? before : eventWords[lang].ended;
  return { ...(before ? { before } : {}), ...(after ? { after } : {}) };
}

const stateBadge = 'mt-5 inline-block rounded-full bg-white px-4 py-1.5 text-base font-semibold text-lake-900';

/** The event's state beside its title: as the build knew it in the HTML, by the visitor's clock once the script runs. */
export function EventState({
  lang,
  status,
  endsAt,
  endedAtBuild,
}: {
  readonly lang: Lang;
  readonly status: EventStatus;
  readonly endsAt: number;
  readonly endedAtBuild: boolean;
}) {
  const { before, after } = eventStateWords(lang, status);
  return (
    <UntilEnded endsAt={endsAt} endedAtBuild={endedAtBuild} ended={after ? <p className={stateBadge}>{after}</p> : null}>
      {before ? <p className={stateBadge}>{before}</p> : null}
    </UntilEnded>
  );
}
