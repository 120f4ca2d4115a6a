import type { Plan } from '@yoga/contracts';
import {
  formValues,
  isBlank,
  planFormProblems,
  planRequest,
  type PlanFormValues,
} from './plan-form';

/** A plan as GET /api/admin/plans gives it, from a request's figures. */
const planFromRequest = (r: ReturnType<typeof planRequest>): Plan => ({
  ...r,
  active: r.active ?? true,
  sort_order: r.sort_order ?? 0,
  popular: r.popular ?? false,
  prices: {
    INR: {
      ...r.prices.INR,
      discount_percent: 0,
      balance: 0,
      show_discount: true,
      label: null,
      household_member: r.prices.INR.household_member ?? 0,
    },
    USD: {
      ...r.prices.USD,
      discount_percent: 0,
      balance: 0,
      show_discount: true,
      label: null,
      household_member: r.prices.USD.household_member ?? 0,
    },
  },
});

const filled = (redeemable: string): PlanFormValues => ({
  ...formValues(undefined),
  slug: 'nocredit',
  name_en: 'No credits',
  name_hi: 'बिना क्रेडिट',
  months: 1,
  prices: {
    ...formValues(undefined).prices,
    INR: { original: '1599', offer: '1279', redeemable, show_discount: true },
    USD: { original: '25', offer: '20', redeemable: '0', show_discount: true },
  },
});

describe('the plan form (issue 38)', () => {
  it('takes "Redeemable by credits" 0: no credits can pay for the plan', () => {
    expect(planFormProblems(filled('0'), true)).toEqual({});
    expect(planRequest(filled('0')).prices.INR.redeemable).toBe(0);
  });

  it('still refuses an empty, negative or unreadable redeemable, and one above the offer', () => {
    for (const typed of ['', '-1', 'abc'])
      expect(planFormProblems(filled(typed), true)).toEqual({
        'prices.INR.redeemable': 'admin.pricing.redeemableInvalid',
      });
    expect(planFormProblems(filled('1300'), true)).toEqual({
      'prices.INR.redeemable': 'admin.pricing.redeemableAboveOffer',
    });
  });

  it('takes the household per-member amount per currency (issue 35): empty is 0, unreadable refused', () => {
    const values = filled('0');
    values.prices.INR.household_member = '1,200';
    expect(planFormProblems(values, true)).toEqual({});
    const request = planRequest(values);
    expect(request.prices.INR.household_member).toBe(120_000);
    expect(request.prices.USD.household_member).toBe(0);
    values.prices.USD.household_member = 'twelve';
    expect(planFormProblems(values, true)).toEqual({
      'prices.USD.household_member': 'admin.pricing.householdMemberInvalid',
    });
    expect(formValues({ ...planFromRequest(request) }).prices.INR.household_member).toBe('1200');
  });

  it('offers a plan in an added currency only where the owner filled it in (issue 37)', () => {
    const values = filled('0');
    expect(planFormProblems(values, true)).toEqual({});
    // Blank: not offered (left out; null when the plan had it: a PATCH then stops offering it).
    expect(planRequest(values).prices).not.toHaveProperty('GBP');
    values.prices.GBP = { original: '99', offer: '45', redeemable: '0', show_discount: true };
    expect(planFormProblems(values, true)).toEqual({});
    expect(planRequest(values).prices.GBP).toMatchObject({
      original: 9900,
      offer: 4500,
      redeemable: 0,
      household_member: 0,
    });
    values.prices.AED = { offer: '199', show_discount: true };
    expect(planFormProblems(values, true)).toEqual({
      'prices.AED.original': 'admin.pricing.amountInvalid',
      'prices.AED.redeemable': 'admin.pricing.redeemableInvalid',
    });
    const withGbp = filled('0');
    withGbp.prices.GBP = { original: '99', offer: '45', redeemable: '0', show_discount: true };
    const had = planFromRequest(planRequest(withGbp));
    had.prices.GBP = { ...had.prices.USD, offer: 4500 };
    expect(planRequest(filled('0'), had).prices.GBP).toBeNull();
    const plan = { ...planFromRequest(planRequest(filled('0'))) };
    expect(isBlank(formValues(plan).prices.GBP)).toBe(true);
    expect(isBlank(formValues(plan).prices.INR)).toBe(false);
  });
});
