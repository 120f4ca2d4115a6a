import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';

interface Counter {
  count: number;
  resetAt: number;
}

/** Multiplier for the per-IP budget: an office or a mobile carrier shares one address. */
const IP_FACTOR = 5;
const MAX_KEYS = 100_000;

/**
 * Counts failed logins per account and per client IP in a fixed window; once either budget is spent,
 * logins answer 429 with Retry-After until the window ends. In memory: one process serves the site.
 */
@Injectable()
export class LoginThrottleService {
  private readonly logger = new Logger('Auth');
  private readonly counters = new Map<string, Counter>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private keys(email: string, ip: string): [string, number][] {
    const limit = this.config.loginRateLimit;
    return [
      [`acct:${email}`, limit],
      [`ip:${ip}`, limit * IP_FACTOR],
    ];
  }

  assertAllowed(email: string, ip: string) {
    const now = Date.now();
    for (const [key, limit] of this.keys(email, ip)) {
      const c = this.counters.get(key);
      if (c && c.resetAt <= now) this.counters.delete(key);
      else if (c && c.count >= limit) {
        this.logger.warn(
          JSON.stringify({
            event: 'login_throttled',
            key: key.startsWith('ip:') ? key : 'account',
            ip,
          }),
        );
        throw new TooManyAttemptsException(Math.max(1, Math.ceil((c.resetAt - now) / 1000)));
      }
    }
  }

  recordFailure(email: string, ip: string) {
    const now = Date.now();
    if (this.counters.size > MAX_KEYS) this.sweep(now);
    for (const [key] of this.keys(email, ip)) {
      const c = this.counters.get(key);
      if (!c || c.resetAt <= now)
        this.counters.set(key, { count: 1, resetAt: now + this.config.loginRateWindowMs });
      else c.count += 1;
    }
  }

  recordSuccess(email: string) {
    this.counters.delete(`acct:${email}`);
  }

  private sweep(now: number) {
    for (const [key, c] of this.counters) if (c.resetAt <= now) this.counters.delete(key);
  }
}
