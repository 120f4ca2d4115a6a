import type { Currency, PlanId } from '@yoga/contracts';

// The households module's domain events (docs/domain-events.md).

/**
 * The payer invited someone (issue 35): the messages module sends the invitation to `email` (an email)
 * or `phone` (WhatsApp), in the language of the account at that address or number (else the payer's),
 * with the link carrying the token.
 */
export interface HouseholdInvited {
  householdId: number;
  inviteId: number;
  payerId: number;
  payerName: string;
  /** The address invited (an email), or null for an invitation by WhatsApp to `phone`. */
  email: string | null;
  /** The mobile number invited (stored form), or null for one by email. */
  phone: string | null;
  plan: PlanId;
  currency: Currency;
  /** ISO instant: the household's paid end. */
  endsAt: string;
  /** The accept page with `#token=…`. */
  acceptLink: string;
}

/** An invitee accepted: she has access through the household until its end. */
export interface HouseholdMemberJoined {
  householdId: number;
  payerId: number;
  userId: number;
  endsAt: string;
}

/** The payer removed a member: her access through the household ended at once; she is told. */
export interface HouseholdMemberRemoved {
  householdId: number;
  payerId: number;
  payerName: string;
  userId: number;
  /** Whether she had accepted (an open invitation withdrawn: false). */
  wasActive: boolean;
}

/** A household was paid (`renewed`: a later payment extended it) up to `endsAt`. */
export interface HouseholdPaid {
  householdId: number;
  payerId: number;
  paymentId: number;
  size: number;
  renewed: boolean;
  endsAt: string;
}

/** A household's payment was refunded: the household and every member's access through it ended. */
export interface HouseholdEnded {
  householdId: number;
  payerId: number;
  paymentId: number;
  memberIds: number[];
}

/**
 * A partial refund taken out of the membership shortened a household that runs: it and every member's
 * access now end at `endsAt` (ISO).
 */
export interface HouseholdShortened {
  householdId: number;
  payerId: number;
  paymentId: number;
  endsAt: string;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'household.invited': HouseholdInvited;
    'household.member_joined': HouseholdMemberJoined;
    'household.member_removed': HouseholdMemberRemoved;
    'household.paid': HouseholdPaid;
    'household.ended': HouseholdEnded;
    'household.shortened': HouseholdShortened;
  }
}
