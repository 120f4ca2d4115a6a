import {
  CURRENCIES,
  EXTRA_CURRENCIES,
  isExtraCurrency,
  PLAN_MONTHS_MAX,
  PLAN_MONTHS_MIN,
  PLAN_SLUG_PATTERN,
  type CreatePlanRequest,
  type Currency,
  type Plan,
  type PlanCurrencyPriceInput,
} from '@yoga/contracts';

/** One currency's figures as the form holds them: rupees or dollars as typed ("3099", "2,324.50"). */
export interface PriceValues {
  original?: string;
  offer?: string;
  redeemable?: string;
  show_discount: boolean;
  label?: string;
  /** Household plan (issue 35): what each member beyond the payer adds; empty = 0. */
  household_member?: string;
}

/** The plan editor's fields. */
export interface PlanFormValues {
  slug?: string;
  name_en?: string;
  name_hi?: string;
  months?: number;
  sort_order?: number;
  popular: boolean;
  active: boolean;
  prices: Record<Currency, PriceValues>;
}

/**
 * Rupees or dollars as typed → integer paise or cents, without floating point: "3099" → 309900,
 * "2,324.5" → 232450. Undefined for anything else (letters, more than two decimals, negative).
 */
export function toMinor(text: string | undefined): number | undefined {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim().replace(/,/g, ''));
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units → what the admin types: "3099" or "2324.50". */
export function toMajorText(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
}

/** The form of a plan as GET /api/admin/plans gives it; a new plan starts empty (active, at the end). */
export function formValues(plan: Plan | undefined, nextOrder = 1): PlanFormValues {
  const price = (currency: Currency): PriceValues => {
    const p = plan?.prices[currency];
    return p
      ? {
          original: toMajorText(p.original),
          offer: toMajorText(p.offer),
          redeemable: toMajorText(p.redeemable),
          show_discount: p.show_discount,
          label: p.label ?? '',
          household_member: toMajorText(p.household_member ?? 0),
        }
      : { show_discount: true, label: '', household_member: '0' };
  };
  // An added currency the plan is not priced in starts blank (household amount too).
  const added = (currency: Currency): PriceValues =>
    plan?.prices[currency]
      ? price(currency)
      : { show_discount: true, label: '', household_member: '' };
  return {
    slug: plan?.slug,
    name_en: plan?.name_en,
    name_hi: plan?.name_hi,
    months: plan?.months,
    sort_order: plan?.sort_order ?? nextOrder,
    popular: plan?.popular ?? false,
    active: plan?.active ?? true,
    prices: {
      INR: price('INR'),
      USD: price('USD'),
      ...Object.fromEntries(EXTRA_CURRENCIES.map((c) => [c, added(c)])),
    } as Record<Currency, PriceValues>,
  };
}

/** An added currency (GBP, AED, CAD, AUD, SGD) left blank: the plan is not offered in it (issue 37). */
export function isBlank(p: PriceValues | undefined): boolean {
  return !p || ![p.original, p.offer, p.redeemable].some((v) => v?.trim());
}

/** What is wrong with the form, as message IDs by field path (`prices.INR.offer`); empty when none. */
export function planFormProblems(values: PlanFormValues, isNew: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isNew && !PLAN_SLUG_PATTERN.test(values.slug ?? ''))
    problems.slug = 'admin.pricing.slugInvalid';
  if (!values.name_en?.trim()) problems.name_en = 'admin.pricing.nameRequired';
  if (!values.name_hi?.trim()) problems.name_hi = 'admin.pricing.nameRequired';
  const months = values.months;
  if (
    months === undefined ||
    !Number.isInteger(months) ||
    months < PLAN_MONTHS_MIN ||
    months > PLAN_MONTHS_MAX
  )
    problems.months = 'admin.pricing.monthsInvalid';
  for (const currency of CURRENCIES) {
    const p = values.prices[currency];
    if (isExtraCurrency(currency) && isBlank(p)) continue;
    const [original, offer, redeemable] = [p.original, p.offer, p.redeemable].map(toMinor);
    const at = (field: string) => `prices.${currency}.${field}`;
    for (const [field, value] of [
      ['original', original],
      ['offer', offer],
    ] as const)
      if (value === undefined || value <= 0) problems[at(field)] = 'admin.pricing.amountInvalid';
    // 0: no credits can pay for this plan.
    if (redeemable === undefined) problems[at('redeemable')] = 'admin.pricing.redeemableInvalid';
    if (original && offer && offer > original)
      problems[at('offer')] = 'admin.pricing.offerAboveOriginal';
    if (offer && redeemable && redeemable > offer)
      problems[at('redeemable')] = 'admin.pricing.redeemableAboveOffer';
    // Empty is 0 (households at the plan's price alone).
    if (p.household_member?.trim() && toMinor(p.household_member) === undefined)
      problems[at('household_member')] = 'admin.pricing.householdMemberInvalid';
  }
  return problems;
}

/**
 * The POST /api/admin/plans body (or, without the slug, the PATCH one) of a form without problems. An
 * added currency left blank is left out, or null when the plan `before` had it (stop offering it).
 */
export function planRequest(values: PlanFormValues, before?: Plan): CreatePlanRequest {
  const price = (currency: Currency): PlanCurrencyPriceInput => {
    // Only INR and USD always have figures; a blank added currency is sent as null (not offered).
    const p = values.prices[currency];
    return {
      original: toMinor(p.original) ?? 0,
      offer: toMinor(p.offer) ?? 0,
      redeemable: toMinor(p.redeemable) ?? 0,
      show_discount: p.show_discount,
      label: p.label?.trim() ? p.label.trim() : null,
      household_member: toMinor(p.household_member?.trim() || '0') ?? 0,
    };
  };
  return {
    slug: values.slug ?? '',
    name_en: (values.name_en ?? '').trim(),
    name_hi: (values.name_hi ?? '').trim(),
    months: values.months ?? 0,
    sort_order: values.sort_order ?? 0,
    popular: values.popular,
    active: values.active,
    prices: {
      INR: price('INR'),
      USD: price('USD'),
      ...Object.fromEntries(
        EXTRA_CURRENCIES.flatMap((c): [Currency, PlanCurrencyPriceInput | null][] =>
          !isBlank(values.prices[c]) ? [[c, price(c)]] : before?.prices[c] ? [[c, null]] : [],
        ),
      ),
    },
  };
}
