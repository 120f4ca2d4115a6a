import type { YogaClass } from '@yoga/contracts';

/**
 * A class as the API lists it, for unit tests: a 45-minute paid "Power Yoga" at 08:00 IST on 6 December
 * 2026, open capacity, nobody booked. A test passes only what it is about.
 */
export function yogaClass(over: Partial<YogaClass> = {}): YogaClass {
  return {
    id: 3,
    title: 'Power Yoga',
    title_hi: null,
    class_type: 'paid',
    date: '2026-12-06',
    time: '08:00',
    description: null,
    duration_minutes: 45,
    capacity: null,
    booked_count: 0,
    waitlist_count: 0,
    instructor: null,
    instructor_id: null,
    substitute_id: null,
    slot_id: null,
    video_format: 'meeting',
    video_overflow: 'none',
    overflow_instructor_id: null,
    ...over,
  };
}
