import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const CONTENT_ERRORS = {
  content_page_not_found: HttpStatus.NOT_FOUND,
  content_invalid: HttpStatus.BAD_REQUEST,
  content_version_not_found: HttpStatus.NOT_FOUND,
  content_photo_invalid: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
