import { bool, httpUrl, positiveInt, type Env } from '../../config/env.js';

/** The Zoom Server-to-Server OAuth app and its host (all of ZOOM_ACCOUNT_ID, _CLIENT_ID, _CLIENT_SECRET). */
export interface ZoomConfig {
  accountId: string;
  clientId: string;
  clientSecret: string;
  /** ZOOM_HOST_USER: the Zoom user the meetings are made for (default `me`: the app's owner). */
  hostUser: string;
  /** ZOOM_API_URL (default https://api.zoom.us/v2), ZOOM_OAUTH_URL (default https://zoom.us/oauth/token). */
  apiUrl: string;
  oauthUrl: string;
  /** ZOOM_RECORD=true: cloud recording on for every meeting made. */
  record: boolean;
}

/** The video provider of the live classes (docs/video.md). */
export interface VideoConfig {
  /** `zoom` when the three Zoom credentials are set; else `manual` (the admin's pasted link, as before). */
  provider: 'manual' | 'zoom';
  zoom: ZoomConfig | undefined;
  /** ZOOM_WEBHOOK_SECRET: the webhook is refused (400) without it. */
  webhookSecret: string | undefined;
  /** ATTENDED_MINUTES (default 10): a student who stayed this long attended. */
  attendedMinutes: number;
  /** REPLAY_DAYS (default 7): the classes of the last this many IST days with a recording are on Replays. */
  replayDays: number;
  /** RECORDING_RETENTION_DAYS (default 30): recordings of older classes are deleted by a job. */
  retentionDays: number;
  /**
   * FFMPEG_PATH (default `ffmpeg`, found on PATH; Debian's package): the program that transcodes a stored
   * recording into HLS renditions. Absent or not runnable: the job says so once and replays stay the MP4.
   */
  ffmpegPath: string;
  /**
   * ZOOM_MEETING_CAPACITY (default 300: the licence's participant limit) and ZOOM_WEBINAR_CAPACITY
   * (default 1000): the most personal links one meeting or webinar hands out (issue 33).
   */
  meetingCapacity: number;
  webinarCapacity: number;
}

export const VIDEO_CONFIG = Symbol('VIDEO_CONFIG');

export function loadVideoConfig(env: Env): VideoConfig {
  const accountId = env.ZOOM_ACCOUNT_ID?.trim();
  const clientId = env.ZOOM_CLIENT_ID?.trim();
  const clientSecret = env.ZOOM_CLIENT_SECRET?.trim();
  const set = [accountId, clientId, clientSecret].filter(Boolean).length;
  if (set !== 0 && set !== 3)
    throw new Error('ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET must be set together');
  const apiUrl = httpUrl('ZOOM_API_URL', env.ZOOM_API_URL, 'https://api.zoom.us/v2');
  const oauthUrl = httpUrl('ZOOM_OAUTH_URL', env.ZOOM_OAUTH_URL, 'https://zoom.us/oauth/token');
  const zoom =
    accountId && clientId && clientSecret
      ? {
          accountId,
          clientId,
          clientSecret,
          hostUser: env.ZOOM_HOST_USER?.trim() || 'me',
          apiUrl,
          oauthUrl,
          record: bool(env.ZOOM_RECORD?.trim(), false),
        }
      : undefined;
  const replayDays = positiveInt('REPLAY_DAYS', env.REPLAY_DAYS?.trim(), 7);
  const retentionDays = positiveInt(
    'RECORDING_RETENTION_DAYS',
    env.RECORDING_RETENTION_DAYS?.trim(),
    30,
  );
  if (retentionDays < replayDays)
    throw new Error(
      `RECORDING_RETENTION_DAYS (${retentionDays}) must be at least REPLAY_DAYS (${replayDays})`,
    );
  return {
    provider: zoom ? 'zoom' : 'manual',
    zoom,
    webhookSecret: env.ZOOM_WEBHOOK_SECRET?.trim() || undefined,
    attendedMinutes: positiveInt('ATTENDED_MINUTES', env.ATTENDED_MINUTES?.trim(), 10),
    replayDays,
    retentionDays,
    ffmpegPath: env.FFMPEG_PATH?.trim() || 'ffmpeg',
    meetingCapacity: positiveInt('ZOOM_MEETING_CAPACITY', env.ZOOM_MEETING_CAPACITY?.trim(), 300),
    webinarCapacity: positiveInt('ZOOM_WEBINAR_CAPACITY', env.ZOOM_WEBINAR_CAPACITY?.trim(), 1000),
  };
}
