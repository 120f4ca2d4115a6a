/**
 * Referral codes, counts and the credits they earn (/api/referrals).
 *
 * The response types are generated from the server's classes (ADR 0016: the schema classes of
 * backend/src/modules/referrals/referrals.schemas.ts); their documentation is there.
 */
import type { ReferralStats } from './api.generated.js';

export type {
  ReferralEarning,
  ReferralReward,
  ReferralRow,
  ReferralStats,
} from './api.generated.js';

export const REFERRAL_REWARD_STATUSES = ['pending', 'earned', 'reversed'] as const;
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];

/**
 * Extra fields of GET /api/referrals/stats/:id (next to referral_code and referral_count):
 * the credit balances in minor units and each referral's reward, newest first.
 */
export type ReferralCredits = Pick<ReferralStats, 'credits' | 'referrals'>;
