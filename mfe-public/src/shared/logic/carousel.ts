/** State of a slider or carousel; pure so it can be unit-tested without timers or a DOM. */
export interface CarouselState {
  index: number;
  count: number;
  /** Moves requested before this time (ms, same clock as `now`) are ignored: the transition lock. */
  lockedUntil: number;
}

export function createCarousel(count: number, index = 0): CarouselState {
  return { index: wrapIndex(index, count), count, lockedUntil: 0 };
}

/** Wraps in both directions: -1 is the last slide, `count` is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function isLocked(state: CarouselState, now: number): boolean {
  return now < state.lockedUntil;
}

/** Jumps to `target` unless a transition is still running; the returned state is the same object when ignored. */
export function goTo(
  state: CarouselState,
  target: number,
  now: number,
  lockMs: number,
): CarouselState {
  if (isLocked(state, now)) return state;
  const index = wrapIndex(target, state.count);
  if (index === state.index) return state;
  return { ...state, index, lockedUntil: now + lockMs };
}

export function step(
  state: CarouselState,
  delta: number,
  now: number,
  lockMs: number,
): CarouselState {
  return goTo(state, state.index + delta, now, lockMs);
}

/** Delay before the next automatic advance: the first can differ from the rest (hero slider). */
export function autoplayDelay(advancesSoFar: number, firstMs: number, intervalMs: number): number {
  return advancesSoFar === 0 ? firstMs : intervalMs;
}
