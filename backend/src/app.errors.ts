import type { HttpStatus } from '@nestjs/common';
import type { ApiErrorCode } from '@yoga/contracts';
import { APP_FEATURES } from './app.features.js';
import type { Feature } from './common/feature.js';
import {
  collectErrorStatuses,
  COMMON_ERRORS,
  type ErrorStatuses,
} from './common/errors/error-status.js';

/**
 * Every error code's owner and HTTP status: the shared layers' (`common/errors/error-status.ts`) and each
 * module's (`modules/<name>/errors.ts`, in its descriptor). A code declared twice fails at start.
 * `API_ERROR_CODES` in `@yoga/contracts` is generated from this list (`npm run wire-types -w backend`;
 * `test/wire-types.spec.ts` fails when the committed list differs).
 */
export const ERROR_OWNERS: ReadonlyArray<{ owner: string; errors: ErrorStatuses }> = [
  { owner: 'common', errors: COMMON_ERRORS },
  ...(APP_FEATURES as readonly Feature[]).flatMap(({ name, errors }) =>
    errors ? [{ owner: name, errors }] : [],
  ),
];

/** Every error code's HTTP status (AppModule.forRoot hands it to ApiError). */
export const APP_ERROR_STATUS: Readonly<Record<ApiErrorCode, HttpStatus>> = collectErrorStatuses(
  ...ERROR_OWNERS.map(({ errors }) => errors),
) as Readonly<Record<ApiErrorCode, HttpStatus>>;
