import {
  creditsToApply,
  discountPercent,
  formatPriceMinor,
  joinWindow,
  paymentSuccessMessage,
  planBalance,
} from '../index.js';

describe('plan figures', () => {
  it('derive the discount and the balance as the spec tables state them', () => {
    // Spec section 9: Bumper Saver 12000 → 3099 (74%), Super Saver 6000 → 2499 (58%), Big 60 → 35 USD (42%).
    expect(discountPercent(12000_00, 3099_00)).toBe(74);
    expect(discountPercent(6000_00, 2499_00)).toBe(58);
    expect(discountPercent(3000_00, 1699_00)).toBe(43);
    expect(discountPercent(60_00, 35_00)).toBe(42);
    expect(discountPercent(100, 100)).toBe(0);
    expect(planBalance(3099_00, 2325_00)).toBe(774_00);
  });

  it('caps credits at Redeemable so the Balance is always paid', () => {
    expect(creditsToApply(127500, 50000)).toBe(50000);
    expect(creditsToApply(127500, 1_000_000)).toBe(127500);
    expect(creditsToApply(2600, -5)).toBe(0);
  });

  it('formats minor units', () => {
    expect(formatPriceMinor(309900, 'INR')).toBe('₹3,099');
    expect(formatPriceMinor(232450, 'INR')).toBe('₹2,324.50');
    expect(formatPriceMinor(2900, 'USD')).toBe('$29');
  });
});

describe('class join window', () => {
  it('opens 15 minutes before and closes 45 minutes after the IST start', () => {
    const { opens, closes } = joinWindow('2026-11-23', '18:00');
    expect(opens.toISOString()).toBe('2026-11-23T12:15:00.000Z');
    expect(closes.toISOString()).toBe('2026-11-23T13:15:00.000Z');
  });
});

it('names the end date in the success message', () => {
  expect(paymentSuccessMessage('2027-02-23T12:30:00.000Z')).toBe(
    'Payment successful. Your plan is active until 23 Feb 2027.',
  );
});
