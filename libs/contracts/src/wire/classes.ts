import type { PageQuery } from './common.js';

/**
 * Live classes (/api/classes) and joining one (POST /api/classes/:id/join).
 */

export type ClassType = 'demo' | 'paid';

/**
 * How a class is streamed (issue 33): an interactive meeting (everyone may be seen and heard; at most
 * ZOOM_MEETING_CAPACITY personal links) or a webinar (students see and hear the instructor and are not
 * seen; at most ZOOM_WEBINAR_CAPACITY).
 */
export type VideoFormat = 'meeting' | 'webinar';
export const VIDEO_FORMATS: readonly VideoFormat[] = ['meeting', 'webinar'];

/**
 * Where the students go who come after the class's meeting is full: nowhere (`none`: 409
 * `class_video_full`), a second meeting (hosted by `overflow_instructor_id`), or a webinar.
 */
export type VideoOverflow = 'none' | 'meeting' | 'webinar';
export const VIDEO_OVERFLOWS: readonly VideoOverflow[] = ['none', 'meeting', 'webinar'];

export interface YogaClass {
  id: number;
  title: string;
  /** The title in Hindi (a generated class's is its slot's); null: the Hindi pages show `title`. */
  title_hi: string | null;
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
  /**
   * Who teaches it, by name, as students see it: the substitute's name, else the instructor's (the
   * slot's for a generated class), else a name typed before instructors were accounts (display-only).
   */
  instructor: string | null;
  /** The instructor account of the class: its slot's instructor, or a one-off class's own (issue 38). */
  instructor_id: number | null;
  /** An instructor account teaching this one class instead of `instructor_id` (null: none). */
  substitute_id: number | null;
  /** The timetable slot it was generated from; null for a one-off class (Manage Class). */
  slot_id: number | null;
  /** Meeting or webinar (a generated class's is its slot's unless edited in Manage Class). */
  video_format: VideoFormat;
  /** Where the students go when the meeting is full. */
  video_overflow: VideoOverflow;
  /**
   * The instructor account who hosts the second meeting (overflow `meeting`); null: none named. Present
   * only for admins and instructors (a staff detail, like `link`).
   */
  overflow_instructor_id?: number | null;
}

export interface YogaClassInput {
  title: string;
  /** The title in Hindi; empty, null or absent: none. */
  title_hi?: string | null;
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
  /**
   * A one-off class's instructor account (an active instructor; null: none). A generated class takes
   * its slot's instructor: the value sent for one is ignored.
   */
  instructor_id?: number | null;
  /** An instructor account teaching this one class instead (null: none; students are told). */
  substitute_id?: number | null;
  /** Absent: unchanged (a new class: `meeting`). */
  video_format?: VideoFormat;
  /** Absent: unchanged (a new class: `none`). */
  video_overflow?: VideoOverflow;
  /** The host of the second meeting (an active instructor; null: none). */
  overflow_instructor_id?: number | null;
}

/** POST /api/classes/:id/join → 200 (entitled, inside the window). Records attendance once. */
export interface JoinClassResponse {
  url: string;
  /**
   * Zoom: which of the class's rooms the link opens and what kind it is. `overflow` true: the class's
   * meeting was full and she was placed in its overflow (a second meeting or the webinar); the panel says
   * so in her language, with what she will see. Absent with a pasted link or the manual provider.
   */
  room?: JoinRoom;
}

/** The room a join answer's link opens (issue 33). */
export interface JoinRoom {
  kind: VideoFormat;
  overflow: boolean;
}

/**
 * GET /api/classes/:id/video (admin): per meeting or webinar of the class, the students given a personal
 * link (`registered`), those Zoom saw join (`joined`, from its participant webhooks) and its `capacity`.
 */
export interface ClassVideoRoom {
  room: 'main' | 'overflow';
  kind: VideoFormat;
  /** Zoom's meeting or webinar id; null while it is not made yet. */
  meeting_id: string | null;
  registered: number;
  joined: number;
  capacity: number;
}

