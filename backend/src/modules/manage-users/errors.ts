import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const MANAGE_USERS_ERRORS = {
  cannot_change_own_account: HttpStatus.BAD_REQUEST,
  last_active_admin: HttpStatus.CONFLICT,
} as const satisfies ErrorStatuses;
