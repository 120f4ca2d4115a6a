import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const BLOGS_ERRORS = {
  blog_not_found: HttpStatus.NOT_FOUND,
  thumbnail_invalid: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