export interface ClassVideoRooms {
  class_id: number;
  video_format: VideoFormat;
  video_overflow: VideoOverflow;
  rooms: ClassVideoRoom[];
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
  /** The class's title in Hindi (null: none). */
  title_hi: string | null;
  /** IST date (YYYY-MM-DD) and time (HH:mm) of the class. */
  date: string;
  time: string;
  duration_minutes: number;
  instructor: string | null;
  /**
   * The HLS renditions the recording was transcoded into (issue 37), smallest first; empty while there are
   * none (a link, an MP4 not transcoded yet, or no ffmpeg on the server): the page shows their MB before Play.
   */
  renditions: ReplayRendition[];
}

/**
 * One HLS rendition of a replay: a video height (with its sound) or the audio-only one. `bandwidth`: the
 * peak bits per second of a segment (the master playlist's BANDWIDTH); `mb_per_hour`: the megabytes
 * (10^6 bytes) an hour of it really takes (its files' size over its length). A class costs
 * `mb_per_hour × duration_minutes / 60`.
 */
export interface ReplayRendition {
  kind: 'video' | 'audio';
  /** Video only: the picture's height in pixels (720, 480, 240). */
  height?: number;
  bandwidth: number;
  mb_per_hour: number;
}

/** A rendition in a play answer: with the address of its own (media) playlist, signed like `hls_url`. */
export interface ReplayRenditionSource extends ReplayRendition {
  url: string;
}

/**
 * GET /api/video/replays/:classId/play: where the browser plays the recording. `hls`: the recording's
 * renditions (issue 37): `hls_url` (= `url`) is the master playlist (the player picks by bandwidth), each
 * rendition has its own playlist (the "Low data" choice plays the audio-only one); the addresses carry a
 * signature valid until `expires_at`. `file`: a short-lived signed address of the stored MP4 (HTTP ranges;
 * not transcoded); `link`: the address the admin attached (opened as it is).
 */
export interface ReplayPlayback {
  kind: 'hls' | 'file' | 'link';
  url: string;
  expires_at: string | null;
  /** `hls` only: the master playlist (the same as `url`). */
  hls_url?: string;
  /** `hls` only: every rendition, with its own playlist. */
  renditions?: ReplayRenditionSource[];
}

/** A play answer with renditions (`kind: 'hls'`). */
export type HlsReplayPlayback = ReplayPlayback & {
  kind: 'hls';
  hls_url: string;
  renditions: ReplayRenditionSource[];
  expires_at: string;
};

export const isHlsPlayback = (p: ReplayPlayback): p is HlsReplayPlayback =>
  p.kind === 'hls' && typeof p.hls_url === 'string' && Array.isArray(p.renditions);

/** The megabytes of a whole class at one rendition (rounded up; at least 1). */
export function replayMegabytes(
  rendition: Pick<ReplayRendition, 'mb_per_hour'>,
  minutes: number,
): number {
  return Math.max(1, Math.ceil((rendition.mb_per_hour * minutes) / 60));
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
  /** Where its HLS renditions stand (issue 37); null for a link (never transcoded). */
  transcoding: RecordingTranscoding | null;
}

/**
 * Where the renditions of a recording stand (the job `video.recordings.renditions`): `waiting` (the file
 * is not stored yet, or the job has not taken it up; after a failed try it tries again), `making` (ffmpeg is
 * transcoding it now), `ready` (the renditions are played; the MP4 is gone), `failed` (the job gave up after
 * `max_attempts` tries: the MP4 stays what is played; the admin may retry), `unavailable` (no ffmpeg on the
 * server: the MP4 is played).
 */
export type TranscodingState = 'waiting' | 'making' | 'ready' | 'failed' | 'unavailable';

export interface RecordingTranscoding {
  state: TranscodingState;
  /** `ready`: the renditions made (video heights largest first, then the audio-only one); else empty. */
  renditions: ReplayRendition[];
  /** The job's tries so far, and how many it makes before giving up. */
  attempts: number;
  max_attempts: number;
  /** The last failed try's error (null: none). */
  error: string | null;
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
