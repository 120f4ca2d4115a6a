/**
 * The audit log of admin changes (`GET /api/admin/audit`): who changed what, when, before and after.
 *
 * The response types are generated from the server's classes (ADR 0016: the schema classes of
 * backend/src/modules/audit/audit.schemas.ts); their documentation is there. AuditQuery, a query
 * string's parameters, has no schema and stays written here.
 */

export type { AuditEntry, AuditFieldChange, AuditPage } from './api.generated.js';

/** `GET /api/admin/audit` query: every filter optional; `from`/`to` are IST dates (inclusive). */
export interface AuditQuery {
  entity?: string;
  entity_id?: string;
  actor?: number;
  from?: string;
  to?: string;
  page?: number;
  page_size?: number;
}

export const AUDIT_PAGE_SIZE = { default: 25, max: 100 } as const;
