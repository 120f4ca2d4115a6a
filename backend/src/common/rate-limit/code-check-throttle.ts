import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { LIMITS_CONFIG, type LimitsConfig } from '../../config/limits.config.js';
import { ApiError } from '../errors/api-error.js';
import { TooManyAttemptsException } from '../http/too-many-attempts.exception.js';
import { RateLimiters, retryAfterSeconds } from './rate-limiters.js';

/** The codes a caller may try: offer codes, gift codes, certificate codes (each its own budget). */
export type CodeKind = 'coupon' | 'gift' | 'certificate';

/** Who is checking: the signed-in account (when there is one) and the client's address. */
export interface CodeChecker {
  userId?: number | null;
  ip: string;
}

/**
 * Guessing of codes (issue 38): at most CODE_CHECK_ACCOUNT_LIMIT failed checks of one kind of code per
 * account and CODE_CHECK_IP_LIMIT per client address in CODE_CHECK_WINDOW_SECONDS (20 each in 15 minutes
 * by default), then 429 `too_many_code_checks` with Retry-After. The counters are the shared abuse
 * limiters (Redis when REDIS_URL is set, so every instance counts together; in memory while Redis is
 * away). A check takes a point before it runs (so a burst of parallel guesses cannot overrun the limit)
 * and gives it back when it succeeds or fails for a reason that is not the code's.
 */
@Injectable()
export class CodeCheckThrottle {
  private readonly logger = new Logger('CodeChecks');
  private readonly perAccount: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;

  constructor(@Inject(LIMITS_CONFIG) limits: LimitsConfig, limiters: RateLimiters) {
    const duration = limits.codeCheckWindowSeconds;
    this.perAccount = limiters.create('code-acct', {
      points: limits.codeCheckAccountFailures,
      duration,
    });
    this.perIp = limiters.create('code-ip', { points: limits.codeCheckIpFailures, duration });
  }

  /**
   * Runs `check` within the budget of `who` for `kind`; an ApiError whose code `isWrongCode` accepts
   * (unknown, expired, used…) is a failed check and keeps its point.
   */
  async run<T>(
    kind: CodeKind,
    who: CodeChecker,
    isWrongCode: (code: string) => boolean,
    check: () => Promise<T>,
  ): Promise<T> {
    const spent: [RateLimiterAbstract, string][] = [[this.perIp, `${kind}:${who.ip}`]];
    if (who.userId) spent.push([this.perAccount, `${kind}:${who.userId}`]);
    const answers = await Promise.allSettled(spent.map(([limiter, key]) => limiter.consume(key)));
    const refused = answers
      .map((a) => (a.status === 'rejected' ? (a.reason as unknown) : undefined))
      .filter((reason) => reason !== undefined);
    if (refused.length) {
      const other = refused.find((r) => !(r instanceof RateLimiterRes));
      if (other) throw other;
      const wait = Math.max(...refused.map((r) => retryAfterSeconds(r as RateLimiterRes)));
      this.logger.warn({ event: 'code_checks_throttled', kind, ip: who.ip });
      throw new TooManyAttemptsException(wait, 'too_many_code_checks', {
        minutes: Math.ceil(wait / 60),
      });
    }
    try {
      const result = await check();
      await this.giveBack(spent);
      return result;
    } catch (error) {
      if (!(error instanceof ApiError && isWrongCode(error.code))) await this.giveBack(spent);
      throw error;
    }
  }

  private async giveBack(spent: readonly [RateLimiterAbstract, string][]): Promise<void> {
    await Promise.all(spent.map(([limiter, key]) => limiter.reward(key, 1)));
  }
}
