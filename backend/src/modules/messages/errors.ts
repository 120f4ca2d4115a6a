import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const MESSAGES_ERRORS = {
  message_not_found: HttpStatus.NOT_FOUND,
  message_not_retryable: HttpStatus.CONFLICT,
  message_kind_not_found: HttpStatus.NOT_FOUND,
  message_wording_invalid: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
