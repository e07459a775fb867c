'use client';

import { useReducer } from 'react';
import type { CarouselWords } from '@/config/ui';
import type { ResolvedPhoto } from '@/components/photos';
import { Carousel } from './carousel';
import { carouselReducer, createCarouselState } from './carousel-state';

interface StatefulCarouselProps {
  readonly label: string;
  readonly slides: readonly ResolvedPhoto[];
  readonly sizes: string;
  readonly words: CarouselWords;
}

/** A carousel that keeps its own state, for a single list of photos. */
export function StatefulCarousel({ label, slides, sizes, words }: StatefulCarouselProps) {
  const [state, dispatch] = useReducer(carouselReducer, slides.length, createCarouselState);
  return <Carousel label={label} slides={slides} sizes={sizes} state={state} dispatch={dispatch} words={words} />;
}
