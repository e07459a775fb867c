import { readSwipe, SWIPE_THRESHOLD_PX, TAP_SLOP_PX } from './swipe-gesture';

describe('readSwipe', () => {
  it('reads a drag to the left as next and to the right as previous', () => {
    expect(readSwipe({ dx: -120, dy: 8 })).toBe('next');
    expect(readSwipe({ dx: 120, dy: -8 })).toBe('previous');
  });

  it('needs the threshold of horizontal travel', () => {
    expect(readSwipe({ dx: -(SWIPE_THRESHOLD_PX - 1), dy: 0 })).toBe('none');
    expect(readSwipe({ dx: -SWIPE_THRESHOLD_PX, dy: 0 })).toBe('next');
    expect(readSwipe({ dx: SWIPE_THRESHOLD_PX, dy: 0 })).toBe('previous');
  });

  it('leaves a vertical or diagonal drag to the page: it scrolls, the photo stays', () => {
    expect(readSwipe({ dx: 5, dy: 300 })).toBe('none');
    expect(readSwipe({ dx: -80, dy: -80 })).toBe('none');
    expect(readSwipe({ dx: -80, dy: 81 })).toBe('none');
    expect(readSwipe({ dx: -81, dy: 80 })).toBe('next');
  });

  it('counts a press that barely moved as a tap', () => {
    expect(readSwipe({ dx: 0, dy: 0 })).toBe('tap');
    expect(readSwipe({ dx: TAP_SLOP_PX, dy: -TAP_SLOP_PX })).toBe('tap');
    expect(readSwipe({ dx: TAP_SLOP_PX + 1, dy: 0 })).toBe('none');
  });
});
