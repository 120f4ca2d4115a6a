import type {
  Currency,
  PaymentMethod,
  PaymentPurpose,
  PlanId,
  RenewalPurpose,
  RenewalStatus,
} from '@yoga/contracts';

// The payments module's domain events (docs/domain-events.md): payload types, added to the map below.

/** A payment became paid (once per payment): its period is added and its invoice issued. */
export interface PaymentPaid {
  paymentId: number;
  userId: number;
  plan: PlanId;
  months: number;
  currency: Currency;
  /** What was charged, in minor units (paise/cents), after credits. */
  amount: number;
  method: PaymentMethod;
  /** ISO instant the money arrived. */
  paidAt: string;
  /** `gift`: no period for the payer; the gifts module makes the gift (absent in older events: membership). */
  purpose?: PaymentPurpose;
}

/** A payment was refunded (once per payment): its period is removed, credits settled. */
export interface PaymentRefunded {
  paymentId: number;
  userId: number;
  currency: Currency;
  amount: number;
  /** False when the payment had never been paid (a refund of an unconfirmed capture). */
  wasPaid: boolean;
  /** ISO instant. */
  refundedAt: string;
}

/**
 * Money reached a checkout that cannot be settled (issue 35): `superseded` (a newer checkout of the
 * student won), `hold_lost` (its offer code or credits were no longer held), `after_stop` (a renewal
 * debit after the student stopped renewal). It is refunded in full; the student is told why.
 */
export interface PaymentRejected {
  paymentId: number;
  userId: number;
  reason: 'superseded' | 'hold_lost' | 'after_stop' | 'account_deleted';
  /** What reached the gateway, minor units. */
  amount: number;
  currency: Currency;
}

/**
 * A recurring subscription changed (issue 26): its status (pending: a renewal failed; halted; stopped; …)
 * or, since issue 35, anything `renewal` of GET /api/subscriptions/me shows (the next debit, the method,
 * the payment link, the amount after a first-payment offer). Published by the renewals module (and by
 * payments' checkout lifecycle when it supersedes one); the subscriptions module keeps its own copy from it.
 */
export interface RenewalChanged {
  recurringId: number;
  userId: number;
  /** What it renews (absent in events before it: a membership), and the household's or company's id. */
  purpose?: RenewalPurpose;
  referenceId?: number | null;
  status: RenewalStatus;
  /** The status before (the same when only another field changed). */
  previous: RenewalStatus;
  /** Each debit, minor units. */
  amount: number;
  currency: Currency;
  /** ISO instant of the next debit, null when none is due. */
  nextChargeAt: string | null;
  /** The gateway's subscription id (absent in events before issue 35, as are the fields below). */
  subscriptionId?: string;
  plan?: PlanId;
  months?: number;
  /** The debits' method (upi, card, …), null before the first. */
  method?: string | null;
  /** The link to pay once, while halted; else null. */
  paymentLink?: string | null;
  /** ISO instant of the change: an older event never overwrites a newer copy. */
  changedAt?: string;
}

/** Renewal halted after the retries: the student was sent a link to pay once (Razorpay's payment link). */
export interface RenewalPaymentLink {
  recurringId: number;
  userId: number;
  amount: number;
  currency: Currency;
  url: string;
}

/** An automatic renewal debit is due in 3 days (once per subscription and debit date). */
export interface RenewalUpcoming {
  recurringId: number;
  userId: number;
  /** What it renews (absent in events before issue 35: a membership). */
  purpose?: RenewalPurpose;
  plan: PlanId;
  amount: number;
  currency: Currency;
  /** ISO instant of the debit. */
  chargeAt: string;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'renewal.upcoming': RenewalUpcoming;
    'renewal.changed': RenewalChanged;
    'renewal.payment_link': RenewalPaymentLink;
    'payment.paid': PaymentPaid;
    'payment.refunded': PaymentRefunded;
    'payment.rejected': PaymentRejected;
  }
}
