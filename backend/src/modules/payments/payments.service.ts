import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  COUPON_MIN_CHARGE,
  type CreateOrderResponse,
  type PaymentPurpose,
  type Language,
  type PaymentRecord,
  type PlanPrice,
  type SandboxCompleteRequest,
  type SandboxCompleteResponse,
  type Currency,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
  type OwnedRenewal,
  type RenewalPurpose,
} from '@yoga/contracts';
import { SiteSettingsService } from '../site-settings/index.js';
import { Transactions } from '../../database/transactions.js';
import { GstDocumentsService } from '../invoices/index.js';
import { PlansService } from '../plans/index.js';
import { CouponsService, type CouponQuote } from '../coupons/index.js';
import { CreditsService } from '../credits/index.js';
import { UsersService } from '../users/index.js';
import type { CreateOrderDto } from './dto/payment.dto.js';
import { Payment } from './entities/payment.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway.js';
import { SandboxGateway } from './gateways/sandbox.gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { CheckoutLifecycleService } from './checkout-lifecycle.service.js';
import { PurchaseGrants, purchaseOf } from '../purchase-grants/index.js';
import { toPaymentRecord } from './payments.mapper.js';
import { ApiError } from '../../common/errors/api-error.js';
import { translate } from '../../common/i18n/catalog.js';

