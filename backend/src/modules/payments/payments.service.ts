import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  PAYMENT_MESSAGES,
  creditsToApply,
  paymentSuccessMessage,
  planPrice,
  type CreateOrderResponse,
  type PaymentRecord,
  type SandboxCompleteResponse,
  type VerifyPaymentResponse,
} from '@yoga/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { Transactions } from '../../database/transactions.js';
import { GstDocumentsService } from '../invoices/gst-documents.service.js';
import { CreditsService } from '../credits/credits.service.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { UsersService } from '../users/users.service.js';
import type { CreateOrderDto, SandboxCompleteDto, VerifyPaymentDto } from './dto/payment.dto.js';
import { Payment } from './entities/payment.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateways/payment-gateway.js';
import { SandboxGateway } from './gateways/sandbox.gateway.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { toPaymentRecord } from './payments.mapper.js';

/** Checkout: orders at the server's price, the sandbox, verification and the student's history. */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway | null,
    private readonly settlement: PaymentSettlementService,
    private readonly subscriptions: SubscriptionsService,
    private readonly credits: CreditsService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly documents: GstDocumentsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createOrder(userId: number, dto: CreateOrderDto): Promise<CreateOrderResponse> {
    const gateway = this.gateway;
    if (!gateway) throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
    const user = await this.users.findById(userId);
    if (!user) throw new NotFoundException('User not found.');
    const price = planPrice(dto.plan, dto.currency);
    const stateCode = await this.placeOfSupply(userId, user.state, dto);
    const payment = await this.tx.run(async (em) => {
      await this.subscriptions.lockMembership(em, userId);
      // A new checkout abandons the earlier unpaid ones: their held credits come back first.
      const open = await em
        .getRepository(Payment)
        .findBy({ userId, status: 'created', creditsTaken: true });
      for (const old of open) {
        const locked = await this.settlement.lockById(em, old.id);
        if (locked?.status === 'created' && locked.creditsTaken) {
          await this.settlement.returnCredits(em, locked);
          await em.getRepository(Payment).save(locked);
        }
      }
      const balance = dto.use_credits
        ? await this.credits.lockBalance(em, userId, dto.currency)
        : 0;
      const credits = creditsToApply(dto.plan, dto.currency, balance);
      const row = em.getRepository(Payment).create({
        userId,
        plan: dto.plan,
        months: price.months,
        currency: dto.currency,
        amount: price.amount - credits,
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
      });
      const saved = await em.getRepository(Payment).save(row);
      if (credits > 0)
        await this.credits.change(em, {
          userId,
          currency: dto.currency,
          amount: -credits,
          kind: 'redeemed',
          paymentId: saved.id,
        });
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
      await this.tx.run(async (em) => {
        const locked = await this.settlement.lockById(em, payment.id);
        if (locked) await this.settlement.markFailed(em, locked);
      });
      throw new BadGatewayException(PAYMENT_MESSAGES.gatewayError);
    }
    await this.payments.update({ id: payment.id }, { gatewayOrderId: orderId });
    return {
      payment_id: payment.id,
      order_id: orderId,
      amount: payment.amount,
      currency: payment.currency,
      key_id: gateway.keyId,
      gateway: gateway.name,
      plan: { id: price.id, name: price.name, months: price.months, currency: price.currency },
      credits_applied: payment.creditsApplied,
      prefill: { name: user.name, email: user.email, contact: user.phone },
    };
  }

  /**
   * Place of supply of an INR order: the state sent (remembered on the profile), else the profile's,
   * else the seller's. None for USD: an export of services.
   */
  private async placeOfSupply(
    userId: number,
    profileState: string | null,
    dto: CreateOrderDto,
  ): Promise<string | null> {
    if (dto.currency !== 'INR') return null;
    if (dto.state) {
      if (dto.state !== profileState) await this.users.updateProfile(userId, { state: dto.state });
      return dto.state;
    }
    return profileState ?? this.config.seller.stateCode;
  }

  private async ownOrder(userId: number, orderId: string): Promise<Payment> {
    const payment = await this.payments.findOneBy({ gatewayOrderId: orderId });
    if (!payment || payment.userId !== userId)
      throw new NotFoundException(PAYMENT_MESSAGES.orderNotFound);
    return payment;
  }

  /** Sandbox Checkout: Razorpay's success payload, or a failed payment (404 unless sandbox). */
  async sandboxComplete(userId: number, dto: SandboxCompleteDto): Promise<SandboxCompleteResponse> {
    const sandbox = this.gateway instanceof SandboxGateway ? this.gateway : null;
    if (!sandbox) throw new NotFoundException('Not found.');
    const payment = await this.ownOrder(userId, dto.order_id);
    if (payment.gateway !== 'sandbox') throw new NotFoundException(PAYMENT_MESSAGES.orderNotFound);
    if (dto.outcome === 'success') {
      if (payment.status === 'paid') throw new ConflictException(PAYMENT_MESSAGES.alreadyPaid);
      return sandbox.completePayment(dto.order_id);
    }
    await this.tx.run(async (em) => {
      const locked = await this.settlement.lockById(em, payment.id);
      if (locked) await this.settlement.markFailed(em, locked);
    });
    return { success: false, status: 'failed', message: PAYMENT_MESSAGES.paymentFailed };
  }

  /** Checkout's signature checked in constant time; a repeat answers the same, with one period. */
  async verify(userId: number, dto: VerifyPaymentDto): Promise<VerifyPaymentResponse> {
    const payment = await this.ownOrder(userId, dto.razorpay_order_id);
    const gateway = this.gateway;
    if (
      !gateway ||
      payment.gateway !== gateway.name ||
      !gateway.checkoutSignatureValid(
        dto.razorpay_order_id,
        dto.razorpay_payment_id,
        dto.razorpay_signature,
      )
    )
      throw new BadRequestException(PAYMENT_MESSAGES.invalidSignature);
    const payer = await this.settlement.payer(userId);
    const settled = await this.tx.run(async (em) => {
      const locked = await this.settlement.lockById(em, payment.id);
      if (!locked) throw new NotFoundException(PAYMENT_MESSAGES.orderNotFound);
      return this.settlement.markPaid(
        em,
        locked,
        { gatewayPaymentId: dto.razorpay_payment_id },
        payer,
      );
    });
    if (settled.status === 'refunded') throw new ConflictException('This payment was refunded.');
    const subscription = await this.subscriptions.me(userId);
    return {
      success: true,
      message: paymentSuccessMessage(subscription.ends_at ?? new Date()),
      subscription,
    };
  }

  async mine(userId: number): Promise<PaymentRecord[]> {
    const rows = await this.payments.find({ where: { userId }, order: { id: 'DESC' } });
    const numbers = await this.documents.numbersFor(rows.map((r) => r.id));
    return rows.map((r) => toPaymentRecord(r, numbers.get(r.id)));
  }
}
