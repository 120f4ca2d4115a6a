import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Language, Role, UserStatus } from '@yoga/contracts';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Stored lower-cased so uniqueness is case-insensitive on every database. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32, default: '' })
  phone: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role: Role;

  @Column({ type: 'varchar', length: 16, default: 'Active' })
  status: UserStatus;

  @Index('UQ_users_referral_code', { unique: true })
  @Column({ name: 'referral_code', type: 'varchar', length: 32 })
  referralCode: string;

  @Index('IDX_users_referred_by')
  @Column({ name: 'referred_by', type: 'varchar', length: 32, nullable: true })
  referredBy: string | null;

  /** Bumped on password change: every token issued before it stops working. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  /** 'en' or 'hi': the language of messages and emails. */
  @Column({ type: 'varchar', length: 8, default: 'en' })
  language: Language;

  /** GST state code (two digits) for invoices; null until the person chooses one. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  state: string | null;

  /** Set for accounts an admin creates: the admin-set password must be replaced at first sign-in. */
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  /** Every page at 1.4× text size with big touch targets (issue 37), on every device she signs in on. */
  @Column({ name: 'large_text', type: 'boolean', default: false })
  largeText: boolean;

  /** Low-data mode: small pictures or none below the fold, no autoplay, replays as audio (issue 37). */
  @Column({ name: 'low_data', type: 'boolean', default: false })
  lowData: boolean;

  /** Her own time zone (IANA name), shown beside India time when it differs. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'Asia/Kolkata' })
  timeZone: string;

  @Column({ name: 'last_login_at', type: 'datetime', nullable: true })
  lastLoginAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
