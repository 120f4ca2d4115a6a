import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import type { ReplayRendition } from '@yoga/contracts';
import { JobsService } from '../../../common/jobs/jobs.service.js';
import { VIDEO_CONFIG, type VideoConfig } from '../config.js';
import { Transactions } from '../../../database/transactions.js';
import { ObjectStorage } from '../../storage/index.js';
import { VideoRecording } from '../entities/video-recording.entity.js';
import { ffmpegVersion, MASTER_PLAYLIST, transcodeToHls, type HlsRendition } from './transcoder.js';
import { claimRecording, errorText } from '../recording-jobs.js';

export const RENDITIONS_JOB = 'video.recordings.renditions';
const RENDITIONS_EVERY_MS = 60_000;
/** A transcoding instance holds its row this long (a 45-minute class takes minutes; a slow machine more). */
const CLAIM_MS = 4 * 3600_000;
/** After this many failed tries the MP4 stays what is played (the admin sees the error). */
export const MAX_TRANSCODE_ATTEMPTS = 3;

/** The `hls` column: the renditions' folder in the storage, its files and their figures. */
export interface RecordingHls {
  /** `private/recordings/<class id>-<random>/`: the master playlist is `<prefix>master.m3u8`. */
  prefix: string;
  files: string[];
  renditions: HlsRendition[];
  duration_seconds: number;
}

export function hlsOf(row: Pick<VideoRecording, 'hls'>): RecordingHls | null {
  if (!row.hls) return null;
  try {
    return JSON.parse(row.hls) as RecordingHls;
  } catch {
    return null;
  }
}

/** Every stored key of a recording: its MP4 (while kept) and its renditions' files. */
export function storedKeysOf(row: Pick<VideoRecording, 'hls' | 'storageKey'>): string[] {
  const hls = hlsOf(row);
  return [
    ...(row.storageKey ? [row.storageKey] : []),
    ...(hls ? hls.files.map((f) => hls.prefix + f) : []),
  ];
}

