import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const AUTH_ERRORS = {
  invalid_credentials: HttpStatus.UNAUTHORIZED,
  account_blocked: HttpStatus.FORBIDDEN,
  session_expired: HttpStatus.UNAUTHORIZED,
  password_too_short: HttpStatus.BAD_REQUEST,
  password_too_long: HttpStatus.BAD_REQUEST,
  password_too_common: HttpStatus.BAD_REQUEST,
  current_password_wrong: HttpStatus.BAD_REQUEST,
  password_unchanged: HttpStatus.BAD_REQUEST,
  authorization_pending: HttpStatus.BAD_REQUEST,
  slow_down: HttpStatus.BAD_REQUEST,
  expired_token: HttpStatus.BAD_REQUEST,
  device_access_denied: HttpStatus.BAD_REQUEST,
  tv_code_invalid: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
