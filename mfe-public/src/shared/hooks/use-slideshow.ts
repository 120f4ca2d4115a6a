import { useCallback, useEffect, useMemo, useState, type FocusEvent } from 'react';
import { useLowData } from '@yoga/i18n';
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
 * A carousel that auto-advances unless the visitor paused it, the pointer is over it, keyboard focus is
 * inside it (WCAG 2.2.2: nothing moves under a reader) or the system asks for reduced motion; paused from
 * the start in low data.
 */
export function useSlideshow({ count, lockMs, intervalMs, firstMs }: SlideshowOptions) {
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel(count, lockMs);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !paused && !held && !hovered && !focused && !reducedMotion;
  // Low data (issue 37): no slideshow moves by itself (each slide's picture would be fetched); it starts
  // paused, and her Play still plays it.
  const lowData = useLowData();
  useEffect(() => {
    if (lowData) setPaused(true);
  }, [lowData]);

  useAutoplay({ running, firstMs, intervalMs, onAdvance: carousel.next });

  const togglePaused = useCallback(() => setPaused((p) => !p), []);
  /** Spread on the carousel's root: hover and focus within it pause autoplay until they leave. */
  const holdProps = useMemo(
    () => ({
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    }),
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
    holdProps,
  };
}
