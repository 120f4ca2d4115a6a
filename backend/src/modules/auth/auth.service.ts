import {
  BadRequestException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { LessThan, Repository } from 'typeorm';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  normalizeEmail,
  Role,
  UserStatus,
  type LoginResponse,
  type RegisterResponse,
} from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { consumeOrThrow, RateLimiters } from '../../common/rate-limit/rate-limiters.js';
import type { User } from '../users/entities/user.entity.js';
import { toSessionUser } from '../users/users.mapper.js';
import { UsersService } from '../users/users.service.js';
import type { LoginDto } from './dto/login.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { RevokedToken } from './entities/revoked-token.entity.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordService } from './password.service.js';

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

  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    @InjectRepository(RevokedToken) private readonly revoked: Repository<RevokedToken>,
    @Inject(APP_CONFIG) config: AppConfig,
    limiters: RateLimiters,
  ) {
    this.registrations = limiters.create('register', {
      points: config.limits.registrationsPerIp,
      duration: config.limits.registrationWindowSeconds,
    });
  }

  /** Registrations per client IP are limited (REGISTER_RATE_LIMIT per window). */
  async register(dto: RegisterDto, ip: string): Promise<RegisterResponse> {
    this.passwords.assertAcceptable(dto.password);
    await consumeOrThrow(this.registrations, ip);
    const user = await this.users.create({
      name: dto.name,
      email: dto.email,
      phone: dto.number ?? '',
      passwordHash: await this.passwords.hash(dto.password),
      role: Role.User,
      status: UserStatus.Active,
      referredBy: await this.users.validReferrer(dto.referred_by),
    });
    return {
      success: true,
      message: MESSAGES.registered,
      user: { ...toSessionUser(user), referral_code: user.referralCode },
    };
  }

  async login(dto: LoginDto, ip: string): Promise<LoginResponse> {
    const email = normalizeEmail(dto.email);
    await this.throttle.assertAllowed(email, ip);
    const user = await this.users.findByEmail(email);
    // Unknown email and wrong password take the same path and time (a dummy hash is verified).
    const ok = await this.passwords.verify(user?.passwordHash, dto.password);
    if (!user || !ok) {
      await this.throttle.recordFailure(email, ip);
      this.logger.warn({ event: 'login_failed', ip });
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    if (user.status === UserStatus.Blocked) {
      this.logger.warn({ event: 'login_blocked', userId: user.id, ip });
      throw new ForbiddenException(MESSAGES.accountBlocked);
    }
    await this.throttle.recordSuccess(email, ip);
    return this.startSession(user);
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
      throw new UnauthorizedException(MESSAGES.sessionExpired);
    }
    const [user, revoked] = await Promise.all([
      this.users.findById(payload.sub),
      this.revoked.existsBy({ jti: payload.jti }),
    ]);
    if (!user || revoked) throw new UnauthorizedException(MESSAGES.sessionExpired);
    // A blocked user is told why; the block also moved the token version on, so after an unblock
    // the tokens issued before it stay dead (the user signs in again).
    if (user.status === UserStatus.Blocked) throw new ForbiddenException(MESSAGES.accountBlocked);
    if (user.tokenVersion !== payload.tv) throw new UnauthorizedException(MESSAGES.sessionExpired);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      jti: payload.jti,
      exp: payload.exp,
      mustChangePassword: user.mustChangePassword,
    };
  }

  /** Bumps the token version: every token issued before, on every device, stops working; a fresh one is returned. */
  async changePassword(auth: AuthUser, current: string, next: string): Promise<LoginResponse> {
    const user = await this.users.findById(auth.id);
    // 400, not 401: a mistyped current password must not end the session it is typed in.
    if (!user || !(await this.passwords.verify(user.passwordHash, current))) {
      throw new BadRequestException(ACCOUNT_MESSAGES.currentPasswordWrong);
    }
    this.passwords.assertAcceptable(next);
    if (next === current) throw new BadRequestException(ACCOUNT_MESSAGES.passwordUnchanged);
    await this.users.replacePassword(user, await this.passwords.hash(next));
    return this.issueToken(user);
  }

  async logout(user: AuthUser): Promise<void> {
    await this.revoked.delete({ expiresAt: LessThan(new Date()) });
    await this.revoked.upsert({ jti: user.jti, expiresAt: new Date(user.exp * 1000) }, ['jti']);
  }
}
