/**
 * The audit log of admin changes (`GET /api/admin/audit`): who changed what, when, before and after.
 */

/** One recorded change. */
export interface AuditEntry {
  id: number;
  /** ISO instant of the change. */
  at: string;
  actor_id: number;
  /** The admin's name at the time of reading (null when the account is gone). */
  actor_name: string | null;
  /** plan, coupon, content, site_settings, business_rules, blog, slot_instructor, class_instructor. */
  entity: string;
  entity_id: string;
  action: string;
  /** The state before (null for a creation) and after (null for a deletion), as JSON values. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One page of the audit log, newest first. */
export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  page_size: number;
}

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
