import { CURRENCY_SYMBOLS, type Currency, groupDigits } from './packages.js';

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

/** "₹1,23,456.78" (Indian digit grouping), "$1,234.50" or "£1,234.50", for documents and screens. */
export function formatMinor(minor: number, currency: Currency): string {
  checkInteger(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = groupDigits(Math.floor(abs / 100), currency);
  const symbol = CURRENCY_SYMBOLS[currency];
  return `${sign}${symbol}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** "₹2,499", "$55" or "₹2,324.50": a price on screen, without ".00" when it is whole. */
export function formatPriceMinor(minor: number, currency: Currency): string {
  const text = formatMinor(minor, currency);
  return minor % 100 === 0 ? text.slice(0, -3) : text;
}
