import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const ACCOUNT_ERRORS = {
  reset_link_invalid: HttpStatus.BAD_REQUEST,
  code_invalid: HttpStatus.UNAUTHORIZED,
} as const satisfies ErrorStatuses;
