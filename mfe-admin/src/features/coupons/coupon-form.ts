import {
  MINOR_PER_MAJOR,
  type AdminCoupon,
  type CouponAppliesTo,
  type CouponRequest,
  type PlanId,
} from '@yoga/contracts';

/** The form's values: amounts in rupees/dollars (the API takes paise/cents). */
export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'amount';
  percent_off?: number | null;
  amount_inr?: number | null;
  amount_usd?: number | null;
  plans: PlanId[];
  /** IST dates YYYY-MM-DD ('' when open), inclusive. */
  valid_from: string;
  valid_to: string;
  max_redemptions?: number | null;
  max_per_student: number;
  first_purchase_only: boolean;
  active: boolean;
  show_on_price_page: boolean;
  /** First payment only (new codes) or every payment of an automatic renewal. */
  applies_to: CouponAppliesTo;
}

export const EMPTY_COUPON: CouponFormValues = {
  code: '',
  kind: 'percent',
  percent_off: 10,
  amount_inr: null,
  amount_usd: null,
  plans: [],
  valid_from: '',
  valid_to: '',
  max_redemptions: null,
  max_per_student: 1,
  first_purchase_only: false,
  active: true,
  show_on_price_page: false,
  applies_to: 'first_payment',
};

const toMinor = (major: number | null | undefined) =>
  major === null || major === undefined ? undefined : Math.round(major * MINOR_PER_MAJOR);
const toMajor = (minor: number | undefined) =>
  minor === undefined ? null : minor / MINOR_PER_MAJOR;

/** The request body of a create or an edit (every field sent: an edit replaces them all). */
export function toCouponRequest(v: CouponFormValues): CouponRequest {
  const amounts = { INR: toMinor(v.amount_inr), USD: toMinor(v.amount_usd) };
  return {
    code: v.code.trim(),
    percent_off: v.kind === 'percent' ? (v.percent_off ?? null) : null,
    amount_off:
      v.kind === 'amount'
        ? Object.fromEntries(Object.entries(amounts).filter(([, x]) => x !== undefined))
        : null,
    plans: v.plans.length ? v.plans : null,
    valid_from: v.valid_from || null,
    valid_to: v.valid_to || null,
    max_redemptions: v.max_redemptions ?? null,
    max_per_student: v.max_per_student,
    first_purchase_only: v.first_purchase_only,
    active: v.active,
    show_on_price_page: v.show_on_price_page,
    applies_to: v.applies_to,
  };
}

/** A code's form values for editing. */
export function toCouponFormValues(c: AdminCoupon): CouponFormValues {
  return {
    code: c.code,
    kind: c.percent_off !== null ? 'percent' : 'amount',
    percent_off: c.percent_off,
    amount_inr: toMajor(c.amount_off?.INR),
    amount_usd: toMajor(c.amount_off?.USD),
    plans: c.plans ?? [],
    valid_from: c.valid_from ?? '',
    valid_to: c.valid_to ?? '',
    max_redemptions: c.max_redemptions,
    max_per_student: c.max_per_student,
    first_purchase_only: c.first_purchase_only,
    active: c.active,
    show_on_price_page: c.show_on_price_page,
    applies_to: c.applies_to,
  };
}
