import type { Currency } from '@yoga/contracts';
import type {
  GatewayInvoice,
  GatewayListQuery,
  GatewayPayment,
  GatewayPaymentLink,
  GatewaySubscription,
  GatewayOrder,
  GatewayOrderInput,
  GatewayRefund,
  PaymentGateway,
} from './payment-gateway.js';
import { GatewayError, hmacHex, sameHex } from './payment-gateway.js';

const TIMEOUT_MS = 15_000;

export interface RazorpayPayment extends GatewayPayment {
  entity: 'payment';
}

/**
 * Razorpay's REST API (v1) with HTTP basic auth (key id and secret). The official SDK cannot be
 * pointed at another base URL, so this adapter speaks the protocol itself; RAZORPAY_API_URL lets
 * tests run it against a local fake.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;

  constructor(
    readonly keyId: string,
    private readonly keySecret: string,
    private readonly apiUrl: string,
  ) {}

  createOrder(input: GatewayOrderInput): Promise<GatewayOrder> {
    return this.call<GatewayOrder>('POST', '/v1/orders', {
      amount: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      notes: input.notes,
    });
  }

  fetchOrder(orderId: string): Promise<GatewayOrder> {
    return this.call<GatewayOrder>('GET', `/v1/orders/${encodeURIComponent(orderId)}`);
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
  }

  async listPayments(query: GatewayListQuery): Promise<GatewayPayment[]> {
    return (
      await this.call<{ items: RazorpayPayment[] }>('GET', `/v1/payments?${listQuery(query)}`)
    ).items;
  }

  async listSubscriptions(query: GatewayListQuery): Promise<GatewaySubscription[]> {
    return (
      await this.call<{ items: GatewaySubscription[] }>(
        'GET',
        `/v1/subscriptions?${listQuery(query)}`,
      )
    ).items;
  }

  async listRefunds(query: GatewayListQuery): Promise<GatewayRefund[]> {
    return (await this.call<{ items: GatewayRefund[] }>('GET', `/v1/refunds?${listQuery(query)}`))
      .items;
  }

  fetchInvoice(id: string): Promise<GatewayInvoice> {
    return this.call<GatewayInvoice>('GET', `/v1/invoices/${encodeURIComponent(id)}`);
  }

  async orderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const list = await this.call<{ items: RazorpayPayment[] }>(
      'GET',
      `/v1/orders/${encodeURIComponent(orderId)}/payments`,
    );
    return list.items;
  }

  refund(
    paymentId: string,
    input: { amount?: number; notes?: Record<string, string> },
  ): Promise<GatewayRefund> {
    return this.call<GatewayRefund>(
      'POST',
      `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
      {
        ...(input.amount !== undefined ? { amount: input.amount } : {}),
        ...(input.notes ? { notes: input.notes } : {}),
      },
    );
  }

  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean {
    return sameHex(hmacHex(this.keySecret, `${orderId}|${paymentId}`), signature);
  }

  createPlan(input: {
    period: 'monthly';
    interval: number;
    item: { name: string; amount: number; currency: Currency; description?: string };
    notes: Record<string, string>;
  }): Promise<{ id: string }> {
    return this.call<{ id: string }>('POST', '/v1/plans', input);
  }

  createSubscription(input: {
    plan_id: string;
    total_count: number;
    customer_notify: 1;
    notes: Record<string, string>;
  }): Promise<GatewaySubscription> {
    return this.call<GatewaySubscription>('POST', '/v1/subscriptions', input);
  }

  fetchSubscription(id: string): Promise<GatewaySubscription> {
    return this.call<GatewaySubscription>('GET', `/v1/subscriptions/${encodeURIComponent(id)}`);
  }

  cancelSubscription(id: string, atCycleEnd: boolean): Promise<GatewaySubscription> {
    return this.call<GatewaySubscription>(
      'POST',
      `/v1/subscriptions/${encodeURIComponent(id)}/cancel`,
      { cancel_at_cycle_end: atCycleEnd ? 1 : 0 },
    );
  }

  pauseSubscription(id: string): Promise<GatewaySubscription> {
    return this.call<GatewaySubscription>(
      'POST',
      `/v1/subscriptions/${encodeURIComponent(id)}/pause`,
      { pause_at: 'now' },
    );
  }

  updateSubscriptionPlan(id: string, planId: string): Promise<GatewaySubscription> {
    return this.call<GatewaySubscription>('PATCH', `/v1/subscriptions/${encodeURIComponent(id)}`, {
      plan_id: planId,
      schedule_change_at: 'cycle_end',
      customer_notify: 1,
    });
  }

  moveNextCharge(id: string, at: Date): Promise<GatewaySubscription> {
    return this.call<GatewaySubscription>('PATCH', `/v1/subscriptions/${encodeURIComponent(id)}`, {
      start_at: Math.floor(at.getTime() / 1000),
      schedule_change_at: 'now',
    });
  }

  resumeSubscription(id: string): Promise<GatewaySubscription> {
    return this.call<GatewaySubscription>(
      'POST',
      `/v1/subscriptions/${encodeURIComponent(id)}/resume`,
      { resume_at: 'now' },
    );
  }

  createPaymentLink(input: {
    amount: number;
    currency: Currency;
    description: string;
    customer: { name: string; email: string; contact?: string };
    notify: { sms: boolean; email: boolean };
    notes: Record<string, string>;
  }): Promise<GatewayPaymentLink> {
    return this.call<GatewayPaymentLink>('POST', '/v1/payment_links', {
      ...input,
      reminder_enable: true,
    });
  }

  subscriptionSignatureValid(
    subscriptionId: string,
    paymentId: string,
    signature: string,
  ): boolean {
    return sameHex(hmacHex(this.keySecret, `${paymentId}|${subscriptionId}`), signature);
  }

  private async call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: object): Promise<T> {
    const auth = Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64');
    let res: Response;
    try {
      res = await fetch(`${this.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Basic ${auth}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(`Razorpay unreachable: ${String(error)}`);
    }
    const json = (await res.json().catch(() => null)) as
      (T & { error?: { description?: string } }) | null;
    if (!res.ok || !json)
      throw new GatewayError(
        `Razorpay ${method} ${path} answered ${res.status}: ${json?.error?.description ?? 'no body'}`,
        res.status,
      );
    return json;
  }
}

/** A list API's query string: `from`, `to` (Unix seconds), `count`, `skip`. */
function listQuery(q: GatewayListQuery): string {
  return new URLSearchParams({
    from: String(q.from),
    to: String(q.to),
    count: String(q.count),
    skip: String(q.skip),
  }).toString();
}
