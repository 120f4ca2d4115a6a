import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const PLANS_ERRORS = {
  plan_unknown: HttpStatus.BAD_REQUEST,
  plan_not_found: HttpStatus.NOT_FOUND,
  plan_exists: HttpStatus.CONFLICT,
  plan_offer_above_original: HttpStatus.BAD_REQUEST,
  plan_redeemable_above_offer: HttpStatus.BAD_REQUEST,
  plan_slug_fixed: HttpStatus.BAD_REQUEST,
  currency_not_offered: HttpStatus.BAD_REQUEST,
  plan_price_incomplete: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
