import type { Repository } from 'typeorm';
import { VideoRecording } from './entities/video-recording.entity.js';

/** What a recording's row keeps of a failed step's error (`lastError`, `transcodeError`): 500 characters at most. */
export const errorText = (error: unknown): string =>
  String(error instanceof Error ? error.message : error).slice(0, 500);

/**
 * Takes a recording for one job's step (the download, the renditions) for `forMs`, if it is still in the
 * state `state` (SQL on the table's columns) and nobody holds it: one conditional UPDATE, so two instances
 * never work on the same row. True when this caller got it.
 */
export async function claimRecording(
  repo: Repository<VideoRecording>,
  id: number,
  now: Date,
  forMs: number,
  state: string,
): Promise<boolean> {
  const res = await repo
    .createQueryBuilder()
    .update(VideoRecording)
    .set({ claimedUntil: new Date(now.getTime() + forMs) })
    .where('id = :id', { id })
    .andWhere(state)
    .andWhere('(claimed_until IS NULL OR claimed_until < :now)', { now })
    .execute();
  return (res.affected ?? 0) > 0;
}
