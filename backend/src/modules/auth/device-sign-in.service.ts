import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { LessThan, MoreThan, Repository } from 'typeorm';
import {
  normalizeTvCode,
  TV_CODE_ALPHABET,
  TV_CODE_LENGTH,
  TV_CODE_MINUTES,
  TV_POLL_SECONDS,
  UserStatus,
  type DeviceAuthorizationResponse,
  type DeviceTokenError,
  type LoginResponse,
} from '@yoga/contracts';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { ApiError } from '../../common/errors/api-error.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { consumeOrThrow, RateLimiters } from '../../common/rate-limit/rate-limiters.js';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import { SITE_CONFIG, type SiteConfig } from '../../config/site.config.js';
import { UsersService } from '../users/index.js';
import { AuthService } from './auth.service.js';
import {
  DeviceAuthorization,
  type DeviceAuthorizationStatus,
} from './entities/device-authorization.entity.js';

const MINUTE_MS = 60_000;
/** Window of the limits below, in seconds. */
const LIMIT_WINDOW_SECONDS = 10 * 60;
/** New TV codes per client address per window (a TV asks for one every 10 minutes at most). */
export const DEVICE_STARTS_PER_IP = 20;
/** Approvals tried per signed-in account per window: code guessing stops long before it could pay. */
export const DEVICE_APPROVALS_PER_USER = 10;
/** Approvals tried per client address per window, whatever the accounts. */
export const DEVICE_APPROVALS_PER_IP = 30;
/** The phone page the TV names (the student panel's "Open on TV"). */
export const TV_VERIFICATION_PATH = '/user/tv';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 400 of the device flow: `code` ours, `error` the RFC 8628 word the TV decides by. */
function deviceError(error: DeviceTokenError): ApiError {
  const code = error === 'access_denied' ? 'device_access_denied' : error;
  return new ApiError(code, {}, { error });
}

/**
 * The TV's sign-in (issue 37): the OAuth 2.0 device authorization grant (RFC 8628). The TV asks for a
 * pair of codes, shows the short one; the student, signed in on her phone, types it on the "Open on TV"
 * page, which approves it for her account; the TV's polls then receive a session (token and user), once.
 * Never a password on a remote. State lives in `device_authorizations` (every instance sees it); the
 * limits are shared through Redis when REDIS_URL is set.
 */
@Injectable()
export class DeviceSignInService {
  private readonly logger = new Logger('Auth');
  private readonly starts: RateLimiterAbstract;
  private readonly approvalsPerUser: RateLimiterAbstract;
  private readonly approvalsPerIp: RateLimiterAbstract;

  constructor(
    @InjectRepository(DeviceAuthorization) private readonly repo: Repository<DeviceAuthorization>,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'jwtSecret'>,
    @Inject(SITE_CONFIG) private readonly site: Pick<SiteConfig, 'publicUrl'>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    limiters: RateLimiters,
  ) {
    const duration = LIMIT_WINDOW_SECONDS;
    this.starts = limiters.create('device-start', { points: DEVICE_STARTS_PER_IP, duration });
    this.approvalsPerUser = limiters.create('device-approve-user', {
      points: DEVICE_APPROVALS_PER_USER,
      duration,
    });
    this.approvalsPerIp = limiters.create('device-approve-ip', {
      points: DEVICE_APPROVALS_PER_IP,
      duration,
    });
  }

