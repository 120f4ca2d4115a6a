import {
  amountAfterCredits,
  creditsToApply,
  isCurrency,
  isPlanId,
  planPrice,
  subscriptionEndDate,
  type Currency,
  type MySubscription,
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
    plan: isPlanId(plan) ? plan : undefined,
    currency: isCurrency(currency) ? currency : 'INR',
  };
}

export function selectionSearch(selection: CheckoutSelection): Record<string, string> {
  return selection.plan
    ? { plan: selection.plan, currency: selection.currency }
    : { currency: selection.currency };
}

/** A plan's price for this student: the offer, the credits that would apply, and what is left to pay. */
export interface PriceQuote extends PlanPrice {
  credits: number;
  toPay: number;
}

export function quote(
  plan: PlanId,
  currency: Currency,
  creditBalance: number,
  useCredits: boolean,
): PriceQuote {
  const balance = useCredits ? creditBalance : 0;
  return {
    ...planPrice(plan, currency),
    credits: creditsToApply(plan, currency, balance),
    toPay: amountAfterCredits(plan, currency, balance),
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
