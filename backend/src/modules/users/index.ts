/** The users module's public surface: the owner of the users table. */
import type { MigrationClass } from '../../database/migrations/index.js';
import { ProfilePreferences1796600000000 } from './migrations/1796600000000-ProfilePreferences.js';
export { UsersModule } from './users.module.js';
export { UsersService, type SessionRecord, type UserContact } from './users.service.js';
export { toAdminUserRow, toCurrentUser, toManagedUser, toSessionUser } from './users.mapper.js';
export { User } from './entities/user.entity.js';
import { User } from './entities/user.entity.js';

export const USERS_ENTITIES = [User];

/** This module's own migrations (the app collects them: app.schema.ts). */
export const USERS_MIGRATIONS: MigrationClass[] = [ProfilePreferences1796600000000];
export { USERS_ERRORS } from './errors.js';

import { defineFeature } from '../../common/feature.js';
import { UsersModule } from './users.module.js';
import { USERS_ERRORS } from './errors.js';

/** What the app collects from this module (app.features.ts, ADR 0018). */
export const USERS_FEATURE = defineFeature({
  name: 'users',
  module: UsersModule,
  entities: USERS_ENTITIES,
  migrations: USERS_MIGRATIONS,
  errors: USERS_ERRORS,
});
