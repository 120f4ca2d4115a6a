import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One admin change, recorded from the `admin.changed` domain event: who, when, what (entity and its
 * key), the action, and the state before and after (JSON text). Never updated nor deleted.
 */
@Entity('audit_entries')
@Index('IDX_audit_entries_entity', ['entity', 'entityId'])
@Index('IDX_audit_entries_occurred_at', ['occurredAt'])
export class AuditEntryRecord {
  @PrimaryGeneratedColumn()
  id: number;

  /** The domain event's id: one entry per event. */
  @Index('UQ_audit_entries_event_id', { unique: true })
  @Column({ name: 'event_id', type: 'varchar', length: 36 })
  eventId: string;

  @Column({ name: 'occurred_at', type: 'datetime', precision: 3 })
  occurredAt: Date;

  @Column({ name: 'actor_id', type: 'int' })
  actorId: number;

  @Column({ type: 'varchar', length: 32 })
  entity: string;

  @Column({ name: 'entity_id', type: 'varchar', length: 100 })
  entityId: string;

  @Column({ type: 'varchar', length: 32 })
  action: string;

  /** The thing's human name when it was changed (a plan's name, a class's date and time). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  label: string | null;

  /** The student the change concerns (an offline payment's payer). */
  @Column({ name: 'subject_user_id', type: 'int', nullable: true })
  subjectUserId: number | null;

  @Column({ type: 'text', nullable: true })
  before: string | null;

  @Column({ type: 'text', nullable: true })
  after: string | null;
}
