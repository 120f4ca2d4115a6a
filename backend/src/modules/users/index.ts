/** The users module's public surface: the owner of the users table. */
export { UsersModule } from './users.module.js';
export { UsersService, type UserContact } from './users.service.js';
export { toAdminUserRow, toCurrentUser, toManagedUser, toSessionUser } from './users.mapper.js';
export { User } from './entities/user.entity.js';
import { User } from './entities/user.entity.js';

export const USERS_ENTITIES = [User];
