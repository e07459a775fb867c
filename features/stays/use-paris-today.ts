'use client';

// Today in Paris, in the visitor's browser: the page is built once and served for days, so what is past
// cannot be written at build. Until the page hydrates (and without JavaScript) it is the build's day,
// so the HTML and the first render in the browser agree.
import { useSyncExternalStore } from 'react';
import { parisTime } from '@/lib/opening-status';

const noSubscription = () => () => undefined;
const parisToday = () => parisTime(new Date()).day;

export function useParisToday(builtOn: number): number {
  return useSyncExternalStore(noSubscription, parisToday, () => builtOn);
}
