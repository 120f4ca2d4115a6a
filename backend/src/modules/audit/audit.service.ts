import { Injectable } from '@nestjs/common';
import {
  addIstDays,
  AUDIT_PAGE_SIZE,
  istInstant,
  type AuditEntry,
  type AuditPage,
} from '@yoga/contracts';
import { ApiError } from '../../common/errors/api-error.js';
import { Transactions } from '../../database/transactions.js';
import { OnDomainEvent, type DomainEvent } from '../../events/index.js';
import { UsersService } from '../users/index.js';
import type { AuditQueryDto } from './dto/audit-query.dto.js';
import { AuditEntryRecord } from './entities/audit-entry.entity.js';

/** A JSON value as the audit log answers it: objects as they are, anything else wrapped. */
function asObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  if (value === null || value === undefined) return null;
  return typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };
}

/**
 * The audit log: records every `admin.changed` event (once per event: the delivery row and the unique
 * event id) and answers GET /api/admin/audit with the actors' names (asked of UsersService).
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly tx: Transactions,
    private readonly users: UsersService,
  ) {}

  @OnDomainEvent('admin.changed')
  async record(event: DomainEvent<'admin.changed'>): Promise<void> {
    const p = event.payload;
    const repo = this.tx.manager().getRepository(AuditEntryRecord);
    if (await repo.findOne({ where: { eventId: event.id } })) return;
    await repo.insert({
      eventId: event.id,
      occurredAt: new Date(event.occurredAt),
      actorId: p.actorId,
      entity: p.entity,
      entityId: String(p.entityId).slice(0, 100),
      action: p.action.slice(0, 32),
      before: p.before === null || p.before === undefined ? null : JSON.stringify(p.before),
      after: p.after === null || p.after === undefined ? null : JSON.stringify(p.after),
    });
  }

  async list(query: AuditQueryDto): Promise<AuditPage> {
    const page = query.page ?? 1;
    const size = query.page_size ?? AUDIT_PAGE_SIZE.default;
    if (query.from && query.to && query.from > query.to) throw new ApiError('date_range_reversed');
    const qb = this.tx.manager().getRepository(AuditEntryRecord).createQueryBuilder('a');
    if (query.entity) qb.andWhere('a.entity = :entity', { entity: query.entity });
    if (query.entity_id) qb.andWhere('a.entity_id = :entityId', { entityId: query.entity_id });
    if (query.actor) qb.andWhere('a.actor_id = :actor', { actor: query.actor });
    if (query.from) qb.andWhere('a.occurred_at >= :from', { from: istInstant(query.from) });
    if (query.to) qb.andWhere('a.occurred_at < :to', { to: istInstant(addIstDays(query.to, 1)) });
    const [rows, total] = await qb
      .orderBy('a.occurred_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    const names = await this.users.contactsOf(rows.map((r) => r.actorId));
    const items: AuditEntry[] = rows.map((r) => ({
      id: r.id,
      at: r.occurredAt.toISOString(),
      actor_id: r.actorId,
      actor_name: names.get(r.actorId)?.name ?? null,
      entity: r.entity,
      entity_id: r.entityId,
      action: r.action,
      before: asObject(r.before),
      after: asObject(r.after),
    }));
    return { items, total, page, page_size: size };
  }
}
