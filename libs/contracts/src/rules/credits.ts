import type { Currency } from './packages.js';

/**
 * Referral credits: how much of a balance an order uses, and the default rewards.
 */

/** Credits applied to an order: the balance of that currency, capped at the plan's Redeemable (minor units). */
export function creditsToApply(maxRedeemableMinor: number, creditBalanceMinor: number): number {
  return Math.max(0, Math.min(Math.floor(creditBalanceMinor), maxRedeemableMinor));
}

export type CreditBalances = Record<Currency, number>;

// ---------------------------------------------------------------- referral credits

/** Default referral rewards, in major units (env REFERRAL_REWARD_INR / REFERRAL_REWARD_USD). */
export const REFERRAL_REWARD_DEFAULTS: Record<Currency, number> = { INR: 500, USD: 6 };
