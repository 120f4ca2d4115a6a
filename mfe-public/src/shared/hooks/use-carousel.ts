import { useCallback, useState } from 'react';
import { createCarousel, goTo, step, type CarouselState } from '../logic/carousel';
import { scaledMs } from '../logic/timing';

/** Carousel index with a transition lock: moves during the lock are ignored. */
export function useCarousel(count: number, lockMs: number) {
  const [state, setState] = useState<CarouselState>(() => createCarousel(count));
  const lock = scaledMs(lockMs);
  const next = useCallback(() => setState((s) => step(s, 1, Date.now(), lock)), [lock]);
  const previous = useCallback(() => setState((s) => step(s, -1, Date.now(), lock)), [lock]);
  const jump = useCallback(
    (target: number) => setState((s) => goTo(s, target, Date.now(), lock)),
    [lock],
  );
  return { index: state.index, next, previous, jump };
}
