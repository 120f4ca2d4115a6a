import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { istInstant } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { JobsService } from '../../common/jobs/jobs.service.js';
import { VIDEO_CONFIG, type VideoConfig } from './config.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { ClassesService } from '../classes/index.js';
import { ObjectStorage, PRIVATE_PREFIX } from '../storage/index.js';
import { backoffMs } from './backoff.js';
import { VideoRecording } from './entities/video-recording.entity.js';
import { RecordingRenditionsService, storedKeysOf } from './hls/renditions.service.js';
import { VIDEO_PROVIDER, type VideoProvider } from './provider/video-provider.js';
import { claimRecording, errorText } from './recording-jobs.js';

export const RECORDINGS_JOB = 'video.recordings';
export const RETENTION_JOB = 'video.recordings.retention';
const RECORDINGS_EVERY_MS = 60_000;
const RETENTION_EVERY_MS = 60 * 60_000;
/** An instance downloading a recording holds its row this long (a long download renews nothing: an hour). */
const CLAIM_MS = 60 * 60_000;
/** Zoom's download token lives 24 hours: the attempts stop after that many. */
const MAX_ATTEMPTS = 10;
export interface ZoomRecordingFile {
  id?: string;
  file_type?: string;
  recording_type?: string;
  download_url?: string;
  status?: string;
  recording_start?: string;
}

/** Zoom's views, best first: the one the students see. */
const VIEWS = [
  'shared_screen_with_speaker_view',
  'active_speaker',
  'speaker_view',
  'gallery_view',
  'shared_screen_with_gallery_view',
];

const viewRank = (f: ZoomRecordingFile) => {
  const i = VIEWS.indexOf(f.recording_type ?? '');
  return i < 0 ? VIEWS.length : i;
};

/**
 * Recordings from Zoom and their retention (docs/video.md): `recording.completed` makes a pending row
 * (one per class: a redelivery or a second webhook changes nothing) and the job `video.recordings`
 * downloads the MP4 with the webhook's download token into the storage owner (`private/recordings/…`),
 * retried with backoff; the job `video.recordings.retention` deletes what is older than
 * RECORDING_RETENTION_DAYS. What the students and the admin do with them: `RecordingsService`.
 */
@Injectable()
export class RecordingDownloadsService implements OnModuleInit {
  private readonly logger = new Logger('VideoRecordings');
  private readonly repo: Repository<VideoRecording>;

  constructor(
    @InjectRepository(VideoRecording) repo: Repository<VideoRecording>,
    @Inject(VIDEO_PROVIDER) private readonly video: VideoProvider,
    @Inject(VIDEO_CONFIG) private readonly config: VideoConfig,
    private readonly storage: ObjectStorage,
    private readonly classes: ClassesService,
    private readonly jobs: JobsService,
    private readonly tx: Transactions,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly renditions: RecordingRenditionsService,
  ) {
    this.repo = tx.ambient(repo);
  }

  onModuleInit() {
    this.jobs.register({
      name: RECORDINGS_JOB,
      everyMs: RECORDINGS_EVERY_MS,
      run: async (now) => {
        const result = await this.storePending(now);
        if (result.stored || result.failed)
          this.logger.log({ event: 'video_recordings_stored', ...result });
      },
    });
    this.jobs.register({
      name: RETENTION_JOB,
      everyMs: RETENTION_EVERY_MS,
      runOnStart: true,
      run: async (now) => {
        const deleted = await this.deleteExpired(now);
        if (deleted) this.logger.log({ event: 'video_recordings_deleted', deleted });
      },
    });
  }

  // ---- from Zoom ----

