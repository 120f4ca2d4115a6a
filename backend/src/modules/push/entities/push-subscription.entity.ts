import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One device's push subscription (the browser's PushSubscription), turned on by its student. */
@Entity('push_subscriptions')
export class PushSubscriptionRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_push_subscriptions_user')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'text' })
  endpoint: string;

  /** SHA-256 of the endpoint (hex): one row per device, whatever the endpoint's length. */
  @Index('UQ_push_subscriptions_endpoint', { unique: true })
  @Column({ name: 'endpoint_hash', type: 'varchar', length: 64 })
  endpointHash: string;

  @Column({ type: 'varchar', length: 255 })
  p256dh: string;

  @Column({ type: 'varchar', length: 255 })
  auth: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
