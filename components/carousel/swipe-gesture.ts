/**
 * How a drag over a photo is read, apart from the DOM so that it can be tested alone: a mostly
 * horizontal drag longer than the threshold changes the photo, anything else (a tap, a vertical drag
 * that scrolls the page, a diagonal wobble) does not.
 */

/** Shortest horizontal travel, in CSS pixels, that counts as a swipe rather than a tap that wobbled. */
export const SWIPE_THRESHOLD_PX = 40;
/** Travel under which a press still counts as a tap (it opens the photo instead). */
export const TAP_SLOP_PX = 10;

export interface DragDistance {
  /** Horizontal travel, positive to the right. */
  readonly dx: number;
  /** Vertical travel, positive downwards. */
  readonly dy: number;
}

export type SwipeOutcome = 'next' | 'previous' | 'tap' | 'none';

/**
 * What a finished drag means. Dragging the photo to the left brings the next one in from the right,
 * as on every phone; a drag that is at least as vertical as it is horizontal is the page scrolling.
 */
export function readSwipe({ dx, dy }: DragDistance): SwipeOutcome {
  const across = Math.abs(dx);
  const down = Math.abs(dy);
  if (across <= TAP_SLOP_PX && down <= TAP_SLOP_PX) return 'tap';
  if (across < SWIPE_THRESHOLD_PX || across <= down) return 'none';
  return dx < 0 ? 'next' : 'previous';
}
