import { HttpException } from '@nestjs/common';
import type { ApiErrorCode } from '@yoga/contracts';
import type { MessageRef, MessageValues } from '../i18n/catalog.js';
import { errorStatus } from './error-status.js';

/** A failed field rule: its field's path, the rule's name and its message. */
export interface FieldRule {
  field: string;
  rule: string;
  message: MessageRef;
}

export interface ApiErrorOptions {
  /** The message when it is not the code's own (`error.<code>`): a field rule of validation_failed. */
  message?: MessageRef;
  /** The older machine-readable word some answers keep beside the code (`subscription_required`). */
  error?: string;
  /** Seconds the client should wait (sets Retry-After). */
  retryAfterSeconds?: number;
  /** The failed field rules of validation_failed (answered as `params.fields`, each in the reader's language). */
  fields?: readonly FieldRule[];
  cause?: unknown;
}

/**
 * An API error: a stable code (libs/contracts API_ERROR_CODES) and the values its message interpolates.
 * The exception filter writes `{ success: false, code, message, params?, error? }` with the message of
 * the catalogue (`error.<code>`) in the request's language, and the status its owner declares (app.errors.ts).
 *
 *   throw new ApiError('class_not_found');
 *   throw new ApiError('demo_limit_reached', { max: 1 }, { retryAfterSeconds: 60 });
 */
export class ApiError extends HttpException {
  readonly messageRef: MessageRef;

  constructor(
    readonly code: ApiErrorCode,
    readonly params: MessageValues = {},
    readonly details: ApiErrorOptions = {},
  ) {
    super(code, errorStatus(code), { cause: details.cause });
    this.messageRef = details.message ?? { id: `error.${code}`, values: params };
  }
}
