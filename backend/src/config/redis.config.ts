import { positiveInt, type Env } from './env.js';

/** Redis: state shared by several instances (abuse-limit counters, jobs, cache invalidation). */
export interface RedisConfig {
  /** REDIS_URL; unset = all of it in this process. */
  url: string | undefined;
  /** REDIS_PREFIX: start of every key, channel and queue of the app. */
  prefix: string;
  /**
   * REDIS_COMMAND_TIMEOUT_MS (default 250): how long a request waits for a command on the shared
   * connection before it falls back to this instance's own counters (a frozen or overloaded Redis).
   */
  commandTimeoutMs: number;
}

export const REDIS_CONFIG = Symbol('REDIS_CONFIG');

export function loadRedisConfig(env: Env): RedisConfig {
  const url = env.REDIS_URL?.trim() || undefined;
  if (url && !/^rediss?:\/\//.test(url))
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  return {
    url,
    prefix: env.REDIS_PREFIX ?? 'yoga:',
    commandTimeoutMs: positiveInt('REDIS_COMMAND_TIMEOUT_MS', env.REDIS_COMMAND_TIMEOUT_MS, 250),
  };
}
