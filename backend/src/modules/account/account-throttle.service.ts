import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ONE_TIME_CODE_ATTEMPTS } from '@yoga/contracts';
import { LIMITS_CONFIG, type LimitsConfig } from '../../config/limits.config.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { RateLimiters, retryAfterSeconds } from '../../common/rate-limit/rate-limiters.js';

/** Addresses hashed: they never sit in the limiter store. */
function addressKey(email: string): string {
  return createHash('sha256').update(email).digest('base64url').slice(0, 24);
}

/**
 * Throttles of the account routes (the shared abuse limiters: on Redis when REDIS_URL is set, so every
 * instance shares the counts, with an in-memory fallback while Redis is unreachable):
 * - per client IP, each public account call (forgot, reset, code request and check, email confirm) → 429;
 * - per email address, the mails sent (reset links, codes, email-change links): past the budget the
 *   request still answers 202 but nothing is sent, so the answer never depends on the account existing;
 * - per email address, code checks (5 per code) → 429, for unknown addresses alike.
 */
@Injectable()
export class AccountThrottle {
  private readonly logger = new Logger('Account');
  private readonly perIp: RateLimiterAbstract;
  private readonly mails: RateLimiterAbstract;
  private readonly checks: RateLimiterAbstract;

  constructor(@Inject(LIMITS_CONFIG) limits: LimitsConfig, limiters: RateLimiters) {
    const { accountMailsPerAddress, accountCallsPerIp, accountWindowSeconds } = limits;
    const duration = accountWindowSeconds;
    this.perIp = limiters.create('acct-ip', { points: accountCallsPerIp, duration });
    this.mails = limiters.create('acct-mail', { points: accountMailsPerAddress, duration });
    this.checks = limiters.create('acct-check', {
      points: accountMailsPerAddress * ONE_TIME_CODE_ATTEMPTS,
      duration,
    });
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
    await this.consumeOr429(this.checks, addressKey(email), { event: 'code_checks_throttled' });
  }

  /** Whether one more mail may go to this address now. */
  async allowMail(address: string): Promise<boolean> {
    try {
      await this.mails.consume(addressKey(address));
      return true;
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        this.logger.warn({ event: 'account_mail_throttled' });
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
      this.logger.warn(log);
      throw new TooManyAttemptsException(retryAfterSeconds(e));
    }
  }
}
