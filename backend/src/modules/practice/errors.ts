import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const PRACTICE_ERRORS = {
  practice_range_too_long: HttpStatus.BAD_REQUEST,
  milestone_unknown: HttpStatus.NOT_FOUND,
  milestone_not_reached: HttpStatus.CONFLICT,
  milestone_card_not_found: HttpStatus.NOT_FOUND,
} as const satisfies ErrorStatuses;
