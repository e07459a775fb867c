'use client';

import { useEffect, useId, useState, type FocusEvent } from 'react';
import { carouselText } from '@/content/ui';
import type { ResolvedPhoto } from '@/lib/photos';
import { PlaceholderBadge } from '../placeholder-badge';
import { ResponsiveImage } from '../responsive-image';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../ui/icons';
import { AUTO_ADVANCE_MS, TRANSITION_MS, type CarouselAction, type CarouselState } from './carousel-state';
import { useReducedMotion } from './use-reduced-motion';

interface CarouselProps {
  readonly label: string;
  readonly slides: readonly ResolvedPhoto[];
  readonly sizes: string;
  readonly state: CarouselState;
  readonly dispatch: (action: CarouselAction) => void;
}

/**
 * An auto-rotating image carousel after the WAI-ARIA Authoring Practices: a pause control first,
 * rotation stopped while the pointer is over it or focus is inside, none under reduced motion.
 * The state (index, lock, direction) lives in carousel-state.ts; this component renders it and runs the timers.
 */
export function Carousel({ label, slides, sizes, state, dispatch }: CarouselProps) {
  const slidesId = useId();
  const reducedMotion = useReducedMotion();
  // Null until the visitor presses pause or play: rotation then starts unless they asked for reduced motion.
  const [playChosen, setPlayChosen] = useState<boolean | null>(null);
  const paused = playChosen === null ? reducedMotion : !playChosen;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !paused && !hovered && !focused;

  useEffect(() => {
    if (!state.transitioning) return;
    const timer = window.setTimeout(() => dispatch({ type: 'transition-end' }), TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [state.transitioning, state.index, dispatch]);

  useEffect(() => {
    if (!rotating || slides.length < 2) return;
    const timer = window.setTimeout(() => dispatch({ type: 'auto-advance' }), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, state.index, slides.length, dispatch]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const animate = state.transitioning && !reducedMotion;
  const slideInClass = state.direction === 'from-right' ? 'animate-slide-in-from-right' : 'animate-slide-in-from-left';

  return (
    <section
      aria-roledescription={carouselText.roleDescription}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="relative"
    >
      <div className="relative aspect-[3/2] overflow-hidden rounded-card bg-lake-100 shadow-card">
        <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} className="absolute inset-0">
          {slides.map((slide, index) => {
            const current = index === state.index;
            const leaving = state.transitioning && index === state.previousIndex;
            return (
              <div
                key={slide.variants.avif[0]?.src ?? index}
                role="group"
                aria-roledescription={carouselText.slideRoleDescription}
                aria-label={carouselText.position(index + 1, slides.length)}
                aria-hidden={current ? undefined : true}
                className={`absolute inset-0 ${current ? `z-10 ${animate ? slideInClass : ''}` : leaving ? 'z-0' : 'invisible'}`}
              >
                <ResponsiveImage photo={slide} sizes={sizes} className="h-full w-full object-cover" />
                {slide.isPlaceholder ? <PlaceholderBadge /> : null}
              </div>
            );
          })}
        </div>

        <button
          type="button"
          onClick={() => setPlayChosen(paused)}
          aria-label={paused ? carouselText.play : carouselText.pause}
          className="absolute top-3 left-3 z-20 flex size-11 items-center justify-center rounded-full bg-white/90 text-lake-900 shadow-card hover:bg-white focus-inset"
        >
          {paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
        </button>

        <button
          type="button"
          aria-controls={slidesId}
          aria-label={carouselText.previous}
          onClick={() => dispatch({ type: 'previous' })}
          className="absolute top-1/2 left-3 z-20 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lake-900 shadow-card hover:bg-white focus-inset"
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-controls={slidesId}
          aria-label={carouselText.next}
          onClick={() => dispatch({ type: 'next' })}
          className="absolute top-1/2 right-3 z-20 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lake-900 shadow-card hover:bg-white focus-inset"
        >
          <ChevronRightIcon />
        </button>
      </div>

      <ul aria-label={carouselText.dotsLabel} className="mt-3 flex flex-wrap justify-center">
          {slides.map((slide, index) => (
            <li key={slide.variants.avif[0]?.src ?? index}>
              <button
                type="button"
                aria-controls={slidesId}
                aria-label={carouselText.goTo(index + 1)}
                aria-current={index === state.index ? 'true' : undefined}
                onClick={() => dispatch({ type: 'go-to', index })}
                className="group flex size-11 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full border-2 border-lake-700 transition-colors ${
                    index === state.index ? 'bg-lake-700' : 'bg-transparent group-hover:bg-lake-300'
                  }`}
                />
              </button>
            </li>
          ))}
      </ul>
    </section>
  );
}
