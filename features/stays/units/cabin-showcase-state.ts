import { carouselReducer, createCarouselState, type CarouselAction, type CarouselState } from '@/components/carousel/carousel-state';

export interface CabinShowcaseState {
  /** How many photos each cabin has. */
  readonly imageCounts: readonly number[];
  readonly cabinIndex: number;
  readonly carousel: CarouselState;
}

export type CabinShowcaseAction =
  { readonly type: 'select-cabin'; readonly cabinIndex: number } | { readonly type: 'carousel'; readonly action: CarouselAction };

export function createCabinShowcaseState(imageCounts: readonly number[], cabinIndex = 0): CabinShowcaseState {
  return { imageCounts, cabinIndex, carousel: createCarouselState(imageCounts[cabinIndex] ?? 0) };
}

export function cabinShowcaseReducer(state: CabinShowcaseState, action: CabinShowcaseAction): CabinShowcaseState {
  if (action.type === 'carousel') {
    const carousel = carouselReducer(state.carousel, action.action);
    return carousel === state.carousel ? state : { ...state, carousel };
  }
  if (action.cabinIndex < 0 || action.cabinIndex >= state.imageCounts.length) return state;
  // Choosing a cabin, even the one shown, starts again on its first photo.
  return createCabinShowcaseState(state.imageCounts, action.cabinIndex);
}
