import { HttpStatus } from '@nestjs/common';
import type { ApiErrorCode } from '@yoga/contracts';

/**
 * Error codes with their HTTP statuses: one code, one status (docs/i18n.md, "Errors"). Each module owns its
 * codes (`modules/<name>/errors.ts`); these are the shared layers' own (validation, guards, the filter).
 */
export type ErrorStatuses = Partial<Readonly<Record<ApiErrorCode, HttpStatus>>>;

export const COMMON_ERRORS = {
  validation_failed: HttpStatus.BAD_REQUEST,
  invalid_id: HttpStatus.BAD_REQUEST,
  malformed_body: HttpStatus.BAD_REQUEST,
  body_too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  body_too_deep: HttpStatus.BAD_REQUEST,
  route_not_found: HttpStatus.NOT_FOUND,
  bad_request: HttpStatus.BAD_REQUEST,
  access_denied: HttpStatus.FORBIDDEN,
  password_change_required: HttpStatus.FORBIDDEN,
  too_many_attempts: HttpStatus.TOO_MANY_REQUESTS,
  too_many_code_checks: HttpStatus.TOO_MANY_REQUESTS,
  not_found: HttpStatus.NOT_FOUND,
  webhook_signature_invalid: HttpStatus.BAD_REQUEST,
  date_range_reversed: HttpStatus.BAD_REQUEST,
  service_unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  internal_error: HttpStatus.INTERNAL_SERVER_ERROR,
} as const satisfies ErrorStatuses;

type Merged<T extends readonly object[]> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & Merged<Rest>
  : unknown;

/** Every owner's codes in one map; a code declared by two owners fails at start. */
export function collectErrorStatuses<const T extends readonly ErrorStatuses[]>(
  ...owners: T
): Merged<T> {
  const all: Partial<Record<ApiErrorCode, HttpStatus>> = {};
  for (const owner of owners) {
    for (const [code, status] of Object.entries(owner) as Array<[ApiErrorCode, HttpStatus]>) {
      if (code in all) throw new Error(`error code ${code} is declared twice`);
      all[code] = status;
    }
  }
  return all as Merged<T>;
}

let statuses: ErrorStatuses = COMMON_ERRORS;

/** The composition root gives the app's complete map once (app.errors.ts, AppModule.forRoot). */
export function useErrorStatuses(all: Readonly<Record<ApiErrorCode, HttpStatus>>): void {
  statuses = all;
}

/** The HTTP status of a code (500 for a code no owner declared: a bug the contract tests catch). */
export function errorStatus(code: ApiErrorCode): HttpStatus {
  return statuses[code] ?? HttpStatus.INTERNAL_SERVER_ERROR;
}
