import { ApiSchema } from '@nestjs/swagger';
import type { Plan, PlanCurrencyPrice, PlanHistoryEntry, PlanPrices } from '@yoga/contracts';
import { Bool, Int, Nested, OneOf, Text } from '../../common/openapi/properties.js';

/** One currency's figures of a plan, in minor units (paise, cents). */
@ApiSchema({
  name: 'PlanCurrencyPrice',
  description:
    "A plan's figures in one currency. Amounts are integers in minor units (paise, cents), as the " +
    'payment APIs use them.',
})
export class PlanCurrencyPriceSchema implements PlanCurrencyPrice {
  @Int({
    description: 'The price before the offer (struck through on the price page); minor units.',
  })
  original: number;

  @Int({ description: 'What the plan costs (before credits); minor units.' })
  offer: number;

  @Int({
    description:
      'The most referral credits can cover (INR "Redeemable", USD "Redeem"); minor units.',
  })
  redeemable: number;

  @Int({ description: 'Derived: (original − offer) / original, whole percent.' })
  discount_percent: number;

  @Int({ description: 'Derived: offer − redeemable, what the student always pays; minor units.' })
  balance: number;

  @Bool({
    description:
      "Whether this currency's table states the discount (the spec's USD table states only Big's).",
  })
  show_discount: boolean;

  @Text({
    nullable: true,
    description:
      "The plan's name in this currency's table and documents when it differs (the USD table's " +
      '"Bumper"); null: `name_en`.',
  })
  label: string | null;

  @Int({
    description:
      'Household plan (issue 35): what each member beyond the payer adds to `offer`, minor units ' +
      '(e.g. ₹1,200 a year each); set by the owner in the plans screen, 0 until then.',
  })
  household_member: number;
}

@ApiSchema({
  name: 'PlanPrices',
  description:
    "A plan's prices: always in rupees and dollars; in an added currency (GBP, AED, CAD, AUD, SGD) " +
    'only where the owner has set one (issue 37), otherwise the plan is not offered in it (the key is ' +
    'absent).',
})
export class PlanPricesSchema implements PlanPrices {
  @Nested(() => PlanCurrencyPriceSchema)
  INR: PlanCurrencyPrice;

  @Nested(() => PlanCurrencyPriceSchema)
  USD: PlanCurrencyPrice;

  @Nested(() => PlanCurrencyPriceSchema, {
    optional: true,
    description: 'When the owner priced the plan in GBP (issue 37)',
  })
  GBP?: PlanCurrencyPrice;

  @Nested(() => PlanCurrencyPriceSchema, { optional: true, description: 'When priced in AED' })
  AED?: PlanCurrencyPrice;

  @Nested(() => PlanCurrencyPriceSchema, { optional: true, description: 'When priced in CAD' })
  CAD?: PlanCurrencyPrice;

  @Nested(() => PlanCurrencyPriceSchema, { optional: true, description: 'When priced in AUD' })
  AUD?: PlanCurrencyPrice;

  @Nested(() => PlanCurrencyPriceSchema, { optional: true, description: 'When priced in SGD' })
  SGD?: PlanCurrencyPrice;
}

@ApiSchema({
  name: 'Plan',
  description: 'GET /api/plans (active ones), GET /api/admin/plans (all).',
})
export class PlanSchema implements Plan {
  @Text({ example: 'bumper', description: "The plan's id (PlanId, its slug)." })
  slug: string;

  @Text()
  name_en: string;

  @Text()
  name_hi: string;

  @Int()
  months: number;

  @Bool({
    description: 'Retired plans (false) are not sold and not shown; payments keep naming them.',
  })
  active: boolean;

  @Int({ description: "The plan's place on the pages, smallest first." })
  sort_order: number;

  @Bool({ description: 'The "most popular" mark.' })
  popular: boolean;

  @Nested(() => PlanPricesSchema)
  prices: PlanPrices;
}

@ApiSchema({
  name: 'PlanHistoryEntry',
  description: 'One change of a plan (GET /api/admin/plans/:slug/history, newest first).',
})
export class PlanHistoryEntrySchema implements PlanHistoryEntry {
  @Int()
  id: number;

  @Text({ description: "The plan's id (PlanId)." })
  slug: string;

  @OneOf(['create', 'update'], {
    description: "'create' or 'update' (a retirement is an update with `active: false`).",
  })
  action: 'create' | 'update';

  @Int({ nullable: true })
  actor_id: number | null;

  @Text({ nullable: true })
  actor_name: string | null;

  @Text()
  at: string;

  @Nested(() => PlanSchema, { nullable: true })
  before: Plan | null;

  @Nested(() => PlanSchema)
  after: Plan;
}
