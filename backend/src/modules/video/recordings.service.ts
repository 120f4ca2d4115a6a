import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import {
  istInstant,
  type ClassRecording,
  type RecordingTranscoding,
  type Replay,
  type ReplayPlayback,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { VIDEO_CONFIG, type VideoConfig } from './config.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { ClassesService, type YogaClass } from '../classes/index.js';
import { ObjectStorage, PRIVATE_PREFIX } from '../storage/index.js';
import { SubscriptionsService } from '../subscriptions/index.js';
import { VideoRecording } from './entities/video-recording.entity.js';
import { ReplayHls } from './hls/replay-hls.js';
import {
  hlsOf,
  MAX_TRANSCODE_ATTEMPTS,
  publicRenditions,
  RecordingRenditionsService,
  storedKeysOf,
} from './hls/renditions.service.js';

/** A played file's address lives this long (enough to watch a class; seeking re-uses it). */
export const PLAY_URL_SECONDS = 2 * 3600;

/**
 * Replays (docs/video.md): the recording of each class, as the students and the admin see it. Zoom's
 * recordings are downloaded and deleted after RECORDING_RETENTION_DAYS by `RecordingDownloadsService`;
 * the admin may attach a link or upload a file instead. Students entitled now watch the classes of the
 * last REPLAY_DAYS through a short-lived signed address.
 */
@Injectable()
export class RecordingsService {
  private readonly logger = new Logger('VideoRecordings');
  private readonly repo: Repository<VideoRecording>;

  constructor(
    @InjectRepository(VideoRecording) repo: Repository<VideoRecording>,
    @Inject(VIDEO_CONFIG) private readonly config: VideoConfig,
    private readonly storage: ObjectStorage,
    private readonly classes: ClassesService,
    private readonly subscriptions: SubscriptionsService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly renditions: RecordingRenditionsService,
    private readonly hls: ReplayHls,
  ) {
    this.repo = tx.ambient(repo);
  }

  // ---- students ----

  private windowStart(now: Date): Date {
    return new Date(now.getTime() - this.config.replayDays * 86_400_000);
  }

  private playable(row: VideoRecording) {
    return row.status === 'stored' && (row.storageKey || row.link || row.hls);
  }

  /** The classes of the last REPLAY_DAYS with a recording to watch, newest first (entitled students). */
  async replays(user: Pick<AuthUser, 'id' | 'role'>): Promise<Replay[]> {
    await this.subscriptions.assertEntitled(user);
    const now = this.clock.now();
    const rows = (
      await this.repo.find({
        where: { recordedAt: MoreThanOrEqual(this.windowStart(now)), status: 'stored' },
        order: { recordedAt: 'DESC' },
      })
    ).filter((r) => this.playable(r) && r.recordedAt.getTime() <= now.getTime());
    const classes = await this.classes.byIds(rows.map((r) => r.classId));
    return rows.flatMap((r) => {
      const c = classes.get(r.classId);
      return c ? [this.replayOf(c, r)] : [];
    });
  }

  private replayOf(c: YogaClass, row: VideoRecording): Replay {
    return {
      class_id: c.id,
      title: c.title,
      title_hi: c.titleHi ?? null,
      date: c.date,
      time: c.time,
      duration_minutes: c.durationMinutes,
      instructor: c.instructorName ?? c.instructorLegacy ?? null,
      renditions: publicRenditions(hlsOf(row)),
    };
  }

  /** Where the browser plays a class's recording: a short-lived signed address, never a public one. */
  async play(user: Pick<AuthUser, 'id' | 'role'>, classId: number): Promise<ReplayPlayback> {
    await this.subscriptions.assertEntitled(user);
    const now = this.clock.now();
    const row = await this.repo.findOneBy({ classId, status: 'stored' });
    if (!row || !this.playable(row) || row.recordedAt.getTime() < this.windowStart(now).getTime())
      throw new ApiError('replay_not_found');
    const hls = hlsOf(row);
    // Transcoded: the renditions (issue 37); else the MP4 as it was stored, or the admin's link.
    if (hls) return this.hls.playback(classId, hls, PLAY_URL_SECONDS);
    if (!row.storageKey) return { kind: 'link', url: row.link!, expires_at: null };
    const url = await this.storage.signedUrl(row.storageKey, { expiresIn: PLAY_URL_SECONDS });
    return {
      kind: 'file',
      url,
      expires_at: new Date(Date.now() + PLAY_URL_SECONDS * 1000).toISOString(),
    };
  }

  // ---- the admin ----

  /** Every recording kept (the admin's class list shows them), newest first, with its renditions' state. */
  async all(): Promise<ClassRecording[]> {
    const rows = await this.repo.find({ order: { recordedAt: 'DESC' }, take: 1000 });
    const ffmpeg = !!(await this.renditions.available());
    const now = this.clock.now();
    return rows.map((r) => this.view(r, ffmpeg, now));
  }

  private async forClass(classId: number): Promise<ClassRecording> {
    const row = await this.repo.findOneByOrFail({ classId });
    return this.view(row, !!(await this.renditions.available()), this.clock.now());
  }

  private view(row: VideoRecording, ffmpeg: boolean, now: Date): ClassRecording {
    return {
      class_id: row.classId,
      source: row.source,
      status: row.status,
      size: row.size,
      link: row.link,
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt.toISOString(),
      transcoding: transcodingOf(row, ffmpeg, now),
    };
  }

  /**
   * The admin asks the job to try the renditions of a class's recording again after it gave up (three
   * failed tries): its tries start from nothing and the job runs soon. Anything else: 409.
   */
  async retryRenditions(actorId: number, classId: number): Promise<ClassRecording> {
    const row = await this.repo.findOneBy({ classId });
    if (!row) throw new ApiError('replay_not_found');
    if (transcodingOf(row, true, this.clock.now())?.state !== 'failed')
      throw new ApiError('renditions_not_failed');
    const c = await this.classes.findEntity(classId);
    await this.tx.run(async () => {
      const done = await this.repo.update(
        { id: row.id, transcodeAttempts: row.transcodeAttempts },
        { transcodeAttempts: 0, transcodeError: null, claimedUntil: null },
      );
      if (!done.affected) throw new ApiError('renditions_not_failed');
      // The audit log: who asked for the renditions again, after which error (in the same transaction).
      const state = { date: c.date, time: c.time, source: row.source };
      await this.events.publish('admin.changed', {
        actorId,
        entity: 'recording',
        entityId: String(classId),
        action: 'retry_renditions',
        label: c.title,
        before: {
          ...state,
          transcode_attempts: row.transcodeAttempts,
          transcode_error: row.transcodeError,
        },
        after: { ...state, transcode_attempts: 0, transcode_error: null },
      });
    });
    this.logger.log({ event: 'video_renditions_retry', classId });
    this.tx.afterCommit(() => this.renditions.trigger());
    return this.forClass(classId);
  }

  /** The admin attaches a link (https) as the class's recording, replacing any other. */
  async attachLink(actorId: number, classId: number, link: string): Promise<ClassRecording> {
    let url: URL | null;
    try {
      url = new URL(link.trim());
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:') throw new ApiError('recording_invalid');
    const c = await this.classes.findEntity(classId);
    await this.replace(actorId, c, {
      source: 'link',
      link: url.toString(),
      storageKey: null,
      size: null,
    });
    return this.forClass(classId);
  }

  /**
   * The admin uploads an MP4 (multer wrote it to a temporary file): stored under `private/recordings/`,
   * replacing any other recording of the class.
   */
  async attachFile(
    actorId: number,
    classId: number,
    path: string,
    size: number,
  ): Promise<ClassRecording> {
    const c = await this.classes.findEntity(classId);
    const head = await readHead(path);
    if (!isMp4(head)) throw new ApiError('recording_invalid');
    const key = `${PRIVATE_PREFIX}recordings/${classId}-${randomBytes(8).toString('hex')}.mp4`;
    const stored = await this.storage.put(key, createReadStream(path), {
      contentType: 'video/mp4',
    });
    try {
      await this.replace(actorId, c, {
        source: 'upload',
        link: null,
        storageKey: key,
        size: stored.size || size,
      });
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
    this.renditions.trigger();
    return this.forClass(classId);
  }

  /** The audit log's entry of an admin's change to a class's recording (in its transaction). */
  private async audit(
    actorId: number,
    c: YogaClass,
    action: 'attach' | 'remove',
    before: Pick<VideoRecording, 'source' | 'link' | 'size'> | null,
    after: Pick<VideoRecording, 'source' | 'link' | 'size'> | null,
  ): Promise<void> {
    const state = (r: typeof before) =>
      r && { date: c.date, time: c.time, source: r.source, link: r.link, size: r.size };
    await this.events.publish('admin.changed', {
      actorId,
      entity: 'recording',
      entityId: String(c.id),
      action,
      label: c.title,
      before: state(before),
      after: state(after),
    });
  }

  private async replace(
    actorId: number,
    c: YogaClass,
    what: Pick<VideoRecording, 'source' | 'link' | 'storageKey' | 'size'>,
  ): Promise<void> {
    const old = await this.tx.run(async () => {
      const existing = await this.repo.findOneBy({ classId: c.id });
      const fields = {
        ...what,
        status: 'stored' as const,
        externalId: null,
        downloadUrl: null,
        downloadToken: null,
        attempts: 0,
        nextAttemptAt: null,
        claimedUntil: null,
        lastError: null,
        hls: null,
        transcodeAttempts: 0,
        transcodeError: null,
      };
      if (existing) await this.repo.update({ id: existing.id }, fields);
      else
        await this.repo.insert({
          classId: c.id,
          recordedAt: istInstant(c.date, c.time),
          ...fields,
        });
      await this.audit(actorId, c, 'attach', existing, what);
      return existing ? storedKeysOf(existing) : [];
    });
    for (const key of old) if (key !== what.storageKey) await this.storage.delete(key);
  }

  /** The admin removes the class's recording (file and row). */
  async remove(actorId: number, classId: number): Promise<void> {
    const c = await this.classes.findEntity(classId);
    const row = await this.repo.findOneBy({ classId });
    if (!row) return;
    await this.tx.run(async () => {
      await this.repo.delete({ id: row.id });
      await this.audit(actorId, c, 'remove', row, null);
    });
    for (const key of storedKeysOf(row)) await this.storage.delete(key);
  }
}

/**
 * Where a recording's renditions stand (issue 37), from its row: null for a link; `ready` once made;
 * `waiting` while Zoom's file is not stored yet or the job has not taken it up (after a failed try it tries
 * again); `making` while an instance holds it; `failed` after the job's last try; `unavailable` without
 * ffmpeg on the server (the MP4 is played).
 */
export function transcodingOf(
  row: Pick<
    VideoRecording,
    | 'source'
    | 'status'
    | 'hls'
    | 'storageKey'
    | 'transcodeAttempts'
    | 'transcodeError'
    | 'claimedUntil'
  >,
  ffmpeg: boolean,
  now: Date,
): RecordingTranscoding | null {
  if (row.source === 'link') return null;
  const hls = hlsOf(row);
  const figures = {
    renditions: [] as RecordingTranscoding['renditions'],
    attempts: row.transcodeAttempts,
    max_attempts: MAX_TRANSCODE_ATTEMPTS,
    error: row.transcodeError,
  };
  if (hls) {
    // Video heights largest first, then the audio-only one.
    const renditions = publicRenditions(hls).sort(
      (a, b) =>
        (a.kind === 'audio' ? 1 : 0) - (b.kind === 'audio' ? 1 : 0) ||
        (b.height ?? 0) - (a.height ?? 0),
    );
    return { ...figures, state: 'ready', renditions, error: null };
  }
  if (row.status !== 'stored' || !row.storageKey) return { ...figures, state: 'waiting' };
  if (row.transcodeAttempts >= MAX_TRANSCODE_ATTEMPTS) return { ...figures, state: 'failed' };
  if (row.claimedUntil && row.claimedUntil.getTime() > now.getTime())
    return { ...figures, state: 'making' };
  if (!ffmpeg) return { ...figures, state: 'unavailable' };
  return { ...figures, state: 'waiting' };
}

async function readHead(path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of createReadStream(path, { start: 0, end: 11 })) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
  }
  return Buffer.concat(chunks, length);
}

/** An ISO base media file (MP4): its first box is `ftyp`. */
export function isMp4(head: Buffer): boolean {
  return head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp';
}
