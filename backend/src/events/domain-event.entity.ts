import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The transactional outbox of domain events: one row per event, inserted in the same database
 * transaction as the change it announces (so it exists exactly when the change committed). The
 * dispatcher delivers it to every subscriber, then sets `dispatched_at`.
 */
@Entity('domain_events')
@Index('IDX_domain_events_pending', ['dispatchedAt', 'availableAt'])
export class DomainEventRecord {
  /** A UUID, the event's identity: subscribers deduplicate on it. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** `payment.paid`, `booking.created`… (see docs/domain-events.md). */
  @Column({ type: 'varchar', length: 64 })
  type: string;

  /** The typed payload, JSON: ids and facts, no personal data beyond ids. */
  @Column({ type: 'text' })
  payload: string;

  /** When it happened (the app's clock). */
  @Column({ name: 'occurred_at', type: 'datetime', precision: 3 })
  occurredAt: Date;

  /**
   * Not before this instant may the poller (re)try it: a short grace after the write (the dispatcher
   * that runs after the commit usually delivers it first), then the backoff after a failed attempt.
   */
  @Column({ name: 'available_at', type: 'datetime', precision: 3 })
  availableAt: Date;

  /** Every subscriber had it (in-process), or a job per subscriber was queued (BullMQ). */
  @Column({ name: 'dispatched_at', type: 'datetime', precision: 3, nullable: true })
  dispatchedAt: Date | null;

  /** Dispatch attempts that left a subscriber without it. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}

/**
 * One row per (event, subscriber) that handled it, written in the handler's own transaction: the
 * handler's changes and this row commit together, so a redelivered event is skipped.
 */
@Entity('domain_event_deliveries')
export class DomainEventDelivery {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 36 })
  eventId: string;

  /** `<Class>.<method>` of the subscriber. */
  @PrimaryColumn({ type: 'varchar', length: 120 })
  subscriber: string;

  @Column({ name: 'delivered_at', type: 'datetime', precision: 3 })
  deliveredAt: Date;
}
