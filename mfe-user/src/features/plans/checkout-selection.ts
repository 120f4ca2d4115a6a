import {
  COUPON_MIN_CHARGE,
  creditsToApply,
  isCurrency,
  PLAN_SLUG_PATTERN,
  planName,
  subscriptionEndDate,
  type CouponAppliesTo,
  type Currency,
  type Language,
  type MySubscription,
  type Plan,
  type PlanId,
  type PlanPrice,
} from '@yoga/contracts';

/** The plan and currency chosen on the Plans screen; kept in the URL (?plan=super&currency=INR). */
export interface CheckoutSelection {
  plan: PlanId | undefined;
  currency: Currency;
}

export function readSelection(params: URLSearchParams): CheckoutSelection {
  const plan = params.get('plan');
  const currency = params.get('currency')?.toUpperCase();
  return {
    // A slug's shape here; whether it is on sale, the plans the server lists (GET /api/plans).
    plan: plan && PLAN_SLUG_PATTERN.test(plan) ? plan : undefined,
    currency: isCurrency(currency) ? currency : 'INR',
  };
}

export function selectionSearch(selection: CheckoutSelection): Record<string, string> {
  return selection.plan
    ? { plan: selection.plan, currency: selection.currency }
    : { currency: selection.currency };
}

/** Whether a plan is sold in this currency (INR and USD always; an added one where the owner priced it). */
export function offeredIn(plan: Plan, currency: Currency): boolean {
  return plan.prices[currency] !== undefined;
}

/** A plan's price for this student: the offer, the credits that would apply, and what is left to pay. */
export interface PriceQuote extends PlanPrice {
  credits: number;
  toPay: number;
}

export function quote(
  plan: Plan,
  currency: Currency,
  creditBalance: number,
  useCredits: boolean,
  language: Language = 'en',
): PriceQuote {
  // Only a plan priced in `currency` is quoted in it (offeredIn).
  const figures = plan.prices[currency]!;
  const credits = creditsToApply(figures.redeemable, useCredits ? creditBalance : 0);
  return {
    id: plan.slug,
    name: planName(plan, currency, language),
    months: plan.months,
    currency,
    amount: figures.offer,
    max_redeemable: figures.redeemable,
    balance: figures.balance,
    credits,
    toPay: figures.offer - credits,
  };
}

/** A quote with an offer code applied: what the server charges (offer − discount − credits). */
export interface OfferQuote extends PriceQuote {
  discount: number;
  coupon: string | null;
  /** Whether an automatic renewal's later debits get the discount too (null: no code). */
  appliesTo: CouponAppliesTo | null;
}

/**
 * The quote with an offer code's discount (from POST /api/coupons/check), credits taken after it as the
 * server does (capped at the redeemable, never leaving less than the minimum charge).
 */
export function withOffer(
  q: PriceQuote,
  offer: { coupon: string; discount: number; applies_to?: CouponAppliesTo } | null,
): OfferQuote {
  if (!offer || offer.discount <= 0) return { ...q, discount: 0, coupon: null, appliesTo: null };
  const afterDiscount = q.amount - offer.discount;
  const credits = Math.max(0, Math.min(q.credits, afterDiscount - COUPON_MIN_CHARGE));
  return {
    ...q,
    discount: offer.discount,
    coupon: offer.coupon,
    appliesTo: offer.applies_to ?? 'first_payment',
    credits,
    toPay: afterDiscount - credits,
  };
}

/**
 * When a plan bought now would run: from the later of now, the trial's end and the current plan's end
 * (paying early never loses a day), for the plan's months on the IST calendar. The server decides; this
 * is the preview shown before paying.
 */
export function periodPreview(
  subscription: Pick<MySubscription, 'trial_ends_at' | 'ends_at'> | undefined,
  months: number,
  now: Date = new Date(),
): { starts: Date; ends: Date } {
  const candidates = [now.getTime()];
  if (subscription) {
    candidates.push(Date.parse(subscription.trial_ends_at));
    if (subscription.ends_at) candidates.push(Date.parse(subscription.ends_at));
  }
  const starts = new Date(Math.max(...candidates.filter((t) => Number.isFinite(t))));
  return { starts, ends: subscriptionEndDate(starts, months) };
}
