import { Inject, Injectable } from '@nestjs/common';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { REDIS_CONFIG, type RedisConfig } from '../../config/redis.config.js';
import { TooManyAttemptsException } from '../http/too-many-attempts.exception.js';
import { RedisService } from '../redis/redis.service.js';

interface LimiterOptions {
  /** Requests (points) allowed per window. */
  points: number;
  /** Window, in seconds. */
  duration: number;
}

/**
 * Makes the abuse limiters (rate-limiter-flexible). With REDIS_URL set the counters live in Redis, so
 * every instance shares them (RedisService.commands, a fail-fast connection), each limiter backed by an
 * in-memory twin that takes over while Redis is unreachable or slow (a command waits at most
 * REDIS_COMMAND_TIMEOUT_MS, and while Redis is slow none waits at all: limits then count per instance,
 * but keep working) and hands back when it answers again. Without it: in memory.
 */
@Injectable()
export class RateLimiters {
  constructor(
    @Inject(REDIS_CONFIG) private readonly config: Pick<RedisConfig, 'prefix'>,
    private readonly redis: RedisService,
  ) {}

  create(name: string, options: LimiterOptions): RateLimiterAbstract {
    const memory = new RateLimiterMemory({ keyPrefix: name, ...options });
    if (!this.redis.limiterClient) return memory;
    return new RateLimiterRedis({
      storeClient: this.redis.limiterClient,
      keyPrefix: `${this.config.prefix}rl:${name}`,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
      ...options,
    });
  }
}

/** Seconds a caller should wait, from a limiter's answer (at least 1). */
export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** Spends one point for `key`; over the limit → 429 with Retry-After. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw new TooManyAttemptsException(retryAfterSeconds(rejection));
    throw rejection;
  }
}
