import { statusFallback } from '@/content/fact-texts';
import {
  closingSoonMinutes,
  closuresIn,
  placeNames,
  statusWords,
  statusWordsFor,
  type PlaceId,
} from '@/features/opening-hours/opening-status-words';
import { pageLanguage } from '@/lib/i18n/page-language';
import { closuresOf, placeSchedule } from '@/features/opening-hours/place-schedules';
import { ClosureNotices, OpeningStatus } from './opening-status-view';

/** Today's status of a place, from its hours in content/ (the leaf computes it in the browser). */
export function PlaceStatus({
  place,
  named = false,
  className,
}: {
  readonly place: PlaceId;
  readonly named?: boolean;
  readonly className?: string;
}) {
  const lang = pageLanguage();
  return (
    <OpeningStatus
      schedule={placeSchedule(place)}
      words={statusWordsFor(lang, place)}
      lang={lang}
      closingSoonMinutes={closingSoonMinutes}
      fallback={statusFallback(lang, place, named)}
      label={named ? placeNames[lang][place] : undefined}
      className={className}
    />
  );
}

/** The notices of the closures that concern a place, until each is over: each reason in the page's language where the owner translated it. */
export function PlaceClosureNotices({ place }: { readonly place: PlaceId }) {
  const lang = pageLanguage();
  return (
    <ClosureNotices closures={closuresOf(place, closuresIn(lang))} place={placeNames[lang][place]} words={statusWords[lang]} lang={lang} />
  );
}
