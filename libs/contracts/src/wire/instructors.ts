import type { RosterHealthCheck } from './health-questionnaire.js';
import type { VideoFormat, VideoOverflow } from './classes.js';

/**
 * The instructor console (issue 25): instructors assigned per timetable slot and per class, the classes
 * they teach, the host's start link, the roster with the health notes students chose to share, and the
 * students' health notes in their profile.
 */

/** Conditions a student may tell their instructors of (besides a free text). */
export const HEALTH_CONDITIONS = [
  'knee',
  'back',
  'blood_pressure',
  'pregnancy',
  'recent_surgery',
] as const;
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

/** The free text of the health notes, at most this many characters. */
export const HEALTH_NOTE_OTHER_MAX_LENGTH = 500;
/** A message to a class's students, at most this many characters. */
export const CLASS_MESSAGE_MAX_LENGTH = 1000;
/** The console shows today's classes and those of the next this many IST days. */
export const CONSOLE_DAYS_AHEAD = 7;

/** GET /api/profile/health-notes: the student's own notes and whether their instructors may see them. */
export interface HealthNotes {
  conditions: HealthCondition[];
  other: string | null;
  share_with_instructors: boolean;
  /** When the sharing was last given or withdrawn (ISO), null if never. */
  consent_changed_at: string | null;
}

/** PUT /api/profile/health-notes. */
export interface UpdateHealthNotesRequest {
  conditions: HealthCondition[];
  other?: string | null;
  share_with_instructors: boolean;
}

/** What an instructor sees of a student's health notes (only when shared). */
export interface SharedHealthNote {
  conditions: HealthCondition[];
  other: string | null;
}

/** GET /api/console/classes: a class the caller teaches (an admin: every class) in the coming days. */
export interface ConsoleClass {
  id: number;
  title: string;
  /** IST date and time. */
  date: string;
  time: string;
  duration_minutes: number;
  instructor_id: number | null;
  instructor_name: string | null;
  /** Another instructor than the slot's teaches this one class. */
  substitute: boolean;
  booked: number;
  /** Meeting or webinar (issue 33), and where students go when the meeting is full. */
  video_format: VideoFormat;
  video_overflow: VideoOverflow;
}

/** GET /api/console/classes/:id/roster: the booked students, with the notes they share. */
export interface ConsoleRosterRow {
  user_id: number;
  name: string;
  health: SharedHealthNote | null;
  /** Her health questionnaire (issue 37): null when never answered; details only with her consent. */
  health_check: RosterHealthCheck | null;
}

/** POST /api/console/classes/:id/start: the host's link (Zoom's start_url, or the class's own link). */
export interface ConsoleStartResponse {
  url: string;
}

/** POST /api/console/classes/:id/message. */
export interface ClassMessageRequest {
  text: string;
}

/** The students the message goes to (queued through the messages outbox). */
export interface ClassMessageResponse {
  recipients: number;
}

/** GET /api/admin/instructors: the instructor accounts the admin picks from (slots and classes). */
export interface InstructorOption {
  id: number;
  name: string;
  email: string;
}
