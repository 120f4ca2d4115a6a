import { randomBytes } from 'node:crypto';
import type { Currency } from '@yoga/contracts';
import type {
  GatewayInvoice,
  GatewayPayment,
  GatewayPaymentLink,
  GatewaySubscription,
  GatewayOrder,
  GatewayOrderInput,
  GatewayRefund,
  PaymentGateway,
} from './payment-gateway.js';
import { hmacHex, sameHex } from './payment-gateway.js';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-shaped ids: a prefix and 14 random characters. */
export function sandboxId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(14), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

/**
 * The zero-config gateway (development, demos, tests): orders and payments that move no money,
 * signed exactly as Razorpay Checkout signs them, with the sandbox secret.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = 'rzp_test_sandbox';

  constructor(private readonly secret: string) {}

  createOrder(input: GatewayOrderInput): Promise<GatewayOrder> {
    return Promise.resolve({
      id: sandboxId('order'),
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      status: 'created',
    });
  }

  refund(paymentId: string, input: { amount?: number }): Promise<GatewayRefund> {
    return Promise.resolve({
      id: sandboxId('rfnd'),
      payment_id: paymentId,
      amount: input.amount ?? 0,
      currency: 'INR',
      status: 'processed',
    });
  }

  /** The sandbox keeps no payments: one it is asked about was never refunded (nothing moved). */
  fetchPayment(id: string): Promise<GatewayPayment> {
    return Promise.resolve({
      id,
      amount: 0,
      currency: 'INR',
      status: 'captured',
      order_id: null,
      amount_refunded: 0,
    });
  }

  /** Nothing to reconcile: the sandbox holds no money. */
  listPayments(): Promise<GatewayPayment[]> {
    return Promise.resolve([]);
  }

  listSubscriptions(): Promise<GatewaySubscription[]> {
    return Promise.resolve([]);
  }

  listRefunds(): Promise<GatewayRefund[]> {
    return Promise.resolve([]);
  }

  fetchInvoice(id: string): Promise<GatewayInvoice> {
    return Promise.resolve({ id, subscription_id: null, payment_id: null, status: 'paid' });
  }

  /** What Checkout hands the page after a successful sandbox payment. */
  completePayment(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  } {
    const paymentId = sandboxId('pay');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(this.secret, `${orderId}|${paymentId}`),
    };
  }

  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return sameHex(hmacHex(this.secret, `${orderId}|${paymentId}`), signature);
  }

  createPlan(): Promise<{ id: string }> {
    return Promise.resolve({ id: sandboxId('plan') });
  }

  createSubscription(input: { plan_id: string }): Promise<GatewaySubscription> {
    return Promise.resolve({ id: sandboxId('sub'), plan_id: input.plan_id, status: 'created' });
  }

  private same(id: string, status: string): Promise<GatewaySubscription> {
    return Promise.resolve({ id, plan_id: '', status });
  }

  cancelSubscription(id: string, atCycleEnd: boolean): Promise<GatewaySubscription> {
    return this.same(id, atCycleEnd ? 'active' : 'cancelled');
  }

  pauseSubscription(id: string): Promise<GatewaySubscription> {
    return this.same(id, 'paused');
  }

  updateSubscriptionPlan(id: string, planId: string): Promise<GatewaySubscription> {
    return Promise.resolve({ id, plan_id: planId, status: 'active' });
  }

  moveNextCharge(id: string, at: Date): Promise<GatewaySubscription> {
    return Promise.resolve({
      id,
      plan_id: '',
      status: 'active',
      charge_at: Math.floor(at.getTime() / 1000),
    });
  }

  resumeSubscription(id: string): Promise<GatewaySubscription> {
    return this.same(id, 'active');
  }

  /** A sandbox "payment link": the student panel's Plans screen (nothing to pay at a gateway). */
  createPaymentLink(input: { amount: number; currency: Currency }): Promise<GatewayPaymentLink> {
    const id = sandboxId('plink');
    return Promise.resolve({
      id,
      short_url: `/user/plans?link=${id}&amount=${input.amount}&currency=${input.currency}`,
    });
  }

  /** What Checkout hands the page after the first payment of a sandbox subscription. */
  completeSubscriptionPayment(subscriptionId: string): {
    razorpay_subscription_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  } {
    const paymentId = sandboxId('pay');
    return {
      razorpay_subscription_id: subscriptionId,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacHex(this.secret, `${paymentId}|${subscriptionId}`),
    };
  }

  subscriptionSignatureValid(
    subscriptionId: string,
    paymentId: string,
    signature: string,
  ): boolean {
    return sameHex(hmacHex(this.secret, `${paymentId}|${subscriptionId}`), signature);
  }
}
