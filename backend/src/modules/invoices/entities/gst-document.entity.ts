import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Currency, DocumentSeries, GstSupplyKind, PlanId } from '@yoga/contracts';

/**
 * An issued GST document: the tax invoice of a paid payment, or the credit note of its refund. Every
 * figure printed on the PDF is a snapshot taken when the document was issued (seller, buyer, place of
 * supply, amounts, plan, period, subscription number), so the same PDF can be made again years later,
 * whatever changed since. Rows are never updated, with one exception the law asks for: when the buyer
 * deletes their account, `buyer_name` and `buyer_email` are replaced by anonymised values (the document
 * itself is kept, as tax records must be).
 *
 * No foreign keys: the documents outlive the payment's student.
 */
@Entity('gst_documents')
@Index('IDX_gst_documents_payment_kind', ['paymentId', 'kind'])
@Index('IDX_gst_documents_issued_at', ['issuedAt'])
@Index('IDX_gst_documents_user', ['userId'])
export class GstDocument {
  @PrimaryGeneratedColumn()
  id: number;

  /** `invoice` or `credit_note`. */
  @Column({ type: 'varchar', length: 16 })
  kind: DocumentSeries;

  /** YS/2627/00001 or YS/CN/2627/0001 (at most 16 characters). */
  @Index('UQ_gst_documents_number', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  number: string;

  @Column({ name: 'payment_id', type: 'int' })
  paymentId: number;

  /** The buyer's account id (kept after the account is deleted, like the payment's). */
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ name: 'issued_at', type: 'datetime', precision: 3 })
  issuedAt: Date;

  @Column({ name: 'seller_name', type: 'varchar', length: 200 })
  sellerName: string;

  @Column({ name: 'seller_address', type: 'varchar', length: 500 })
  sellerAddress: string;

  @Column({ name: 'seller_gstin', type: 'varchar', length: 15 })
  sellerGstin: string;

  @Column({ name: 'seller_state', type: 'varchar', length: 2 })
  sellerState: string;

  @Column({ name: 'seller_lut_no', type: 'varchar', length: 64 })
  sellerLutNo: string;

  /** True when the seller details were development samples (the PDF says it is no tax document). */
  @Column({ name: 'seller_sample', type: 'boolean' })
  sellerSample: boolean;

  @Column({ name: 'buyer_name', type: 'varchar', length: 100 })
  buyerName: string;

  @Column({ name: 'buyer_email', type: 'varchar', length: 254 })
  buyerEmail: string;

  /** Place of supply: the buyer's GST state code; null for an export (USD). */
  @Column({ name: 'buyer_state', type: 'varchar', length: 2, nullable: true })
  buyerState: string | null;

  @Column({ name: 'supply_kind', type: 'varchar', length: 8 })
  supplyKind: GstSupplyKind;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  /** Minor units; taxable + cgst + sgst + igst = total exactly. */
  @Column({ type: 'int' })
  taxable: number;

  @Column({ type: 'int' })
  cgst: number;

  @Column({ type: 'int' })
  sgst: number;

  @Column({ type: 'int' })
  igst: number;

  @Column({ type: 'int' })
  total: number;

  @Column({ type: 'varchar', length: 16 })
  plan: PlanId;

  @Column({ name: 'plan_name', type: 'varchar', length: 32 })
  planName: string;

  @Column({ type: 'int' })
  months: number;

  @Column({ name: 'period_start', type: 'datetime', precision: 3 })
  periodStart: Date;

  @Column({ name: 'period_end', type: 'datetime', precision: 3 })
  periodEnd: Date;

  @Column({ name: 'subscription_no', type: 'varchar', length: 20, nullable: true })
  subscriptionNo: string | null;

  /** razorpay, sandbox, upi, bank_transfer or cash. */
  @Column({ name: 'payment_method', type: 'varchar', length: 16 })
  paymentMethod: string;

  /** The gateway's payment id or the UTR of an offline payment. */
  @Column({ name: 'payment_ref', type: 'varchar', length: 64, nullable: true })
  paymentRef: string | null;

  /** Credit notes: the invoice reversed and why. */
  @Column({ name: 'original_number', type: 'varchar', length: 16, nullable: true })
  originalNumber: string | null;

  @Column({ name: 'original_issued_at', type: 'datetime', precision: 3, nullable: true })
  originalIssuedAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;

  /** A credit note: the gateway's refund id (each refund is credited once), null for an offline refund. */
  @Index('UQ_gst_documents_refund', { unique: true })
  @Column({ name: 'refund_id', type: 'varchar', length: 64, nullable: true })
  refundId: string | null;

  /** A credit note for part of its invoice (a partial refund). */
  @Column({ type: 'boolean', default: false })
  partial: boolean;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  /** An invoice's offer-code discount (minor units, tax included; 0 without one): printed, not taxed. */
  @Column({ type: 'int', default: 0 })
  discount: number;

  /**
   * A B2B invoice (company seats, issue 35): the recipient's GSTIN; `buyer_name` is then its legal name.
   * Null for a B2C invoice or an export.
   */
  @Column({ name: 'buyer_gstin', type: 'varchar', length: 15, nullable: true })
  buyerGstin: string | null;

  /** A B2B invoice: the recipient's billing address as printed. */
  @Column({ name: 'buyer_address', type: 'varchar', length: 500, nullable: true })
  buyerAddress: string | null;

  /** Units of the plan sold (company seats); 1 for a membership or a gift. */
  @Column({ type: 'int', default: 1 })
  quantity: number;

  /**
   * E-invoicing (docs/gst-invoices.md): the Invoice Reference Number, acknowledgement number and date the
   * GST portal (IRP) gives a B2B invoice once the seller's turnover requires it. Not filled yet.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  irn: string | null;

  @Column({ name: 'irn_ack_no', type: 'varchar', length: 20, nullable: true })
  irnAckNo: string | null;

  @Column({ name: 'irn_ack_at', type: 'datetime', precision: 3, nullable: true })
  irnAckAt: Date | null;

  /** The offer code of that discount. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  coupon: string | null;
}
