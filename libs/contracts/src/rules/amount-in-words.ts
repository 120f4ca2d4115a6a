import type { Currency } from './packages.js';

/**
 * Amounts in words as Indian invoices print them: rupees in the Indian system (thousand, lakh, crore),
 * US dollars in the international one (thousand, million, billion). No "and" inside a number; tens and
 * units hyphenated: "Rupees Three Thousand Ninety-Nine Only".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0..999 in words ("" for 0, the caller decides whether zero is said). */
function belowThousand(n: number): string {
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest >= 20) {
    const unit = rest % 10;
    parts.push(unit ? `${TENS[Math.floor(rest / 10)]}-${ONES[unit]}` : TENS[rest / 10]);
  } else if (rest > 0) {
    parts.push(ONES[rest]);
  }
  return parts.join(' ');
}

function checkWhole(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`Not a non-negative whole number: ${n}`);
}

/** A whole number in the Indian system: 123456789 → "Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine". */
export function indianNumberInWords(n: number): string {
  checkWhole(n);
  if (n === 0) return ONES[0];
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  // Past 99 crore the crore count is itself said in the Indian system ("One Lakh Crore").
  if (crore) parts.push(`${indianNumberInWords(crore)} Crore`);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  if (lakh) parts.push(`${belowThousand(lakh)} Lakh`);
  const thousand = Math.floor((n % 100_000) / 1000);
  if (thousand) parts.push(`${belowThousand(thousand)} Thousand`);
  const rest = n % 1000;
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

const SCALES = ['', 'Thousand', 'Million', 'Billion', 'Trillion'];

/** A whole number in the international system: 1234567 → "One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven". */
export function internationalNumberInWords(n: number): string {
  checkWhole(n);
  if (n === 0) return ONES[0];
  const parts: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group)
      parts.unshift(
        SCALES[scale] ? `${belowThousand(group)} ${SCALES[scale]}` : belowThousand(group),
      );
    rest = Math.floor(rest / 1000);
  }
  return parts.join(' ');
}

/** Each currency's major and minor unit names, as an invoice spells them. */
const CURRENCY_WORDS: Readonly<Record<Currency, readonly [string, string]>> = {
  INR: ['Rupees', 'Paise'],
  USD: ['US Dollars', 'Cents'],
  GBP: ['Pounds Sterling', 'Pence'],
  AED: ['UAE Dirhams', 'Fils'],
  CAD: ['Canadian Dollars', 'Cents'],
  AUD: ['Australian Dollars', 'Cents'],
  SGD: ['Singapore Dollars', 'Cents'],
};

/**
 * An amount in the smallest unit (paise or cents) in words, as printed under an invoice's total:
 * 309900 INR → "Rupees Three Thousand Ninety-Nine Only";
 * 262627 INR → "Rupees Two Thousand Six Hundred Twenty-Six and Paise Twenty-Seven Only";
 * 8500 USD → "US Dollars Eighty-Five Only"; 8550 USD → "US Dollars Eighty-Five and Cents Fifty Only";
 * 4500 GBP → "Pounds Sterling Forty-Five Only".
 * Less than one rupee or dollar leaves the whole part out ("Paise Fifty Only").
 */
export function amountInWords(minor: number, currency: Currency): string {
  checkWhole(minor);
  const whole = Math.floor(minor / 100);
  const fraction = minor % 100;
  const inr = currency === 'INR';
  const [major, minorName] = CURRENCY_WORDS[currency];
  const words = inr ? indianNumberInWords : internationalNumberInWords;
  if (!fraction) return `${major} ${words(whole)} Only`;
  const fractionWords = `${minorName} ${belowThousand(fraction)}`;
  return whole ? `${major} ${words(whole)} and ${fractionWords} Only` : `${fractionWords} Only`;
}
