import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiErrorBody, ApiErrorCode, ApiErrorParams, Language } from '@yoga/contracts';
import { isDatabaseUnavailable } from '../../database/db-errors.js';
import { ApiError } from '../errors/api-error.js';
import { errorStatus } from '../errors/error-status.js';
import { answerLanguage } from '../i18n/accept-language.js';
import { translate, type MessageRef } from '../i18n/catalog.js';
import { fieldIssues } from '../validation/validation.js';

/** Seconds a client should wait before retrying while the database is unavailable. */
const DB_RETRY_AFTER_SECONDS = 5;

/** The answer body of `error` for a reader of `language`: its code, params and catalogue message. */
export function errorBody(error: ApiError, language: Language): ApiErrorBody {
  const params: ApiErrorParams = { ...error.params };
  const fields = fieldIssues(error, language);
  if (fields) params.fields = fields;
  return {
    success: false,
    code: error.code,
    message: render(error.messageRef, language),
    ...(Object.keys(params).length ? { params } : {}),
    ...(error.details.error ? { error: error.details.error } : {}),
  };
}

function render(message: MessageRef, language: Language): string {
  return translate(language, message.id, message.values);
}

/**
 * An error Nest or a library raised (an unknown route, multer's upload limits, the body parser): its
 * code by kind, and its own wording kept in `error` when no code says it.
 */
function fromHttpException(exception: HttpException): ApiError {
  const status = exception.getStatus();
  const response = exception.getResponse();
  const text =
    typeof response === 'string'
      ? response
      : typeof (response as { message?: unknown }).message === 'string'
        ? (response as { message: string }).message
        : exception.message;
  // Nest's router: "Cannot GET /api/nope".
  const route = /^Cannot ([A-Z]+) (.*)$/s.exec(text);
  if (status === HttpStatus.NOT_FOUND && route)
    return new ApiError('route_not_found', { method: route[1], path: route[2] });
  const byStatus: Partial<Record<number, ApiErrorCode>> = {
    [HttpStatus.NOT_FOUND]: 'not_found',
    [HttpStatus.PAYLOAD_TOO_LARGE]: 'body_too_large',
    [HttpStatus.TOO_MANY_REQUESTS]: 'too_many_attempts',
    [HttpStatus.SERVICE_UNAVAILABLE]: 'service_unavailable',
  };
  const code = byStatus[status] ?? (status < 500 ? 'bad_request' : 'internal_error');
  return new ApiError(code, {}, code === 'bad_request' ? { error: text } : {});
}

function bodyParserError(e: { type: string }): ApiError {
  if (e.type === 'entity.too.large') return new ApiError('body_too_large');
  if (e.type === 'entity.too.deep') return new ApiError('body_too_deep');
  return new ApiError('malformed_body');
}

/**
 * Turns every error into `{ success: false, code, message, params?, error? }`; internals never reach the
 * client. `code` is stable (libs/contracts API_ERROR_CODES); the message is the catalogue's text for it
 * (src/locales) in the language of the request's Accept-Language (English unless Hindi is preferred).
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
    const language = answerLanguage(req?.headers?.['accept-language']);
    const where = { reqId: req?.id, method: req?.method, path: req?.path };
    let error: ApiError;
    let status: number;

    if (exception instanceof ApiError) {
      error = exception;
      status = exception.getStatus();
    } else if (exception instanceof HttpException && isBodyParserError(exception.cause)) {
      // Nest maps body-parser errors to HttpExceptions carrying the parser's own wording.
      error = bodyParserError(exception.cause);
      status = exception.getStatus();
    } else if (exception instanceof HttpException) {
      error = fromHttpException(exception);
      status = exception.getStatus();
    } else if (isBodyParserError(exception)) {
      error = bodyParserError(exception);
      status = exception.status;
    } else if (isDatabaseUnavailable(exception) || !this.databaseOpen()) {
      error = new ApiError(
        'service_unavailable',
        {},
        { retryAfterSeconds: DB_RETRY_AFTER_SECONDS },
      );
      status = errorStatus('service_unavailable');
      this.logger.warn({ event: 'database_unavailable', ...where, error: String(exception) });
    } else {
      error = new ApiError('internal_error');
      status = HttpStatus.INTERNAL_SERVER_ERROR;
      this.logger.error(
        { ...where, error: String(exception) },
        exception instanceof Error ? exception.stack : undefined,
      );
    }
    if (status === HttpStatus.FORBIDDEN) this.logger.warn({ event: 'forbidden', ...where });
    if (res.headersSent) return;
    const retryAfter =
      error.details.retryAfterSeconds ??
      (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.vary('Accept-Language');
    res.status(status).json(errorBody(error, language));
  }
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
