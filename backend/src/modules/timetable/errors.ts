import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const TIMETABLE_ERRORS = {
  timetable_slot_not_found: HttpStatus.NOT_FOUND,
} as const satisfies ErrorStatuses;
