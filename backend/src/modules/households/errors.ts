import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const HOUSEHOLDS_ERRORS = {
  household_full: HttpStatus.CONFLICT,
  household_not_found: HttpStatus.NOT_FOUND,
  household_not_payer: HttpStatus.FORBIDDEN,
  household_not_paid: HttpStatus.CONFLICT,
  household_invite_invalid: HttpStatus.NOT_FOUND,
  household_member_elsewhere: HttpStatus.CONFLICT,
  household_member_not_found: HttpStatus.NOT_FOUND,
  household_contact_choice: HttpStatus.BAD_REQUEST,
  household_size_below_members: HttpStatus.CONFLICT,
} as const satisfies ErrorStatuses;
