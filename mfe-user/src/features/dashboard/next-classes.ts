import type { YogaClass } from '@yoga/contracts';
import { indiaDateTime } from '../../shared/booking-time';

/** How many of the next classes the first-class card lists. */
const SHOWN = 3;

/**
 * The next classes that have not started yet, soonest first: the first-class card's list, and the
 * panel's first screen drawn before the app has loaded (src/first-screen).
 */
export function nextClasses(classes: readonly YogaClass[], now: Date = new Date()): YogaClass[] {
  return classes
    .map((cls) => ({ cls, start: indiaDateTime(cls.date, cls.time)?.getTime() }))
    .filter((x): x is { cls: YogaClass; start: number } => (x.start ?? 0) > now.getTime())
    .sort((a, b) => a.start - b.start)
    .slice(0, SHOWN)
    .map((x) => x.cls);
}
