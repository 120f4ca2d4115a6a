import { istInstant } from '@yoga/contracts';
import { periodPreview, quote, readSelection, selectionSearch } from './checkout-selection';
import { TEST_PLANS } from '@yoga/testing/fixtures';

const plan = (slug: string) => TEST_PLANS.find((p) => p.slug === slug)!;

describe('readSelection / selectionSearch (?plan=…&currency=…)', () => {
  it('reads a valid plan and currency from the URL', () => {
    expect(readSelection(new URLSearchParams('plan=super&currency=USD'))).toEqual({
      plan: 'super',
      currency: 'USD',
    });
    expect(readSelection(new URLSearchParams('plan=big&currency=inr'))).toEqual({
      plan: 'big',
      currency: 'INR',
    });
  });

  it('ignores what is no plan slug and unknown currencies (INR by default)', () => {
    expect(readSelection(new URLSearchParams('plan=Gold!&currency=EUR'))).toEqual({
      plan: undefined,
      currency: 'INR',
    });
  });

  it('writes only what is chosen', () => {
    expect(selectionSearch({ plan: 'bumper', currency: 'INR' })).toEqual({
      plan: 'bumper',
      currency: 'INR',
    });
    expect(selectionSearch({ plan: undefined, currency: 'USD' })).toEqual({ currency: 'USD' });
  });
});

describe('quote', () => {
  it('is the offer price in paise without credits', () => {
    expect(quote(plan('super'), 'INR', 50_000, false)).toMatchObject({
      name: 'Super Saver',
      amount: 249_900,
      credits: 0,
      toPay: 249_900,
    });
  });

  it('takes off the credits, never more than the Redeemable part', () => {
    expect(quote(plan('super'), 'INR', 50_000, true)).toMatchObject({
      credits: 50_000,
      toPay: 199_900,
    });
    // Super Saver: ₹1,875 redeemable, so ₹624 (the Balance) is always paid.
    expect(quote(plan('super'), 'INR', 1_000_000, true)).toMatchObject({
      credits: 187_500,
      toPay: 62_400,
    });
    expect(quote(plan('big'), 'USD', 600, true)).toMatchObject({
      name: 'Big',
      amount: 3_500,
      toPay: 2_900,
    });
  });
});

describe('periodPreview', () => {
  const now = istInstant('2026-11-23', '10:00');

  it('starts now for an expired student', () => {
    const p = periodPreview(
      { trial_ends_at: '2026-11-01T04:30:00.000Z', ends_at: '2026-11-01T04:30:00.000Z' },
      6,
      now,
    );
    expect(p.starts).toEqual(now);
    expect(p.ends).toEqual(istInstant('2027-05-23', '10:00'));
  });

  it('starts when the trial or the current plan ends, so no day is lost', () => {
    const trialEnd = istInstant('2026-12-01', '09:00');
    expect(
      periodPreview({ trial_ends_at: trialEnd.toISOString(), ends_at: null }, 3, now).starts,
    ).toEqual(trialEnd);
    const planEnd = istInstant('2027-01-31', '09:00');
    const stacked = periodPreview(
      { trial_ends_at: '2026-11-01T04:30:00.000Z', ends_at: planEnd.toISOString() },
      1,
      now,
    );
    expect(stacked.starts).toEqual(planEnd);
    // 31 January + 1 month is clamped to the end of February.
    expect(stacked.ends).toEqual(istInstant('2027-02-28', '09:00'));
  });
});
