import type { OwnedRenewal } from './recurring.js';
import type { Currency } from '../rules/packages.js';
import type { PlanId } from '../rules/plans.js';
import type { CreateOrderResponse } from './payments.js';

/**
 * Household plan (issue 35): one payer, up to HOUSEHOLD_MAX_SIZE members (the payer included), each with
 * her own login, bookings, attendance, streaks and messages. The price is the plan's plus its
 * `household_member` amount for each member beyond the payer; one invoice to the payer.
 */

/** The household's size with the payer. */
export const HOUSEHOLD_MIN_SIZE = 2;
export const HOUSEHOLD_MAX_SIZE = 4;
/** An invitation unanswered this many days stops working and frees its place. */
export const HOUSEHOLD_INVITE_DAYS = 14;

/** The household's price: the plan's offer plus `memberAmount` for each member beyond the payer. */
export function householdPrice(offer: number, memberAmount: number, size: number): number {
  return offer + memberAmount * Math.max(0, size - 1);
}

/** POST /api/households. */
export interface CreateHouseholdRequest {
  plan: PlanId;
  currency: Currency;
  /** The household's size with the payer, 2–4. */
  members: number;
}

/** POST /api/households → 201: the order as POST /api/payments/orders answers it, and the household. */
export interface CreateHouseholdResponse extends CreateOrderResponse {
  household_id: number;
}

/** invited: the invitation is open; active: she accepted (the payer is always active). */
export const HOUSEHOLD_MEMBER_STATUSES = ['invited', 'active'] as const;
export type HouseholdMemberStatus = (typeof HOUSEHOLD_MEMBER_STATUSES)[number];

export interface HouseholdMember {
  /** Null for an invitation to an address without an account yet. */
  user_id: number | null;
  name: string | null;
  /** Her account's address once she accepts; the address invited; null for an open invitation by phone. */
  email: string | null;
  /** The mobile number of an open invitation by WhatsApp (stored form); null otherwise. */
  phone: string | null;
  status: HouseholdMemberStatus;
  /** Whether this is the payer. */
  payer: boolean;
}

/**
 * GET /api/households/mine (the payer and every member): who pays and until when, never the payer's
 * payment details. `ends_at` null until the first payment is made.
 */
export interface MyHousehold {
  id: number;
  plan: PlanId;
  plan_name: string;
  currency: Currency;
  ends_at: string | null;
  /** The household's size with the payer. */
  size: number;
  payer: { name: string };
  /** Whether the signed-in user is the payer (she may invite and remove). */
  is_payer: boolean;
  members: HouseholdMember[];
  /** The household's automatic renewal (UPI AutoPay, issue 35), or null; the payer's only (null for members). */
  renewal: OwnedRenewal | null;
}

/**
 * POST /api/households/:id/invites: exactly one of `email` (an email with the link) and `phone` (a
 * mobile number, normalised like every phone of the site: a WhatsApp message with the link).
 */
export interface HouseholdInviteRequest {
  email?: string;
  phone?: string;
}

/**
 * POST /api/households/:id/renewals (the payer): an order that renews this household, paid like any
 * order; paid, the household runs one more period and its members keep their access (no new
 * invitations). `members` (2–4, default its size) may not be below the places taken; `plan` and
 * `currency` default to the household's.
 */
export interface RenewHouseholdRequest {
  members?: number;
  /** Another plan or currency for the next period (default: the household's). */
  plan?: PlanId;
  currency?: Currency;
}

/** POST /api/households/invites/accept. */
export interface AcceptHouseholdInviteRequest {
  token: string;
}
