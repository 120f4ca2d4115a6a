import { ApiSchema } from '@nestjs/swagger';
import type { Plan, PlanCurrencyPrice, PlanHistoryEntry } from '@yoga/contracts';

type PlanPrices = Plan['prices'];
import { Bool, Int, Nested, OneOf, Text } from '../properties.js';

/** One currency's figures of a plan, in minor units (paise, cents). */
@ApiSchema({ name: 'PlanCurrencyPrice' })
export class PlanCurrencyPriceSchema implements PlanCurrencyPrice {
  @Int({ description: 'Minor units' })
  original: number;

  @Int({ description: 'Minor units' })
  offer: number;

  @Int({ description: 'Minor units: the most credits can cover' })
  redeemable: number;

  @Int({ description: 'Derived: (original − offer) / original, whole percent' })
  discount_percent: number;

  @Int({ description: 'Derived: offer − redeemable, minor units' })
  balance: number;

  @Bool()
  show_discount: boolean;

  @Text({ nullable: true })
  label: string | null;

  @Int({ description: 'Minor units: what each household member beyond the payer adds (issue 35)' })
  household_member: number;
}

@ApiSchema({ name: 'PlanPrices' })
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

@ApiSchema({ name: 'Plan' })
export class PlanSchema implements Plan {
  @Text({ example: 'bumper' })
  slug: string;

  @Text()
  name_en: string;

  @Text()
  name_hi: string;

  @Int()
  months: number;

  @Bool()
  active: boolean;

  @Int()
  sort_order: number;

  @Bool()
  popular: boolean;

  @Nested(() => PlanPricesSchema)
  prices: Plan['prices'];
}

@ApiSchema({ name: 'PlanHistoryEntry' })
export class PlanHistoryEntrySchema implements PlanHistoryEntry {
  @Int()
  id: number;

  @Text()
  slug: string;

  @OneOf(['create', 'update'])
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
