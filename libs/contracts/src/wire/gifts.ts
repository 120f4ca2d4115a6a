import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';
import type { MySubscription } from './subscriptions.js';

/**
 * Gift a membership (issue 26): a signed-in buyer pays for a plan for someone else; the recipient gets a
 * code by WhatsApp/email (on `send_on`, IST) and redeems it in the student panel or at registration.
 */

/**
 * What a payment bought: a membership for the buyer, a gift for someone else, or a household plan (issue 35). Each purpose has its
 * grant handler, registered by the module that owns it (docs/architecture.md, "How a purchase grants
 * something"); the API does not start with one missing.
 */
export const PAYMENT_PURPOSES = ['membership', 'gift', 'household', 'company_seats'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** paid: bought, message not sent yet (a later send_on); sent: the message went; redeemed: used. */
export const GIFT_STATES = ['paid', 'sent', 'redeemed', 'refunded'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

/** The code's alphabet: capitals and digits without look-alikes (no 0/O, 1/I/L). */
export const GIFT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GIFT_CODE_LENGTH = 10;
/** How far ahead a gift's message may be scheduled (days). */
export const GIFT_SEND_MAX_DAYS = 365;
export const GIFT_MESSAGE_MAX_LENGTH = 500;
/** Re-sends of one gift's message per IST day (issue 38); the first sending is not one. */
export const GIFT_RESENDS_PER_DAY = 3;

/** A typed code as stored: upper case, spaces and dashes dropped. */
export function normalizeGiftCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export interface GiftRecipient {
  name: string;
  email?: string;
  phone?: string;
}

export interface CreateGiftOrderRequest {
  plan: PlanId;
  currency: Currency;
  recipient: GiftRecipient;
  message?: string;
  /** IST date YYYY-MM-DD, today … today + 365 days; absent: at once when paid. */
  send_on?: string;
}

export interface GiftRecord {
  id: number;
  /** Null until the gift is paid. */
  code: string | null;
  plan: PlanId;
  plan_name: string;
  months: number;
  currency: Currency;
  amount: number;
  recipient: { name: string; email: string | null; phone: string | null };
  message: string | null;
  /** IST date the message goes (null: as soon as paid). */
  send_on: string | null;
  state: GiftState;
  created_at: string;
  paid_at: string | null;
  sent_at: string | null;
  redeemed_at: string | null;
}

export interface RedeemGiftRequest {
  code: string;
}

export interface RedeemGiftResponse {
  success: true;
  plan: PlanId;
  months: number;
  /** The student's membership after the gifted period was added. */
  subscription: MySubscription;
}
