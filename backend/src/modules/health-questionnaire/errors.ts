import { HttpStatus } from '@nestjs/common';
import type { ErrorStatuses } from '../../common/errors/error-status.js';

/** This module's error codes and their HTTP statuses (the app collects every module's: app.errors.ts). */
export const HEALTH_QUESTIONNAIRE_ERRORS = {
  health_question_unknown: HttpStatus.BAD_REQUEST,
  health_answer_invalid: HttpStatus.BAD_REQUEST,
} as const satisfies ErrorStatuses;
