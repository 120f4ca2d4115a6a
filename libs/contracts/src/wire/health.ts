/**
 * GET /api/health.
 *
 * The response type is generated from the server's class (ADR 0016: HealthResponseSchema of
 * backend/src/modules/health/health.schemas.ts); its documentation is there.
 */
export type { HealthResponse } from './api.generated.js';
