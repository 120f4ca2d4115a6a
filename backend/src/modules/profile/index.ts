/** The profile module's public surface: profile, reminder consents and account erasure. */
export { ProfileModule } from './profile.module.js';
export { ConsentsService } from './consents.service.js';
import { AccountErasure } from './entities/account-erasure.entity.js';
import { ConsentEvent } from './entities/consent-event.entity.js';

export const PROFILE_ENTITIES = [ConsentEvent, AccountErasure];
export { PROFILE_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { ProfileModule } from './profile.module.js';
import { PROFILE_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const PROFILE_FEATURE = defineFeature({
  name: 'profile',
  module: ProfileModule,
  entities: PROFILE_ENTITIES,
  errors: PROFILE_ERRORS,
});
