import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const COUPONS_ERRORS = {
  coupon_not_found: HttpStatus.NOT_FOUND,
  coupon_code_taken: HttpStatus.CONFLICT,
  coupon_discount_choice: HttpStatus.BAD_REQUEST,
  coupon_dates_reversed: HttpStatus.BAD_REQUEST,
  coupon_unknown: HttpStatus.BAD_REQUEST,
  coupon_not_yet_valid: HttpStatus.BAD_REQUEST,
  coupon_expired: HttpStatus.BAD_REQUEST,
  coupon_used_up: HttpStatus.BAD_REQUEST,
  coupon_not_for_plan: HttpStatus.BAD_REQUEST,
  coupon_not_for_currency: HttpStatus.BAD_REQUEST,
  coupon_not_for_repeat: HttpStatus.BAD_REQUEST,
  coupon_already_used: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