/** Checkout: orders at the server's price, the sandbox, verification and the student's history. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly settlement: PaymentSettlementService,
    private readonly grants: PurchaseGrants,
    private readonly credits: CreditsService,
    private readonly coupons: CouponsService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly documents: GstDocumentsService,
    private readonly plans: PlansService,
    private readonly settings: SiteSettingsService,
    private readonly lifecycle: CheckoutLifecycleService,
  ) {}

  /**
   * An order for a plan at the server's price. `purpose` (another module's orders, e.g. `gift`): paid the
   * same way, invoiced to the buyer; what it grants is its purpose's handler's (PurchaseGrants).
   */
  async createOrder(
    userId: number,
    dto: CreateOrderDto,
    purpose: PaymentPurpose = 'membership',
    /**
     * Another module's order: `price`, when its purpose's owner sets it (a household plan's), else the
     * plan's; `quantity` units of it (company seats); its own place of supply `stateCode` (a company's
     * state, not the buyer's profile).
     */
    options: { price?: PlanPrice; quantity?: number; stateCode?: string } = {},
  ): Promise<CreateOrderResponse> {
    const gateway = this.gateway;
    if (!gateway) throw new ApiError('payments_unavailable');
    const user = await this.users.findById(userId);
    if (!user) throw new ApiError('user_not_found');
    const unit = options.price ?? (await this.plans.price(dto.plan, dto.currency));
    const price = { ...unit, amount: unit.amount * (options.quantity ?? 1) };
    const stateCode =
      options.stateCode && dto.currency === 'INR'
        ? options.stateCode
        : await this.placeOfSupply(userId, user.state, dto);
    const payment = await this.tx.run(async (em) => {
      await this.grants.for(purpose).lockBuyer(userId);
      // The newest checkout wins: the student's open ones are superseded (their credits and
      // offer-code uses come back first; a payment that still reaches them is refunded).
      await this.lifecycle.supersedeOpen(userId);
      const offer = dto.coupon
        ? await this.coupons.quote({
            userId,
            code: dto.coupon,
            ...orderOf(dto),
            price: price.amount,
          })
        : null;
      const balance = dto.use_credits ? await this.credits.lockBalance(userId, dto.currency) : 0;
      const { discount, credits, amount } = orderAmounts(price, offer, balance);
      const row = em.getRepository(Payment).create({
        userId,
        plan: dto.plan,
        months: price.months,
        currency: dto.currency,
        amount,
        discount,
        coupon: offer?.code ?? null,
        creditsApplied: credits,
        creditsTaken: credits > 0,
        gateway: gateway.name,
        method: gateway.name,
        reference: null,
        stateCode,
        gatewayOrderId: null,
        gatewayPaymentId: null,
        status: 'created',
        paidAt: null,
        purpose,
      });
      const saved = await em.getRepository(Payment).save(row);
      if (credits > 0)
        await this.credits.change({
          userId,
          currency: dto.currency,
          amount: -credits,
          kind: 'redeemed',
          paymentId: saved.id,
        });
      if (offer)
        await this.coupons.hold(offer, { userId, paymentId: saved.id, currency: dto.currency });
      return saved;
    });
    let orderId: string;
    try {
      const order = await gateway.createOrder({
        amount: payment.amount,
        currency: payment.currency,
        receipt: String(payment.id),
        notes: { user_id: String(userId), plan: payment.plan },
      });
      orderId = order.id;
    } catch (error) {
      this.logger.error(
        JSON.stringify({ event: 'order_failed', paymentId: payment.id, error: String(error) }),
      );
      await this.tx.run(async () => {
        const locked = await this.settlement.lockById(payment.id);
        if (locked) await this.settlement.markFailed(locked);
      });
      throw new ApiError('payment_gateway_error');
    }
    // In a transaction: on the embedded database a lone statement would join (and roll back with)
    // another request's transaction, e.g. an order refused for its offer code.
    await this.tx.run((em) =>
      em.getRepository(Payment).update({ id: payment.id }, { gatewayOrderId: orderId }),
    );
    return {
      payment_id: payment.id,
      order_id: orderId,
      amount: payment.amount,
      currency: payment.currency,
      key_id: gateway.keyId,
      gateway: gateway.name,
      plan: { id: price.id, name: price.name, months: price.months, currency: price.currency },
      credits_applied: payment.creditsApplied,
      discount: payment.discount,
      coupon: payment.coupon,
      prefill: { name: user.name, email: user.email, contact: user.phone },
    };
  }

  /**
   * A household's or company's automatic renewal as its owner shows it (issue 35; the renewals module's
   * records, kept here with the payments): its latest one not superseded, or null.
   */
  renewalOf(purpose: RenewalPurpose, referenceId: number): Promise<OwnedRenewal | null> {
    return this.lifecycle.renewalOf(purpose, referenceId);
  }

  /**
   * Place of supply of an INR order: the state sent (remembered on the profile), else the profile's,
   * else the seller's. None for USD: an export of services.
   */
  async placeOfSupply(
    userId: number,
    profileState: string | null,
    dto: { currency: Currency; state?: string },
  ): Promise<string | null> {
    if (dto.currency !== 'INR') return null;
    if (dto.state) {
      if (dto.state !== profileState) await this.users.updateProfile(userId, { state: dto.state });
      return dto.state;
    }
    return profileState ?? (await this.settings.seller()).stateCode;
  }

  private async ownOrder(userId: number, orderId: string): Promise<Payment> {
    const payment = await this.payments.findOneBy({ gatewayOrderId: orderId });
    if (!payment || payment.userId !== userId) throw new ApiError('order_not_found');
    return payment;
  }

  /**
   * Sandbox Checkout: Razorpay's success payload, or a failed payment (404 unless sandbox), its message in
   * `language` (the request's).
   */
  async sandboxComplete(
    userId: number,
    dto: SandboxCompleteRequest,
    language: Language = 'en',
  ): Promise<SandboxCompleteResponse> {
    const sandbox = this.gateway instanceof SandboxGateway ? this.gateway : null;
    if (!sandbox) throw new ApiError('not_found');
    const payment = await this.ownOrder(userId, dto.order_id);
    if (payment.gateway !== 'sandbox') throw new ApiError('order_not_found');
    if (dto.outcome === 'success') {
      if (payment.status === 'paid') throw new ApiError('order_already_paid');
      if (payment.supersededAt) throw new ApiError('checkout_superseded');
      return sandbox.completePayment(dto.order_id);
    }
    await this.tx.run(async () => {
      const locked = await this.settlement.lockById(payment.id);
      if (locked) await this.settlement.markFailed(locked);
    });
    // "Your credits were returned" only when the order held some.
    const message = translate(
      language,
      payment.creditsApplied > 0 ? 'payment.failed' : 'payment.failed_no_credits',
    );
    return { success: false, status: 'failed', message };
  }

  /** Checkout's signature checked in constant time; a repeat answers the same, with one period. */
  async verify(userId: number, dto: VerifyPaymentRequest): Promise<VerifyPaymentResponse> {
    const payment = await this.ownOrder(userId, dto.razorpay_order_id);
    const settled = await this.settlement.verifyCheckout(
      userId,
      {
        gateway: payment.gateway,
        signed: (gateway) =>
          gateway.checkoutSignatureValid(
            dto.razorpay_order_id,
            dto.razorpay_payment_id,
            dto.razorpay_signature,
          ),
      },
      async (payer) => {
        const locked = await this.settlement.lockById(payment.id);
        if (!locked) throw new ApiError('order_not_found');
        return this.settlement.markPaid(
          locked,
          { gatewayPaymentId: dto.razorpay_payment_id },
          payer,
        );
      },
    );
    if (settled.status === 'refunded') throw new ApiError('payment_was_refunded');
    const { message, subscription } = await this.grants
      .for(settled.purpose)
      .confirmation(purchaseOf(settled));
    return { success: true, message, subscription };
  }

  async mine(userId: number): Promise<PaymentRecord[]> {
    const rows = await this.payments.find({ where: { userId }, order: { id: 'DESC' } });
    const numbers = await this.documents.numbersFor(rows.map((r) => r.id));
    const names = await this.plans.names();
    return rows.map((r) => toPaymentRecord(r, names, numbers.get(r.id)));
  }
}

const orderOf = ({ plan, currency }: CreateOrderDto) => ({ plan, currency });

/**
 * An order's amounts (minor units) from the price order creation uses: the offer price, minus the offer
 * code's discount, minus the credits (the balance capped at the plan's redeemable and, after a discount,
 * never leaving less than COUPON_MIN_CHARGE).
 */
export function orderAmounts(
  price: Pick<PlanPrice, 'amount' | 'max_redeemable'>,
  offer: Pick<CouponQuote, 'discount'> | null,
  creditBalance: number,
): { discount: number; credits: number; amount: number } {
  const discount = offer?.discount ?? 0;
  const afterDiscount = price.amount - discount;
  const capped = Math.max(0, Math.min(Math.floor(creditBalance), price.max_redeemable));
  const credits =
    discount > 0 ? Math.max(0, Math.min(capped, afterDiscount - COUPON_MIN_CHARGE)) : capped;
  return { discount, credits, amount: afterDiscount - credits };
}
