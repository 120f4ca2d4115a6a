import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MessageChannel } from '@yoga/contracts';
import { RedisService } from '../../common/redis/redis.service.js';
import { MESSAGES_CONFIG, type MessagesConfig } from './config.js';

/** A reservation further ahead than this is not kept (a channel idle for long starts afresh). */
const SLOT_KEY_TTL_MS = 60_000;

/**
 * Reserves the next sending slot of a channel, for every instance at once: slots are `step` ms apart on
 * Redis's own clock; answers how long the caller waits for its slot (0: now).
 */
const RESERVE_SLOT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], slot + tonumber(ARGV[1]), 'PX', ARGV[2])
return slot - now`;

/** Moves a channel's next slot to `ms` from now at the earliest (a pause asked by the provider). */
const PAUSE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local resume = now + tonumber(ARGV[1])
if tonumber(redis.call('GET', KEYS[1]) or '0') < resume then
  redis.call('SET', KEYS[1], resume, 'PX', ARGV[2])
end
return resume - now`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The sending rate of each channel's provider (WHATSAPP_RATE_PER_S, SMTP_RATE_PER_S, PUSH_RATE_PER_S),
 * held by every sender of every instance together: each message takes the channel's next slot, slots
 * 1/rate of a second apart (reserved in Redis with one script call, so two instances never take the
 * same one; in this process while Redis is away or not set). So no second carries more than the rate,
 * whichever second one looks at. A provider's rate-limit answer (HTTP 429, WhatsApp 130429, SMTP 421)
 * moves that channel's next slot by the time it asked, for every instance (`slowDown`).
 */
@Injectable()
export class SendRates {
  private readonly logger = new Logger('SendRates');
  /** The next free slot of each channel (ms), for sending without Redis. */
  private readonly localSlots = new Map<MessageChannel, number>();

  constructor(
    @Inject(MESSAGES_CONFIG) private readonly config: Pick<MessagesConfig, 'ratePerSecond'>,
    private readonly redis: RedisService,
  ) {}

  /** Messages a second `channel` is sent at most. */
  rateOf(channel: MessageChannel): number {
    return this.config.ratePerSecond[channel];
  }

  /** Waits for `channel`'s next slot: then one more message of it may go. */
  async take(channel: MessageChannel): Promise<void> {
    const wait = await this.shared(channel, RESERVE_SLOT, 1000 / this.rateOf(channel));
    if (wait > 0) await sleep(wait);
  }

  /**
   * The provider asked to slow down: the channel's next slot moves `ms` ahead, for every instance (the
   * slots already handed out keep theirs: those messages are slowed down again if refused).
   */
  async slowDown(channel: MessageChannel, ms: number): Promise<void> {
    this.logger.warn({ event: 'message_rate_limited', channel, pause_ms: ms });
    await this.shared(channel, PAUSE, ms);
  }

  /** Runs `script` on the channel's slot in Redis, or its twin on this instance's own slot. */
  private async shared(channel: MessageChannel, script: string, ms: number): Promise<number> {
    const commands = this.redis.commands;
    if (commands && commands.status === 'ready' && !this.redis.slow) {
      try {
        const key = this.redis.key(`send-slot:${channel}`);
        return Math.max(
          0,
          Number(await commands.eval(script, 1, key, String(ms), String(SLOT_KEY_TTL_MS))),
        );
      } catch (error) {
        this.logger.warn({ event: 'send_slot_local', channel, error: String(error) });
      }
    }
    // Without Redis: this instance's own slots (the rate then holds per instance).
    const now = Date.now();
    const current = this.localSlots.get(channel) ?? 0;
    if (script === PAUSE) {
      this.localSlots.set(channel, Math.max(current, now + ms));
      return ms;
    }
    const slot = Math.max(now, current);
    this.localSlots.set(channel, slot + ms);
    return slot - now;
  }
}
