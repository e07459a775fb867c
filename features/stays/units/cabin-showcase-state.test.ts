import { cabinShowcaseReducer as reducer, createCabinShowcaseState } from '@/features/stays/units/cabin-showcase-state';

const counts = [3, 4];

describe('cabin showcase state', () => {
  it('starts on the first cabin and its first photo', () => {
    const state = createCabinShowcaseState(counts);
    expect(state.cabinIndex).toBe(0);
    expect(state.carousel).toMatchObject({ index: 0, count: 3, transitioning: false });
  });

  it('resets to the first photo of the chosen cabin', () => {
    let state = createCabinShowcaseState(counts);
    state = reducer(state, { type: 'carousel', action: { type: 'next' } });
    state = reducer(state, { type: 'carousel', action: { type: 'transition-end' } });
    state = reducer(state, { type: 'carousel', action: { type: 'next' } });
    expect(state.carousel.index).toBe(2);
    const switched = reducer(state, { type: 'select-cabin', cabinIndex: 1 });
    expect(switched.cabinIndex).toBe(1);
    expect(switched.carousel).toMatchObject({ index: 0, previousIndex: null, count: 4, transitioning: false });
  });

  it('resets the photo even when the shown cabin is chosen again', () => {
    let state = createCabinShowcaseState(counts);
    state = reducer(state, { type: 'carousel', action: { type: 'go-to', index: 2 } });
    expect(reducer(state, { type: 'select-cabin', cabinIndex: 0 }).carousel.index).toBe(0);
  });

  it('ignores photo clicks during the 1 s animation', () => {
    const moving = reducer(createCabinShowcaseState(counts), { type: 'carousel', action: { type: 'next' } });
    expect(reducer(moving, { type: 'carousel', action: { type: 'next' } })).toBe(moving);
  });

  it('ignores an unknown cabin', () => {
    const state = createCabinShowcaseState(counts);
    expect(reducer(state, { type: 'select-cabin', cabinIndex: 5 })).toBe(state);
  });
});
