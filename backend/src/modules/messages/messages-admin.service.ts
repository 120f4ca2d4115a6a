import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { outboxReasonKey, type AdminMessageRow, type SuccessResponse } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import type { ListMessagesQueryDto } from './dto/list-messages.dto.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { OutboxService } from './outbox.service.js';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { DomainEvents } from '../../events/index.js';
import { UsersService, type UserContact } from '../users/index.js';
import { RECIPIENT_EVENTS } from './templates.js';

export const MESSAGE_TEXTS = {
  requeued: 'The message is queued again.',
} as const;

/** The name the message was addressed to: a gift's recipient (in its parameters), else the student. */
function recipientName(m: OutboxMessage, user: UserContact | undefined): string | null {
  if (!RECIPIENT_EVENTS.includes(m.event)) return user?.name ?? null;
  try {
    const name = (JSON.parse(m.params) as { name?: unknown }).name;
    return typeof name === 'string' && name ? name : null;
  } catch {
    return null;
  }
}

function toRow(m: OutboxMessage, user: UserContact | undefined): AdminMessageRow {
  return {
    id: m.id,
    user_id: m.userId,
    user_name: user?.name ?? null,
    user_email: user?.email ?? null,
    recipient_name: recipientName(m, user),
    channel: m.channel,
    event: m.event,
    idempotency_key: m.idempotencyKey,
    template: m.template,
    language: m.language,
    recipient: m.recipient,
    status: m.status,
    reason: m.reason,
    reason_code: outboxReasonKey(m.reason),
    attempts: m.attempts,
    next_attempt_at: m.nextAttemptAt ? iso(m.nextAttemptAt) : null,
    sent_at: m.sentAt ? iso(m.sentAt) : null,
    created_at: iso(m.createdAt),
  };
}

/** The admin's view of the outbox: filters, paging, and "Retry" of failed or unsent messages. */
@Injectable()
export class MessagesAdminService {
  constructor(
    @InjectRepository(OutboxMessage) private readonly repo: Repository<OutboxMessage>,
    private readonly outbox: OutboxService,
    private readonly users: UsersService,
    private readonly tx: Transactions,
    private readonly events: DomainEvents,
  ) {}

  async list(query: ListMessagesQueryDto): Promise<{ items: AdminMessageRow[]; total: number }> {
    const { skip, take } = toPage(query);
    const qb = this.repo.createQueryBuilder('m').orderBy('m.id', 'DESC').skip(skip).take(take);
    if (query.channel) qb.andWhere('m.channel = :channel', { channel: query.channel });
    if (query.status) qb.andWhere('m.status = :status', { status: query.status });
    const student = query.student?.trim();
    if (student) {
      if (/^\d{1,9}$/.test(student)) qb.andWhere('m.user_id = :uid', { uid: Number(student) });
      else {
        // The users module answers who matches the name or email (it owns their table).
        const ids = await this.users.idsMatching(student);
        if (!ids.length) return { items: [], total: 0 };
        qb.andWhere({ userId: In(ids) });
      }
    }
    const [rows, total] = await qb.getManyAndCount();
    const contacts = await this.users.contactsOf(rows.flatMap((m) => (m.userId ? [m.userId] : [])));
    return {
      items: rows.map((m) => toRow(m, m.userId ? contacts.get(m.userId) : undefined)),
      total,
    };
  }

  async retry(actorId: number, id: number): Promise<SuccessResponse> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new ApiError('message_not_found');
    await this.tx.run(async () => {
      if (!(await this.outbox.requeue(id))) throw new ApiError('message_not_retryable');
      // The audit log: who sent which message to whom again (in the requeue's transaction).
      await this.events.publish('admin.changed', {
        actorId,
        entity: 'message',
        entityId: String(id),
        action: 'retry',
        label: row.event,
        subjectUserId: row.userId,
        before: { channel: row.channel, status: row.status },
        after: { channel: row.channel, status: 'queued' },
      });
    });
    return { success: true, message: MESSAGE_TEXTS.requeued };
  }
}