/** The renditions as the API tells them (no file names). */
export function publicRenditions(hls: RecordingHls | null): ReplayRendition[] {
  return (hls?.renditions ?? []).map((r) => ({
    kind: r.kind,
    ...(r.height ? { height: r.height } : {}),
    bandwidth: r.bandwidth,
    mb_per_hour: r.mb_per_hour,
  }));
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/**
 * The job `video.recordings.renditions` (docs/video.md, "Renditions"): each stored MP4 (from Zoom or an
 * upload) is read into a temporary file, transcoded by ffmpeg into HLS renditions, which are stored beside
 * it under `private/recordings/<class>-<random>/`; only then is the MP4 deleted. Without a runnable ffmpeg
 * (FFMPEG_PATH) the job says so once and does nothing: replays stay the MP4, as before.
 */
@Injectable()
export class RecordingRenditionsService implements OnModuleInit {
  private readonly logger = new Logger('VideoRenditions');
  private readonly repo: Repository<VideoRecording>;
  private ffmpeg: Promise<string | null> | null = null;

  constructor(
    @InjectRepository(VideoRecording) repo: Repository<VideoRecording>,
    @Inject(VIDEO_CONFIG) private readonly config: VideoConfig,
    private readonly storage: ObjectStorage,
    private readonly jobs: JobsService,
    tx: Transactions,
  ) {
    this.repo = tx.ambient(repo);
  }

  onModuleInit() {
    this.jobs.register({
      name: RENDITIONS_JOB,
      everyMs: RENDITIONS_EVERY_MS,
      run: async (now) => {
        const result = await this.transcodePending(now);
        if (result.transcoded || result.failed)
          this.logger.log({ event: 'video_renditions_made', ...result });
      },
    });
  }

  /** Soon after a recording is stored (the webhook's download, the admin's upload). */
  trigger(): void {
    this.jobs.trigger(RENDITIONS_JOB);
  }

  /** The ffmpeg version, or null (said once, clearly, in the log) when FFMPEG_PATH cannot be run. */
  available(): Promise<string | null> {
    this.ffmpeg ??= ffmpegVersion(this.config.ffmpegPath).then((version) => {
      if (version)
        this.logger.log({
          event: 'video_transcode_ready',
          ffmpeg: this.config.ffmpegPath,
          version,
        });
      else
        this.logger.warn({
          event: 'video_transcode_unavailable',
          ffmpeg: this.config.ffmpegPath,
          message: `ffmpeg cannot be run at "${this.config.ffmpegPath}" (FFMPEG_PATH): replays are served as the original MP4, without renditions. Install Debian's ffmpeg (apt-get install ffmpeg) or set FFMPEG_PATH.`,
        });
      return version;
    });
    return this.ffmpeg;
  }

  /** One pass: every stored MP4 without renditions (fewer than three failed tries), one at a time. */
  async transcodePending(now: Date): Promise<{ transcoded: number; failed: number }> {
    const result = { transcoded: 0, failed: 0 };
    if (!(await this.available())) return result;
    const rows = await this.repo.find({
      where: { status: 'stored', hls: IsNull(), storageKey: Not(IsNull()) },
      order: { id: 'ASC' },
      take: 10,
    });
    for (const row of rows) {
      if (row.transcodeAttempts >= MAX_TRANSCODE_ATTEMPTS) continue;
      if (!(await this.claim(row.id, now))) continue;
      result[(await this.transcode(row)) ? 'transcoded' : 'failed']++;
    }
    return result;
  }

  private claim(id: number, now: Date): Promise<boolean> {
    return claimRecording(this.repo, id, now, CLAIM_MS, "status = 'stored' AND hls IS NULL");
  }

  private async transcode(row: VideoRecording): Promise<boolean> {
    const original = row.storageKey!;
    const prefix = `${original.replace(/\.mp4$/i, '')}/`;
    const work = await mkdtemp(path.join(tmpdir(), 'yoga-hls-'));
    const stored: string[] = [];
    try {
      const input = path.join(work, 'recording.mp4');
      const read = await this.storage.read(original);
      if (!read) throw new Error('the stored recording is missing');
      await pipeline(read.body, createWriteStream(input));
      const out = path.join(work, 'hls');
      await mkdir(out);
      const made = await transcodeToHls(this.config.ffmpegPath, input, out);
      for (const file of made.files) {
        const key = prefix + file;
        await this.storage.put(key, createReadStream(path.join(out, file)), {
          contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        });
        stored.push(key);
      }
      const hls: RecordingHls = {
        prefix,
        files: made.files,
        renditions: made.renditions,
        duration_seconds: Math.round(made.durationSeconds),
      };
      // Only if the row still holds this MP4 (the admin may have replaced or removed it meanwhile).
      const done = await this.repo.update(
        { id: row.id, storageKey: original, status: 'stored' },
        {
          hls: JSON.stringify(hls),
          storageKey: null,
          claimedUntil: null,
          transcodeError: null,
        },
      );
      if (!done.affected) {
        await Promise.all(stored.map((key) => this.storage.delete(key)));
        return false;
      }
      // The renditions exist: the original is no longer kept.
      await this.storage.delete(original);
      this.logger.log({
        event: 'video_renditions_stored',
        classId: row.classId,
        renditions: made.renditions.map((r) => `${r.height ?? 'audio'}:${r.bandwidth}`).join(' '),
      });
      return true;
    } catch (error) {
      await Promise.all(stored.map((key) => this.storage.delete(key).catch(() => undefined)));
      const attempts = row.transcodeAttempts + 1;
      await this.repo.update(
        { id: row.id },
        { transcodeAttempts: attempts, transcodeError: errorText(error), claimedUntil: null },
      );
      this.logger.warn({
        event: 'video_renditions_failed',
        classId: row.classId,
        attempts,
        error: errorText(error),
      });
      return false;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}

export { MASTER_PLAYLIST };
