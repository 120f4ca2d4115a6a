import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const PROFILE_ERRORS = {
  email_unchanged: HttpStatus.BAD_REQUEST,
  email_link_invalid: HttpStatus.BAD_REQUEST,
  delete_proof_missing: HttpStatus.BAD_REQUEST,
  delete_proof_wrong: HttpStatus.BAD_REQUEST,
  admin_cannot_delete_self: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
