import type { MessageChannel, MessageStatus } from '../rules/messaging.js';

/**
 * The admin's view of the message outbox (/api/admin/messages).
 *
 * The response type is generated from the server's class (ADR 0016: AdminMessageRow in
 * backend/src/modules/messages/messages.schemas.ts); its documentation is there.
 * AdminMessagesQuery, a query string's parameters, has no schema and stays written here.
 */

export type { AdminMessageRow } from './api.generated.js';

/** GET /api/admin/messages: the filters (a query string's parameters, no schema). */
export interface AdminMessagesQuery {
  channel?: MessageChannel;
  status?: MessageStatus;
  /** A student's id, or part of their name or email. */
  student?: string;
  page?: number;
  limit?: number;
}
