/**
 * The audit log of admin changes (`GET /api/admin/audit`): who changed what, when, before and after.
 */

/** One changed value of an audit entry: its dotted path (`prices.INR.offer`) and the JSON values. */
export interface AuditFieldChange {
  field: string;
  /** null: the value did not exist (a creation) or was empty. */
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

/** One recorded change. */
export interface AuditEntry {
  id: number;
  /** ISO instant of the change. */
  at: string;
  actor_id: number;
  /** The admin's name at the time of reading (null when the account is gone). */
  actor_name: string | null;
  /**
   * plan, coupon, content, content_photo, site_settings, business_rules, blog, class, timetable_slot,
   * slot_instructor, class_instructor, recording, user, payment, recurring, challenge, demo_request, message.
   */
  entity: string;
  entity_id: string;
  /**
   * The thing's human name: a plan's name, a post's title, a class's date and time (as it was when
   * changed), a user's name (read now); null when unknown.
   */
  entity_label: string | null;
  /** The student the change concerns (an offline payment's payer, a refunded payment's), else null. */
  subject_id: number | null;
  subject_name: string | null;
  action: string;
  /** The state before (null for a creation) and after (null for a deletion), as JSON values. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Only the values that changed (a creation: every value set; a deletion: every value it had). */
  changes: AuditFieldChange[];
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
