import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const COMPANIES_ERRORS = {
  gstin_invalid: HttpStatus.BAD_REQUEST,
  seats_full: HttpStatus.CONFLICT,
  company_not_found: HttpStatus.NOT_FOUND,
  company_seat_not_found: HttpStatus.NOT_FOUND,
  company_seat_taken: HttpStatus.CONFLICT,
  company_claim_unavailable: HttpStatus.NOT_FOUND,
  company_not_paid: HttpStatus.CONFLICT,
} as const satisfies ErrorStatuses;
