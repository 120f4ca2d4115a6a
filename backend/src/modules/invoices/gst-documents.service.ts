import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import {
  GST_RATE_PERCENT,
  OFFLINE_METHOD_LABELS,
  splitGst,
  type Currency,
  type DocumentSeries,
  type OfflineMethod,
  type PlanId,
} from '@yoga/contracts';
import { SiteSettingsService } from '../site-settings/index.js';
import { DocumentSequenceService } from './document-sequence.service.js';
import { GstDocument } from './entities/gst-document.entity.js';
import type { GstExportRow } from './gst-csv.js';
import type { GstDocumentData } from './gst-document.js';
import { renderGstDocumentPdf } from './invoice-pdf.js';
import { Transactions } from '../../database/transactions.js';

/** What an erased account's documents say instead of the buyer's name and email. */
export const ERASED_BUYER = { name: 'Deleted account', email: 'erased' } as const;

/** Everything the invoice of a paid payment snapshots, read inside the payment's transaction. */
export interface InvoiceInput {
  paymentId: number;
  userId: number;
  issuedAt: Date;
  buyer: { name: string; email: string };
  /**
   * A B2B invoice (company seats): the registered business it is made out to, printed with its address
   * and GSTIN, in the B2B section of the GST export. Null or absent: a B2C invoice to `buyer`.
   */
  b2b?: { legalName: string; address: string; gstin: string } | null;
  /** Units of the plan sold (company seats); 1 when absent. */
  quantity?: number;
  /** Place of supply (GST state code); null for an export (a USD payment). */
  stateCode: string | null;
  currency: Currency;
  /** What the buyer paid (tax included), minor units: the taxable value is computed on it. */
  total: number;
  /** An offer code's discount already taken off `total` (minor units), and the code. */
  discount?: { amount: number; coupon: string } | null;
  plan: PlanId;
  planName: string;
  months: number;
  period: { from: Date; to: Date };
  subscriptionNo: string | null;
  method: string;
  paymentRef: string | null;
}

export interface DocumentNumbers {
  invoice: string | null;
  creditNote: string | null;
}

const EXPORT_BATCH = 1000;
/** The columns the GST export reads (fewer columns, faster batches). */
const EXPORT_COLUMNS = [
  'id',
  'kind',
  'number',
  'issuedAt',
  'buyerName',
  'buyerState',
  'currency',
  'taxable',
  'cgst',
  'sgst',
  'igst',
  'total',
  'paymentRef',
  'paymentMethod',
  'originalNumber',
  'partial',
  'buyerGstin',
] as const satisfies readonly (keyof GstDocument)[];

/**
 * The issued GST documents: the invoice of every paid payment and the credit note of every refund, each
 * numbered by `DocumentSequenceService` inside the payment's transaction and stored as a snapshot.
 */
@Injectable()
export class GstDocumentsService {
  constructor(
    private readonly tx: Transactions,
    @InjectRepository(GstDocument) private readonly docs: Repository<GstDocument>,
    private readonly sequences: DocumentSequenceService,
    private readonly settings: SiteSettingsService,
  ) {}

  /** The seller as the business rules name it now (site-settings): the document keeps this copy. */
  private async sellerSnapshot() {
    const s = await this.settings.seller();
    return {
      sellerName: s.legalName,
      sellerAddress: s.address,
      sellerGstin: s.gstin,
      sellerState: s.stateCode,
      sellerLutNo: s.lutNo,
      sellerSample: s.sample,
    };
  }

  /** Issues the tax invoice of a payment that just became paid (once: a repeat returns the first). */
  async issueInvoice(input: InvoiceInput): Promise<GstDocument> {
    const em = this.tx.open();
    const repo = em.getRepository(GstDocument);
    const existing = await repo.findOneBy({ paymentId: input.paymentId, kind: 'invoice' });
    if (existing) return existing;
    const seller = await this.sellerSnapshot();
    const amounts =
      input.currency !== 'INR' || input.stateCode === null
        ? splitGst(input.total, { sellerState: seller.sellerState, export: true })
        : splitGst(input.total, { sellerState: seller.sellerState, buyerState: input.stateCode });
    const number = await this.sequences.allocate('invoice', input.issuedAt);
    const doc = repo.create({
      kind: 'invoice',
      number,
      paymentId: input.paymentId,
      userId: input.userId,
      issuedAt: input.issuedAt,
      ...seller,
      buyerName: (input.b2b?.legalName ?? input.buyer.name).slice(0, 100),
      buyerEmail: input.buyer.email.slice(0, 254),
      buyerGstin: input.b2b?.gstin ?? null,
      buyerAddress: input.b2b?.address.slice(0, 500) ?? null,
      quantity: input.quantity ?? 1,
      irn: null,
      irnAckNo: null,
      irnAckAt: null,
      buyerState: amounts.kind === 'export' ? null : input.stateCode,
      supplyKind: amounts.kind,
      currency: input.currency,
      taxable: amounts.taxable,
      cgst: amounts.cgst,
      sgst: amounts.sgst,
      igst: amounts.igst,
      total: amounts.total,
      plan: input.plan,
      planName: input.planName,
      months: input.months,
      periodStart: input.period.from,
      periodEnd: input.period.to,
      subscriptionNo: input.subscriptionNo,
      paymentMethod: input.method,
      paymentRef: input.paymentRef,
      originalNumber: null,
      originalIssuedAt: null,
      reason: null,
      discount: input.discount?.amount ?? 0,
      coupon: input.discount?.coupon ?? null,
    });
    await repo.insert(doc);
    return doc;
  }

