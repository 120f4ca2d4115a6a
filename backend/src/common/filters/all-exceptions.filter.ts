import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiErrorBody } from '@yoga/contracts';
import { isDatabaseUnavailable } from '../../database/db-errors.js';
import { TooManyAttemptsException } from '../http/too-many-attempts.exception.js';
import { answerLanguage } from '../i18n/accept-language.js';
import { translateApiMessage } from '../i18n/api-messages.js';

/** Seconds a client should wait before retrying while the database is unavailable. */
const DB_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

type Translate = (message: string) => string;

function messageOf(
  body: unknown,
  fallback: string,
  translate: Translate,
): { message: string; error?: string } {
  if (typeof body === 'string') return { message: translate(body) };
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown };
    const message = Array.isArray(b.message)
      ? b.message.map((m) => translate(String(m))).join('; ')
      : translate(typeof b.message === 'string' ? b.message : fallback);
    return { message, error: typeof b.error === 'string' ? b.error : undefined };
  }
  return { message: translate(fallback) };
}

/**
 * Turns every error into `{ success: false, message, error? }`; internals never reach the client. The
 * message is in the language of the request's Accept-Language (English unless Hindi is preferred):
 * the one place the API's error messages are translated.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  /** `databaseOpen`: false while the DataSource is closed (any failure then is an outage). */
  constructor(private readonly databaseOpen: () => boolean = () => true) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    const language = answerLanguage(req?.headers?.['accept-language']);
    const translate: Translate = (message) => translateApiMessage(message, language);
    let body: ApiErrorBody = { success: false, message: translate('Something went wrong') };
    const where = { reqId: req?.id, method: req?.method, path: req?.path };

    if (exception instanceof HttpException && isBodyParserError(exception.cause)) {
      // Nest maps body-parser errors to HttpExceptions carrying the parser's own wording.
      status = exception.getStatus();
      body = { success: false, message: translate(bodyParserMessage(exception.cause)) };
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      body = {
        success: false,
        ...messageOf(exception.getResponse(), exception.message, translate),
      };
      if (exception instanceof TooManyAttemptsException)
        res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    } else if (isBodyParserError(exception)) {
      status = exception.status;
      body = { success: false, message: translate(bodyParserMessage(exception)) };
    } else if (isDatabaseUnavailable(exception) || !this.databaseOpen()) {
      status = HttpStatus.SERVICE_UNAVAILABLE;
      body = { success: false, message: translate(UNAVAILABLE_MESSAGE) };
      res.setHeader('Retry-After', String(DB_RETRY_AFTER_SECONDS));
      this.logger.warn({ event: 'database_unavailable', ...where, error: String(exception) });
    } else {
      this.logger.error(
        { ...where, error: String(exception) },
        exception instanceof Error ? exception.stack : undefined,
      );
    }
    if (status === HttpStatus.FORBIDDEN) this.logger.warn({ event: 'forbidden', ...where });
    if (res.headersSent) return;
    res.vary('Accept-Language');
    res.status(status).json(body);
  }
}

function bodyParserMessage(e: { type: string }): string {
  if (e.type === 'entity.too.large') return 'Request body is too large.';
  if (e.type === 'entity.too.deep') return 'Request body is nested too deeply.';
  return 'Malformed request body.';
}

function isBodyParserError(e: unknown): e is { status: number; type: string } {
  return (
    !!e &&
    typeof e === 'object' &&
    typeof (e as { status?: unknown }).status === 'number' &&
    typeof (e as { type?: unknown }).type === 'string' &&
    (e as { status: number }).status >= 400 &&
    (e as { status: number }).status < 500
  );
}
