/** The manage-users module's public surface: the admin's user management routes. */
export { ManageUsersModule } from './manage-users.module.js';
export { MANAGE_USERS_ERRORS } from './errors.js';
