import type { Currency } from './packages.js';

/**
 * Amounts in the smallest unit (paise, cents) as text. Integer arithmetic only: no float ever holds money.
 */

function checkInteger(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`);
}

/** "2626.27" for 262627: a plain decimal with two places (CSV files, GST returns). */
export function minorToDecimal(minor: number): string {
  checkInteger(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "₹1,23,456.78" (Indian digit grouping) or "$1,234.50", for documents and screens. */
export function formatMinor(minor: number, currency: Currency): string {
  checkInteger(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US');
  const symbol = currency === 'INR' ? '₹' : '$';
  return `${sign}${symbol}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
