/** Timing rules of the specification (section 9): one slide every 5 s, a 1 s lock per transition. */
export const AUTO_ADVANCE_MS = 5000;
export const TRANSITION_MS = 1000;

/** Which side the incoming slide enters from. */
export type SlideDirection = 'from-right' | 'from-left';

export interface CarouselState {
  readonly count: number;
  readonly index: number;
  /** The slide leaving the stage during a transition; null when none has yet. */
  readonly previousIndex: number | null;
  readonly transitioning: boolean;
  readonly direction: SlideDirection;
}

export type CarouselAction =
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'go-to'; readonly index: number }
  | { readonly type: 'auto-advance' }
  | { readonly type: 'transition-end' };

export function createCarouselState(count: number): CarouselState {
  return { count, index: 0, previousIndex: null, transitioning: false, direction: 'from-right' };
}

function moveTo(state: CarouselState, index: number): CarouselState {
  return {
    ...state,
    index,
    previousIndex: state.index,
    transitioning: true,
    // The new slide comes from the right when its index is above the old one, as specified.
    direction: index > state.index ? 'from-right' : 'from-left',
  };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  if (action.type === 'transition-end') {
    return state.transitioning ? { ...state, transitioning: false } : state;
  }
  if (state.transitioning || state.count < 2) return state;
  switch (action.type) {
    case 'next':
    case 'auto-advance':
      return moveTo(state, (state.index + 1) % state.count);
    case 'previous':
      return moveTo(state, (state.index - 1 + state.count) % state.count);
    case 'go-to':
      if (action.index === state.index || action.index < 0 || action.index >= state.count) return state;
      return moveTo(state, action.index);
  }
}

/**
 * Whether a slide's photo should be ready: the one shown, the one leaving, and the next and
 * previous ones (wrapping), which the visitor or the rotation reaches next. The others stay out of
 * the layout, so the browser does not download them with the page.
 */
export function isSlideNearby(state: CarouselState, index: number): boolean {
  const distance = Math.abs(index - state.index);
  return distance <= 1 || distance === state.count - 1 || (state.transitioning && index === state.previousIndex);
}
