import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { LIMITS_CONFIG, type LimitsConfig } from '../../config/limits.config.js';
import { TooManyAttemptsException } from '../../common/http/too-many-attempts.exception.js';
import { RateLimiters, retryAfterSeconds } from '../../common/rate-limit/rate-limiters.js';

/** First delay once an (account, IP) pair has used its free failures; it doubles with each failure. */
export const FIRST_DELAY_SECONDS = 30;
/** Stands in for "unlimited" in a counter that only counts. */
const COUNTER_POINTS = 1_000_000;
/**
 * How long an (account, IP) pair that signed in is remembered as known (each sign-in renews it). Under
 * 24.8 days: the in-memory limiter expires keys with a timer, and Node fires longer timers at once.
 */
const KNOWN_PAIR_SECONDS = 20 * 24 * 3600;

/**
 * Failed logins are counted per (account, client IP) pair: after LOGIN_RATE_LIMIT failures that pair
 * waits 30 s, then 60 s, 120 s … up to LOGIN_MAX_DELAY_SECONDS before its next try. Someone guessing
 * from their own address never locks the owner out of theirs, and a busy shared address (an office,
 * a mobile carrier) never blocks other accounts. A generous cap per IP (LOGIN_IP_RATE_LIMIT failures
 * per window, whatever the accounts) stops one address from spraying many accounts. A success clears
 * the pair. Counters are shared through Redis when REDIS_URL is set.
 *
 * Per account, across addresses: after LOGIN_ACCOUNT_RATE_LIMIT failures in the window from places the
 * account never signed in from, the account waits 30 s, 60 s … from every unknown place (guessing from
 * many addresses). An address the account signed in from before is spared that account limit.
 *
 * A device carrying the account's signed known-device cookie (a browser she signed in from) is spared
 * every one of these limits, the per-address ones too (someone guessing behind her address): with the
 * right password it always gets in. Its own wrong passwords are counted per device, with the pair's
 * budget and delays, so a copied cookie is no free pass. Strangers never lock the owner out.
 */

/** Where a sign-in comes from: a known device (its id, from the verified cookie), else its address. */
export interface LoginPlace {
  /** The verified known-device id (KnownDevices.deviceId), if the request carries one. */
  device?: string;
  /** The address signed in to this account before (a known pair). */
  knownAddress: boolean;
}
@Injectable()
export class LoginThrottleService {
  private readonly logger = new Logger('Auth');
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairDelay: RateLimiterAbstract;
  private readonly ipFailures: RateLimiterAbstract;
  private readonly accountFailures: RateLimiterAbstract;
  private readonly accountDelay: RateLimiterAbstract;
  private readonly knownPairs: RateLimiterAbstract;
  private readonly deviceFailures: RateLimiterAbstract;
  private readonly deviceDelay: RateLimiterAbstract;

  constructor(
    @Inject(LIMITS_CONFIG) private readonly limits: LimitsConfig,
    limiters: RateLimiters,
  ) {
    const { loginWindowSeconds: window, loginIpFailures } = limits;
    this.pairFailures = limiters.create('login-pair', { points: COUNTER_POINTS, duration: window });
    this.pairDelay = limiters.create('login-delay', { points: 1, duration: 1 });
    this.ipFailures = limiters.create('login-ip', { points: loginIpFailures, duration: window });
    this.accountFailures = limiters.create('login-acct', {
      points: COUNTER_POINTS,
      duration: window,
    });
    this.accountDelay = limiters.create('login-acct-delay', { points: 1, duration: 1 });
    this.knownPairs = limiters.create('login-known', {
      points: COUNTER_POINTS,
      duration: KNOWN_PAIR_SECONDS,
    });
    this.deviceFailures = limiters.create('login-device', {
      points: COUNTER_POINTS,
      duration: window,
    });
    this.deviceDelay = limiters.create('login-device-delay', { points: 1, duration: 1 });
  }

  private accountKey(email: string): string {
    return createHash('sha256').update(email).digest('base64url').slice(0, 24);
  }

