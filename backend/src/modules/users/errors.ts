import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const USERS_ERRORS = {
  email_taken: HttpStatus.CONFLICT,
  user_not_found: HttpStatus.NOT_FOUND,
} as const satisfies ErrorStatuses;
