import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const CLASSES_ERRORS = {
  class_not_found: HttpStatus.NOT_FOUND,
  class_in_past: HttpStatus.BAD_REQUEST,
  not_an_instructor: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
