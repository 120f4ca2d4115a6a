import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@yoga/contracts';

/** 429 whose Retry-After header (seconds) the exception filter sets. */
export class TooManyAttemptsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MESSAGES.tooManyAttempts,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
