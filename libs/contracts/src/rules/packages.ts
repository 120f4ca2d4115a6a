import { addIstMonths } from './ist.js';

/** The two currencies every plan is always priced in (issue 23). */
export type BaseCurrency = 'INR' | 'USD';
/**
 * The currencies the owner may add per plan in the plans screen (issue 37): a plan without a price in one
 * is not offered in it. All have two decimals, so every amount is an integer in cents/pence/fils.
 */
export type ExtraCurrency = 'GBP' | 'AED' | 'CAD' | 'AUD' | 'SGD';
/** A price's, an order's, a payment's and an invoice's currency. */
export type Currency = BaseCurrency | ExtraCurrency;

/** What a currency's amounts are written with ("₹", "$", "£", "AED ", "CA$", "A$", "S$"). */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  INR: '₹',
  USD: '$',
  GBP: '£',
  AED: 'AED\u00a0',
  CAD: 'CA$',
  AUD: 'A$',
  SGD: 'S$',
};

/**
 * "1,23,456" (Indian digit grouping, INR) or "123,456" (every other currency), as `toLocaleString('en-IN' | 'en-US')` writes a
 * whole number. Whole numbers are grouped here: a page's first Intl number format loads ICU's locale data,
 * a main-thread pause of tens of milliseconds in a phone's browser while the price table hydrates.
 */
export function groupDigits(amount: number, currency: Currency): string {
  const locale = currency === 'INR' ? 'en-IN' : 'en-US';
  if (!Number.isSafeInteger(amount) || amount < 0) return amount.toLocaleString(locale);
  const digits = String(amount);
  if (currency !== 'INR' || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

export function formatPrice(amount: number, currency: Currency): string {
  return `${CURRENCY_SYMBOLS[currency]}${groupDigits(amount, currency)}`;
}

/**
 * End of a subscription started at `start` for `months` months, on the IST calendar: the same day of the
 * month and time of day, clamped to the month's last day.
 */
export function subscriptionEndDate(start: Date, months: number): Date {
  return addIstMonths(start, months);
}
