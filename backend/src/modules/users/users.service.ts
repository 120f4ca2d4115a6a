import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { IsNull, Not, Repository, type EntityManager } from 'typeorm';
import { MESSAGES, normalizeEmail, Role, UserStatus } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { likeContains } from '../../common/http/iso.js';
import type { Page } from '../../common/paging/page-query.dto.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { User } from './entities/user.entity.js';

/** Unambiguous upper-case letters and digits (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

interface NewUser {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  role: Role;
  status: UserStatus;
  referredBy: string | null;
  mustChangePassword?: boolean;
}

interface UserFilter {
  /** Case-insensitive "name contains". */
  search?: string;
  status?: UserStatus;
}

interface ReferralCountRow {
  user_id: number;
  name: string;
  referral_code: string;
  referral_count: number;
}

/** The owner of the users table: every feature reads and writes users through these methods. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly repo: Repository<User>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** ~49 bits from a CSPRNG: unguessable, short enough to share. */
  private newReferralCode(): string {
    const bytes = randomBytes(CODE_LENGTH);
    return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  }

  findByEmail(email: string): Promise<User | null> {
    return this.repo.findOneBy({ email: normalizeEmail(email) });
  }

  findById(id: number): Promise<User | null> {
    return this.repo.findOneBy({ id });
  }

  emailTaken(email: string): Promise<boolean> {
    return this.repo.existsBy({ email: normalizeEmail(email) });
  }

  adminExists(): Promise<boolean> {
    return this.repo.existsBy({ role: Role.Admin });
  }

  findByReferralCode(code: string): Promise<User | null> {
    return this.repo.findOneBy({ referralCode: code });
  }

  /** Users who registered with `code`, newest first (at most `limit`), and how many there are. */
  findReferredBy(code: string, limit: number): Promise<[User[], number]> {
    return this.repo.findAndCount({
      where: { referredBy: code },
      order: { id: 'DESC' },
      take: limit,
    });
  }

  /** Keeps a referral code only when it belongs to an existing user. */
  async validReferrer(code: string | undefined | null): Promise<string | null> {
    const trimmed = code?.trim();
    if (!trimmed) return null;
    return (await this.repo.existsBy({ referralCode: trimmed })) ? trimmed : null;
  }

  async create(input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    if (await this.repo.existsBy({ email })) throw new ConflictException(MESSAGES.emailTaken);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.repo.save(
          this.repo.create({
            ...input,
            name: input.name.trim(),
            phone: input.phone.trim(),
            email,
            referralCode: this.newReferralCode(),
          }),
        );
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Either a concurrent registration took the email, or (rarely) the referral code collided.
        if (await this.repo.existsBy({ email })) throw new ConflictException(MESSAGES.emailTaken);
        if (attempt >= 3) throw error;
      }
    }
  }

  /** Stores the time of a successful sign-in (password or one-time code). */
  async recordSignIn(user: User): Promise<void> {
    user.lastLoginAt = this.clock.now();
    await this.repo.update({ id: user.id }, { lastLoginAt: user.lastLoginAt });
  }

  /** A new password hash: every token issued before stops working, an admin-set password is replaced. */
  async replacePassword(user: User, passwordHash: string): Promise<User> {
    Object.assign(user, {
      passwordHash,
      tokenVersion: user.tokenVersion + 1,
      mustChangePassword: false,
    });
    await this.repo.update(
      { id: user.id },
      { passwordHash, tokenVersion: user.tokenVersion, mustChangePassword: false },
    );
    return user;
  }

  /** Profile fields a person edits themselves; a concurrent change to the same email answers 409. */
  async updateProfile(
    id: number,
    patch: Partial<Pick<User, 'name' | 'phone' | 'language' | 'state' | 'email'>>,
  ): Promise<void> {
    if (!Object.keys(patch).length) return;
    try {
      await this.repo.update({ id }, patch);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.emailTaken);
      throw error;
    }
  }

  /** Saves changes to a loaded user; a concurrent change to the same email answers 409. */
  async save(user: User): Promise<User> {
    try {
      return await this.repo.save(user);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.emailTaken);
      throw error;
    }
  }

  /** Deletes a user; their bookings go with them (ON DELETE CASCADE on every database). */
  async remove(id: number, em?: EntityManager): Promise<void> {
    await (em ? em.getRepository(User) : this.repo).delete({ id });
  }

  countActiveAdmins(): Promise<number> {
    return this.repo.countBy({ role: Role.Admin, status: UserStatus.Active });
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  /** Users who registered with someone's referral code. */
  countReferred(code?: string): Promise<number> {
    return this.repo.countBy({ referredBy: code ?? Not(IsNull()) });
  }

  /** One page of users in id order, optionally filtered. */
  async page(page: Page, filter: UserFilter = {}): Promise<{ rows: User[]; total: number }> {
    const qb = this.repo.createQueryBuilder('u').orderBy('u.id', 'ASC');
    const search = filter.search?.trim();
    if (search) qb.andWhere(`LOWER(u.name) LIKE :q ESCAPE '!'`, { q: likeContains(search) });
    if (filter.status) qb.andWhere('u.status = :status', { status: filter.status });
    const [rows, total] = await qb.skip(page.skip).take(page.take).getManyAndCount();
    return { rows, total };
  }

  /** Every user with how many registered with their code, most referrals first. */
  async referralCounts(page: Page): Promise<ReferralCountRow[]> {
    const rows = await this.repo
      .createQueryBuilder('u')
      .leftJoin('users', 'r', 'r.referred_by = u.referral_code')
      .select('u.id', 'user_id')
      .addSelect('u.name', 'name')
      .addSelect('u.referral_code', 'referral_code')
      .addSelect('COUNT(r.id)', 'referral_count')
      .groupBy('u.id')
      .addGroupBy('u.name')
      .addGroupBy('u.referral_code')
      .orderBy('referral_count', 'DESC')
      .addOrderBy('u.id', 'ASC')
      .offset(page.skip)
      .limit(page.take)
      .getRawMany<{
        user_id: number | string;
        name: string;
        referral_code: string;
        referral_count: number | string;
      }>();
    return rows.map((r) => ({
      user_id: Number(r.user_id),
      name: r.name,
      referral_code: r.referral_code,
      referral_count: Number(r.referral_count),
    }));
  }
}
