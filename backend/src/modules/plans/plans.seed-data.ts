import type { CreatePlanRequest } from '@yoga/contracts';

/**
 * The plans of a fresh start: the spec's section 9 tables, every figure as the site sold them before the
 * plans moved into the database (issue 23), in minor units. Only the first start reads this (PlansService.seed);
 * from then on the admin's Price page owns the plans. The Hindi names are the brand names the Hindi pages
 * showed (in Latin letters) until the owner writes others.
 */
export const SEED_PLANS: readonly CreatePlanRequest[] = [
  {
    slug: 'bumper',
    name_en: 'Bumper Saver',
    name_hi: 'Bumper Saver',
    months: 12,
    sort_order: 1,
    popular: false,
    prices: {
      INR: { original: 1_200_000, offer: 309_900, redeemable: 232_500, show_discount: true },
      // The spec's USD table names the plans without "Saver" and states only Big's discount.
      USD: {
        original: 32_500,
        offer: 8_500,
        redeemable: 6_400,
        show_discount: false,
        label: 'Bumper',
      },
    },
  },
  {
    slug: 'super',
    name_en: 'Super Saver',
    name_hi: 'Super Saver',
    months: 6,
    sort_order: 2,
    popular: false,
    prices: {
      INR: { original: 600_000, offer: 249_900, redeemable: 187_500, show_discount: true },
      USD: {
        original: 13_000,
        offer: 5_500,
        redeemable: 4_200,
        show_discount: false,
        label: 'Super',
      },
    },
  },
  {
    slug: 'big',
    name_en: 'Big Saver',
    name_hi: 'Big Saver',
    months: 3,
    sort_order: 3,
    popular: false,
    prices: {
      INR: { original: 300_000, offer: 169_900, redeemable: 127_500, show_discount: true },
      USD: { original: 6_000, offer: 3_500, redeemable: 2_600, show_discount: true, label: 'Big' },
    },
  },
];
