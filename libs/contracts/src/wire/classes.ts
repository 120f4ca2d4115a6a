import type { PageQuery } from './common.js';
import type { ReplayPlayback, ReplayRendition, ReplayRenditionSource } from './api.generated.js';

/**
 * Live classes (/api/classes), joining one (POST /api/classes/:id/join), their video, attendance,
 * recordings and replays.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/classes/dto and backend/src/modules/video/dto, and the schema classes of
 * backend/src/modules/classes/classes.schemas.ts and of the video module, video.schemas.ts and
 * recordings.schemas.ts); their documentation is there.
 */
export type {
  ClassAttendanceRow,
  ClassRecording,
  ClassRecordingLinkInput,
  ClassVideoRoom,
  ClassVideoRooms,
  JoinClassResponse,
  JoinRoom,
  MyClassAttendance,
  RecordingTranscoding,
  Replay,
  ReplayPlayback,
  ReplayRendition,
  ReplayRenditionSource,
  VideoMeetingFailure,
  VideoStatus,
  YogaClass,
  YogaClassInput,
  ZoomWebhookAnswer,
} from './api.generated.js';

export const CLASS_TYPES = ['demo', 'paid'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

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

/** The video provider of the live classes (GET /api/video/status). */
export type VideoProviderName = 'manual' | 'zoom';

/** Where a class's recording is: stored (or being stored) from Zoom or an upload, or a link. */
export type RecordingSource = 'zoom' | 'upload' | 'link';
export type RecordingStatus = 'pending' | 'stored' | 'failed';

/**
 * Where the renditions of a recording stand (the job `video.recordings.renditions`): `waiting` (the file
 * is not stored yet, or the job has not taken it up; after a failed try it tries again), `making` (ffmpeg is
 * transcoding it now), `ready` (the renditions are played; the MP4 is gone), `failed` (the job gave up after
 * `max_attempts` tries: the MP4 stays what is played; the admin may retry), `unavailable` (no ffmpeg on the
 * server: the MP4 is played).
 */
export type TranscodingState = 'waiting' | 'making' | 'ready' | 'failed' | 'unavailable';

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

/**
 * GET /api/classes: IST dates, inclusive (YYYY-MM-DD), and paging. Query parameters have no schema in the
 * document, so this one stays written here (the server's ClassesQueryDto implements it).
 */
export interface ClassesQuery extends PageQuery {
  from?: string;
  to?: string;
}
