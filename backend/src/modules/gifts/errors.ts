import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const GIFTS_ERRORS = {
  gift_contact_missing: HttpStatus.BAD_REQUEST,
  gift_send_on_past: HttpStatus.BAD_REQUEST,
  gift_send_on_too_far: HttpStatus.BAD_REQUEST,
  gift_not_found: HttpStatus.NOT_FOUND,
  gift_already_redeemed: HttpStatus.CONFLICT,
  gift_own: HttpStatus.CONFLICT,
  gift_resend_limit: HttpStatus.TOO_MANY_REQUESTS,
  gift_refunded: HttpStatus.CONFLICT,
} as const satisfies ErrorStatuses;
