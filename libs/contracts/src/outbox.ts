import type { ConsentChannel, Language } from './account.js';

/**
 * Messages to students (issue 13): every reminder, nudge, receipt and notice goes through the outbox
 * table, one row per student, event and channel, and the admin sees them in the Messages screen.
 */

/** Channels a message can go by (the same as the reminder consents). */
export type MessageChannel = ConsentChannel;
export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['email', 'whatsapp'];

export const MESSAGE_EVENTS = [
  'class_reminder',
  'trial_day10',
  'trial_day13',
  'trial_ended',
  'payment_receipt',
  'renewal_reminder',
  'waitlist_place',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_EVENT_LABELS: Record<MessageEvent, string> = {
  class_reminder: 'Class reminder',
  trial_day10: 'Trial day 10',
  trial_day13: 'Trial day 13',
  trial_ended: 'Trial ended',
  payment_receipt: 'Payment receipt',
  renewal_reminder: 'Renewal reminder',
  waitlist_place: 'Waitlist place',
};

/**
 * queued → sending → sent; a provider failure goes back to `retrying` (with the reason and the next
 * attempt) until the 5th attempt, then `failed`. `not_sent_no_provider`: no provider is configured for the
 * channel (kept, shown to the admin, can be retried once one is). `skipped_*`: nothing was sent because
 * the student withdrew consent or has no address for the channel.
 */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'failed',
  'not_sent_no_provider',
  'skipped_no_consent',
  'skipped_no_address',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  not_sent_no_provider: 'Not sent: no provider',
  skipped_no_consent: 'Skipped: no consent',
  skipped_no_address: 'Skipped: no address',
};

/** Statuses an admin may send again ("Retry"). */
export const RETRYABLE_MESSAGE_STATUSES: readonly MessageStatus[] = [
  'failed',
  'not_sent_no_provider',
];

/** Attempts before a message is marked failed. */
export const MESSAGE_MAX_ATTEMPTS = 5;
/** Minutes before the class its reminder is sent. */
export const CLASS_REMINDER_MINUTES = 30;
/** Days before a plan ends its renewal reminder is sent. */
export const RENEWAL_REMINDER_DAYS = 7;

/** Where a consent was given, as the consent log records it (`source`). */
export const CONSENT_SOURCES = ['profile_page', 'first_booking_prompt'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** GET /api/admin/messages (newest first, X-Total-Count) */
export interface AdminMessageRow {
  id: number;
  user_id: number;
  user_name: string | null;
  user_email: string | null;
  channel: MessageChannel;
  event: MessageEvent;
  idempotency_key: string;
  /** The provider's template (WhatsApp) or the email template's name. */
  template: string;
  language: Language;
  /** Email address or phone number it was (or is to be) sent to. */
  recipient: string;
  status: MessageStatus;
  /** The provider's reason for the last failure (or why nothing was sent). */
  reason: string | null;
  attempts: number;
  next_attempt_at: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface AdminMessagesQuery {
  channel?: MessageChannel;
  status?: MessageStatus;
  /** A student's id, or part of their name or email. */
  student?: string;
  page?: number;
  limit?: number;
}
