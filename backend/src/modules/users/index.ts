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
