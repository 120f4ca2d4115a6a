import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const SITE_SETTINGS_ERRORS = {
  settings_email_invalid: HttpStatus.BAD_REQUEST,
  settings_phone_invalid: HttpStatus.BAD_REQUEST,
  settings_whatsapp_invalid: HttpStatus.BAD_REQUEST,
  settings_gstin_invalid: HttpStatus.BAD_REQUEST,
  settings_state_invalid: HttpStatus.BAD_REQUEST,
  settings_url_invalid: HttpStatus.BAD_REQUEST,
  settings_text_invalid: HttpStatus.BAD_REQUEST,
  settings_number_invalid: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
