import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  PAYMENT_PURPOSES,
  type Currency,
  type MySubscription,
  type PaymentPurpose,
  type PlanId,
  type RenewalPurpose,
} from '@yoga/contracts';

/** A paid (or refunded) purchase as a grant handler sees it: what was bought, by whom, for how much. */
export interface Purchase {
  /** The payment's id: the key of whatever it granted (a period, a gift, …). */
  paymentId: number;
  /** The payer. */
  userId: number;
  purpose: PaymentPurpose;
  plan: PlanId;
  months: number;
  currency: Currency;
  /** What was charged, minor units. */
  amount: number;
  /** The renewal it is a debit of, if any. */
  recurringId: number | null;
  /** When the money arrived (set before `grant`). */
  paidAt: Date | null;
}

/** What the payer's account says about her (read before the transaction). */
export interface PurchaseBuyer {
  userId: number;
  registeredAt: Date;
}

/** A business recipient of a B2B tax invoice (company seats): printed with its GSTIN. */
export interface B2bRecipient {
  legalName: string;
  address: string;
  gstin: string;
  /** GST state code: the place of supply. */
  stateCode: string;
}

/** What a grant tells the invoice: the period it covers and the payer's subscription number. */
export interface Granted {
  period: { startsAt: Date; endsAt: Date };
  subscriptionNo: string | null;
  /** A B2B invoice: the registered business it is made out to (instead of the payer). */
  recipient?: B2bRecipient | null;
  /** Units of the plan sold (company seats); 1 when absent. */
  quantity?: number;
}

/** One debit of a household's or a company's renewal: what it buys and for how much (issue 35). */
export interface RenewalTerms {
  plan: PlanId;
  currency: Currency;
  months: number;
  /** Each debit, minor units (the household's size or the company's seats priced in). */
  amount: number;
  /** The name on the gateway's plan. */
  name: string;
  /** The place of supply of every debit's invoice (a company's state; null: the payer's rule). */
  stateCode: string | null;
  /** What it runs until now (the first debit's period starts there when later than now). */
  endsAt: Date | null;
}

/**
 * A purchase that can renew itself (households, company seats; issue 35): the owner decides who may
 * set it up and stop it, what one debit costs, and links each new debit's payment to what it renews
 * (so that `grant` finds it, as it finds a one-off order's).
 */
export interface RenewalGrantHandler {
  /**
   * The renewal's terms for this payer, after checking she may manage it (throws the owner's 403 or
   * 404 otherwise, 409 when it was never paid for).
   */
  terms(userId: number, referenceId: number): Promise<RenewalTerms>;
  /** Throws unless `userId` may stop it (the household's payer, one of the company's admins). */
  assertManager(userId: number, referenceId: number): Promise<void>;
  /** A new debit's payment (in the debit's transaction): recorded as a purchase of `referenceId`. */
  debitCreated(debit: { paymentId: number; months: number }, referenceId: number): Promise<void>;
}

/** The payment purpose each renewal purpose's debits are (and so the grant handler they go through). */
export const RENEWAL_PAYMENT_PURPOSE: Record<RenewalPurpose, PaymentPurpose> = {
  membership: 'membership',
  household: 'household',
  company: 'company_seats',
};

/**
 * What a paid purchase of one purpose grants, owned by the module that owns that purpose (a membership
 * period: subscriptions; a gift code: gifts). Payments records the money (order, payment, refund,
 * invoice, credit note) and calls these hooks inside its own transactions, with the payment row locked;
 * a hook works in that transaction through `Transactions.open()` (no manager is passed, ADR 0014).
 * Lock order in every settlement: the payment, then `lockBuyer`, then the payer's credits, the offer
 * code, the referrer's credits, the year's invoice counter.
 */
export interface PurchaseGrantHandler {
  /**
   * Serialises the payer's checkouts and settlements (the first lock after the payment's): called when
   * an order of this purpose is created and before it is settled or refunded.
   */
  lockBuyer(userId: number): Promise<void>;
  /** Whether paying for it earns the payer's referrer the referral reward. */
  readonly rewardsReferrer: boolean;
  /**
   * The payment became paid (once): grant what it bought, in the settlement's transaction (the ambient
   * one: `Transactions.open()` gives its manager).
   */
  grant(purchase: Purchase, buyer: PurchaseBuyer): Promise<Granted>;
  /**
   * The payment was refunded in full (once): take back what it granted, in the refund's transaction
   * (`Transactions.open()`; what was already used, e.g. a redeemed gift, stays).
   */
  revoke(purchase: Purchase): Promise<void>;
  /**
   * A partial refund for which the admin chose to shorten what was granted, by `fraction` (0–1), in the
   * refund's transaction (`Transactions.open()`).
   */
  shorten(purchase: Purchase, fraction: number): Promise<void>;
  /** What verify answers the payer once it is paid: the message and her own membership. */
  confirmation(purchase: Purchase): Promise<{ message: string; subscription: MySubscription }>;
  /** The payer's own subscription numbers for the admin's payment list (empty: none shown). */
  subscriptionNumbers(userIds: readonly number[]): Promise<Map<number, string>>;
  /** A purchase that renews itself by a reference (households, company seats; issue 35). */
  readonly renewal?: RenewalGrantHandler;
}

/**
 * The registry of grant handlers, one per purpose (issue 35, "Purchases as grants"). Each owner
 * registers its handler in its module's `onModuleInit`; at bootstrap a purpose without one stops the
 * application (a payment that cannot grant what it sold is never silently settled).
 */
@Injectable()
export class PurchaseGrants implements OnApplicationBootstrap {
  private readonly handlers = new Map<PaymentPurpose, PurchaseGrantHandler>();

  register(purpose: PaymentPurpose, handler: PurchaseGrantHandler): void {
    if (this.handlers.has(purpose))
      throw new Error(`A purchase grant handler for '${purpose}' is registered twice`);
    this.handlers.set(purpose, handler);
  }

  /** The handler of a purpose (a missing one is an error: the startup check makes that unreachable). */
  for(purpose: PaymentPurpose): PurchaseGrantHandler {
    const handler = this.handlers.get(purpose);
    if (!handler) throw new Error(`No purchase grant handler for '${purpose}'`);
    return handler;
  }

  /** The renewal side of a household's or company's purchase (dispatch by the renewal's purpose). */
  renewalFor(purpose: RenewalPurpose): RenewalGrantHandler {
    const renewal = this.for(RENEWAL_PAYMENT_PURPOSE[purpose]).renewal;
    if (!renewal) throw new Error(`The '${purpose}' purchase does not renew by a reference`);
    return renewal;
  }

  /** Every purpose has its handler, or the application does not start. */
  onApplicationBootstrap(): void {
    const missing = PAYMENT_PURPOSES.filter((p) => !this.handlers.has(p));
    if (missing.length)
      throw new Error(
        `No purchase grant handler registered for: ${missing.join(', ')} (docs/architecture.md, "How a purchase grants something")`,
      );
  }
}

/** The purchase view of a payment row. */
export function purchaseOf(p: {
  id: number;
  userId: number;
  purpose: PaymentPurpose;
  plan: PlanId;
  months: number;
  currency: Currency;
  amount: number;
  recurringId: number | null;
  paidAt: Date | null;
}): Purchase {
  return {
    paymentId: p.id,
    userId: p.userId,
    purpose: p.purpose,
    plan: p.plan,
    months: p.months,
    currency: p.currency,
    amount: p.amount,
    recurringId: p.recurringId,
    paidAt: p.paidAt,
  };
}
