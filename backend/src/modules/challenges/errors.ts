import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const CHALLENGES_ERRORS = {
  challenge_not_found: HttpStatus.NOT_FOUND,
  challenge_already_joined: HttpStatus.CONFLICT,
  challenge_join_closed: HttpStatus.CONFLICT,
  challenge_full: HttpStatus.CONFLICT,
  challenge_trial_not_allowed: HttpStatus.CONFLICT,
  challenge_not_joined: HttpStatus.CONFLICT,
  challenge_min_days_above_length: HttpStatus.BAD_REQUEST,
  challenge_places_below_joined: HttpStatus.CONFLICT,
  certificate_not_available: HttpStatus.NOT_FOUND,
  certificate_not_found: HttpStatus.NOT_FOUND,
} as const satisfies ErrorStatuses;
