import { Injectable, type OnModuleInit } from '@nestjs/common';
import { istDate } from '@yoga/contracts';
import { PersonalDataRegistry, type PersonalDataContributor } from '../personal-data/index.js';
import { GstDocumentsService } from './gst-documents.service.js';
import { Transactions } from '../../database/transactions.js';

/**
 * The person's tax invoices and credit notes. On erasure they are kept (the tax law requires it), with
 * the buyer's name and email replaced by anonymised values; an admin can still download them.
 */
@Injectable()
export class InvoicesPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly key = 'invoices';

  constructor(
    private readonly tx: Transactions,
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

  async erase(userId: number): Promise<string> {
    const kept = await this.documents.anonymise(userId);
    return `${kept} kept for tax records (buyer name and email anonymised)`;
  }
}
