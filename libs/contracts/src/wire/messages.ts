import type { Language } from '../rules/account.js';
import type { MessageChannel, MessageEvent, MessageStatus } from '../rules/messaging.js';

/**
 * The admin's view of the message outbox (/api/admin/messages).
 */

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
