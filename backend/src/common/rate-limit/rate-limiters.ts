import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { TooManyAttemptsException } from '../http/too-many-attempts.exception.js';

interface LimiterOptions {
  /** Requests (points) allowed per window. */
  points: number;
  /** Window, in seconds. */
  duration: number;
}

/**
 * Makes the abuse limiters (rate-limiter-flexible). With REDIS_URL set the counters live in Redis, so
 * every instance shares them, each limiter backed by an in-memory twin that takes over while Redis
 * is unreachable (limits then count per instance, but keep working). Without it: in memory.
 */
@Injectable()
export class RateLimiters implements OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis | undefined;
  private redisDown = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.redisUrl) return;
    this.redis = new Redis(config.redisUrl, {
      // Fail fast while disconnected: the in-memory insurance answers instead of a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      // How long a closing connection may linger (it keeps the process alive meanwhile).
      disconnectTimeout: 200,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    this.redis.on('error', (error: Error) => {
      if (this.redisDown) return;
      this.redisDown = true;
      this.logger.warn({ event: 'redis_unavailable', error: error.message });
    });
    this.redis.on('ready', () => {
      this.redisDown = false;
    });
  }

  create(name: string, options: LimiterOptions): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ keyPrefix: name, ...options });
    if (!this.redis) return memory;
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.config.redisPrefix}rl:${name}`,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
      ...options,
    });
  }

  onModuleDestroy() {
    this.redis?.disconnect();
  }
}

/** Seconds a caller should wait, from a limiter's answer (at least 1). */
export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Spends one point for `key`; over the limit → 429 with Retry-After. */
export async function consumeOrThrow(
  limiter: RateLimiterAbstract,
  key: string,
  message?: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw new TooManyAttemptsException(retryAfterSeconds(rejection), message);
    throw rejection;
  }
}
