import {
  discountPercent,
  EXTRA_CURRENCIES,
  planBalance,
  type Currency,
  type ExtraCurrency,
  type Plan,
  type PlanCurrencyPrice,
} from '@yoga/contracts';
import type { PlanRow } from './entities/plan.entity.js';

function currencyPrice(
  original: number,
  offer: number,
  redeemable: number,
  showDiscount: boolean,
  label: string | null,
  householdMember: number,
): PlanCurrencyPrice {
  return {
    original,
    offer,
    redeemable,
    discount_percent: discountPercent(original, offer),
    balance: planBalance(offer, redeemable),
    show_discount: showDiscount,
    label,
    household_member: householdMember,
  };
}

/** The editable figures of one currency, as stored. */
export type StoredPrice = Pick<
  PlanCurrencyPrice,
  'original' | 'offer' | 'redeemable' | 'show_discount' | 'label' | 'household_member'
>;

/** The added currencies' figures (the `extra_prices` JSON), in EXTRA_CURRENCIES order. */
export function extraPrices(row: PlanRow): Partial<Record<ExtraCurrency, StoredPrice>> {
  if (!row.extraPrices) return {};
  const stored = JSON.parse(row.extraPrices) as Partial<Record<string, StoredPrice>>;
  const result: Partial<Record<ExtraCurrency, StoredPrice>> = {};
  for (const currency of EXTRA_CURRENCIES) {
    const p = stored[currency];
    if (p) result[currency] = p;
  }
  return result;
}

/** A plan as GET /api/plans and /api/admin/plans give it. */
export function toPlan(row: PlanRow): Plan {
  const extra = extraPrices(row);
  const added: Partial<Record<ExtraCurrency, PlanCurrencyPrice>> = {};
  for (const currency of EXTRA_CURRENCIES) {
    const p = extra[currency];
    if (p)
      added[currency] = currencyPrice(
        p.original,
        p.offer,
        p.redeemable,
        p.show_discount,
        p.label,
        p.household_member,
      );
  }
  return {
    slug: row.slug,
    name_en: row.nameEn,
    name_hi: row.nameHi,
    months: row.months,
    active: row.active,
    sort_order: row.sortOrder,
    popular: row.popular,
    prices: {
      INR: currencyPrice(
        row.inrOriginal,
        row.inrOffer,
        row.inrRedeemable,
        row.inrShowDiscount,
        row.inrLabel,
        row.inrHouseholdMember ?? 0,
      ),
      USD: currencyPrice(
        row.usdOriginal,
        row.usdOffer,
        row.usdRedeemable,
        row.usdShowDiscount,
        row.usdLabel,
        row.usdHouseholdMember ?? 0,
      ),
      ...added,
    },
  };
}

/** The row's columns of one currency's figures; `null` for an added currency: no longer offered in it. */
export function setCurrency(row: PlanRow, currency: Currency, price: StoredPrice | null): void {
  if (currency !== 'INR' && currency !== 'USD') {
    const extra = extraPrices(row);
    if (price) extra[currency] = { ...price };
    else delete extra[currency];
    row.extraPrices = Object.keys(extra).length ? JSON.stringify(extra) : null;
    return;
  }
  if (!price) throw new RangeError(`${currency} is always priced`);
  if (currency === 'INR') {
    row.inrHouseholdMember = price.household_member;
    row.inrOriginal = price.original;
    row.inrOffer = price.offer;
    row.inrRedeemable = price.redeemable;
    row.inrShowDiscount = price.show_discount;
    row.inrLabel = price.label;
  } else {
    row.usdHouseholdMember = price.household_member;
    row.usdOriginal = price.original;
    row.usdOffer = price.offer;
    row.usdRedeemable = price.redeemable;
    row.usdShowDiscount = price.show_discount;
    row.usdLabel = price.label;
  }
}
