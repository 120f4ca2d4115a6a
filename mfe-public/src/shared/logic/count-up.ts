/** Value shown `elapsedMs` into a count-up to `target` lasting `durationMs` (ease-out, exact at the end). */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const t = elapsedMs / durationMs;
  const eased = 1 - Math.pow(1 - t, 3);
  return target * eased;
}

/** Formats with the target's own number of decimals so the width never changes while counting. */
export function formatCount(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

export function decimalsOf(target: number): number {
  const text = String(target);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}
