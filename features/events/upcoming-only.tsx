'use client';

// The browser's filter of an events list: the server renders every event the build knew as this
// leaf's children (the HTML without JavaScript); once the page runs, those that have ended leave, by
// the visitor's clock. Given only each item's end instant, so the page's script stays tiny.
import { Children, useSyncExternalStore, type ReactNode } from 'react';
import { itemsShowing } from './upcoming-items';

/** Checked again every minute, so that an event ending while the page is open leaves the list. */
const tickMs = 60_000;

function subscribe(onTick: () => void): () => void {
  const timer = window.setInterval(onTick, tickMs);
  return () => window.clearInterval(timer);
}

/** On the server and during hydration: no clock, the build's list stays. */
const noClock = () => null;

interface UpcomingOnlyProps {
  /** Each child's end instant (ms since 1970), in the children's order. */
  readonly endsAt: readonly number[];
  /** Show at most this many (the home's next three). */
  readonly limit?: number;
  /** Said when nothing is left to show. */
  readonly empty?: ReactNode;
  readonly children: ReactNode;
}

export function UpcomingOnly({ endsAt, limit, empty = null, children }: UpcomingOnlyProps) {
  // Which items show, as a string, so that React re-renders only when that changes, not at every tick.
  const showingNow = useSyncExternalStore(subscribe, () => itemsShowing(endsAt, Date.now(), limit).join(), noClock);
  const showing = showingNow === null ? itemsShowing(endsAt, null, limit) : showingNow === '' ? [] : showingNow.split(',').map(Number);
  const items = Children.toArray(children);
  return showing.length > 0 ? showing.map((index) => items[index]) : empty;
}
