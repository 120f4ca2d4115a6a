import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import type { AdminMessageRow, SuccessResponse } from '@yoga/contracts';
import { iso } from '../../common/http/iso.js';
import { toPage } from '../../common/paging/page-query.dto.js';
import type { ListMessagesQueryDto } from './dto/list-messages.dto.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { OutboxService } from './outbox.service.js';

export const MESSAGE_TEXTS = {
  notFound: 'Message not found.',
  notRetryable: 'Only failed or unsent messages can be sent again.',
  requeued: 'The message is queued again.',
} as const;

function toRow(m: OutboxMessage): AdminMessageRow {
  return {
    id: m.id,
    user_id: m.userId,
    user_name: m.user?.name ?? null,
    user_email: m.user?.email ?? null,
    channel: m.channel,
    event: m.event,
    idempotency_key: m.idempotencyKey,
    template: m.template,
    language: m.language,
    recipient: m.recipient,
    status: m.status,
    reason: m.reason,
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
  ) {}

  async list(query: ListMessagesQueryDto): Promise<{ items: AdminMessageRow[]; total: number }> {
    const { skip, take } = toPage(query);
    const qb = this.repo
      .createQueryBuilder('m')
      .leftJoinAndSelect('m.user', 'u')
      .orderBy('m.id', 'DESC')
      .skip(skip)
      .take(take);
    if (query.channel) qb.andWhere('m.channel = :channel', { channel: query.channel });
    if (query.status) qb.andWhere('m.status = :status', { status: query.status });
    const student = query.student?.trim();
    if (student) {
      if (/^\d{1,9}$/.test(student)) qb.andWhere('m.user_id = :uid', { uid: Number(student) });
      else
        qb.andWhere(
          new Brackets((q) =>
            q
              .where('LOWER(u.name) LIKE :like', { like: `%${student.toLowerCase()}%` })
              .orWhere('LOWER(u.email) LIKE :like'),
          ),
        );
    }
    const [rows, total] = await qb.getManyAndCount();
    return { items: rows.map(toRow), total };
  }

  async retry(id: number): Promise<SuccessResponse> {
    const row = await this.repo.findOneBy({ id });
    if (!row) throw new NotFoundException(MESSAGE_TEXTS.notFound);
    if (!(await this.outbox.requeue(id))) throw new ConflictException(MESSAGE_TEXTS.notRetryable);
    return { success: true, message: MESSAGE_TEXTS.requeued };
  }
}
