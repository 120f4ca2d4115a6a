import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ReconciliationAction, ReconciliationKind } from '@yoga/contracts';

/**
 * One difference between the gateway and this app that the reconciliation found and fixed (issue 35):
 * unique by kind and the gateway's id, so each is fixed and listed once however often the job runs.
 */
@Entity('reconciliation_items')
@Index('UQ_reconciliation_items_kind_gateway', ['kind', 'gatewayId'], { unique: true })
export class ReconciliationItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  kind: ReconciliationKind;

  @Column({ name: 'gateway_id', type: 'varchar', length: 64 })
  gatewayId: string;

  @Column({ name: 'payment_id', type: 'int', nullable: true })
  paymentId: number | null;

  @Column({ name: 'recurring_id', type: 'int', nullable: true })
  recurringId: number | null;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'int', nullable: true })
  amount: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  currency: string | null;

  @Column({ type: 'varchar', length: 32 })
  action: ReconciliationAction;

  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
