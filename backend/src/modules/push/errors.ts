import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const PUSH_ERRORS = {
  push_endpoint_invalid: HttpStatus.BAD_REQUEST,
  push_not_configured: HttpStatus.SERVICE_UNAVAILABLE,
} as const satisfies ErrorStatuses;
