import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const PAYMENTS_ERRORS = {
  payment_not_found: HttpStatus.NOT_FOUND,
  order_not_found: HttpStatus.NOT_FOUND,
  invoice_not_found: HttpStatus.NOT_FOUND,
  payments_unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  payment_gateway_error: HttpStatus.BAD_GATEWAY,
  payment_verification_failed: HttpStatus.BAD_REQUEST,
  order_already_paid: HttpStatus.CONFLICT,
  payment_was_refunded: HttpStatus.CONFLICT,
  checkout_superseded: HttpStatus.CONFLICT,
  checkout_hold_lost: HttpStatus.CONFLICT,
  already_refunded: HttpStatus.CONFLICT,
  refund_needs_paid_payment: HttpStatus.CONFLICT,
  refund_amount_too_large: HttpStatus.BAD_REQUEST,
  refund_under_way: HttpStatus.CONFLICT,
  refund_failed: HttpStatus.BAD_GATEWAY,
  duplicate_payment_reference: HttpStatus.CONFLICT,
  not_a_student: HttpStatus.BAD_REQUEST,
  amount_above_price: HttpStatus.BAD_REQUEST,
  paid_on_in_future: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