  /**
   * Issues the credit note of a refund: `amount` of the payment's invoice (by default all that is not
   * credited yet), its tax split in proportion, so that the notes of a payment add up exactly to its
   * invoice. A refund already credited (same `refundId`), or an invoice credited in full, issues nothing
   * more (the existing note is returned). Null when the payment has no invoice (it was never paid).
   */
  async issueCreditNote(
    paymentId: number,
    issuedAt: Date,
    reason: string | null,
    refund: { amount?: number; refundId?: string | null } = {},
  ): Promise<GstDocument | null> {
    const em = this.tx.open();
    const repo = em.getRepository(GstDocument);
    if (refund.refundId) {
      const same = await repo.findOneBy({ refundId: refund.refundId });
      if (same) return same;
    }
    const invoice = await repo.findOneBy({ paymentId, kind: 'invoice' });
    if (!invoice) return null;
    const earlier = await repo.find({
      where: { paymentId, kind: 'credit_note' },
      order: { id: 'ASC' },
    });
    const credited = earlier.reduce((sum, n) => sum + n.total, 0);
    const left = invoice.total - credited;
    if (earlier.length && left <= 0) return earlier[earlier.length - 1];
    const amount = Math.max(0, Math.min(refund.amount ?? left, left));
    const before = creditedPart(invoice, credited);
    const after = creditedPart(invoice, credited + amount);
    const number = await this.sequences.allocate('credit_note', issuedAt);
    const { id: _id, createdAt: _created, ...copy } = invoice;
    const note = repo.create({
      ...copy,
      ...(await this.sellerSnapshot()),
      kind: 'credit_note',
      number,
      issuedAt,
      taxable: after.taxable - before.taxable,
      cgst: after.cgst - before.cgst,
      sgst: after.sgst - before.sgst,
      igst: after.igst - before.igst,
      total: amount,
      originalNumber: invoice.number,
      originalIssuedAt: invoice.issuedAt,
      reason: reason?.slice(0, 500) ?? null,
      refundId: refund.refundId ?? null,
      partial: amount < invoice.total,
    });
    await repo.insert(note);
    return note;
  }

  /** Whether a gateway refund already has its credit note (it is credited once). */
  hasRefund(refundId: string): Promise<boolean> {
    const em = this.tx.open();
    return em.getRepository(GstDocument).existsBy({ refundId });
  }

  /** The payment's invoice, or its latest credit note. */
  find(paymentId: number, kind: DocumentSeries): Promise<GstDocument | null> {
    return this.docs.findOne({ where: { paymentId, kind }, order: { id: 'DESC' } });
  }

  /** The invoice and credit note numbers of payments, by payment id. */
  async numbersFor(paymentIds: number[]): Promise<Map<number, DocumentNumbers>> {
    const result = new Map<number, DocumentNumbers>();
    if (!paymentIds.length) return result;
    const rows = await this.docs.find({
      select: { paymentId: true, kind: true, number: true },
      where: { paymentId: In(paymentIds) },
      order: { id: 'ASC' },
    });
    for (const r of rows) {
      const entry = result.get(r.paymentId) ?? { invoice: null, creditNote: null };
      if (r.kind === 'invoice') entry.invoice = r.number;
      else entry.creditNote = r.number;
      result.set(r.paymentId, entry);
    }
    return result;
  }

  /** The PDF of a stored document: the same figures every time it is asked for. */
  pdf(doc: GstDocument): Promise<Buffer> {
    return renderGstDocumentPdf(toDocumentData(doc));
  }

