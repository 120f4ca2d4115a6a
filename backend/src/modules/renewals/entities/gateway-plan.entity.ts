import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Currency, PaymentGatewayName, PlanId } from '@yoga/contracts';

/**
 * The gateway's plan of each (plan, currency, price, months), created when first needed and kept: a
 * price change makes a new one for new subscribers, existing subscriptions keep theirs.
 */
@Entity('gateway_plans')
@Index('UQ_gateway_plans_key', ['gateway', 'plan', 'currency', 'amount', 'months'], {
  unique: true,
})
export class GatewayPlan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  gateway: PaymentGatewayName;

  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'int' })
  months: number;

  @Column({ name: 'gateway_plan_id', type: 'varchar', length: 64 })
  gatewayPlanId: string;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
