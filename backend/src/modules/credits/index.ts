/** The credits module's public surface: the students' credit balances and their ledger. */
export { CreditsModule } from './credits.module.js';
export { CreditsService, type CreditChange } from './credits.service.js';
import { CreditBalance } from './entities/credit-balance.entity.js';
import { CreditEntry } from './entities/credit-entry.entity.js';

export const CREDITS_ENTITIES = [CreditBalance, CreditEntry];

import { defineFeature } from '../../common/feature.js';
import { CreditsModule } from './credits.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const CREDITS_FEATURE = defineFeature({
  name: 'credits',
  module: CreditsModule,
  entities: CREDITS_ENTITIES,
});
