import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { QueryFailedError, Repository } from 'typeorm';
import { MESSAGES, Role, UserStatus } from '@yoga/contracts';
import { User } from './entities/user.entity.js';

/** Unambiguous upper-case letters and digits (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  role: Role;
  status: UserStatus;
  referredBy: string | null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isDuplicateKey(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const e = error as QueryFailedError & { code?: string; errno?: number };
  return (
    e.code === 'ER_DUP_ENTRY' || e.errno === 1062 || /UNIQUE constraint failed/i.test(e.message)
  );
}

/** User rows shared by auth, manage-users, admin, referrals and the seed. */
@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) readonly repo: Repository<User>) {}

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

  countActiveAdmins(): Promise<number> {
    return this.repo.countBy({ role: Role.Admin, status: UserStatus.Active });
  }
}
