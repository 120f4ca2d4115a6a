import { Injectable } from '@nestjs/common';
import { RedisService } from '../../common/redis/redis.service.js';

/** How long a class's progress is kept (its join window is long over by then). */
const KEEP_SECONDS = 2 * 24 * 60 * 60;

/**
 * How far the class reminders of each class have been queued: the last booking id whose reminder is in
 * the outbox. The scan then reads only the places booked since (a class of one lakh students is read
 * once, not at every scan of its join window). Shared through Redis (a hash under REDIS_PREFIX), in the
 * process without it. Only a shortcut: the outbox's unique key keeps a reminder from being queued
 * twice, so a progress lost (Redis emptied, another instance without Redis) costs a full read, never a
 * second message.
 */
@Injectable()
export class ReminderProgress {
  private readonly local = new Map<number, number>();

  constructor(private readonly redis: RedisService) {}

  /** The last booking id queued per class (absent: none yet). */
  async of(classIds: readonly number[]): Promise<Map<number, number>> {
    const result = new Map<number, number>();
    const commands = this.redis.commands;
    if (commands && classIds.length) {
      const values = await commands.hmget(this.key(), ...classIds.map(String)).catch(() => null);
      values?.forEach((v, i) => {
        if (v !== null && Number(v) > 0) result.set(classIds[i]!, Number(v));
      });
    }
    for (const id of classIds) {
      const mine = this.local.get(id);
      if (mine !== undefined && mine > (result.get(id) ?? 0)) result.set(id, mine);
    }
    return result;
  }

  /** The reminders of these classes' places up to these booking ids are queued (never moves back). */
  async advance(progress: ReadonlyMap<number, number>): Promise<void> {
    if (!progress.size) return;
    for (const [id, last] of progress) this.local.set(id, Math.max(last, this.local.get(id) ?? 0));
    const commands = this.redis.commands;
    if (!commands) return;
    const fields = [...progress].flatMap(([id, last]) => [String(id), String(last)]);
    await commands
      .multi()
      .hset(this.key(), ...fields)
      .expire(this.key(), KEEP_SECONDS)
      .exec()
      .catch(() => undefined);
  }

  private key() {
    return this.redis.key('reminders:progress');
  }
}
