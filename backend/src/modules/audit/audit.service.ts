import { Injectable } from '@nestjs/common';
import {
  addIstDays,
  AUDIT_PAGE_SIZE,
  istInstant,
  type AuditEntry,
  type AuditFieldChange,
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

/** Keys never written to the log: secrets and health data, wherever they sit in a state. */
const WITHHELD = /password|hash|secret|token|health/i;

/** A state without its secrets (recursively), as JSON text; null stays null. */
function stored(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value, (key, v: unknown) => (key && WITHHELD.test(key) ? undefined : v));
}

type Scalar = AuditFieldChange['before'];
const LONGEST = 300;

function flatten(value: unknown, prefix: string, out: Map<string, Scalar>): void {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value as Record<string, unknown>);
    for (const [key, v] of entries) flatten(v, prefix ? `${prefix}.${key}` : key, out);
    return;
  }
  if (!prefix) return;
  if (value === null || value === undefined || value === '') out.set(prefix, null);
  else if (typeof value === 'string')
    out.set(prefix, value.length > LONGEST ? `${value.slice(0, LONGEST - 1)}…` : value);
  else if (typeof value === 'number' || typeof value === 'boolean') out.set(prefix, value);
  else out.set(prefix, String(value as string));
}

/** The values that differ between two states, by dotted path (a creation: every value of `after`). */
export function fieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const a = new Map<string, Scalar>();
  const b = new Map<string, Scalar>();
  flatten(before, '', a);
  flatten(after, '', b);
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((field) => (a.get(field) ?? null) !== (b.get(field) ?? null))
    .map((field) => ({ field, before: a.get(field) ?? null, after: b.get(field) ?? null }));
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
      label: p.label ? p.label.slice(0, 200) : null,
      subjectUserId: p.subjectUserId ?? null,
      before: stored(p.before),
      after: stored(p.after),
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
    const userOf = (r: AuditEntryRecord) => (r.entity === 'user' ? Number(r.entityId) : null);
    const names = await this.users.contactsOf([
      ...new Set(
        rows.flatMap((r) =>
          [r.actorId, r.subjectUserId, userOf(r)].filter(
            (id): id is number => typeof id === 'number' && Number.isInteger(id),
          ),
        ),
      ),
    ]);
    const nameOf = (id: number | null) => (id === null ? null : (names.get(id)?.name ?? null));
    const items: AuditEntry[] = rows.map((r) => {
      const before = asObject(r.before);
      const after = asObject(r.after);
      return {
        id: r.id,
        at: r.occurredAt.toISOString(),
        actor_id: r.actorId,
        actor_name: nameOf(r.actorId),
        entity: r.entity,
        entity_id: r.entityId,
        entity_label: nameOf(userOf(r)) ?? r.label,
        subject_id: r.subjectUserId,
        subject_name: nameOf(r.subjectUserId),
        action: r.action,
        before,
        after,
        changes: fieldChanges(before, after),
      };
    });
    return { items, total, page, page_size: size };
  }
}
