import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const STORAGE_ERRORS = {
  file_not_found: HttpStatus.NOT_FOUND,
  range_not_satisfiable: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
} as const satisfies ErrorStatuses;
