import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ZoomWebhookAnswer } from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { VIDEO_CONFIG, type VideoConfig } from './config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { VideoAttendanceService, type ParticipantFacts } from './attendance.service.js';
import { VideoWebhookEvent } from './entities/video-webhook-event.entity.js';
import { MeetingsService } from './meetings.service.js';
import { RoomsService } from './rooms.service.js';
import {
  RecordingDownloadsService,
  type ZoomRecordingFile,
} from './recording-downloads.service.js';

/** Zoom's signed timestamp may be this old at most. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

/** What Zoom sends (the fields read here). */
interface ZoomWebhook {
  event?: string;
  event_ts?: number;
  /** recording.completed: the token that downloads its files (24 hours). */
  download_token?: string;
  payload?: {
    plainToken?: string;
    object?: {
      id?: number | string;
      uuid?: string;
      start_time?: string;
      end_time?: string;
      recording_files?: ZoomRecordingFile[];
      participant?: {
        user_id?: string;
        id?: string;
        participant_uuid?: string;
        registrant_id?: string;
        email?: string;
        join_time?: string;
        leave_time?: string;
      };
    };
  };
}

const time = (value: string | undefined) => {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/**
 * `POST /api/video/zoom/webhook`: the signature (`x-zm-signature` = `v0=` HMAC-SHA256 of
 * `v0:{x-zm-request-timestamp}:{raw body}` with ZOOM_WEBHOOK_SECRET) and a timestamp at most five
 * minutes old are checked before anything else; the URL validation challenge is answered; each
 * delivery is handled once (its body's hash is its key).
 */
@Injectable()
export class ZoomWebhookService {
  private readonly logger = new Logger('ZoomWebhook');
  private readonly events: Repository<VideoWebhookEvent>;

  constructor(
    @InjectRepository(VideoWebhookEvent) events: Repository<VideoWebhookEvent>,
    @Inject(VIDEO_CONFIG) private readonly config: Pick<VideoConfig, 'webhookSecret'>,
    private readonly meetings: MeetingsService,
    private readonly rooms: RoomsService,
    private readonly attendance: VideoAttendanceService,
    private readonly recordings: RecordingDownloadsService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.events = tx.ambient(events);
  }

  private verify(raw: Buffer, signature: string | undefined, timestamp: string | undefined) {
    const secret = this.config.webhookSecret;
    if (!secret || !signature || !timestamp || !/^\d{1,13}$/.test(timestamp))
      throw new ApiError('webhook_signature_invalid');
    const expected = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:`).update(raw).digest('hex')}`;
    const a = Buffer.from(signature);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b))
      throw new ApiError('webhook_signature_invalid');
    // Zoom's timestamp is in seconds (milliseconds accepted too).
    const ms = timestamp.length > 11 ? Number(timestamp) : Number(timestamp) * 1000;
    if (Math.abs(this.clock.now().getTime() - ms) > WEBHOOK_MAX_AGE_MS)
      throw new ApiError('webhook_timestamp_stale');
  }

  async handle(
    raw: Buffer,
    signature: string | undefined,
    timestamp: string | undefined,
  ): Promise<ZoomWebhookAnswer> {
    this.verify(raw, signature, timestamp);
    let body: ZoomWebhook;
    try {
      body = JSON.parse(raw.toString('utf8')) as ZoomWebhook;
    } catch {
      throw new ApiError('malformed_body');
    }
    // A webinar's events are named as a meeting's (webinar.started, webinar.participant_joined …).
    const event = String(body.event ?? '').replace(/^webinar\./, 'meeting.');
    if (event === 'endpoint.url_validation') {
      const plainToken = String(body.payload?.plainToken ?? '');
      if (!plainToken) throw new ApiError('malformed_body');
      return {
        plainToken,
        encryptedToken: createHmac('sha256', this.config.webhookSecret!)
          .update(plainToken)
          .digest('hex'),
      };
    }
    const id = createHash('sha256').update(raw).digest('hex');
    const status = await this.tx.run(async () => {
      try {
        await this.events.insert({ id, event: event.slice(0, 64), receivedAt: this.clock.now() });
      } catch (error) {
        if (isDuplicateKey(error)) return 'duplicate' as const;
        throw error;
      }
      const object = body.payload?.object;
      const meetingId = object?.id === undefined ? '' : String(object.id);
      if (!meetingId) return 'ignored' as const;
      if (event === 'meeting.started' || event === 'meeting.ended') {
        const at =
          time(event === 'meeting.started' ? object?.start_time : object?.end_time) ??
          new Date(body.event_ts ?? this.clock.now().getTime());
        const live = event === 'meeting.started' ? 'live' : 'ended';
        const row = await this.meetings.markLive(meetingId, live, object?.uuid ?? null, at);
        if (row) return 'processed' as const;
        // A class's overflow room (issue 33).
        return (await this.rooms.markLive(meetingId, live, object?.uuid ?? null, at))
          ? ('processed' as const)
          : ('ignored' as const);
      }
      if (event === 'recording.completed') {
        const meeting = await this.meetings.byMeetingId(meetingId);
        if (!meeting) return 'ignored' as const;
        const files = Array.isArray(object?.recording_files) ? object.recording_files : [];
        const queued = await this.recordings.fromZoom(
          meeting.classId,
          files,
          typeof body.download_token === 'string' ? body.download_token : undefined,
        );
        return queued ? ('processed' as const) : ('ignored' as const);
      }
      if (event !== 'meeting.participant_joined' && event !== 'meeting.participant_left')
        return 'ignored' as const;
      const meeting =
        (await this.meetings.byMeetingId(meetingId)) ??
        (await this.rooms
          .byOverflowMeetingId(meetingId)
          .then((o) => (o ? { classId: o.classId, endedAt: null } : null)));
      const p = object?.participant;
      const key = p?.participant_uuid || p?.user_id || p?.id;
      if (!meeting || !p || !key) return 'ignored' as const;
      const facts: ParticipantFacts = {
        key,
        registrantId: p.registrant_id || null,
        email: p.email || null,
        joinTime: time(p.join_time),
        leaveTime: time(p.leave_time),
      };
      if (event === 'meeting.participant_joined') await this.attendance.joined(meeting, facts);
      else await this.attendance.left(meeting, facts);
      return 'processed' as const;
    });
    if (status !== 'processed') this.logger.debug({ event: 'zoom_webhook', type: event, status });
    return { status };
  }
}
