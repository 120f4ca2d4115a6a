import { useCallback, useMemo, useState } from 'react';
import { useAutoplay } from './use-autoplay';
import { useCarousel } from './use-carousel';
import { usePrefersReducedMotion } from './use-reduced-motion';

interface SlideshowOptions {
  count: number;
  /** Transition lock: moves during it are ignored. */
  lockMs: number;
  intervalMs: number;
  /** Delay before the very first advance; defaults to the interval. */
  firstMs?: number;
}

/**
 * A carousel that auto-advances unless the visitor paused it, the pointer holds it (hover) or the
 * system asks for reduced motion.
 */
export function useSlideshow({ count, lockMs, intervalMs, firstMs }: SlideshowOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel(count, lockMs);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const running = !paused && !held && !reducedMotion;

  useAutoplay({ running, firstMs, intervalMs, onAdvance: carousel.next });

  const togglePaused = useCallback(() => setPaused((p) => !p), []);
  const hoverProps = useMemo(
    () => ({ onMouseEnter: () => setHeld(true), onMouseLeave: () => setHeld(false) }),
    [],
  );
  return {
    ...carousel,
    reducedMotion,
    running,
    paused,
    setPaused,
    setHeld,
    togglePaused,
    hoverProps,
  };
}
