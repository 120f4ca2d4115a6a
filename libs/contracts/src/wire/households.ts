/**
 * Household plan (issue 35): one payer, up to HOUSEHOLD_MAX_SIZE members (the payer included), each with
 * her own login, bookings, attendance, streaks and messages. The price is the plan's plus its
 * `household_member` amount for each member beyond the payer; one invoice to the payer.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/households/dto and the schema classes of
 * backend/src/modules/households/households.schemas.ts); their documentation is there.
 */
export type {
  AcceptHouseholdInviteRequest,
  CreateHouseholdRequest,
  CreateHouseholdResponse,
  HouseholdInviteRequest,
  HouseholdMember,
  HouseholdPayer,
  MyHousehold,
  RenewHouseholdRequest,
} from './api.generated.js';

/** The household's size with the payer. */
export const HOUSEHOLD_MIN_SIZE = 2;
export const HOUSEHOLD_MAX_SIZE = 4;
/** An invitation unanswered this many days stops working and frees its place. */
export const HOUSEHOLD_INVITE_DAYS = 14;

/** The household's price: the plan's offer plus `memberAmount` for each member beyond the payer. */
export function householdPrice(offer: number, memberAmount: number, size: number): number {
  return offer + memberAmount * Math.max(0, size - 1);
}

/** invited: the invitation is open; active: she accepted (the payer is always active). */
export const HOUSEHOLD_MEMBER_STATUSES = ['invited', 'active'] as const;
export type HouseholdMemberStatus = (typeof HOUSEHOLD_MEMBER_STATUSES)[number];
