/**
 * The API's error answers (issue 24): every error body carries a stable `code` (one per distinct
 * reason; clients decide by it, never by the text), the values its message interpolates (`params`),
 * and the `message` written in the request's language (Accept-Language). Codes never change meaning;
 * a new reason gets a new code (docs/i18n.md, "Errors").
 */
import { API_ERROR_CODES } from './error-codes.generated.js';

export { API_ERROR_CODES };

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** One failed field rule of a `validation_failed` answer (`message` in the request's language). */
export interface FieldIssue {
  /** The field's path in the request: `email`, `consents.whatsapp`. */
  field: string;
  /** The rule that failed: `required`, `isValidEmail`, `maxCodePoints`, `whitelistValidation`, … */
  rule: string;
  message: string;
}

/** Values a message interpolates (`{ max: 1 }`, `{ when: '2026-11-23T12:45:00.000Z' }`); `fields` for validation. */
export type ApiErrorParams = Record<string, string | number | FieldIssue[]>;

/** Every error answer of the API. `error`: an older machine-readable word some answers keep (e.g. `subscription_required`). */
export interface ApiErrorBody {
  success: false;
  code: ApiErrorCode;
  message: string;
  params?: ApiErrorParams;
  error?: string;
}

const CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && CODES.has(value);
}

/** The `code` of an error answer's body, when it is one. */
export function apiErrorCode(body: unknown): ApiErrorCode | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return isApiErrorCode(code) ? code : undefined;
}
