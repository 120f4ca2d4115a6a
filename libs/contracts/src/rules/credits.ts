import type { BaseCurrency, Currency } from './packages.js';

/**
 * Referral credits: how much of a balance an order uses, and the default rewards.
 */

/** Credits applied to an order: the balance of that currency, capped at the plan's Redeemable (minor units). */
export function creditsToApply(maxRedeemableMinor: number, creditBalanceMinor: number): number {
  return Math.max(0, Math.min(Math.floor(creditBalanceMinor), maxRedeemableMinor));
}

/** Referral credits are earned and kept in rupees and dollars only (issue 37: none in the added currencies). */
export type CreditBalances = Record<BaseCurrency, number>;

/** A balance usable for an order in `currency`: 0 in a currency credits are not kept in. */
export function creditBalanceIn(balances: CreditBalances, currency: Currency): number {
  return currency === 'INR' || currency === 'USD' ? balances[currency] : 0;
}

// ---------------------------------------------------------------- referral credits

/** Default referral rewards, in major units (env REFERRAL_REWARD_INR / REFERRAL_REWARD_USD). */
export const REFERRAL_REWARD_DEFAULTS: Record<BaseCurrency, number> = { INR: 500, USD: 6 };
