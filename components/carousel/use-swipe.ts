'use client';

import { useRef, type PointerEvent } from 'react';
import { readSwipe, type SwipeOutcome } from './swipe-gesture';

interface Press {
  readonly pointerId: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Pointer handlers that read a touch or mouse drag over a photo (see swipe-gesture.ts). The element
 * they go on carries `touch-action: pan-y` (or `pinch-zoom`), so the browser keeps vertical page
 * scrolling and sends a pointercancel when it takes a drag over: the photo then stays. Presses on a
 * control drawn over the photo are the control's.
 */
export function useSwipe(onGesture: (outcome: SwipeOutcome) => void) {
  const press = useRef<Press | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const onControl = (event.target as Element).closest('button, a') !== null;
      // A second finger makes it a pinch, which is the browser's.
      if (!event.isPrimary || onControl || (event.pointerType === 'mouse' && event.button !== 0)) {
        press.current = null;
        return;
      }
      press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const start = press.current;
      press.current = null;
      if (start?.pointerId !== event.pointerId) return;
      onGesture(readSwipe({ dx: event.clientX - start.x, dy: event.clientY - start.y }));
    },
    onPointerCancel: () => {
      press.current = null;
    },
    // A mouse drag would otherwise pick the image up (HTML drag and drop) and cancel the pointer.
    onDragStart: (event: { preventDefault: () => void }) => event.preventDefault(),
  };
}
