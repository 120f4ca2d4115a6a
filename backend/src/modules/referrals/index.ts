/** The referrals module's public surface: the referral routes. */
export { ReferralsModule } from './referrals.module.js';

import { defineFeature } from '../../common/feature.js';
import { ReferralsModule } from './referrals.module.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const REFERRALS_FEATURE = defineFeature({
  name: 'referrals',
  module: ReferralsModule,
});
