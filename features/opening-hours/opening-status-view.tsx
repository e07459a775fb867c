'use client';

// The live "open now?" line and the closure notices of a place. The server renders what is always
// true (the weekly summary, every closure listed in content/); once the page's scripts run, the
// browser puts today's status in the same reserved box and hides closures that are over.
import { useSyncExternalStore } from 'react';
import type { ClosureNotice } from '@/features/opening-hours/opening-status-words';
import { fill, formatDay } from '@/lib/i18n/format';
import type { Lang } from '@/lib/i18n/languages';
import {
  closureIsOver,
  dayFromIso,
  openingStatus,
  parisTime,
  statusText,
  type OpeningStatus as Status,
  type PlaceSchedule,
  type StatusWords,
} from '@/lib/opening-status';

/** The status is computed again every half minute, so that it turns at the right time. */
const tickMs = 30_000;

function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, tickMs);
  return () => window.clearInterval(timer);
}

const currentTick = () => Math.floor(Date.now() / tickMs);
/** On the server and during hydration: no clock, the static text stays. */
const noTick = () => null;

function useNow(): Date | null {
  const tick = useSyncExternalStore(subscribe, currentTick, noTick);
  return tick === null ? null : new Date(tick * tickMs);
}

/** The dot before the words, drawn by the box's ::before (no element of its own). */
const dotColour: Record<Status['kind'], string> = {
  open: 'before:bg-forest-600',
  closingSoon: 'before:bg-ember-600',
  closed: 'before:bg-ink-muted',
};

interface OpeningStatusProps {
  readonly schedule: PlaceSchedule;
  /** The page's language's words and language, from the server (features/opening-hours/place-status.tsx). */
  readonly words: StatusWords;
  readonly lang: Lang;
  readonly closingSoonMinutes: number;
  /** What the box says before the scripts run: the weekly hours in a few words. */
  readonly fallback: string;
  /** The place's name, where the page does not already say it. */
  readonly label?: string;
  readonly className?: string;
}

export function OpeningStatus({ schedule, words, lang, closingSoonMinutes, fallback, label, className = '' }: OpeningStatusProps) {
  const now = useNow();
  const status = now ? openingStatus(schedule, now, closingSoonMinutes) : null;
  const named = label ? (lang === 'fr' ? `${label}\u00a0: ` : `${label}: `) : '';
  return (
    // Two lines are reserved whatever the text, and the summary keeps at most those two once the status
    // has replaced it: an invisible copy drawn by the stylesheet (no text of the page's) in the same cell
    // of a grid, held to two lines as the summary is while it shows. Nothing moves when the status takes
    // its place, and a long week no longer leaves the status a half-empty box (issue 49). Without
    // scripts nothing replaces the summary: it shows whole.
    <p
      className={`flex min-h-14 items-center gap-3 rounded-2xl bg-white px-4 py-1 leading-6 text-lake-900 shadow-card before:size-3 before:shrink-0 before:rounded-full ${
        status ? dotColour[status.kind] : 'before:bg-lake-300'
      } ${className}`}
    >
      {/* The place's name in bold, and today's status once the browser knows it; the summary before it is not. */}
      <span
        data-summary={`${named}${fallback}`}
        className="grid font-semibold after:invisible after:col-start-1 after:row-start-1 after:line-clamp-2 after:content-[attr(data-summary)] noscript:after:line-clamp-none"
      >
        <span className={`col-start-1 row-start-1 ${status ? '' : 'line-clamp-2 noscript:line-clamp-none'}`}>
          {named}
          <span className={status ? undefined : 'font-normal'}>{status ? statusText(status, words, lang, Boolean(label)) : fallback}</span>
        </span>
      </span>
    </p>
  );
}

interface ClosureNoticesProps {
  /** Each reason in the page's language, or French marked `reasonLang` (features/opening-hours/opening-status-words.ts's closuresIn). */
  readonly closures: readonly ClosureNotice[];
  /** The place's name, as the notices say it. */
  readonly place: string;
  readonly words: StatusWords;
  readonly lang: Lang;
}

export function ClosureNotices({ closures, place, words, lang }: ClosureNoticesProps) {
  const now = useNow();
  if (closures.length === 0) return null;
  const today = now ? parisTime(now).day : null;
  const dates = (closure: ClosureNotice) => ({
    place,
    from: formatDay(lang, dayFromIso(closure.from), true),
    through: formatDay(lang, dayFromIso(closure.through), true),
  });
  // On other languages' pages the reason goes where the template says {reason}: the owner's
  // translation, or their French marked as French.
  const [before = '', after = ''] = words.closureNotice.split('{reason}');
  const [reasonBefore = '', reasonAfter = ''] = words.closureReason.split('{reason}');
  return (
    <div className="space-y-3">
      {closures.map((closure) => (
        <p
          key={`${closure.from}-${closure.through}`}
          hidden={today !== null && closureIsOver(closure, today)}
          className="rounded-card border-l-4 border-ember-600 bg-ember-100 p-4 font-semibold text-ember-700"
        >
          {lang === 'fr' ? (
            fill(words.closureNotice, {
              ...dates(closure),
              reason: closure.reason ? fill(words.closureReason, { reason: closure.reason }) : '',
            })
          ) : (
            <>
              {fill(before, dates(closure))}
              {closure.reason ? (
                <>
                  {reasonBefore}
                  {/* Untranslated, the French reason is read by a screen reader with a French voice. */}
                  {closure.reasonLang ? <span lang={closure.reasonLang}>{closure.reason}</span> : closure.reason}
                  {reasonAfter}
                </>
              ) : null}
              {after}
            </>
          )}
        </p>
      ))}
    </div>
  );
}
