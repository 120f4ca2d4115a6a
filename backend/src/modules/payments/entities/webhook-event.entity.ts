import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Razorpay webhook deliveries already applied (X-Razorpay-Event-Id): a repeat is a no-op. */
@Entity('webhook_events')
export class WebhookEvent {
  @PrimaryColumn({ name: 'event_id', type: 'varchar', length: 64 })
  eventId: string;

  @Column({ type: 'varchar', length: 64 })
  event: string;

  @CreateDateColumn({ name: 'received_at' })
  receivedAt: Date;
}
