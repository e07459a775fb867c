'use client';

import { useReducer } from 'react';
import type { ResolvedPhoto } from '@/lib/photos';
import { Carousel } from './carousel';
import { carouselReducer, createCarouselState } from './carousel-state';

interface PhotoCarouselProps {
  readonly label: string;
  readonly slides: readonly ResolvedPhoto[];
  readonly sizes: string;
}

/** A carousel that keeps its own state, for a single list of photos. */
export function PhotoCarousel({ label, slides, sizes }: PhotoCarouselProps) {
  const [state, dispatch] = useReducer(carouselReducer, slides.length, createCarouselState);
  return <Carousel label={label} slides={slides} sizes={sizes} state={state} dispatch={dispatch} />;
}
