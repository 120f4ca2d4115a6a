import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { GstDocumentsService } from '../invoices/index.js';
import { PlansService } from '../plans/index.js';
import { Payment } from './entities/payment.entity.js';
import { RecurringSubscription } from './entities/recurring-subscription.entity.js';
import { toPaymentRecord } from './payments.mapper.js';
import { Transactions } from '../../database/transactions.js';

/**
 * The person's payments. On erasure the rows are kept, as the tax law requires of sales records; they hold
 * no name, email or phone of their own (only the user id of an account that is then deleted).
 */
@Injectable()
export class PaymentsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'payments';

  constructor(
    private readonly tx: Transactions,
    @InjectRepository(Payment) private readonly repo: Repository<Payment>,
    private readonly registry: PersonalDataRegistry,
    private readonly documents: GstDocumentsService,
    private readonly plans: PlansService,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    const numbers = await this.documents.numbersFor(rows.map((r) => r.id));
    const names = await this.plans.names();
    return rows.map((r) => toPaymentRecord(r, names, numbers.get(r.id)));
  }

  async erase(userId: number): Promise<string> {
    const em = this.tx.open();
    const kept = await em.countBy(Payment, { userId });
    // Recurring subscriptions stay with their debits; the reason the student gave for stopping goes.
    await em.update(RecurringSubscription, { userId }, { cancelReason: null });
    return `${kept} kept for tax records (no personal details stored in them)`;
  }
}
