import { useCallback, useState } from 'react';
import { createCarousel, goTo, step, type CarouselState } from '../logic/carousel';

/** Carousel index with a transition lock: moves during the lock are ignored. */
export function useCarousel(count: number, lockMs: number) {
  const [state, setState] = useState<CarouselState>(() => createCarousel(count));
  const next = useCallback(() => setState((s) => step(s, 1, Date.now(), lockMs)), [lockMs]);
  const previous = useCallback(() => setState((s) => step(s, -1, Date.now(), lockMs)), [lockMs]);
  const jump = useCallback(
    (target: number) => setState((s) => goTo(s, target, Date.now(), lockMs)),
    [lockMs],
  );
  return { index: state.index, next, previous, jump };
}
