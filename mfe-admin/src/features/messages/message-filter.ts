import type { AdminMessagesQuery, MessageChannel, MessageStatus } from '@yoga/contracts';

/** The Messages screen's filters as picked on screen; "all" and an empty student are not sent. */
export interface MessageFilter {
  channel: MessageChannel | 'all';
  status: MessageStatus | 'all';
  /** A student's id, or part of their name or email. */
  student: string;
}

export const EMPTY_MESSAGE_FILTER: MessageFilter = { channel: 'all', status: 'all', student: '' };

/** The GET /api/admin/messages query for a filter and page. */
export function messagesQuery(
  filter: MessageFilter,
  page: { current: number; size: number },
): AdminMessagesQuery {
  const query: AdminMessagesQuery = { page: page.current, limit: page.size };
  if (filter.channel !== 'all') query.channel = filter.channel;
  if (filter.status !== 'all') query.status = filter.status;
  // The server refuses LIKE wildcards; they are never part of a name or email search here.
  const student = filter.student.trim().replace(/[%_\\]/g, '');
  if (student) query.student = student;
  return query;
}
