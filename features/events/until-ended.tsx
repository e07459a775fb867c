'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { hasEnded } from '@/features/events/has-ended';

const noSubscription = () => () => undefined;

interface UntilEndedProps {
  /** The instant the event ends, in milliseconds since 1970 (the Paris end time, as features/events/events.ts read it). */
  readonly endsAt: number;
  /** Whether it had ended when the build ran: what the HTML shows before, or without, JavaScript. */
  readonly endedAtBuild: boolean;
  /** Shown once the event has ended, in place of the children. */
  readonly ended: ReactNode;
  readonly children: ReactNode;
}

/**
 * Its children until the event ends, then `ended`, by the visitor's clock: an instant compared with an
 * instant, no time zone needed. The page's HTML says what the build knew; hydration corrects it.
 */
export function UntilEnded({ endsAt, endedAtBuild, ended, children }: UntilEndedProps) {
  const over = useSyncExternalStore(
    noSubscription,
    () => hasEnded(endsAt, Date.now()),
    () => endedAtBuild,
  );
  return over ? ended : children;
}
