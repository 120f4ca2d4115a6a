/**
 * The admin dashboard: counts, users and business metrics (/api/admin/*).
 *
 * The response types are generated from the server's classes (ADR 0016: the schema classes of
 * backend/src/modules/admin/admin.schemas.ts, and AmountByCurrency in
 * backend/src/common/openapi/schemas/money.ts); their
 * documentation is there.
 */
export type {
  AdminStats,
  AdminUserRow,
  AmountByCurrency,
  BusinessMetrics,
  Churn,
  RenewalRate,
  RenewalRates,
  Revenue,
  RevenueKinds,
  RevenueSplit,
  TrialConversion,
} from './api.generated.js';