  /**
   * The GST export: every invoice and credit note issued in [start, end), in date order, read in batches
   * (a slow download slows the reads; memory stays flat). Credit notes carry negative amounts.
   */
  async *exportRows(start: Date, end: Date): AsyncGenerator<GstExportRow> {
    // Keyset pagination on (issued_at, id), which the issued_at index serves on both databases: each
    // batch starts where the last one ended, so the whole export reads every row once.
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const qb = this.docs
        .createQueryBuilder('d')
        .select(EXPORT_COLUMNS.map((c) => `d.${c}`))
        .where('d.issued_at < :end', { end })
        .orderBy('d.issued_at', 'ASC')
        .addOrderBy('d.id', 'ASC')
        .limit(EXPORT_BATCH);
      if (after) qb.andWhere('d.issued_at >= :at AND (d.issued_at > :at OR d.id > :id)', after);
      else qb.andWhere('d.issued_at >= :start', { start });
      const batch = await qb.getMany();
      for (const d of batch) {
        const sign = d.kind === 'credit_note' ? -1 : 1;
        yield {
          invoiceNumber: d.number,
          invoiceDate: d.issuedAt,
          buyerName: d.buyerName,
          buyerGstin: d.buyerGstin,
          stateCode: d.buyerState,
          currency: d.currency,
          taxable: sign * d.taxable,
          cgst: sign * d.cgst,
          sgst: sign * d.sgst,
          igst: sign * d.igst,
          total: sign * d.total,
          paymentId: d.paymentRef ?? '',
          method: d.paymentMethod,
          refund:
            d.kind === 'credit_note'
              ? `${d.partial ? 'partial refund' : 'refund'} of ${d.originalNumber ?? ''}`
              : '',
        };
      }
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1];
      after = { at: last.issuedAt, id: last.id };
    }
  }

  /** Documents of a person, for "Download my data". */
  ofUser(userId: number): Promise<GstDocument[]> {
    return this.docs.find({ where: { userId }, order: { id: 'ASC' } });
  }

  /** Account erasure: the documents stay (tax records), the buyer's name and email go. */
  async anonymise(userId: number): Promise<number> {
    const em = this.tx.open();
    const result = await em
      .getRepository(GstDocument)
      .update({ userId }, { buyerName: ERASED_BUYER.name, buyerEmail: ERASED_BUYER.email });
    return result.affected ?? 0;
  }
}

/**
 * The part of an invoice that `credited` (minor units, tax included) of it stands for: the taxable value
 * in proportion, the tax the rest, split between its heads like the invoice's. All of it gives back the
 * invoice's own figures, so the credit notes of a payment (each the difference of two such parts) add up
 * exactly to its invoice.
 */
export function creditedPart(
  invoice: Pick<GstDocument, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>,
  credited: number,
): { taxable: number; cgst: number; sgst: number; igst: number } {
  if (credited >= invoice.total)
    return { taxable: invoice.taxable, cgst: invoice.cgst, sgst: invoice.sgst, igst: invoice.igst };
  if (credited <= 0 || invoice.total <= 0) return { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  const taxable = Math.round((invoice.taxable * credited) / invoice.total);
  const tax = credited - taxable;
  const invoiceTax = invoice.cgst + invoice.sgst + invoice.igst;
  if (invoiceTax <= 0) return { taxable: credited, cgst: 0, sgst: 0, igst: 0 };
  if (invoice.igst > 0) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.round((tax * invoice.cgst) / invoiceTax);
  return { taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/** The printable data of a stored document. */
export function toDocumentData(d: GstDocument): GstDocumentData {
  return {
    kind: d.kind,
    number: d.number,
    issuedAt: d.issuedAt,
    seller: {
      legalName: d.sellerName,
      address: d.sellerAddress,
      gstin: d.sellerGstin,
      stateCode: d.sellerState,
      lutNo: d.sellerLutNo,
      sample: d.sellerSample,
    },
    buyer: {
      name: d.buyerName,
      email: d.buyerEmail,
      stateCode: d.buyerState,
      gstin: d.buyerGstin,
      address: d.buyerAddress,
    },
    plan: { name: d.planName, months: d.months, quantity: d.quantity },
    period: { from: d.periodStart, to: d.periodEnd },
    currency: d.currency,
    amounts: {
      kind: d.supplyKind,
      taxable: d.taxable,
      cgst: d.cgst,
      sgst: d.sgst,
      igst: d.igst,
      total: d.total,
      cgstRate: d.supplyKind === 'intra' ? GST_RATE_PERCENT / 2 : 0,
      sgstRate: d.supplyKind === 'intra' ? GST_RATE_PERCENT / 2 : 0,
      igstRate: d.supplyKind === 'inter' ? GST_RATE_PERCENT : 0,
    },
    subscriptionNo: d.subscriptionNo,
    discount:
      d.kind === 'invoice' && d.discount > 0 ? { amount: d.discount, coupon: d.coupon } : null,
    paymentRef: d.paymentRef,
    paymentMethod: methodLabel(d.paymentMethod),
    original:
      d.originalNumber && d.originalIssuedAt
        ? { number: d.originalNumber, issuedAt: d.originalIssuedAt }
        : undefined,
    reason: d.reason ?? undefined,
  };
}

/** "UPI", "Bank transfer", "Cash", "Razorpay" or "Sandbox (test payment)" as printed. */
export function methodLabel(method: string): string {
  if (method in OFFLINE_METHOD_LABELS) return OFFLINE_METHOD_LABELS[method as OfflineMethod];
  if (method === 'razorpay') return 'Razorpay';
  if (method === 'sandbox') return 'Sandbox (test payment)';
  return method;
}
