import type { Currency } from '../rules/packages.js';
import type { Plan } from './api.generated.js';

/**
 * Plans and prices (issue 23), owned by the backend's plans module. Amounts are integers in minor units
 * (paise, cents), as the payment APIs use them.
 *
 * The request and response types are generated from the server's classes (ADR 0016: the DTOs of
 * backend/src/modules/plans/dto and the schema classes of
 * backend/src/modules/plans/plans.schemas.ts);
 * their documentation is there.
 */
export type {
  CreatePlanRequest,
  Plan,
  PlanCurrencyPrice,
  PlanCurrencyPriceInput,
  PlanHistoryEntry,
  PlanPrices,
  UpdatePlanRequest,
} from './api.generated.js';

/** The currencies a plan is offered in (INR, USD, then the added ones the owner priced). */
export function planCurrencies(plan: Pick<Plan, 'prices'>): Currency[] {
  return (['INR', 'USD', 'GBP', 'AED', 'CAD', 'AUD', 'SGD'] as const).filter(
    (c) => plan.prices[c] !== undefined,
  );
}

/** The currencies the price page offers: each one at least one plan on sale is priced in. */
export function offeredCurrencies(plans: readonly Pick<Plan, 'prices'>[]): Currency[] {
  const all = new Set(plans.flatMap((p) => planCurrencies(p)));
  return (['INR', 'USD', 'GBP', 'AED', 'CAD', 'AUD', 'SGD'] as const).filter(
    (c) => c === 'INR' || c === 'USD' || all.has(c),
  );
}

/** A plan's name in one language and currency's table. */
export function planName(plan: Plan, currency: Currency, language: 'en' | 'hi' = 'en'): string {
  return plan.prices[currency]?.label ?? (language === 'hi' ? plan.name_hi : plan.name_en);
}
