import { SetMetadata } from '@nestjs/common';

export const ALLOW_PENDING_PASSWORD_CHANGE_KEY = 'allowPendingPasswordChange';
/**
 * Opens a signed-in route to a user who must still replace an admin-set password (change password, who
 * am I, logout). Every other signed-in route answers 403 `password_change_required` until they do.
 */
export const AllowPendingPasswordChange = () =>
  SetMetadata(ALLOW_PENDING_PASSWORD_CHANGE_KEY, true);
