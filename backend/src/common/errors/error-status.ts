import { HttpStatus } from '@nestjs/common';
import type { ApiErrorCode } from '@yoga/contracts';

/**
 * Error codes with their HTTP statuses: one code, one status (docs/i18n.md, "Errors"). Each module owns its
 * codes (`modules/<name>/errors.ts`); these are the shared layers' own (validation, guards, the filter).
 */
export type ErrorStatuses = Readonly<Record<string, HttpStatus>>;

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

/** A code is lower snake case (`gift_not_found`): it names a reason, never a sentence. */
const CODE_SHAPE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** Every owner's codes in one map; a code declared by two owners, or not shaped as a code, fails at start. */
export function collectErrorStatuses(...owners: ErrorStatuses[]): Record<string, HttpStatus> {
  const all: Record<string, HttpStatus> = {};
  for (const owner of owners) {
    for (const [code, status] of Object.entries(owner)) {
      if (!CODE_SHAPE.test(code)) throw new Error(`error code ${code} is not lower snake case`);
      if (code in all) throw new Error(`error code ${code} is declared twice`);
      all[code] = status;
    }
  }
  return all;
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

/**
 * The TypeScript source of `API_ERROR_CODES` (libs/contracts/src/wire/error-codes.generated.ts): every
 * owner's codes, grouped under its name, in the order the app lists its modules (ADR 0018).
 */
export function errorCodesSource(
  owners: ReadonlyArray<{ owner: string; errors: ErrorStatuses }>,
  header: readonly string[],
): string {
  const groups = owners.map(
    ({ owner, errors }) =>
      `  // ${owner}\n${Object.keys(errors)
        .map((code) => `  '${code}',\n`)
        .join('')}`,
  );
  return `${header.map((line) => `// ${line}`).join('\n')}\n\nexport const API_ERROR_CODES = [\n${groups.join('')}] as const;\n`;
}
