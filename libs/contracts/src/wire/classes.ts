import type { PageQuery } from './common.js';

/**
 * Live classes (/api/classes) and joining one (POST /api/classes/:id/join).
 */

export type ClassType = 'demo' | 'paid';

export interface YogaClass {
  id: number;
  title: string;
  class_type: ClassType;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  /** Present only for admins and instructors; students get it from POST /api/classes/:id/join. */
  link?: string;
  description: string | null;
  /** Length of the class in minutes (45 unless the timetable slot says otherwise). */
  duration_minutes: number;
  /** Places in the class; null means no limit. */
  capacity: number | null;
  /** Places taken, and students waiting for one (placesLeft in rules/bookings.ts). */
  booked_count: number;
  waitlist_count: number;
  instructor: string | null;
  /** The timetable slot it was generated from; null for a one-off class (Manage Class). */
  slot_id: number | null;
}

export interface YogaClassInput {
  title: string;
  class_type?: ClassType;
  date: string;
  time: string;
  /**
   * The class's own meeting link. Required with the manual video provider; with Zoom, absent or empty
   * means "make a Zoom meeting for it" (a pasted link stays, e.g. a guest teacher's meeting).
   */
  link?: string;
  description?: string | null;
  duration_minutes?: number;
  /** Null or absent: no limit. */
  capacity?: number | null;
  instructor?: string | null;
}

/** POST /api/classes/:id/join → 200 (entitled, inside the window). Records attendance once. */
export interface JoinClassResponse {
  url: string;
}

/** The video provider of the live classes (GET /api/video/status). */
export type VideoProviderName = 'manual' | 'zoom';

export interface VideoStatus {
  provider: VideoProviderName;
  /** Minutes in the meeting that count as attended (Zoom). */
  attended_minutes: number;
}

/**
 * GET /api/classes/:id/attendance (admin): every student who was in the class or booked it. With a
 * Zoom meeting: the minutes the platform confirms, attended at ATTENDED_MINUTES, and `shared_link` when
 * the same registrant was in the meeting twice at once. With a pasted link: the join clicks (0 minutes).
 */
export interface ClassAttendanceRow {
  user_id: number;
  name: string;
  minutes: number;
  attended: boolean;
  shared_link: boolean;
}

/** GET /api/video/attendance/mine: the classes a student attended, with minutes (Zoom) or by join click. */
export interface MyClassAttendance {
  class_id: number;
  minutes: number;
  attended: boolean;
  source: 'zoom' | 'join_click';
}

/**
 * POST /api/video/zoom/webhook → 200: Zoom's URL validation gets `plainToken` and `encryptedToken`;
 * an event gets `status` (`duplicate`: this delivery was handled already).
 */
export interface ZoomWebhookAnswer {
  plainToken?: string;
  encryptedToken?: string;
  status?: 'processed' | 'duplicate' | 'ignored';
}

/** GET /api/video/replays: a class of the last REPLAY_DAYS IST days with a recording to watch. */
export interface Replay {
  class_id: number;
  title: string;
  /** IST date (YYYY-MM-DD) and time (HH:mm) of the class. */
  date: string;
  time: string;
  duration_minutes: number;
  instructor: string | null;
}

/**
 * GET /api/video/replays/:classId/play: where the browser plays the recording. `file`: a short-lived
 * signed address of the stored MP4 (HTTP ranges; expires at `expires_at`); `link`: the address the admin
 * attached (opened as it is).
 */
export interface ReplayPlayback {
  kind: 'file' | 'link';
  url: string;
  expires_at: string | null;
}

/** Where a class's recording is: stored (or being stored) from Zoom or an upload, or a link. */
export type RecordingSource = 'zoom' | 'upload' | 'link';
export type RecordingStatus = 'pending' | 'stored' | 'failed';

/** GET /api/classes/:id/recording (admin): the class's recording, or null. */
export interface ClassRecording {
  class_id: number;
  source: RecordingSource;
  status: RecordingStatus;
  /** Bytes of the stored file (null for a link or before it is stored). */
  size: number | null;
  link: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

/** PUT /api/classes/:id/recording (admin): attach a recording link (https). */
export interface ClassRecordingLinkInput {
  link: string;
}

/** GET /api/admin/video/failures: classes whose Zoom meeting could not be made (yet). */
export interface VideoMeetingFailure {
  class_id: number;
  title: string;
  date: string;
  time: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
}

/** GET /api/classes: IST dates, inclusive (YYYY-MM-DD), and paging. */
export interface ClassesQuery extends PageQuery {
  from?: string;
  to?: string;
}
