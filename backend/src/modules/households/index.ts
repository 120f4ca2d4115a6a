/** The households module's public surface: household plans (issue 35). */
import type { MigrationClass } from '../../database/migrations/index.js';
import { HouseholdPhoneInvites1796680000000 } from './migrations/1796680000000-HouseholdPhoneInvites.js';
export { HouseholdsModule } from './households.module.js';
export { HouseholdsService } from './households.service.js';
export type {
  HouseholdEnded,
  HouseholdInvited,
  HouseholdMemberJoined,
  HouseholdMemberRemoved,
  HouseholdPaid,
  HouseholdShortened,
} from './events.js';
import { HouseholdMemberRow } from './entities/household-member.entity.js';
import { HouseholdPayment } from './entities/household-payment.entity.js';
import { Household } from './entities/household.entity.js';

export const HOUSEHOLDS_ENTITIES = [Household, HouseholdMemberRow, HouseholdPayment];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const HOUSEHOLDS_MIGRATIONS: MigrationClass[] = [HouseholdPhoneInvites1796680000000];
export { HOUSEHOLDS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { HouseholdsModule } from './households.module.js';
import { HOUSEHOLDS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const HOUSEHOLDS_FEATURE = defineFeature({
  name: 'households',
  module: HouseholdsModule,
  entities: HOUSEHOLDS_ENTITIES,
  migrations: HOUSEHOLDS_MIGRATIONS,
  errors: HOUSEHOLDS_ERRORS,
});
