import type { CreditBalances } from '../rules/credits.js';
import type { Currency } from '../rules/packages.js';

/**
 * Referral codes, counts and the credits they earn (/api/referrals).
 */

/** GET /api/referrals/stats/:id: the code, how many registered with it, credits and each referral's reward. */
export interface ReferralStats extends ReferralCredits {
  referral_code: string;
  referral_count: number;
}

export interface ReferralRow {
  user_id: number;
  name: string;
  referral_code: string;
  referral_count: number;
}

export type ReferralRewardStatus = 'pending' | 'earned' | 'reversed';

/** One student who registered with the caller's code, and what it earned. */
export interface ReferralEarning {
  name: string;
  joined_at: string;
  /** pending: no successful payment yet; earned: rewarded; reversed: that payment was refunded. */
  status: ReferralRewardStatus;
  /** Reward in minor units, null while pending. */
  reward: { currency: Currency; amount: number } | null;
}

/**
 * Extra fields of GET /api/referrals/stats/:id (next to referral_code and referral_count):
 * the credit balances in minor units and each referral's reward, newest first.
 */
export interface ReferralCredits {
  credits: CreditBalances;
  referrals: ReferralEarning[];
}
