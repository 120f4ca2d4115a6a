import type { MessageValues } from '../i18n/catalog.js';
import { ApiError } from '../errors/api-error.js';

/** 429 whose Retry-After header (seconds) the exception filter sets. */
export class TooManyAttemptsException extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    code:
      | 'too_many_attempts'
      | 'demo_limit_reached'
      | 'too_many_code_checks'
      | 'gift_resend_limit' = 'too_many_attempts',
    params: MessageValues = {},
  ) {
    super(code, params, { retryAfterSeconds });
  }
}
