import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { Language, MessageChannel, MessageEvent, MessageStatus } from '@yoga/contracts';
import { User } from '../../users/index.js';

/**
 * The outbox: one row per message to one student on one channel. The unique (channel, idempotency key)
 * makes "at most once per student and event" hold however often or wherever the scanners run; senders
 * claim a row with a conditional update (status and lease), so two senders never send the same row.
 */
@Entity('outbox_messages')
@Index('UQ_outbox_messages_channel_key', ['channel', 'idempotencyKey'], { unique: true })
@Index('IDX_outbox_messages_status_next', ['status', 'nextAttemptAt'])
@Index('IDX_outbox_messages_user', ['userId', 'id'])
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_outbox_messages_user' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 16 })
  channel: MessageChannel;

  @Column({ type: 'varchar', length: 32 })
  event: MessageEvent;

  /** e.g. `reminder:<bookingId>`, `receipt:<paymentId>`, `trial-day10:<userId>`. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100 })
  idempotencyKey: string;

  /** WhatsApp: the approved template's name; email: the text template's name (same names). */
  @Column({ type: 'varchar', length: 64 })
  template: string;

  /** Named parameters of the template, JSON. */
  @Column({ type: 'text' })
  params: string;

  @Column({ type: 'varchar', length: 8 })
  language: Language;

  /** The email address or phone number, as it was when queued. */
  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 24, default: 'queued' })
  status: MessageStatus;

  /** The provider's reason for the last failure, or why nothing was sent. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** When a queued or retrying message may be sent (next attempt of the backoff). */
  @Column({ name: 'next_attempt_at', type: 'datetime', precision: 3, nullable: true })
  nextAttemptAt: Date | null;

  /** A sender's lease while `sending`: past it, another sender may take the row over. */
  @Column({ name: 'locked_until', type: 'datetime', precision: 3, nullable: true })
  lockedUntil: Date | null;

  @Column({ name: 'provider_message_id', type: 'varchar', length: 128, nullable: true })
  providerMessageId: string | null;

  @Column({ name: 'sent_at', type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
