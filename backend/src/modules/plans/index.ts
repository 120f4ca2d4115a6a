/** The plans module's public surface: the owner of the plans and their prices (issue 23). */
export { PlansModule } from './plans.module.js';
export { PlansService, type PlanActor, type PlanNames } from './plans.service.js';
export { SEED_PLANS } from './plans.seed-data.js';
import { PlanHistoryRow } from './entities/plan-history.entity.js';
import { PlanRow } from './entities/plan.entity.js';

export const PLANS_ENTITIES = [PlanRow, PlanHistoryRow];
