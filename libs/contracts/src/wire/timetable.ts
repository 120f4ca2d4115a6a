import type { ClassType, VideoFormat, VideoOverflow } from './classes.js';

/**
 * The weekly timetable template (/api/timetable/slots, admin).
 */

/** GET/POST/PUT /api/timetable/slots (admin). `start_time` is an IST `HH:mm`. */
export interface TimetableSlot {
  id: number;
  day_of_week: number;
  start_time: string;
  duration_minutes: number;
  title: string;
  /** The title in Hindi (null: the Hindi pages show `title`); its classes carry it. */
  title_hi: string | null;
  /** The instructor account that teaches the slot's classes (the default of each class; issue 38). */
  instructor_id: number | null;
  /** That account's name. */
  instructor_name: string | null;
  /** A name typed before instructors were accounts, matching none (display-only, docs/timetable.md). */
  instructor_legacy: string | null;
  link: string;
  class_type: ClassType;
  capacity: number;
  active: boolean;
  description: string | null;
  /** Meeting or webinar for its classes (issue 33). */
  video_format: VideoFormat;
  /** Where students go when a class's meeting is full. */
  video_overflow: VideoOverflow;
  /** The second instructor: hosts the overflow meeting (null: none named). */
  overflow_instructor_id: number | null;
}

export interface TimetableSlotInput {
  day_of_week: number;
  start_time: string;
  duration_minutes?: number;
  title: string;
  /** The title in Hindi; empty, null or absent: none (the Hindi pages show `title`). */
  title_hi?: string | null;
  /** An active instructor account (GET /api/admin/instructors); null or absent: none. */
  instructor_id?: number | null;
  /** Empty or absent: its classes get Zoom meetings (the manual video provider requires a link). */
  link?: string;
  class_type?: ClassType;
  capacity: number;
  active?: boolean;
  description?: string | null;
  /** Absent: unchanged (a new slot: `meeting`). */
  video_format?: VideoFormat;
  /** Absent: unchanged (a new slot: `none`). */
  video_overflow?: VideoOverflow;
  /** An active instructor account; null: none. Absent: unchanged. */
  overflow_instructor_id?: number | null;
}

/**
 * PATCH /api/timetable/slots (admin): one meeting link for many slots at once. Answers the changed
 * slots; their classes follow as after a single edit (unbooked, not edited by hand).
 */
export interface TimetableSlotsLinkInput {
  ids: number[];
  link: string;
}
