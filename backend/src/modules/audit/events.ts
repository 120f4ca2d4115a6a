// The audit module's domain event (docs/domain-events.md). Every owner of something the admin edits
// (plans, offer codes, site content, business details and rules, blog posts, instructor assignments)
// publishes it in the same transaction as the change; the audit module records it (who, when, what changed: before and after).

/** What the audit log knows of the things an admin edits. */
export type AuditedEntity =
  | 'plan'
  | 'coupon'
  | 'content'
  | 'site_settings'
  | 'business_rules'
  | 'blog'
  /** A timetable slot's instructor (entityId: the slot's id). */
  | 'slot_instructor'
  /** One class's instructor, a substitute (entityId: the class's id). */
  | 'class_instructor';

/** An admin changed something (one change, already committed with this event). */
export interface AdminChanged {
  /** The admin's user id (from the token, never from the request body). */
  actorId: number;
  entity: AuditedEntity;
  /** The thing's key: a plan's slug, a coupon's id, a content page's name, 'site' for settings. */
  entityId: string;
  /** What was done, e.g. 'create', 'update', 'retire', 'save_draft', 'publish', 'restore'. */
  action: string;
  /** The state before (null for a creation) and after (null for a deletion), as JSON values. */
  before: unknown;
  after: unknown;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'admin.changed': AdminChanged;
  }
}
