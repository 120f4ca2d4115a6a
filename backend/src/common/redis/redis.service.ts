import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';

export type RedisState = 'up' | 'down' | 'not configured';

const CHECK_TIMEOUT_MS = 1000;

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

  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>,
  ) {
    this.commands = this.connect('commands', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
  }

  get configured(): boolean {
    return this.config.redisUrl !== undefined;
  }

  /** REDIS_PREFIX + `name`: every key, channel and queue prefix of the app. */
  key(name: string): string {
    return `${this.config.redisPrefix}${name}`;
  }

  /**
   * A new connection (undefined without REDIS_URL) that retries forever with a capped backoff and logs
   * its outages; closed with the app.
   */
  connect(purpose: string, options: RedisOptions = {}): Redis | undefined {
    if (!this.config.redisUrl) return undefined;
    const redis = new Redis(this.config.redisUrl, {
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

  /** `up` when a PING answers within a second, `down` otherwise, `not configured` without REDIS_URL. */
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
    for (const redis of this.connections.splice(0)) redis.disconnect();
  }
}
