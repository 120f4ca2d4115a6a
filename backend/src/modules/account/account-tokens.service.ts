import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import {
  ONE_TIME_CODE_ATTEMPTS,
  ONE_TIME_CODE_LENGTH,
  ONE_TIME_CODE_MINUTES,
  UserStatus,
} from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { AUTH_CONFIG, type AuthConfig } from '../../config/auth.config.js';
import { UsersService } from '../users/index.js';
import { AccountToken, type AccountTokenPurpose } from './entities/account-token.entity.js';

const MINUTE_MS = 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Creates, checks and spends the single-use secrets of account_tokens. */
@Injectable()
export class AccountTokensService {
  constructor(
    @InjectRepository(AccountToken) private readonly repo: Repository<AccountToken>,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'jwtSecret'>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: UsersService,
  ) {}

  /** `minutes` from now (negative: ago). */
  private inMinutes(minutes: number): Date {
    return new Date(this.clock.now().getTime() + minutes * MINUTE_MS);
  }

  /** Ends the user's unspent tokens of one purpose: only the newest link or code works. */
  private async retire(userId: number, purpose: AccountTokenPurpose) {
    await this.repo.update({ userId, purpose, usedAt: IsNull() }, { usedAt: this.clock.now() });
    // Housekeeping: rows long expired carry nothing useful.
    await this.repo.delete({ expiresAt: LessThan(this.inMinutes(-24 * 60)) });
  }

  /** The user's token version, or null when the account is gone or blocked (nothing is spent then). */
  private async liveVersion(userId: number): Promise<number | null> {
    const user = await this.users.findById(userId);
    return user && user.status !== UserStatus.Blocked ? user.tokenVersion : null;
  }

  /**
   * Whether a row still stands for the account's credentials: sent under its current token version (a
   * password change or reset, or a block, since → no), to an account that exists and is not blocked.
   */
  private async current(row: AccountToken): Promise<boolean> {
    return (await this.liveVersion(row.userId)) === row.tokenVersion;
  }

  /** A new link token (43 URL-safe characters, 256 bits); only its SHA-256 is stored. */
  async createLink(
    userId: number,
    purpose: Exclude<AccountTokenPurpose, 'sign_in_code'>,
    minutes: number,
    newEmail: string | null = null,
  ): Promise<string> {
    await this.retire(userId, purpose);
    const token = randomBytes(32).toString('base64url');
    await this.repo.insert({
      userId,
      purpose,
      tokenHash: sha256(token),
      tokenVersion: (await this.liveVersion(userId)) ?? -1,
      newEmail,
      expiresAt: this.inMinutes(minutes),
    });
    return token;
  }

  /** Spends a link token: the row when it was valid, unexpired and unspent (exactly once, also under races). */
  async spendLink(
    token: string,
    purpose: Exclude<AccountTokenPurpose, 'sign_in_code'>,
  ): Promise<AccountToken | null> {
    const row = await this.repo.findOneBy({
      tokenHash: sha256(token),
      purpose,
      usedAt: IsNull(),
      expiresAt: MoreThan(this.clock.now()),
    });
    if (!row) return null;
    if (!(await this.current(row))) {
      await this.markUsed(row.id);
      return null;
    }
    return (await this.markUsed(row.id)) ? row : null;
  }

  /** The unspent, unexpired email change of a user, if any (sent since the last password change). */
  async pendingEmailChange(userId: number): Promise<AccountToken | null> {
    const row = await this.repo.findOne({
      where: {
        userId,
        purpose: 'email_change',
        usedAt: IsNull(),
        expiresAt: MoreThan(this.clock.now()),
      },
      order: { id: 'DESC' },
    });
    return row && (await this.current(row)) ? row : null;
  }

  private codeHash(userId: number, code: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`code:${userId}:${code}`)
      .digest('hex');
  }

  /** A new 6-digit code (the user's older codes stop working). */
  async createCode(userId: number): Promise<string> {
    await this.retire(userId, 'sign_in_code');
    const code = String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(
      ONE_TIME_CODE_LENGTH,
      '0',
    );
    await this.repo.insert({
      userId,
      purpose: 'sign_in_code',
      tokenHash: this.codeHash(userId, code),
      tokenVersion: (await this.liveVersion(userId)) ?? -1,
      expiresAt: this.inMinutes(ONE_TIME_CODE_MINUTES),
    });
    return code;
  }

  /**
   * Checks a code against the user's newest live code and spends it when right. Every try first takes one
   * of the code's 5 attempts atomically, so parallel guesses cannot exceed them; the fifth wrong one kills it.
   * `userId` null (unknown email) does the same hashing work and fails.
   */
  async spendCode(userId: number | null, code: string): Promise<boolean> {
    const typed = this.codeHash(userId ?? 0, code);
    const row =
      userId === null
        ? null
        : await this.repo.findOne({
            where: {
              userId,
              purpose: 'sign_in_code',
              usedAt: IsNull(),
              expiresAt: MoreThan(this.clock.now()),
            },
            order: { id: 'DESC' },
          });
    if (!row) return false;
    if (!(await this.current(row))) {
      await this.markUsed(row.id);
      return false;
    }
    const taken = await this.repo
      .createQueryBuilder()
      .update(AccountToken)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND used_at IS NULL AND attempts < :max', {
        id: row.id,
        max: ONE_TIME_CODE_ATTEMPTS,
      })
      .execute();
    if (taken.affected !== 1) return false;
    const right = timingSafeEqual(Buffer.from(typed, 'hex'), Buffer.from(row.tokenHash, 'hex'));
    if (right) return this.markUsed(row.id);
    await this.markUsed(row.id, ONE_TIME_CODE_ATTEMPTS);
    return false;
  }

  /** Spends a row once; with `minAttempts`, only when that many attempts are used up. */
  private async markUsed(id: number, minAttempts = 0): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(AccountToken)
      .set({ usedAt: this.clock.now() })
      .where('id = :id AND used_at IS NULL AND attempts >= :min', { id, min: minAttempts })
      .execute();
    return result.affected === 1;
  }

  /** What the export shows: which links and codes were sent and when (never the secrets). */
  async history(userId: number) {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    return rows.map((r) => ({
      purpose: r.purpose,
      ...(r.newEmail ? { new_email: r.newEmail } : {}),
      created_at: iso(r.createdAt),
      expires_at: iso(r.expiresAt),
      used_at: r.usedAt ? iso(r.usedAt) : null,
    }));
  }
}
