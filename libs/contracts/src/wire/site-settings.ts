import type { BusinessRules } from './api.generated.js';

/**
 * GET /api/site-settings: the business's contact and legal details; the owner's business rules.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/site-settings/dto and the schema classes of
 * backend/src/modules/site-settings/business-details.schemas.ts and site-settings.schemas.ts);
 * their documentation is there.
 */

export type {
  BusinessAddress,
  BusinessDetails,
  BusinessDetailsPatch,
  BusinessRules,
  BusinessRulesPatch,
  GrievanceOfficer,
  GstIdentity,
  JoinWindow,
  ReferralRewardRule,
  SocialLink,
} from './api.generated.js';

/** The limits the server checks on BusinessRules. */
export const BUSINESS_RULE_LIMITS = {
  trialDays: { min: 1, max: 90 },
  joinMinutes: { min: 0, max: 240 },
  cancelCutoffMinutes: { min: 0, max: 2880 },
  /** Referral reward per currency, minor units. */
  referralRewardMinor: { min: 0, max: 10_000_000 },
} as const;

/** The rules the public site and the student panel show (a part of `GET /api/business-rules`). */
export type ShownBusinessRules = Pick<
  BusinessRules,
  'trial_days' | 'referral_reward' | 'join_window' | 'cancel_cutoff_minutes' | 'whatsapp_messages'
>;
