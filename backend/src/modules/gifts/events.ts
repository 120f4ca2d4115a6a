import type { Currency, PlanId } from '@yoga/contracts';

// The gifts module's domain events (docs/domain-events.md).

/** A gift code was redeemed: the recipient got the gifted period (added through the subscriptions door). */
export interface GiftRedeemed {
  giftId: number;
  buyerId: number;
  /** The student who redeemed it. */
  userId: number;
  /** The buyer's payment (the period added is keyed by it). */
  paymentId: number;
  plan: PlanId;
  months: number;
  currency: Currency;
  /** ISO instant. */
  redeemedAt: string;
}

/**
 * A gift's message is due (on its day, or a re-send): the messages module queues it to the recipient at the
 * addresses the buyer gave, in the buyer's language. `sendNo` numbers the sends of one gift.
 */
export interface GiftSend {
  giftId: number;
  buyerId: number;
  sendNo: number;
  recipient: { name: string; email: string | null; phone: string | null };
  plan: PlanId;
  currency: Currency;
  amount: number;
  code: string;
  message: string | null;
  register_link: string;
  redeem_link: string;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'gift.redeemed': GiftRedeemed;
    'gift.send': GiftSend;
  }
}
