// The audit module's domain event (docs/domain-events.md). Every owner of something an admin or an
// instructor changes publishes it in the same transaction as the change; the audit module records it
// (who, when, what changed: before and after, only the changed values).

/** What the audit log knows of the things an admin (or an instructor, in the console) changes. */
export type AuditedEntity =
  | 'plan'
  | 'coupon'
  | 'content'
  /** A photo uploaded for the site content (entityId: its storage key). */
  | 'content_photo'
  | 'site_settings'
  | 'business_rules'
  | 'blog'
  /** A one-off or timetable class (entityId: the class's id; label: its date and time). */
  | 'class'
  /** A weekly timetable slot (entityId: its id; label: its weekday and time). */
  | 'timetable_slot'
  /** A timetable slot's instructor (entityId: the slot's id). */
  | 'slot_instructor'
  /** One class's instructor and substitute (entityId: the class's id). */
  | 'class_instructor'
  /** A class's recording (entityId: the class's id). */
  | 'recording'
  /** An account managed in Manage Users (entityId: the user's id; the log reads the name). */
  | 'user'
  /** An offline payment, a refund (entityId: the payment's id; subject: the payer). */
  | 'payment'
  /** A student's automatic renewal, cancelled by the admin (entityId: the recurring record's id). */
  | 'recurring'
  /** A challenge (entityId: its id; label: its name). */
  | 'challenge'
  /** A demo request's link sent to the student (entityId: the booking's id). */
  | 'demo_request'
  /** A message of the outbox retried by the admin (entityId: the message's id). */
  | 'message'
  /** The owner's wording of one kind of message (entityId: the kind, e.g. `welcome`). */
  | 'message_wording'
  /** A reconciliation with the payment gateway run by the admin (entityId: 'run'). */
  | 'reconciliation'
  /** A student's health questionnaire read by staff on a roster (entityId and subject: her id; label: the class). */
  | 'health_questionnaire';

/** An admin changed something (one change, already committed with this event). */
export interface AdminChanged {
  /** The admin's (or instructor's) user id (from the token, never from the request body). */
  actorId: number;
  entity: AuditedEntity;
  /** The thing's key: a plan's slug, a coupon's id, a content page's name, 'site' for settings. */
  entityId: string;
  /** What was done, e.g. 'create', 'update', 'retire', 'save_draft', 'publish', 'restore'. */
  action: string;
  /** The state before (null for a creation) and after (null for a deletion), as JSON values. */
  before: unknown;
  after: unknown;
  /** The thing's human name at the time (a plan's name, a post's title, a class's date and time). */
  label?: string | null;
  /** The student the change concerns (an id only: the log reads her name when it is read). */
  subjectUserId?: number | null;
}

declare module '../../events/index.js' {
  interface DomainEventMap {
    'admin.changed': AdminChanged;
  }
}
