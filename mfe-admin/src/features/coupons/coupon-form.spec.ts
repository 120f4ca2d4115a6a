import type { AdminCoupon } from '@yoga/contracts';
import { EMPTY_COUPON, toCouponFormValues, toCouponRequest } from './coupon-form';

describe('the offer code form', () => {
  it('sends a percentage, all plans and no dates as the API expects', () => {
    expect(toCouponRequest({ ...EMPTY_COUPON, code: ' diwali25 ', percent_off: 25 })).toEqual({
      code: 'diwali25',
      percent_off: 25,
      amount_off: null,
      plans: null,
      valid_from: null,
      valid_to: null,
      max_redemptions: null,
      max_per_student: 1,
      first_purchase_only: false,
      active: true,
      show_on_price_page: false,
      applies_to: 'first_payment',
    });
  });

  it('sends fixed amounts in paise/cents, the chosen plans and IST dates', () => {
    const body = toCouponRequest({
      ...EMPTY_COUPON,
      code: 'FLAT300',
      kind: 'amount',
      amount_inr: 300,
      amount_usd: 4.5,
      plans: ['big'],
      valid_from: '2026-11-01',
      valid_to: '2026-11-15',
      max_redemptions: 50,
    });
    expect(body).toMatchObject({
      percent_off: null,
      amount_off: { INR: 30000, USD: 450 },
      plans: ['big'],
      valid_from: '2026-11-01',
      valid_to: '2026-11-15',
      max_redemptions: 50,
    });
    expect(
      toCouponRequest({ ...EMPTY_COUPON, kind: 'amount', amount_inr: 100 }).amount_off,
    ).toEqual({
      INR: 10000,
    });
  });

  it('loads a code back into the form', () => {
    const coupon: AdminCoupon = {
      id: 3,
      code: 'FLAT300',
      percent_off: null,
      amount_off: { INR: 30000 },
      plans: null,
      valid_from: null,
      valid_to: '2026-11-15',
      max_redemptions: null,
      max_per_student: 2,
      first_purchase_only: true,
      active: true,
      show_on_price_page: true,
      applies_to: 'every_payment',
      redeemed: 4,
      held: 1,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    };
    const values = toCouponFormValues(coupon);
    expect(values).toMatchObject({ kind: 'amount', amount_inr: 300, amount_usd: null, plans: [] });
    expect(values.valid_to).toBe('2026-11-15');
    expect(toCouponRequest(values)).toMatchObject({
      amount_off: { INR: 30000 },
      valid_from: null,
      valid_to: '2026-11-15',
      max_per_student: 2,
      first_purchase_only: true,
      show_on_price_page: true,
      applies_to: 'every_payment',
    });
  });
});
