// Razorpay's entities as the fake keeps and answers them (the fields this app and its tests read).

/** Razorpay's order, payment and refund entities: the fields this app and its tests read. */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: string | null;
  email: string;
  contact: string;
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  /** A subscription's debit: its invoice (which names the subscription). */
  invoice_id?: string | null;
  created_at: number;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: null;
  status: 'processed';
  speed_requested: 'normal';
  speed_processed: 'normal';
  created_at: number;
}

/** Razorpay's invoice entity, as a subscription's debit makes one. */
export interface FakeInvoice {
  id: string;
  entity: 'invoice';
  subscription_id: string | null;
  payment_id: string | null;
  amount: number;
  currency: string;
  status: 'paid';
  created_at: number;
}

/** Razorpay's plan, subscription and payment link entities (Subscriptions API, issue 26). */
export interface FakePlan {
  id: string;
  entity: 'plan';
  interval: number;
  period: string;
  item: { name: string; amount: number; currency: string };
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeSubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status:
    | 'created'
    | 'authenticated'
    | 'active'
    | 'pending'
    | 'halted'
    | 'cancelled'
    | 'completed'
    | 'paused';
  total_count: number;
  paid_count: number;
  remaining_count: number;
  customer_notify: boolean;
  notes: Record<string, string>;
  current_start: number | null;
  current_end: number | null;
  charge_at: number | null;
  /** Set by a cancel with cancel_at_cycle_end = 1. */
  cancel_at_cycle_end: boolean;
  /** Set by an update with schedule_change_at = cycle_end (Razorpay's PATCH /v1/subscriptions/:id). */
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  short_url: string;
  created_at: number;
}

/** The fake's own bookkeeping of a subscription (not in Razorpay's entity). */
export interface FakeSubscriptionState {
  /** The method of the authorisation payment (Razorpay refuses updates of UPI subscriptions). */
  method?: string;
  /** The plan a scheduled update moves to at the end of the current cycle. */
  scheduledPlanId?: string;
}

export interface FakePaymentLink {
  id: string;
  entity: 'payment_link';
  amount: number;
  currency: string;
  description: string;
  customer: Record<string, string>;
  notes: Record<string, string>;
  short_url: string;
  status: 'created' | 'paid';
}
