import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** invited: the invitation is open; active: accepted; removed: by the payer (kept as history). */
export type HouseholdMemberState = 'invited' | 'active' | 'removed';

/** A member of a household other than the payer, from her invitation on. */
@Entity('household_members')
@Index('IDX_household_members_household', ['householdId', 'id'])
export class HouseholdMemberRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'household_id', type: 'int' })
  householdId: number;

  /** The address invited (the account's once she accepts); null for an invitation by phone until then. */
  @Index('IDX_household_members_email')
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The mobile number invited by WhatsApp (stored form, `normalizePhone`); null for one by email. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phone: string | null;

  /** Her account: set when she accepts (or at the invitation, when the address has one). */
  @Index('IDX_household_members_user')
  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 16, default: 'invited' })
  status: HouseholdMemberState;

  /** SHA-256 (hex) of the invitation's token (the token itself is only in the email's link). */
  @Index('UQ_household_members_token', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'invited_at', type: 'datetime', precision: 3 })
  invitedAt: Date;

  @Column({ name: 'joined_at', type: 'datetime', precision: 3, nullable: true })
  joinedAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
