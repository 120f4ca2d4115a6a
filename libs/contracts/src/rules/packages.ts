import { addIstMonths } from './ist.js';

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
