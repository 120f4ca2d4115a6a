import { slideState } from './slide-state';
import { autoplayDelay, createCarousel, goTo, isLocked, step, wrapIndex } from './carousel';

describe('carousel state', () => {
  it('wraps in both directions', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('steps forward from the last slide to the first and back', () => {
    const last = createCarousel(5, 4);
    expect(step(last, 1, 0, 600).index).toBe(0);
    expect(step(createCarousel(5), -1, 0, 600).index).toBe(4);
  });

  it('ignores moves during the transition lock and accepts them after it', () => {
    const moved = step(createCarousel(6), 1, 1000, 800);
    expect(moved.index).toBe(1);
    expect(isLocked(moved, 1799)).toBe(true);
    expect(step(moved, 1, 1799, 800)).toBe(moved);
    expect(goTo(moved, 4, 1500, 800)).toBe(moved);
    expect(step(moved, 1, 1800, 800).index).toBe(2);
  });

  it('jumps straight to a dot and treats the current slide as no move', () => {
    const s = createCarousel(5);
    expect(goTo(s, 3, 0, 600).index).toBe(3);
    expect(goTo(s, 0, 0, 600)).toBe(s);
  });

  it('uses the first delay once, then the interval', () => {
    expect(autoplayDelay(0, 2000, 5000)).toBe(2000);
    expect(autoplayDelay(1, 2000, 5000)).toBe(5000);
    expect(autoplayDelay(7, 2000, 5000)).toBe(5000);
  });
});

describe('slide positions', () => {
  it('puts earlier slides before and later slides after the active one', () => {
    expect([0, 1, 2, 3].map((i) => slideState(i, 2))).toEqual([
      'before',
      'before',
      'active',
      'after',
    ]);
  });
});
