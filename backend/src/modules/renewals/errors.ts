import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const RENEWALS_ERRORS = {
  recurring_exists: HttpStatus.CONFLICT,
  recurring_not_found: HttpStatus.NOT_FOUND,
  recurring_not_active: HttpStatus.CONFLICT,
  recurring_already_stopped: HttpStatus.CONFLICT,
  pause_not_active_renewal: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
