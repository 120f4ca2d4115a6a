import type { ClassType } from './classes.js';

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
  instructor: string | null;
  link: string;
  class_type: ClassType;
  capacity: number;
  active: boolean;
  description: string | null;
}

export interface TimetableSlotInput {
  day_of_week: number;
  start_time: string;
  duration_minutes?: number;
  title: string;
  instructor?: string | null;
  /** Empty or absent: its classes get Zoom meetings (the manual video provider requires a link). */
  link?: string;
  class_type?: ClassType;
  capacity: number;
  active?: boolean;
  description?: string | null;
}

/**
 * PATCH /api/timetable/slots (admin): one meeting link for many slots at once. Answers the changed
 * slots; their classes follow as after a single edit (unbooked, not edited by hand).
 */
export interface TimetableSlotsLinkInput {
  ids: number[];
  link: string;
}
