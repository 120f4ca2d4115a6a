/** The plans module's public surface: the owner of the plans and their prices (issue 23). */
import type { MigrationClass } from '../../database/migrations/index.js';
import { Plans1795700000100 } from './migrations/1795700000100-Plans.js';
import { PlanExtraCurrencies1796690000000 } from './migrations/1796690000000-PlanExtraCurrencies.js';
export { PlansModule } from './plans.module.js';
export { PlansService, type PlanActor, type PlanNames } from './plans.service.js';
export { SEED_PLANS } from './plans.seed-data.js';
import { PlanHistoryRow } from './entities/plan-history.entity.js';
import { PlanRow } from './entities/plan.entity.js';

export const PLANS_ENTITIES = [PlanRow, PlanHistoryRow];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const PLANS_MIGRATIONS: MigrationClass[] = [
  Plans1795700000100,
  PlanExtraCurrencies1796690000000,
];
export { PLANS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { PlansModule } from './plans.module.js';
import { PLANS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const PLANS_FEATURE = defineFeature({
  name: 'plans',
  module: PlansModule,
  entities: PLANS_ENTITIES,
  migrations: PLANS_MIGRATIONS,
  errors: PLANS_ERRORS,
});
