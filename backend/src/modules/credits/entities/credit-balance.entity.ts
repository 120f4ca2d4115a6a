import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { Currency } from '@yoga/contracts';
import { User } from '../../users/index.js';

/** A user's referral credit balance in one currency (minor units); the ledger explains every change. */
@Entity('credit_balances')
export class CreditBalance {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @PrimaryColumn({ type: 'varchar', length: 3 })
  currency: Currency;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'int', default: 0 })
  balance: number;
}
