import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  PersonalDataRegistry,
  type PersonalDataContributor,
} from '../personal-data/personal-data.registry.js';
import { GstDocumentsService } from '../invoices/gst-documents.service.js';
import { Payment } from './entities/payment.entity.js';
import { toPaymentRecord } from './payments.mapper.js';

/**
 * The person's payments. On erasure the rows are kept, as the tax law requires of sales records; they hold
 * no name, email or phone of their own (only the user id of an account that is then deleted).
 */
@Injectable()
export class PaymentsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'payments';

  constructor(
    @InjectRepository(Payment) private readonly repo: Repository<Payment>,
    private readonly registry: PersonalDataRegistry,
    private readonly documents: GstDocumentsService,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const rows = await this.repo.find({ where: { userId }, order: { id: 'ASC' } });
    const numbers = await this.documents.numbersFor(rows.map((r) => r.id));
    return rows.map((r) => toPaymentRecord(r, numbers.get(r.id)));
  }

  async erase(userId: number, em: EntityManager): Promise<string> {
    const kept = await em.countBy(Payment, { userId });
    return `${kept} kept for tax records (no personal details stored in them)`;
  }
}
