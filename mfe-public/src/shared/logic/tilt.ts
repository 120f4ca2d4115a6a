import { LAYOUT } from '@yoga/contracts';

export interface Tilt {
  rotateX: number;
  rotateY: number;
  shiftX: number;
  shiftY: number;
}

const MAX_ROTATE_DEG = 4;
const MAX_SHIFT_PX = 12;

/**
 * The hero's tilt and shift for a pointer at (x, y) inside a box of `width` × `height`, or null at the
 * mobile breakpoint (768 px) and below, where the effect is off.
 */
export function tiltFor(
  x: number,
  y: number,
  width: number,
  height: number,
  viewportWidth: number,
): Tilt | null {
  if (viewportWidth <= LAYOUT.mobileBreakpointPx || width <= 0 || height <= 0) return null;
  const dx = Math.max(-1, Math.min(1, (x / width) * 2 - 1));
  const dy = Math.max(-1, Math.min(1, (y / height) * 2 - 1));
  const round = (n: number) => Math.round(n * 100) / 100 + 0;
  return {
    rotateX: round(-dy * MAX_ROTATE_DEG),
    rotateY: round(dx * MAX_ROTATE_DEG),
    shiftX: round(dx * MAX_SHIFT_PX),
    shiftY: round(dy * MAX_SHIFT_PX),
  };
}
