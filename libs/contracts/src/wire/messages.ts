import type { Language } from '../rules/account.js';
import type {
  MessageChannel,
  MessageEvent,
  MessageStatus,
  OutboxReasonKey,
} from '../rules/messaging.js';

/**
 * The admin's view of the message outbox (/api/admin/messages).
 */

/** GET /api/admin/messages (newest first, X-Total-Count) */
export interface AdminMessageRow {
  id: number;
  /** The account the message belongs to (a gift's: the buyer's). */
  user_id: number;
  user_name: string | null;
  user_email: string | null;
  /**
   * Who the message went (or goes) to, by name: the student, or a gift's recipient (the buyer named her;
   * she may have no account).
   */
  recipient_name: string | null;
  channel: MessageChannel;
  event: MessageEvent;
  idempotency_key: string;
  /** The provider's template (WhatsApp) or the email template's name. */
  template: string;
  language: Language;
  /** Email address or phone number it was (or is to be) sent to. */
  recipient: string;
  status: MessageStatus;
  /** The provider's reason for the last failure (or why nothing was sent), as recorded. */
  reason: string | null;
  /**
   * The outbox's own reason as a code (the panel words it in its language); null when the reason is a
   * provider's answer (shown as it came) or there is none.
   */
  reason_code: OutboxReasonKey | null;
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
