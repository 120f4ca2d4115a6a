/**
 * Gift a membership (issue 26): a signed-in buyer pays for a plan for someone else; the recipient gets a
 * code by WhatsApp/email (on `send_on`, IST) and redeems it in the student panel or at registration.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/gifts/dto and the schema classes of
 * backend/src/modules/gifts/gifts.schemas.ts);
 * their documentation is there.
 */
export type {
  CreateGiftOrderRequest,
  GiftRecipient,
  GiftRecipientRecord,
  GiftRecord,
  RedeemGiftRequest,
  RedeemGiftResponse,
} from './api.generated.js';

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
