/** The manage-users module's public surface: the admin's user management routes. */
export { ManageUsersModule } from './manage-users.module.js';
export { MANAGE_USERS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { ManageUsersModule } from './manage-users.module.js';
import { MANAGE_USERS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const MANAGE_USERS_FEATURE = defineFeature({
  name: 'manage-users',
  module: ManageUsersModule,
  errors: MANAGE_USERS_ERRORS,
});
