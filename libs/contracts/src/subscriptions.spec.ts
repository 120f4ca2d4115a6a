import {
  amountAfterCredits,
  creditsToApply,
  formatPriceMinor,
  joinWindow,
  maxRedeemableMinor,
  paymentSuccessMessage,
  planAmountMinor,
  planPrice,
} from './index.js';

describe('plan prices in minor units', () => {
  it('come from the spec tables in paise and cents', () => {
    expect(planAmountMinor('bumper', 'INR')).toBe(309900);
    expect(planAmountMinor('big', 'USD')).toBe(3500);
    expect(maxRedeemableMinor('super', 'INR')).toBe(187500);
    expect(maxRedeemableMinor('super', 'USD')).toBe(4200);
    expect(planPrice('big', 'INR')).toMatchObject({ months: 3, balance: 42400 });
  });

  it('caps credits at Redeemable so the Balance is always paid', () => {
    expect(creditsToApply('big', 'INR', 50000)).toBe(50000);
    expect(creditsToApply('big', 'INR', 1_000_000)).toBe(127500);
    expect(amountAfterCredits('big', 'INR', 1_000_000)).toBe(42400);
    expect(amountAfterCredits('big', 'USD', 600)).toBe(2900);
    expect(creditsToApply('big', 'USD', -5)).toBe(0);
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