  /** Where this request comes from: `device` is the verified known-device id of the account, if any. */
  async place(email: string, ip: string, device: string | undefined): Promise<LoginPlace> {
    if (device) return { device, knownAddress: false };
    const pair = await this.knownPairs.get(this.pairKey(email, ip));
    return { knownAddress: (pair?.consumedPoints ?? 0) > 0 };
  }

  private deviceKey(email: string, device: string): string {
    return `${this.accountKey(email)}|${createHash('sha256').update(device).digest('base64url').slice(0, 24)}`;
  }

  /** Email hashed: addresses never sit in the limiter store. */
  private pairKey(email: string, ip: string): string {
    return `${createHash('sha256').update(email).digest('base64url').slice(0, 24)}|${ip}`;
  }

  async assertAllowed(email: string, ip: string, place: LoginPlace = { knownAddress: false }) {
    if (place.device) {
      const delay = await this.deviceDelay.get(this.deviceKey(email, place.device));
      if (delay && delay.consumedPoints > 1) {
        this.logger.warn({ event: 'login_throttled', scope: 'device', ip });
        throw new TooManyAttemptsException(retryAfterSeconds(delay));
      }
      return;
    }
    const known = place.knownAddress;
    const [delay, ipCount, accountDelay] = await Promise.all([
      this.pairDelay.get(this.pairKey(email, ip)),
      this.ipFailures.get(ip),
      known ? null : this.accountDelay.get(this.accountKey(email)),
    ]);
    const waiting =
      delay && delay.consumedPoints > 1
        ? { scope: 'pair', res: delay }
        : ipCount && ipCount.consumedPoints >= this.limits.loginIpFailures
          ? { scope: 'ip', res: ipCount }
          : accountDelay && accountDelay.consumedPoints > 1
            ? { scope: 'account', res: accountDelay }
            : undefined;
    if (!waiting) return;
    this.logger.warn({ event: 'login_throttled', scope: waiting.scope, ip });
    throw new TooManyAttemptsException(retryAfterSeconds(waiting.res));
  }

  async recordFailure(email: string, ip: string, place: LoginPlace = { knownAddress: false }) {
    if (place.device) {
      // A known device's wrong passwords count against that device only (the pair's budget).
      const key = this.deviceKey(email, place.device);
      const failures = await this.deviceFailures.penalty(key);
      const over = failures.consumedPoints - this.limits.loginPairFailures;
      if (over >= 0) await this.deviceDelay.block(key, this.delaySeconds(over));
      return;
    }
    const known = place.knownAddress;
    const key = this.pairKey(email, ip);
    const [pair, account] = await Promise.all([
      this.pairFailures.penalty(key),
      known ? null : this.accountFailures.penalty(this.accountKey(email)),
      this.ipFailures.penalty(ip),
    ]);
    if (account) {
      const overAccount = account.consumedPoints - this.limits.loginAccountFailures;
      if (overAccount >= 0) {
        if (overAccount === 0) this.logger.warn({ event: 'login_account_throttled' });
        await this.accountDelay.block(this.accountKey(email), this.delaySeconds(overAccount));
      }
    }
    const over = pair.consumedPoints - this.limits.loginPairFailures;
    if (over < 0) return;
    await this.pairDelay.block(key, this.delaySeconds(over));
  }

  /** 30 s, doubling with each failure past the limit, at most LOGIN_MAX_DELAY_SECONDS. */
  private delaySeconds(over: number): number {
    return Math.min(
      FIRST_DELAY_SECONDS * 2 ** Math.min(over, 20),
      this.limits.loginMaxDelaySeconds,
    );
  }

  /**
   * Clears the pair's (and the device's) failures and remembers the address as one the account signs
   * in from.
   */
  async recordSuccess(email: string, ip: string, device?: string) {
    const key = this.pairKey(email, ip);
    await Promise.all([
      this.pairFailures.delete(key),
      this.pairDelay.delete(key),
      this.knownPairs.set(key, 1, KNOWN_PAIR_SECONDS),
      ...(device
        ? [
            this.deviceFailures.delete(this.deviceKey(email, device)),
            this.deviceDelay.delete(this.deviceKey(email, device)),
          ]
        : []),
    ]);
  }
}