  private userCodeHash(code: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`tv:${code}`).digest('hex');
  }

  private static newUserCode(): string {
    let code = '';
    for (let i = 0; i < TV_CODE_LENGTH; i++)
      code += TV_CODE_ALPHABET[randomInt(TV_CODE_ALPHABET.length)];
    return code;
  }

  /** POST /auth/device: a new pair of codes for a TV (limited per address). */
  async start(ip: string): Promise<DeviceAuthorizationResponse> {
    await consumeOrThrow(this.starts, ip);
    const now = this.clock.now();
    // Housekeeping: rows expired a day ago carry nothing useful.
    await this.repo.delete({ expiresAt: LessThan(new Date(now.getTime() - 24 * 60 * MINUTE_MS)) });
    const deviceCode = randomBytes(32).toString('base64url');
    let userCode = DeviceSignInService.newUserCode();
    // A live row with the same short code (21^8 ≈ 3.8·10^10 codes: all but never) gets a fresh draw.
    while (await this.liveByUserCode(userCode)) userCode = DeviceSignInService.newUserCode();
    await this.repo.insert({
      deviceCodeHash: sha256(deviceCode),
      userCodeHash: this.userCodeHash(userCode),
      status: 'pending',
      expiresAt: new Date(now.getTime() + TV_CODE_MINUTES * MINUTE_MS),
    });
    const uri = `${this.site.publicUrl.replace(/\/+$/, '')}${TV_VERIFICATION_PATH}`;
    return {
      device_code: deviceCode,
      user_code: userCode,
      verification_uri: uri,
      verification_uri_complete: `${uri}?code=${userCode}`,
      expires_in: TV_CODE_MINUTES * 60,
      interval: TV_POLL_SECONDS,
    };
  }

  private liveByUserCode(userCode: string): Promise<DeviceAuthorization | null> {
    return this.repo.findOneBy({
      userCodeHash: this.userCodeHash(userCode),
      status: 'pending',
      expiresAt: MoreThan(this.clock.now()),
    });
  }

  /**
   * The signed-in phone approves (or declines) the code its TV shows. Every try counts against the
   * account's and the address's limits (429 past them), so codes cannot be guessed; a code is approved
   * once: a second approval, an expired or unknown code → 400 tv_code_invalid.
   */
  async decide(user: AuthUser, typed: string, ip: string, approve: boolean): Promise<void> {
    await consumeOrThrow(this.approvalsPerUser, String(user.id));
    await consumeOrThrow(this.approvalsPerIp, ip);
    const code = normalizeTvCode(typed);
    const row = code.length === TV_CODE_LENGTH ? await this.liveByUserCode(code) : null;
    if (!row) {
      this.logger.warn({ event: 'tv_code_invalid', userId: user.id, ip });
      throw new ApiError('tv_code_invalid');
    }
    const account = approve ? await this.users.findById(user.id) : null;
    const status: DeviceAuthorizationStatus = approve ? 'approved' : 'denied';
    const result = await this.repo
      .createQueryBuilder()
      .update(DeviceAuthorization)
      .set({
        status,
        userId: approve ? user.id : null,
        tokenVersion: account?.tokenVersion ?? null,
      })
      .where("id = :id AND status = 'pending' AND expires_at > :now", {
        id: row.id,
        now: this.clock.now(),
      })
      .execute();
    if (result.affected !== 1) throw new ApiError('tv_code_invalid');
    this.logger.log({ event: approve ? 'tv_approved' : 'tv_declined', userId: user.id });
  }

  /**
   * The TV's poll (POST /auth/device/token): 400 with `error` authorization_pending, slow_down (closer
   * than the interval to its last answered poll), expired_token (expired, unknown, or its session already
   * handed out), access_denied (declined, or the account can no longer sign in); once approved, the
   * session, exactly once (also when two instances answer two polls at the same moment).
   */
  async poll(deviceCode: string): Promise<LoginResponse> {
    const now = this.clock.now();
    const row = await this.repo.findOneBy({ deviceCodeHash: sha256(deviceCode) });
    if (!row || row.status === 'spent' || row.expiresAt.getTime() <= now.getTime()) {
      throw deviceError('expired_token');
    }
    if (row.status === 'denied') throw deviceError('access_denied');
    // One answered poll per interval (a second's grace for the TV's own timer and the network).
    const threshold = new Date(now.getTime() - (TV_POLL_SECONDS - 1) * 1000);
    const polled = await this.repo
      .createQueryBuilder()
      .update(DeviceAuthorization)
      .set({ lastPolledAt: now })
      .where('id = :id AND (last_polled_at IS NULL OR last_polled_at <= :threshold)', {
        id: row.id,
        threshold,
      })
      .execute();
    if (polled.affected !== 1) throw deviceError('slow_down');
    if (row.status === 'pending') throw deviceError('authorization_pending');
    const spent = await this.repo
      .createQueryBuilder()
      .update(DeviceAuthorization)
      .set({ status: 'spent' })
      .where("id = :id AND status = 'approved'", { id: row.id })
      .execute();
    if (spent.affected !== 1) throw deviceError('expired_token');
    const user = row.userId === null ? null : await this.users.findById(row.userId);
    if (!user || user.status === UserStatus.Blocked || user.tokenVersion !== row.tokenVersion) {
      throw deviceError('access_denied');
    }
    this.logger.log({ event: 'tv_signed_in', userId: user.id });
    return this.auth.startSession(user);
  }
}
