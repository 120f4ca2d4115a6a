import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { RateLimiters, retryAfterSeconds } from '../../common/rate-limit/rate-limiters.js';

/** First delay once an (account, IP) pair has used its free failures; it doubles with each failure. */
export const FIRST_DELAY_SECONDS = 30;
/** Stands in for "unlimited" in a counter that only counts. */
const COUNTER_POINTS = 1_000_000;

/**
 * Failed logins are counted per (account, client IP) pair: after LOGIN_RATE_LIMIT failures that pair
 * waits 30 s, then 60 s, 120 s … up to LOGIN_MAX_DELAY_SECONDS before its next try. Someone guessing
 * from their own address never locks the owner out of theirs, and a busy shared address (an office,
 * a mobile carrier) never blocks other accounts. A generous cap per IP (LOGIN_IP_RATE_LIMIT failures
 * per window, whatever the accounts) stops one address from spraying many accounts. A success clears
 * the pair. Counters are shared through Redis when REDIS_URL is set.
 */
@Injectable()
export class LoginThrottleService {
  private readonly logger = new Logger('Auth');
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairDelay: RateLimiterAbstract;
  private readonly ipFailures: RateLimiterAbstract;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    limiters: RateLimiters,
  ) {
    const { loginWindowSeconds: window, loginIpFailures } = config.limits;
    this.pairFailures = limiters.create('login-pair', { points: COUNTER_POINTS, duration: window });
    this.pairDelay = limiters.create('login-delay', { points: 1, duration: 1 });
    this.ipFailures = limiters.create('login-ip', { points: loginIpFailures, duration: window });
  }

  /** Email hashed: addresses never sit in the limiter store. */
  private pairKey(email: string, ip: string): string {
    return `${createHash('sha256').update(email).digest('base64url').slice(0, 24)}|${ip}`;
  }

  async assertAllowed(email: string, ip: string) {
    const [delay, ipCount] = await Promise.all([
      this.pairDelay.get(this.pairKey(email, ip)),
      this.ipFailures.get(ip),
    ]);
    const waiting =
      delay && delay.consumedPoints > 1
        ? { scope: 'pair', res: delay }
        : ipCount && ipCount.consumedPoints >= this.config.limits.loginIpFailures
          ? { scope: 'ip', res: ipCount }
          : undefined;
    if (!waiting) return;
    this.logger.warn({ event: 'login_throttled', scope: waiting.scope, ip });
    throw new TooManyAttemptsException(retryAfterSeconds(waiting.res));
  }

  async recordFailure(email: string, ip: string) {
    const key = this.pairKey(email, ip);
    const [pair] = await Promise.all([this.pairFailures.penalty(key), this.ipFailures.penalty(ip)]);
    const over = pair.consumedPoints - this.config.limits.loginPairFailures;
    if (over < 0) return;
    const seconds = Math.min(
      FIRST_DELAY_SECONDS * 2 ** Math.min(over, 20),
      this.config.limits.loginMaxDelaySeconds,
    );
    await this.pairDelay.block(key, seconds);
  }

  async recordSuccess(email: string, ip: string) {
    const key = this.pairKey(email, ip);
    await Promise.all([this.pairFailures.delete(key), this.pairDelay.delete(key)]);
  }
}
