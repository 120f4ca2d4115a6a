import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { LessThan, Repository } from 'typeorm';
import {
  MESSAGES,
  normalizeEmail,
  Role,
  UserStatus,
  type LoginResponse,
  type RegisterResponse,
} from '@yoga/contracts';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import { LIMITS_CONFIG, type LimitsConfig } from '../../config/limits.config.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { consumeOrThrow, RateLimiters } from '../../common/rate-limit/rate-limiters.js';
import { LeanSelect } from '../../database/lean-select.js';
import { type User, toSessionUser, UsersService } from '../users/index.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { RevokedToken } from './entities/revoked-token.entity.js';
import { KNOWN_DEVICE_COOKIE, knownDeviceCookieOptions, KnownDevices } from './known-device.js';
import type { CookieOptions } from 'express';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordService } from './password.service.js';
import { ApiError } from '../../common/errors/api-error.js';

export interface JwtPayload {
  sub: number;
  jti: string;
  /** The user's token version when the token was issued. */
  tv: number;
  exp: number;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');
  private readonly registrations: RateLimiterAbstract;
  private readonly devices: KnownDevices;
  private readonly secureCookies: boolean;
  private readonly revokedJti: LeanSelect<RevokedToken, 'jti'>;

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
    @Inject(LIMITS_CONFIG) limits: LimitsConfig,
    @Inject(AUTH_CONFIG) auth: Pick<AuthConfig, 'jwtSecret' | 'secureCookies'>,
    limiters: RateLimiters,
  ) {
    this.devices = new KnownDevices(auth.jwtSecret);
    this.secureCookies = auth.secureCookies;
    this.revokedJti = new LeanSelect(this.revoked, ['jti'], 'jti = ?');
    this.registrations = limiters.create('register', {
      points: limits.registrationsPerIp,
      duration: limits.registrationWindowSeconds,
    });
  }

  /** Registrations per client IP are limited (REGISTER_RATE_LIMIT per window). */
  async register(dto: RegisterDto, ip: string): Promise<RegisterResponse> {
    this.passwords.assertAcceptable(dto.password);
    await consumeOrThrow(this.registrations, ip);
    const user = await this.users.create(
      {
        name: dto.name,
        email: dto.email,
        phone: dto.number ?? '',
        passwordHash: await this.passwords.hash(dto.password),
        role: Role.User,
        status: UserStatus.Active,
        referredBy: await this.users.validReferrer(dto.referred_by),
        ...(dto.language ? { language: dto.language } : {}),
      },
      { whatsappReminders: dto.whatsapp_reminders, emailReminders: dto.email_reminders },
    );
    // Registering signs her in (issue 38): the same session a login starts, and this device is known.
    const { token } = await this.startSession(user);
    return {
      success: true,
      message: MESSAGES.registered,
      token,
      user: { ...toSessionUser(user), referral_code: user.referralCode },
    };
  }

  /**
   * `knownDevice`: the request's known-device token (cookie), which spares a device the account signed
   * in from the account's and the address's limits (LoginThrottleService). The controller sets a fresh
   * one (knownDeviceCookie).
   */
  async login(dto: LoginDto, ip: string, knownDevice?: string): Promise<LoginResponse> {
    const email = normalizeEmail(dto.email);
    const user = await this.users.findByEmail(email);
    const device = this.devices.deviceId(knownDevice, user?.id);
    const place = await this.throttle.place(email, ip, device);
    await this.throttle.assertAllowed(email, ip, place);
    // Unknown email and wrong password take the same path and time (a dummy hash is verified).
    const ok = await this.passwords.verify(user?.passwordHash, dto.password);
    if (!user || !ok) {
      await this.throttle.recordFailure(email, ip, place);
      this.logger.warn({ event: 'login_failed', ip });
      throw new ApiError('invalid_credentials');
    }
    if (user.status === UserStatus.Blocked) {
      this.logger.warn({ event: 'login_blocked', userId: user.id, ip });
      throw new ApiError('account_blocked');
    }
    await this.throttle.recordSuccess(email, ip, device);
    return this.startSession(user);
  }

  /**
   * The signed known-device cookie a successful sign-in (password or one-time code) sets, as
   * `res.cookie(...)` takes it: HttpOnly, SameSite=Lax, Secure in production (and over https).
   */
  knownDeviceCookie(userId: number, https: boolean): [string, string, CookieOptions] {
    return [
      KNOWN_DEVICE_COOKIE,
      this.devices.sign(userId),
      knownDeviceCookieOptions(this.secureCookies || https),
    ];
  }

  /** A signed-in session (password or one-time code): records the sign-in time and issues a token. */
  async startSession(user: User): Promise<LoginResponse> {
    await this.users.recordSignIn(user);
    return this.issueToken(user);
  }

  private async issueToken(user: User): Promise<LoginResponse> {
    const token = await this.jwt.signAsync(
      { sub: user.id, tv: user.tokenVersion },
      { jwtid: randomUUID() },
    );
    return { token, user: toSessionUser(user) };
  }

  /** Called for every authenticated request: the token must still match a live, active account. */
  async userForToken(payload: JwtPayload): Promise<AuthUser> {
    if (typeof payload.sub !== 'number' || typeof payload.jti !== 'string') {
      throw new ApiError('session_expired');
    }
    // Two lean reads, at once (every signed-in request makes them: docs/performance.md, "06:00").
    const [user, revoked] = await Promise.all([
      this.users.sessionOf(payload.sub),
      this.revokedJti.one([payload.jti]),
    ]);
    if (!user || revoked) throw new ApiError('session_expired');
    // A blocked user is told why; the block also moved the token version on, so after an unblock
    // the tokens issued before it stay dead (the user signs in again).
    if (user.status === UserStatus.Blocked) throw new ApiError('account_blocked');
    if (user.tokenVersion !== payload.tv) throw new ApiError('session_expired');
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      jti: payload.jti,
      exp: payload.exp,
      mustChangePassword: user.mustChangePassword,
      registeredAt: user.createdAt,
    };
  }

  /** Bumps the token version: every token issued before, on every device, stops working; a fresh one is returned. */
  async changePassword(auth: AuthUser, current: string, next: string): Promise<LoginResponse> {
    const user = await this.users.findById(auth.id);
    // 400, not 401: a mistyped current password must not end the session it is typed in.
    if (!user || !(await this.passwords.verify(user.passwordHash, current))) {
      throw new ApiError('current_password_wrong');
    }
    this.passwords.assertAcceptable(next);
    if (next === current) throw new ApiError('password_unchanged');
    await this.users.replacePassword(user, await this.passwords.hash(next));
    return this.issueToken(user);
  }

  async logout(user: AuthUser): Promise<void> {
    await this.revoked.delete({ expiresAt: LessThan(new Date()) });
    await this.revoked.upsert({ jti: user.jti, expiresAt: new Date(user.exp * 1000) }, ['jti']);
  }
}
