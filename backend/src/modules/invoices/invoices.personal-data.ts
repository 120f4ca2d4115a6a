import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { istDate } from '@yoga/contracts';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { GstDocumentsService } from './gst-documents.service.js';

/**
 * The person's tax invoices and credit notes. On erasure they are kept (the tax law requires it), with
 * the buyer's name and email replaced by anonymised values; an admin can still download them.
 */
@Injectable()
export class InvoicesPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'invoices';

  constructor(
    private readonly documents: GstDocumentsService,
    private readonly registry: PersonalDataRegistry,
  ) {}

  onModuleInit() {
    this.registry.register(this);
  }

  async export(userId: number) {
    const rows = await this.documents.ofUser(userId);
    return rows.map((d) => ({
      kind: d.kind,
      number: d.number,
      date: istDate(d.issuedAt),
      payment_id: d.paymentId,
      buyer_name: d.buyerName,
      buyer_email: d.buyerEmail,
      buyer_state: d.buyerState,
      currency: d.currency,
      total: d.total,
    }));
  }

  async erase(userId: number, em: EntityManager): Promise<string> {
    const kept = await this.documents.anonymise(em, userId);
    return `${kept} kept for tax records (buyer name and email anonymised)`;
  }
}
