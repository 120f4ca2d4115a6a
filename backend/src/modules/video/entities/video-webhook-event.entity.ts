import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A webhook delivery handled once: its key is the SHA-256 of the signed body (a redelivery repeats it). */
@Entity('video_webhook_events')
export class VideoWebhookEvent {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  event: string;

  @Column({ name: 'received_at', type: 'datetime', precision: 3 })
  receivedAt: Date;
}
