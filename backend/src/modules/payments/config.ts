import type { Env, Mode } from '../../config/env.js';
import { createHmac } from 'node:crypto';
import {
  MINOR_PER_MAJOR,
  PAUSE_DAYS_PER_YEAR_DEFAULT,
  REFERRAL_REWARD_DEFAULTS,
  type CreditBalances,
} from '@yoga/contracts';

export interface PaymentsConfig {
  /** Set when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are: real orders through Razorpay. */
  razorpay: { keyId: string; keySecret: string; apiUrl: string } | undefined;
  /** RAZORPAY_WEBHOOK_SECRET: webhooks are refused (400) without it. */
  webhookSecret: string | undefined;
  /** Signs sandbox payments (derived from the JWT secret, so every instance agrees). */
  sandboxSecret: string;
  /** Sandbox routes and the sandbox gateway are off in production. */
  sandboxAllowed: boolean;
  /** Credits a referrer earns, in minor units. */
  referralReward: CreditBalances;
  /** PAUSE_DAYS_PER_YEAR: the days a member may pause in any 12 months (default 30). */
  pauseDaysPerYear: number;
}

export const PAYMENTS_CONFIG = Symbol('PAYMENTS_CONFIG');

function rewardMinor(name: string, value: string | undefined, fallbackMajor: number): number {
  if (value === undefined || value.trim() === '') return fallbackMajor * MINOR_PER_MAJOR;
  const major = Number(value);
  const minor = Math.round(major * MINOR_PER_MAJOR);
  if (!Number.isFinite(major) || major < 0 || Math.abs(minor - major * MINOR_PER_MAJOR) > 1e-6)
    throw new Error(`${name} must be an amount like 500 or 6.50, got "${value}"`);
  return minor;
}

function pauseDays(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return PAUSE_DAYS_PER_YEAR_DEFAULT;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0 || days > 366)
    throw new Error(`PAUSE_DAYS_PER_YEAR must be a whole number of days 0–366, got "${value}"`);
  return days;
}

export function loadPaymentsConfig(env: Env, mode: Mode, jwtSecret: string): PaymentsConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim();
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim();
  if (!!keyId !== !!keySecret)
    throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together');
  const apiUrl = (env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com').replace(/\/+$/, '');
  if (!/^https?:\/\//i.test(apiUrl)) throw new Error('RAZORPAY_API_URL must be an http(s) URL');
  return {
    razorpay: keyId && keySecret ? { keyId, keySecret, apiUrl } : undefined,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() || undefined,
    sandboxSecret: createHmac('sha256', jwtSecret).update('yoga-payments-sandbox').digest('hex'),
    sandboxAllowed: mode !== 'production',
    pauseDaysPerYear: pauseDays(env.PAUSE_DAYS_PER_YEAR),
    referralReward: {
      INR: rewardMinor(
        'REFERRAL_REWARD_INR',
        env.REFERRAL_REWARD_INR,
        REFERRAL_REWARD_DEFAULTS.INR,
      ),
      USD: rewardMinor(
        'REFERRAL_REWARD_USD',
        env.REFERRAL_REWARD_USD,
        REFERRAL_REWARD_DEFAULTS.USD,
      ),
    },
  };
}
