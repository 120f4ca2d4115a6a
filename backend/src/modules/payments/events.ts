import type {
  Currency,
  PaymentMethod,
  PaymentPurpose,
  PlanId,
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

/** A recurring subscription's status changed (issue 26): pending (a renewal failed), halted, stopped, … */
export interface RenewalChanged {
  recurringId: number;
  userId: number;
  status: RenewalStatus;
  previous: RenewalStatus;
  /** Each debit, minor units. */
  amount: number;
  currency: Currency;
  /** ISO instant of the next debit, null when none is due. */
  nextChargeAt: string | null;
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
  }
}
