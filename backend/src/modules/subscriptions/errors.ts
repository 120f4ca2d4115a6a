import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const SUBSCRIPTIONS_ERRORS = {
  trial_ended: HttpStatus.FORBIDDEN,
  plan_ended: HttpStatus.FORBIDDEN,
  pause_no_paid_plan: HttpStatus.BAD_REQUEST,
  pause_from_past: HttpStatus.BAD_REQUEST,
  pause_after_end: HttpStatus.BAD_REQUEST,
  pause_during_pause: HttpStatus.BAD_REQUEST,
  pause_over_allowance: HttpStatus.BAD_REQUEST,
  not_paused: HttpStatus.BAD_REQUEST,
  membership_paused: HttpStatus.FORBIDDEN,
} as const satisfies ErrorStatuses;
