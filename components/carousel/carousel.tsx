'use client';

import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type FocusEvent } from 'react';
import type { CarouselWords } from '@/config/ui';
import { fill } from '@/lib/i18n/format';
import type { ResolvedPhoto } from '@/components/photos';
import { PlaceholderBadge } from '@/components/placeholder-badge';
import { ResponsiveImage } from '@/components/responsive-image';
import type { PhotoViewerProps } from '@/components/photo-viewer/photo-viewer';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { AUTO_ADVANCE_MS, isSlideNearby, TRANSITION_MS, type CarouselAction, type CarouselState } from './carousel-state';
import { useReducedMotion } from './use-reduced-motion';
import { useSwipe } from './use-swipe';

/** The viewer's code, once a visitor has opened a photo: fetched then, never at page load. */
let loadedViewer: ComponentType<PhotoViewerProps> | null = null;
async function loadViewer(): Promise<ComponentType<PhotoViewerProps>> {
  loadedViewer ??= (await import('@/components/photo-viewer/photo-viewer')).PhotoViewer;
  return loadedViewer;
}

interface CarouselProps {
  readonly label: string;
  readonly slides: readonly ResolvedPhoto[];
  readonly sizes: string;
  readonly state: CarouselState;
  readonly dispatch: (action: CarouselAction) => void;
  /** The page's language's words, from the server component that renders the carousel. */
  readonly words: CarouselWords;
}

/**
 * An auto-rotating image carousel after the WAI-ARIA Authoring Practices: a pause control first,
 * rotation stopped while the pointer is over it or focus is inside, none under reduced motion.
 * The state (index, lock, direction) lives in carousel-state.ts; this component renders it and runs the timers.
 */
export function Carousel({ label, slides, sizes, state, dispatch, words }: CarouselProps) {
  const slidesId = useId();
  const reducedMotion = useReducedMotion();
  // Null until the visitor presses pause or play: rotation then starts unless they asked for reduced motion.
  const [playChosen, setPlayChosen] = useState<boolean | null>(null);
  const paused = playChosen === null ? reducedMotion : !playChosen;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The open viewer, and which photo it shows; rotation waits while it is open.
  const [viewer, setViewer] = useState<{ readonly Viewer: ComponentType<PhotoViewerProps>; readonly index: number } | null>(null);
  const rotating = !paused && !hovered && !focused && viewer === null;

  const expandRef = useRef<HTMLButtonElement>(null);
  const openViewer = () => {
    const index = state.index;
    // Offline, the viewer's code cannot come: the carousel simply stays as it is.
    loadViewer().then(
      (Viewer) => setViewer({ Viewer, index }),
      () => undefined,
    );
  };
  const closeViewer = useCallback(() => setViewer(null), []);
  // A swipe takes the same way as the buttons, so the same rules hold: wrap, direction, 1 s lock, dots.
  const swipe = useSwipe((outcome) => {
    if (outcome === 'next' || outcome === 'previous') dispatch({ type: outcome });
    else if (outcome === 'tap') {
      // Focus goes back to the expand control when the viewer closes, as if it had been pressed.
      expandRef.current?.focus({ preventScroll: true });
      openViewer();
    }
  });

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
      aria-roledescription={words.roleDescription}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="relative"
    >
      <div
        {...swipe}
        className="relative aspect-[3/2] cursor-zoom-in touch-pan-y overflow-hidden rounded-card bg-lake-100 shadow-card select-none"
      >
        {/* Without JavaScript the photos sit in a row that scrolls sideways, and the buttons that could not work are not shown. */}
        <div
          id={slidesId}
          aria-live={rotating ? 'off' : 'polite'}
          className="absolute inset-0 noscript:flex noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto"
        >
          {slides.map((slide, index) => {
            const current = index === state.index;
            const leaving = state.transitioning && index === state.previousIndex;
            return (
              <div
                key={slide.variants.avif[0]?.src ?? index}
                role="group"
                aria-roledescription={words.slideRoleDescription}
                aria-label={fill(words.position, { position: index + 1, count: slides.length })}
                aria-hidden={current ? undefined : true}
                className={`absolute inset-0 noscript:visible noscript:relative noscript:block noscript:w-full noscript:shrink-0 noscript:snap-start ${
                  current ? `z-10 ${animate ? slideInClass : ''}` : leaving ? 'z-0' : isSlideNearby(state, index) ? 'invisible' : 'hidden'
                }`}
              >
                <ResponsiveImage photo={slide} sizes={sizes} draggable={false} className="h-full w-full object-cover" />
                {slide.isPlaceholder ? <PlaceholderBadge label={words.placeholderBadge} /> : null}
              </div>
            );
          })}
        </div>

        <button
          type="button"
          onClick={() => setPlayChosen(paused)}
          aria-label={paused ? words.play : words.pause}
          className="absolute top-3 left-3 z-20 flex size-11 noscript:hidden items-center justify-center rounded-full bg-white/90 text-lake-900 shadow-card hover:bg-white focus-inset"
        >
          {paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
        </button>

        <button
          type="button"
          aria-controls={slidesId}
          aria-label={words.previous}
          onClick={() => dispatch({ type: 'previous' })}
          className="absolute top-1/2 left-3 z-20 flex size-11 noscript:hidden -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lake-900 shadow-card hover:bg-white focus-inset"
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          aria-controls={slidesId}
          aria-label={words.next}
          onClick={() => dispatch({ type: 'next' })}
          className="absolute top-1/2 right-3 z-20 flex size-11 noscript:hidden -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-lake-900 shadow-card hover:bg-white focus-inset"
        >
          <ChevronRightIcon />
        </button>
      </div>

      <ul aria-label={words.dotsLabel} className="mt-3 flex flex-wrap justify-center noscript:hidden">
        {slides.map((slide, index) => (
          <li key={slide.variants.avif[0]?.src ?? index}>
            <button
              type="button"
              aria-controls={slidesId}
              aria-label={fill(words.goTo, { position: index + 1 })}
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
      <p className="mt-3 hidden text-center text-ink-muted noscript:block">{words.scrollHint}</p>

      {/* After the dots so that pause stays the carousel's first control; drawn in the photo's corner. */}
      <button
        ref={expandRef}
        type="button"
        onClick={openViewer}
        aria-label={words.viewer.open}
        className="absolute top-3 right-3 z-20 flex size-11 items-center justify-center rounded-full bg-white/90 text-lake-900 shadow-card hover:bg-white focus-inset noscript:hidden"
      >
        <ExpandIcon className="size-5" />
      </button>

      {viewer ? <viewer.Viewer label={label} words={words.viewer} photos={slides} startIndex={viewer.index} onClose={closeViewer} /> : null}
    </section>
  );
}
