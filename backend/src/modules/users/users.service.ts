import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Between, In, IsNull, Not, Repository } from 'typeorm';
import { normalizeEmail, Role, UserStatus, type Language } from '@yoga/contracts';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { likeContains } from '../../common/http/iso.js';
import type { Page } from '../../common/paging/page-query.dto.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { LeanSelect } from '../../database/lean-select.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { User } from './entities/user.entity.js';
import type { UserRegistered } from './events.js';
import { ApiError } from '../../common/errors/api-error.js';

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
  /** Default (column): `en`. */
  language?: Language;
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

/** What another feature may know of a person to write to them or to decide about them. */
export type UserContact = Pick<
  User,
  'id' | 'name' | 'email' | 'phone' | 'language' | 'role' | 'status' | 'createdAt' | 'timeZone'
>;

const CONTACT_FIELDS = {
  id: true,
  name: true,
  email: true,
  phone: true,
  language: true,
  role: true,
  status: true,
  createdAt: true,
  timeZone: true,
} as const;

/** What every signed-in request needs of its user: the token's check, and the trial's start. */
export type SessionRecord = Pick<
  User,
  'id' | 'name' | 'email' | 'role' | 'status' | 'tokenVersion' | 'mustChangePassword' | 'createdAt'
>;

const toContact = (u: User): UserContact => ({
  id: u.id,
  name: u.name,
  email: u.email,
  phone: u.phone,
  language: u.language,
  role: u.role,
  status: u.status,
  createdAt: u.createdAt,
  timeZone: u.timeZone,
});

/** The owner of the users table: every feature reads and writes users through these methods. */
@Injectable()
export class UsersService {
  private readonly repo: Repository<User>;
  private readonly session: LeanSelect<User, keyof SessionRecord>;

  constructor(
    @InjectRepository(User) repo: Repository<User>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {
    this.repo = tx.ambient(repo);
    this.session = new LeanSelect(
      this.repo,
      ['id', 'name', 'email', 'role', 'status', 'tokenVersion', 'mustChangePassword', 'createdAt'],
      'id = ?',
    );
  }

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

  /**
   * The user as every signed-in request checks it (AuthService.userForToken), read fresh each time:
   * one lean query of eight columns, no entity built (docs/performance.md, "06:00").
   */
  sessionOf(id: number): Promise<SessionRecord | null> {
    return this.session.one([id]);
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

  /** `registration`: what the registration form asked besides the account (told to subscribers). */
  async create(
    input: NewUser,
    registration: Pick<UserRegistered, 'whatsappReminders' | 'emailReminders'> = {},
  ): Promise<User> {
    const email = normalizeEmail(input.email);
    if (await this.repo.existsBy({ email })) throw new ApiError('email_taken');
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.tx.run(async (em) => {
          const user = await em.save(
            em.create(User, {
              ...input,
              name: input.name.trim(),
              phone: input.phone.trim(),
              email,
              referralCode: this.newReferralCode(),
            }),
          );
          await this.events.publish('user.registered', {
            userId: user.id,
            role: user.role,
            ...(registration.whatsappReminders === undefined
              ? {}
              : { whatsappReminders: registration.whatsappReminders }),
            ...(registration.emailReminders === undefined
              ? {}
              : { emailReminders: registration.emailReminders }),
          });
          return user;
        });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Either a concurrent registration took the email, or (rarely) the referral code collided.
        if (await this.repo.existsBy({ email })) throw new ApiError('email_taken');
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
    patch: Partial<
      Pick<
        User,
        'name' | 'phone' | 'language' | 'state' | 'email' | 'largeText' | 'lowData' | 'timeZone'
      >
    >,
  ): Promise<void> {
    if (!Object.keys(patch).length) return;
    try {
      await this.repo.update({ id }, patch);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiError('email_taken');
      throw error;
    }
  }

  /** Saves changes to a loaded user; a concurrent change to the same email answers 409. */
  async save(user: User): Promise<User> {
    try {
      return await this.repo.save(user);
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiError('email_taken');
      throw error;
    }
  }

  /**
   * Deletes a user (in the open transaction, e.g. the account erasure's); their bookings go with them
   * (ON DELETE CASCADE on every database).
   */
  async remove(id: number): Promise<void> {
    await this.tx.run(async (em) => {
      const result = await em.delete(User, { id });
      if (result.affected !== 0) await this.events.publish('user.deleted', { userId: id });
    });
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

  /** The contacts of these users, in one query (ids that do not exist are absent). */
  async contactsOf(ids: readonly number[]): Promise<Map<number, UserContact>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.repo.find({ select: CONTACT_FIELDS, where: { id: In(unique) } });
    return new Map(rows.map((u) => [u.id, toContact(u)]));
  }

  /** Active students who registered between `from` and `to` (inclusive), in one query. */
  async activeStudentsRegisteredBetween(from: Date, to: Date): Promise<UserContact[]> {
    const rows = await this.repo.find({
      select: CONTACT_FIELDS,
      where: { role: Role.User, status: UserStatus.Active, createdAt: Between(from, to) },
      order: { id: 'ASC' },
    });
    return rows.map(toContact);
  }

  /** The active instructor accounts, by name (the admin assigns them to slots and classes). */
  async activeInstructors(): Promise<UserContact[]> {
    const rows = await this.repo.find({
      select: CONTACT_FIELDS,
      where: { role: Role.Instructor, status: UserStatus.Active },
      order: { name: 'ASC', id: 'ASC' },
    });
    return rows.map(toContact);
  }

  /** Every student (role user) with their registration time: the business numbers. */
  students(): Promise<{ id: number; createdAt: Date }[]> {
    return this.repo.find({ select: { id: true, createdAt: true }, where: { role: Role.User } });
  }

  /** Ids of the users whose name or email contains `text` (case-insensitive). */
  async idsMatching(text: string): Promise<number[]> {
    const rows = await this.repo
      .createQueryBuilder('u')
      .select('u.id', 'id')
      .where("(LOWER(u.name) LIKE :q ESCAPE '!' OR LOWER(u.email) LIKE :q ESCAPE '!')", {
        q: likeContains(text),
      })
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }
}
