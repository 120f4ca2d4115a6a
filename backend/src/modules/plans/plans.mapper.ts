import {
  discountPercent,
  planBalance,
  type Currency,
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
): PlanCurrencyPrice {
  return {
    original,
    offer,
    redeemable,
    discount_percent: discountPercent(original, offer),
    balance: planBalance(offer, redeemable),
    show_discount: showDiscount,
    label,
  };
}

/** A plan as GET /api/plans and /api/admin/plans give it. */
export function toPlan(row: PlanRow): Plan {
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
      ),
      USD: currencyPrice(
        row.usdOriginal,
        row.usdOffer,
        row.usdRedeemable,
        row.usdShowDiscount,
        row.usdLabel,
      ),
    },
  };
}

/** The row's columns of one currency's figures. */
export function setCurrency(
  row: PlanRow,
  currency: Currency,
  price: Pick<PlanCurrencyPrice, 'original' | 'offer' | 'redeemable' | 'show_discount' | 'label'>,
): void {
  if (currency === 'INR') {
    row.inrOriginal = price.original;
    row.inrOffer = price.offer;
    row.inrRedeemable = price.redeemable;
    row.inrShowDiscount = price.show_discount;
    row.inrLabel = price.label;
  } else {
    row.usdOriginal = price.original;
    row.usdOffer = price.offer;
    row.usdRedeemable = price.redeemable;
    row.usdShowDiscount = price.show_discount;
    row.usdLabel = price.label;
  }
}
