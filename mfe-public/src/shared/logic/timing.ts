declare global {
  interface Window {
    /** Browser tests set this scale factor (e.g. 0.05) before the page loads to shorten every timing. */
    __YOGA_TEST_TIMINGS__?: number;
  }
}

/** A duration from TIMINGS, scaled by the test hook when one is set. */
export function scaledMs(ms: number): number {
  const scale = typeof window === 'undefined' ? undefined : window.__YOGA_TEST_TIMINGS__;
  return typeof scale === 'number' && Number.isFinite(scale) && scale > 0
    ? Math.max(1, Math.round(ms * scale))
    : ms;
}
