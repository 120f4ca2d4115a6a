import { addIstMonths } from './ist.js';

/** Subscription packages of spec section 9. The backend and every front end read these. */
export interface InrPackage {
  id: 'bumper' | 'super' | 'big';
  name: string;
  months: number;
  original: number;
  discountPercent: number;
  offer: number;
  redeemable: number;
  balance: number;
}

export interface UsdPackage {
  id: 'bumper' | 'super' | 'big';
  name: string;
  months: number;
  original: number;
  /** Only the Big package states its discount in the spec (42% off). */
  discountPercent?: number;
  offer: number;
  redeem: number;
  balance: number;
}

export const INR_PACKAGES: readonly InrPackage[] = [
  {
    id: 'bumper',
    name: 'Bumper Saver',
    months: 12,
    original: 12000,
    discountPercent: 74,
    offer: 3099,
    redeemable: 2325,
    balance: 774,
  },
  {
    id: 'super',
    name: 'Super Saver',
    months: 6,
    original: 6000,
    discountPercent: 58,
    offer: 2499,
    redeemable: 1875,
    balance: 624,
  },
  {
    id: 'big',
    name: 'Big Saver',
    months: 3,
    original: 3000,
    discountPercent: 43,
    offer: 1699,
    redeemable: 1275,
    balance: 424,
  },
];

export const USD_PACKAGES: readonly UsdPackage[] = [
  { id: 'bumper', name: 'Bumper', months: 12, original: 325, offer: 85, redeem: 64, balance: 21 },
  { id: 'super', name: 'Super', months: 6, original: 130, offer: 55, redeem: 42, balance: 13 },
  {
    id: 'big',
    name: 'Big',
    months: 3,
    original: 60,
    discountPercent: 42,
    offer: 35,
    redeem: 26,
    balance: 9,
  },
];

export type Currency = 'INR' | 'USD';

/**
 * "1,23,456" (Indian digit grouping, INR) or "123,456" (USD), as `toLocaleString('en-IN' | 'en-US')` writes a
 * whole number. Whole numbers are grouped here: a page's first Intl number format loads ICU's locale data,
 * a main-thread pause of tens of milliseconds in a phone's browser while the price table hydrates.
 */
export function groupDigits(amount: number, currency: Currency): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en-US';
  if (!Number.isSafeInteger(amount) || amount < 0) return amount.toLocaleString(locale);
  const digits = String(amount);
  if (currency === 'USD' || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

export function formatPrice(amount: number, currency: Currency): string {
  return `${currency === 'INR' ? '₹' : '$'}${groupDigits(amount, currency)}`;
}

/**
 * End of a subscription started at `start` for `months` months, on the IST calendar: the same day of the
 * month and time of day, clamped to the month's last day.
 */
export function subscriptionEndDate(start: Date, months: number): Date {
  return addIstMonths(start, months);
}
