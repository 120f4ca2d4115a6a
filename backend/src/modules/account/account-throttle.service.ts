import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ONE_TIME_CODE_ATTEMPTS } from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';

/**
 * Throttles of the account routes (rate-limiter-flexible; on Redis when REDIS_URL is set, so every
 * instance shares the counts, with an in-memory fallback while Redis is unreachable):
 * - per client IP, each public account call (forgot, reset, code request and check, email confirm) → 429;
 * - per email address, the mails sent (reset links, codes, email-change links): past the budget the
 *   request still answers 202 but nothing is sent, so the answer never depends on the account existing;
 * - per email address, code checks (5 per code) → 429, for unknown addresses alike.
 */
@Injectable()
export class AccountThrottle implements OnModuleDestroy {
  private readonly logger = new Logger('Account');
  private readonly redis: Redis | undefined;
  private readonly perIp: RateLimiterAbstract;
  private readonly mails: RateLimiterAbstract;
  private readonly checks: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { mailsPerAddress, callsPerIp, windowMs } = config.accountLimits;
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
      });
      this.redis.on('error', (e: Error) =>
        this.logger.warn(JSON.stringify({ event: 'throttle_store_error', error: e.message })),
      );
    }
    const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      if (!this.redis) return memory;
      return new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `yoga:${keyPrefix}`,
        points,
        duration,
        insuranceLimiter: memory,
      });
    };
    this.perIp = make('acct-ip', callsPerIp);
    this.mails = make('acct-mail', mailsPerAddress);
    this.checks = make('acct-check', mailsPerAddress * ONE_TIME_CODE_ATTEMPTS);
  }

  onModuleDestroy() {
    this.redis?.disconnect();
  }

  /** 429 with Retry-After once this IP has used its budget for `action`. */
  async assertIp(action: string, ip: string): Promise<void> {
    await this.consumeOr429(this.perIp, `${action}:${ip}`, {
      event: 'account_throttled',
      action,
      ip,
    });
  }

  /** 429 once this address has had its code checks for the window (known or not). */
  async assertCodeCheck(email: string): Promise<void> {
    await this.consumeOr429(this.checks, email, { event: 'code_checks_throttled' });
  }

  /** Whether one more mail may go to this address now. */
  async allowMail(address: string): Promise<boolean> {
    try {
      await this.mails.consume(address);
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        this.logger.warn(JSON.stringify({ event: 'account_mail_throttled' }));
        return false;
      }
      throw e;
    }
  }

  private async consumeOr429(limiter: RateLimiterAbstract, key: string, log: object) {
    try {
      await limiter.consume(key);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      this.logger.warn(JSON.stringify(log));
      throw new TooManyAttemptsException(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
    }
  }
}