  /**
   * `recording.completed` of a class's meeting: the best MP4 view becomes the class's pending recording
   * (inside the webhook's transaction; the job runs after the commit). False: nothing to store.
   */
  async fromZoom(
    classId: number,
    files: ZoomRecordingFile[],
    downloadToken: string | undefined,
  ): Promise<boolean> {
    const mp4 = files
      .filter(
        (f) => f.file_type === 'MP4' && f.download_url && (f.status ?? 'completed') === 'completed',
      )
      .sort((a, b) => viewRank(a) - viewRank(b))[0];
    if (!mp4?.download_url || !downloadToken) return false;
    const found = await this.classes.byIds([classId]);
    const c = found.get(classId);
    const start = mp4.recording_start ? new Date(mp4.recording_start) : null;
    try {
      await this.repo.insert({
        classId,
        source: 'zoom',
        status: 'pending',
        externalId: mp4.id?.slice(0, 128) ?? null,
        downloadUrl: mp4.download_url,
        downloadToken,
        recordedAt: c
          ? istInstant(c.date, c.time)
          : start && !Number.isNaN(start.getTime())
            ? start
            : this.clock.now(),
        attempts: 0,
      });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    this.tx.afterCommit(() => this.jobs.trigger(RECORDINGS_JOB));
    return true;
  }

  /** One pass of the job: every pending recording whose backoff has passed, one at a time. */
  async storePending(now: Date): Promise<{ stored: number; failed: number }> {
    const result = { stored: 0, failed: 0 };
    const rows = await this.repo.find({
      where: { status: In(['pending', 'failed']), source: 'zoom' },
      order: { id: 'ASC' },
      take: 20,
    });
    for (const row of rows) {
      if (row.attempts >= MAX_ATTEMPTS) continue;
      if (row.nextAttemptAt && row.nextAttemptAt.getTime() > now.getTime()) continue;
      if (!(await this.claim(row.id, now))) continue;
      const outcome = await this.download(row, now);
      result[outcome]++;
    }
    return result;
  }

  private claim(id: number, now: Date): Promise<boolean> {
    return claimRecording(this.repo, id, now, CLAIM_MS, "status IN ('pending', 'failed')");
  }

  private async download(row: VideoRecording, now: Date): Promise<'stored' | 'failed'> {
    const key = `${PRIVATE_PREFIX}recordings/${row.classId}-${randomBytes(8).toString('hex')}.mp4`;
    let body: Readable | undefined;
    try {
      const platform = this.video.meetings;
      if (!platform) throw new Error('no video platform configured to download from');
      const file = await platform.download(row.downloadUrl!, row.downloadToken!);
      body = file.body;
      const stored = await this.storage.put(key, file.body, { contentType: 'video/mp4' });
      if (!stored.size) throw new Error('the recording is empty');
      if (file.size !== null && stored.size !== file.size)
        throw new Error(`the recording arrived cut: ${stored.size} of ${file.size} bytes`);
      const done = await this.repo.update(
        { id: row.id, status: In(['pending', 'failed']) },
        {
          status: 'stored',
          storageKey: key,
          size: stored.size,
          downloadToken: null,
          claimedUntil: null,
          nextAttemptAt: null,
          lastError: null,
        },
      );
      // The admin replaced it meanwhile: this file is no one's.
      if (!done.affected) await this.storage.delete(key);
      else this.renditions.trigger();
      return 'stored';
    } catch (error) {
      // A download cut short by a storage error: its connection is closed too.
      body?.destroy();
      await this.storage.delete(key).catch(() => undefined);
      const attempts = row.attempts + 1;
      await this.repo.update(
        { id: row.id },
        {
          status: 'failed',
          attempts,
          nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
          claimedUntil: null,
          lastError: errorText(error),
        },
      );
      this.logger.warn({
        event: 'video_recording_failed',
        classId: row.classId,
        attempts,
        error: errorText(error),
      });
      return 'failed';
    }
  }

  // ---- retention ----

  /** Recordings of classes older than RECORDING_RETENTION_DAYS: the file, then the row. */
  async deleteExpired(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.retentionDays * 86_400_000);
    const rows = await this.repo.find({ where: { recordedAt: LessThan(before) }, take: 500 });
    for (const row of rows) {
      for (const key of storedKeysOf(row)) await this.storage.delete(key);
      await this.repo.delete({ id: row.id });
    }
    return rows.length;
  }
}
