import type { Plan, PlanCurrencyPrice } from '@yoga/contracts';

/*
 * Test data the web apps' unit tests share (`@yoga/testing/fixtures`). Types only from @yoga/contracts and
 * nothing else: safe in jsdom (the package's main entry starts servers and browsers, Node only).
 */

const price = (
  original: number,
  offer: number,
  redeemable: number,
  discount_percent: number,
  show_discount: boolean,
  label: string | null,
): PlanCurrencyPrice => ({
  original,
  offer,
  redeemable,
  discount_percent,
  balance: offer - redeemable,
  show_discount,
  label,
  household_member: 0,
});

const plan = (
  slug: string,
  name: string,
  months: number,
  sort_order: number,
  prices: Plan['prices'],
): Plan => ({
  slug,
  name_en: name,
  name_hi: name,
  months,
  active: true,
  sort_order,
  popular: false,
  prices,
});

/** Test data only: the spec's plans as GET /api/plans gives them on a fresh start (minor units). */
export const TEST_PLANS: Plan[] = [
  plan('bumper', 'Bumper Saver', 12, 1, {
    INR: price(1200000, 309900, 232500, 74, true, null),
    USD: price(32500, 8500, 6400, 74, false, 'Bumper'),
  }),
  plan('super', 'Super Saver', 6, 2, {
    INR: price(600000, 249900, 187500, 58, true, null),
    USD: price(13000, 5500, 4200, 58, false, 'Super'),
  }),
  plan('big', 'Big Saver', 3, 3, {
    INR: price(300000, 169900, 127500, 43, true, null),
    USD: price(6000, 3500, 2600, 42, true, 'Big'),
  }),
];
