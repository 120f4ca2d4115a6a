import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { REDIS_CONFIG, type RedisConfig } from '../../config/redis.config.js';

export type RedisState = 'up' | 'down' | 'not configured';

const CHECK_TIMEOUT_MS = 500;
/** How often the shared connection is checked while Redis is slow or down (and when it is fine). */
const WATCH_INTERVAL_MS = 500;

/**
 * The app's Redis connections (REDIS_URL; every key and channel starts with REDIS_PREFIX). `commands`
 * is the shared fail-fast connection (throttle counters, cache invalidation, health): while Redis is
 * unreachable its commands fail at once, so callers fall back instead of waiting. Blocking users (the
 * BullMQ worker, the pub/sub subscriber) open their own connection with `connect`. Every connection
 * reconnects by itself; an outage and the recovery are logged once per connection. All are closed
 * after the modules have stopped (onApplicationShutdown), so a job finishing during shutdown can still
 * reach Redis.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private readonly connections: Redis[] = [];
  /** The fail-fast connection for plain commands; undefined without REDIS_URL. */
  readonly commands: Redis | undefined;
  /**
   * `commands` as the abuse limiters see it: its status is not `ready` while Redis is slow (a command
   * timed out and no PING has answered since), so they use their in-memory twins at once instead of
   * waiting for each command to time out.
   */
  readonly limiterClient: Redis | undefined;
  private slowSince: number | null = null;
  private watch: NodeJS.Timeout | undefined;

  constructor(
    @Inject(REDIS_CONFIG)
    private readonly config: Pick<RedisConfig, 'url' | 'prefix' | 'commandTimeoutMs'>,
  ) {
    this.commands = this.connect('commands', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      // A Redis that accepts connections but does not answer (frozen, overloaded) costs a request at most
      // this (REDIS_COMMAND_TIMEOUT_MS), then the callers fall back.
      commandTimeout: config.commandTimeoutMs,
    });
    this.limiterClient = this.commands && this.watched(this.commands);
    if (this.commands) {
      this.watch = setInterval(() => void this.check(), WATCH_INTERVAL_MS);
      this.watch.unref();
    }
  }

  /** Whether Redis was slow lately (a command timed out, no PING answered since). */
  get slow(): boolean {
    return this.slowSince !== null;
  }

  private noteFailure(error: unknown) {
    if (!(error instanceof Error) || !/timed out/i.test(error.message)) return;
    if (this.slowSince === null) {
      this.slowSince = Date.now();
      this.logger.warn({ event: 'redis_slow', error: error.message });
    }
  }

  /** One PING within the command timeout: clears or sets `slow`. */
  private async check(): Promise<void> {
    const redis = this.commands;
    if (!redis || redis.status !== 'ready') return;
    try {
      await redis.ping();
      if (this.slowSince !== null) {
        this.logger.log({ event: 'redis_answering', slowForMs: Date.now() - this.slowSince });
        this.slowSince = null;
      }
    } catch (error) {
      this.noteFailure(error);
    }
  }

  /** `redis` with every command's timeout noted, and not `ready` while slow. */
  private watched(redis: Redis): Redis {
    return new Proxy(redis, {
      get: (target, prop) => {
        if (prop === 'status') return this.slow ? 'slow' : target.status;
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const out: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (out instanceof Promise) out.catch((error: unknown) => this.noteFailure(error));
          return out;
        };
      },
    });
  }

  get configured(): boolean {
    return this.config.url !== undefined;
  }

  /** REDIS_PREFIX + `name`: every key, channel and queue prefix of the app. */
  key(name: string): string {
    return `${this.config.prefix}${name}`;
  }

  /**
   * A new connection (undefined without REDIS_URL) that retries forever with a capped backoff and logs
   * its outages; closed with the app.
   */
  connect(purpose: string, options: RedisOptions = {}): Redis | undefined {
    if (!this.config.url) return undefined;
    const redis = new Redis(this.config.url, {
      connectTimeout: 2000,
      // How long a closing connection may linger (it keeps the process alive meanwhile).
      disconnectTimeout: 200,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      ...options,
    });
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      this.logger.warn({ event: 'redis_unavailable', connection: purpose, error: error.message });
    });
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      this.logger.log({ event: 'redis_recovered', connection: purpose });
    });
    this.connections.push(redis);
    return redis;
  }

  /**
   * `up` when a PING answers in time (CHECK_TIMEOUT_MS), `down` otherwise (unreachable, or
   * accepting connections without answering), `not configured` without REDIS_URL.
   */
  async state(): Promise<RedisState> {
    if (!this.commands) return 'not configured';
    try {
      const answer = await Promise.race([
        this.commands.ping(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('redis check timed out')), CHECK_TIMEOUT_MS).unref(),
        ),
      ]);
      return answer === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  onApplicationShutdown() {
    clearInterval(this.watch);
    for (const redis of this.connections.splice(0)) redis.disconnect();
  }
}
