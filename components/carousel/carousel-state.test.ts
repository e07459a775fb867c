import { carouselReducer, createCarouselState, isSlideNearby, type CarouselAction, type CarouselState } from './carousel-state';

const settle = (state: CarouselState) => carouselReducer(state, { type: 'transition-end' });
const run = (state: CarouselState, ...actions: CarouselAction[]) =>
  actions.reduce((current, action) => settle(carouselReducer(current, action)), state);

describe('carouselReducer', () => {
  it('starts on the first slide, not transitioning', () => {
    expect(createCarouselState(7)).toEqual({ count: 7, index: 0, previousIndex: null, transitioning: false, direction: 'from-right' });
  });

  it('moves to the next slide and wraps from the last to the first', () => {
    const atLast = run(createCarouselState(7), ...Array<CarouselAction>(6).fill({ type: 'next' }));
    expect(atLast.index).toBe(6);
    const wrapped = carouselReducer(atLast, { type: 'next' });
    expect(wrapped.index).toBe(0);
    expect(wrapped.previousIndex).toBe(6);
  });

  it('moves to the previous slide and wraps from the first to the last', () => {
    const state = carouselReducer(createCarouselState(7), { type: 'previous' });
    expect(state.index).toBe(6);
    expect(carouselReducer(settle(state), { type: 'previous' }).index).toBe(5);
  });

  it('slides in from the right when the new index is above the old one, from the left otherwise', () => {
    const forward = carouselReducer(createCarouselState(7), { type: 'next' });
    expect(forward.direction).toBe('from-right');
    const backward = carouselReducer(settle(forward), { type: 'previous' });
    expect(backward.direction).toBe('from-left');
    const wrapForward = carouselReducer(run(createCarouselState(3), { type: 'go-to', index: 2 }), { type: 'next' });
    expect(wrapForward.index).toBe(0);
    expect(wrapForward.direction).toBe('from-left');
    const wrapBackward = carouselReducer(createCarouselState(3), { type: 'previous' });
    expect(wrapBackward.direction).toBe('from-right');
  });

  it('ignores every navigation while transitioning, until the transition ends', () => {
    const moving = carouselReducer(createCarouselState(7), { type: 'next' });
    expect(moving.transitioning).toBe(true);
    for (const action of [{ type: 'next' }, { type: 'previous' }, { type: 'go-to', index: 4 }, { type: 'auto-advance' }] as const) {
      expect(carouselReducer(moving, action)).toBe(moving);
    }
    const settled = settle(moving);
    expect(settled.transitioning).toBe(false);
    expect(carouselReducer(settled, { type: 'next' }).index).toBe(2);
  });

  it('jumps to a dot only when it is not the current slide', () => {
    const start = createCarouselState(7);
    expect(carouselReducer(start, { type: 'go-to', index: 0 })).toBe(start);
    const jumped = carouselReducer(start, { type: 'go-to', index: 4 });
    expect(jumped).toMatchObject({ index: 4, previousIndex: 0, transitioning: true, direction: 'from-right' });
    expect(carouselReducer(start, { type: 'go-to', index: 9 })).toBe(start);
  });

  it('auto-advances like next, and not while transitioning', () => {
    const advanced = carouselReducer(createCarouselState(7), { type: 'auto-advance' });
    expect(advanced.index).toBe(1);
    expect(carouselReducer(advanced, { type: 'auto-advance' })).toBe(advanced);
  });

  it('does not move a carousel of a single slide', () => {
    const single = createCarouselState(1);
    expect(carouselReducer(single, { type: 'next' })).toBe(single);
  });
});

describe('isSlideNearby', () => {
  it('keeps the shown slide and its two neighbours, wrapping, and no other', () => {
    const start = createCarouselState(7);
    expect([0, 1, 2, 3, 4, 5, 6].filter((index) => isSlideNearby(start, index))).toEqual([0, 1, 6]);
    const third = carouselReducer(carouselReducer(start, { type: 'go-to', index: 3 }), { type: 'transition-end' });
    expect([0, 1, 2, 3, 4, 5, 6].filter((index) => isSlideNearby(third, index))).toEqual([2, 3, 4]);
  });

  it('keeps the leaving slide while the transition lasts', () => {
    const jumping = carouselReducer(createCarouselState(7), { type: 'go-to', index: 4 });
    expect([0, 1, 2, 3, 4, 5, 6].filter((index) => isSlideNearby(jumping, index))).toEqual([0, 3, 4, 5]);
  });

  it('keeps every slide of a carousel of two or three', () => {
    expect([0, 1].filter((index) => isSlideNearby(createCarouselState(2), index))).toEqual([0, 1]);
    expect([0, 1, 2].filter((index) => isSlideNearby(createCarouselState(3), index))).toEqual([0, 1, 2]);
  });
});
