import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import { Repository } from 'typeorm';
import {
  INVOICING_MESSAGES,
  Role,
  addIstDays,
  formatMinor,
  istInstant,
  istToday,
  type AdminPaymentRecord,
  type DocumentSeries,
  type RefundResponse,
} from '@yoga/contracts';
import type { AuthUser } from '../../common/decorators/current-user.decorator.js';
import { CLOCK, type Clock } from '../../common/lifecycle/clock.js';
import { SiteSettingsService } from '../site-settings/index.js';
import { isDuplicateKey } from '../../database/db-errors.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { sendGstCsv, GstDocumentsService } from '../invoices/index.js';
import { UsersService } from '../users/index.js';
import { PlansService } from '../plans/index.js';
import type { GstExportQueryDto, OfflinePaymentDto } from './dto/payment.dto.js';
import { Payment } from './entities/payment.entity.js';
import { GatewayError, PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { PaymentsAdminService } from './payments-admin.service.js';
import { ApiError } from '../../common/errors/api-error.js';

/** A refund asked for this recently is still under way: a second request is refused meanwhile. */
const REFUND_UNDER_WAY_MS = 5 * 60_000;
/** Razorpay keeps at most 256 characters per note. */
const GATEWAY_NOTE_MAX = 250;

/**
 * GST documents of payments (invoice and credit note PDFs, the GST export), the admin's refunds and
 * the payments an admin records for money received outside the checkout.
 */
@Injectable()
export class PaymentsInvoicingService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly settlement: PaymentSettlementService,
    private readonly admin: PaymentsAdminService,
    private readonly documents: GstDocumentsService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly plans: PlansService,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: SiteSettingsService,
    private readonly events: DomainEvents,
  ) {}

  /** The PDF of a payment's invoice or credit note: its student or an admin; anyone else 404. */
  async document(
    user: AuthUser,
    paymentId: number,
    kind: DocumentSeries,
  ): Promise<{ filename: string; pdf: Buffer }> {
    const payment = await this.payments.findOneBy({ id: paymentId });
    if (!payment || (user.role !== Role.Admin && payment.userId !== user.id))
      throw new ApiError('invoice_not_found');
    const doc = await this.documents.find(paymentId, kind);
    if (!doc) throw new ApiError('invoice_not_found');
    const prefix = kind === 'invoice' ? 'invoice' : 'credit-note';
    return {
      filename: `${prefix}-${doc.number.replaceAll('/', '-')}.pdf`,
      pdf: await this.documents.pdf(doc),
    };
  }

  /**
   * Refund (admin) of `amount` (minor units, at most what is left; by default all of it). Three steps, so a failed gateway call changes nothing and a webhook that
   * confirms the refund first does not double anything:
   * 1. the paid payment is marked "refund under way" with the reason (a second request → 409);
   * 2. the gateway refunds (Razorpay's refund API; the sandbox at once; an offline payment's money is
   *    returned outside the app) — on failure step 1 is undone and the answer is 502 with the reason;
   * 3. `markRefunded`, shared with the `refund.processed` webhook: period removed, credits settled,
   *    credit note issued — once, whichever arrives first. A partial refund keeps the membership, or
   *    (`shortenMembership`, the admin's choice) shortens it in proportion.
   */
  async refund(
    actorId: number,
    paymentId: number,
    reason: string,
    amount?: number,
    shortenMembership = false,
  ): Promise<RefundResponse> {
    const why = reason.trim();
    const now = this.clock.now();
    let part = 0;
    const payment = await this.tx.run(async (em) => {
      const locked = await this.settlement.lockById(paymentId);
      if (!locked) throw new ApiError('payment_not_found');
      if (locked.status === 'refunded') throw new ApiError('already_refunded');
      if (locked.status !== 'paid') throw new ApiError('refund_needs_paid_payment');
      const left = locked.amount - locked.refundedAmount;
      if (amount !== undefined && amount > left)
        throw new ApiError('refund_amount_too_large', {
          amount: formatMinor(left, locked.currency),
        });
      part = amount ?? left;
      if (
        locked.refundRequestedAt &&
        now.getTime() - locked.refundRequestedAt.getTime() < REFUND_UNDER_WAY_MS
      )
        throw new ApiError('refund_under_way');
      locked.refundRequestedAt = now;
      locked.refundReason = why;
      await em.getRepository(Payment).save(locked);
      return locked;
    });

    let gatewayRefundId: string | undefined;
    if (payment.gateway !== 'offline') {
      try {
        gatewayRefundId = await this.refundAtGateway(payment, why, part);
      } catch (error) {
        this.logger.warn(
          JSON.stringify({ event: 'refund_failed', paymentId: payment.id, error: String(error) }),
        );
        await this.tx.run(async (em) => {
          const locked = await this.settlement.lockById(payment.id);
          if (locked?.status === 'paid') {
            locked.refundRequestedAt = null;
            locked.refundReason = null;
            await em.getRepository(Payment).save(locked);
          }
        });
        throw new ApiError(
          'refund_failed',
          {},
          {
            error: error instanceof GatewayError ? error.message : 'The payment service failed.',
            cause: error,
          },
        );
      }
    }

    await this.tx.run(async () => {
      const locked = await this.settlement.lockById(payment.id);
      if (!locked) return;
      const before = { status: locked.status, refunded_amount: locked.refundedAmount };
      await this.settlement.markRefunded(locked, {
        gatewayRefundId,
        amount: part,
        shortenMembership,
      });
      // The audit log: who refunded how much of whose payment, why (in the refund's transaction).
      await this.events.publish('admin.changed', {
        actorId,
        entity: 'payment',
        entityId: String(payment.id),
        action: 'refund',
        label: await this.plans.name(payment.plan, payment.currency),
        subjectUserId: payment.userId,
        before: { currency: payment.currency, ...before },
        after: {
          currency: payment.currency,
          status: locked.status,
          refunded_amount: locked.refundedAmount,
          amount: part,
          reason: why,
          shorten_membership: shortenMembership,
        },
      });
    });
    this.logger.log(
      JSON.stringify({ event: 'payment_refunded', paymentId: payment.id, amount: part }),
    );
    const record = (await this.admin.record(payment.id))!;
    return {
      success: true,
      message:
        record.status === 'refunded'
          ? INVOICING_MESSAGES.refunded
          : INVOICING_MESSAGES.partiallyRefunded,
      payment: record,
    };
  }

  private async refundAtGateway(payment: Payment, reason: string, amount: number): Promise<string> {
    const gateway = this.gateway;
    if (!gateway || gateway.name !== payment.gateway)
      throw new GatewayError(
        `This ${payment.gateway} payment cannot be refunded while the app runs with ${gateway ? `the ${gateway.name} gateway` : 'payments switched off'}.`,
      );
    if (!payment.gatewayPaymentId)
      throw new GatewayError('The payment service gave this payment no id to refund.');
    const refund = await gateway.refund(payment.gatewayPaymentId, {
      amount,
      notes: { reason: reason.slice(0, GATEWAY_NOTE_MAX), payment: String(payment.id) },
    });
    return refund.id;
  }

  /**
   * Money received outside the checkout (admin): the same payment record, period, subscription number,
   * referral reward and invoice as an online payment. The UTR is unique (a repeat → 409).
   */
  async recordOffline(actorId: number, dto: OfflinePaymentDto): Promise<AdminPaymentRecord> {
    const now = this.clock.now();
    const student = await this.users.findById(dto.user_id);
    if (!student || student.role !== Role.User) throw new ApiError('not_a_student');
    const price = await this.plans.price(dto.plan, dto.currency);
    if (dto.amount > price.amount)
      throw new ApiError('amount_above_price', { price: formatMinor(price.amount, dto.currency) });
    const today = istToday(now);
    if (dto.paid_on > today) throw new ApiError('paid_on_in_future');
    const reference = dto.reference.trim().toUpperCase();
    if (await this.payments.existsBy({ reference }))
      throw new ApiError('duplicate_payment_reference');
    const stateCode =
      dto.currency === 'INR'
        ? (dto.state ?? student.state ?? (await this.settings.seller()).stateCode)
        : null;
    if (dto.currency === 'INR' && dto.state && dto.state !== student.state)
      await this.users.updateProfile(student.id, { state: dto.state });
    const payer = await this.settlement.payer(student.id);
    const paidAt = dto.paid_on === today ? now : istInstant(dto.paid_on);

    let id: number;
    try {
      id = await this.tx.run(async (em) => {
        const repo = em.getRepository(Payment);
        const row = repo.create({
          userId: student.id,
          plan: dto.plan,
          months: price.months,
          currency: dto.currency,
          amount: dto.amount,
          creditsApplied: 0,
          creditsTaken: false,
          gateway: 'offline',
          method: dto.method,
          reference,
          stateCode,
          gatewayOrderId: null,
          gatewayPaymentId: null,
          status: 'created',
          paidAt: null,
        });
        const saved = await repo.save(row);
        await this.settlement.markPaid(saved, { gatewayPaymentId: null }, payer, paidAt);
        // The audit log: who recorded which student's payment (in the payment's transaction).
        await this.events.publish('admin.changed', {
          actorId,
          entity: 'payment',
          entityId: String(saved.id),
          action: 'offline',
          label: await this.plans.name(dto.plan, dto.currency),
          subjectUserId: student.id,
          before: null,
          after: {
            plan: dto.plan,
            currency: dto.currency,
            amount: dto.amount,
            method: dto.method,
            reference,
            paid_on: dto.paid_on,
          },
        });
        return saved.id;
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ApiError('duplicate_payment_reference');
      throw error;
    }
    this.logger.log(JSON.stringify({ event: 'offline_payment_recorded', paymentId: id }));
    return (await this.admin.record(id))!;
  }

  /**
   * GET /api/payments/export.csv: the invoices and credit notes dated in [from, to] (IST, inclusive;
   * by default this month so far), streamed.
   */
  async exportCsv(query: GstExportQueryDto, res: Response): Promise<void> {
    const today = istToday(this.clock.now());
    const from = query.from ?? `${today.slice(0, 8)}01`;
    const to = query.to ?? today;
    if (from > to) throw new ApiError('date_range_reversed');
    const start = istInstant(from);
    const end = istInstant(addIstDays(to, 1));
    try {
      await sendGstCsv(
        res,
        this.documents.exportRows(start, end),
        `gst-export-${from}-to-${to}.csv`,
      );
    } catch (error) {
      this.logger.error(JSON.stringify({ event: 'gst_export_failed', error: String(error) }));
      if (!res.headersSent) throw error;
      res.destroy();
    }
  }
}
