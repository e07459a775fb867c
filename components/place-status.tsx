import { placeNames, statusFallback, type PlaceId } from '@/content/opening-status';
import { closuresOf, placeSchedule } from '@/lib/place-schedules';
import { ClosureNotices, OpeningStatus } from './opening-status';

/** Today's status of a place, from its hours in content/ (the leaf computes it in the browser). */
export function PlaceStatus({ place, named = false, className }: { readonly place: PlaceId; readonly named?: boolean; readonly className?: string }) {
  return (
    <OpeningStatus
      schedule={placeSchedule(place)}
      fallback={statusFallback[place]}
      label={named ? placeNames[place] : undefined}
      className={className}
    />
  );
}

/** The notices of the closures that concern a place, until each is over. */
export function PlaceClosureNotices({ place }: { readonly place: PlaceId }) {
  return <ClosureNotices closures={closuresOf(place)} place={placeNames[place]} />;
}
