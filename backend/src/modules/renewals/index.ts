/**
 * The renewals module's public surface (issue 35): memberships that renew themselves. Its routes are
 * its own (`/api/subscriptions/recurring…`, pause and resume, `/api/admin/recurring`, the sandbox's
 * debit); the gateway's subscription events reach it through payments' RenewalHooks.
 */
export { RenewalsModule } from './renewals.module.js';
export { OwnedRenewalSchema } from './renewals.schemas.js';
import { GatewayPlan } from './entities/gateway-plan.entity.js';

export const RENEWALS_ENTITIES = [GatewayPlan];
export { RENEWALS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { RenewalsModule } from './renewals.module.js';
import { RENEWALS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const RENEWALS_FEATURE = defineFeature({
  name: 'renewals',
  module: RenewalsModule,
  entities: RENEWALS_ENTITIES,
  errors: RENEWALS_ERRORS,
});
