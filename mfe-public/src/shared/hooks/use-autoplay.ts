import { useEffect, useRef } from 'react';
import { autoplayDelay } from '../logic/carousel';

interface AutoplayOptions {
  /** False while paused, stopped, hovered or with reduced motion. */
  running: boolean;
  intervalMs: number;
  /** Delay before the very first advance; defaults to the interval. */
  firstMs?: number;
  onAdvance: () => void;
}

/** Calls onAdvance after firstMs, then every intervalMs, while running. */
export function useAutoplay({
  running,
  intervalMs,
  firstMs = intervalMs,
  onAdvance,
}: AutoplayOptions): void {
  const advances = useRef(0);
  const callback = useRef(onAdvance);
  useEffect(() => {
    callback.current = onAdvance;
  }, [onAdvance]);

  useEffect(() => {
    if (!running) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          advances.current += 1;
          callback.current();
          schedule();
        },
        autoplayDelay(advances.current, firstMs, intervalMs),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running, firstMs, intervalMs]);
}
