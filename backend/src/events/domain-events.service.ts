import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../common/lifecycle/clock.js';
import { Transactions } from '../database/transactions.js';
import { DISPATCH_GRACE_MS, DomainEventDispatcher } from './domain-event-dispatcher.service.js';
import { DomainEventRecord } from './domain-event.entity.js';
import type { DomainEventMap, DomainEventName } from './event-map.js';

/**
 * How a module announces what happened. `publish` writes the event into the outbox table in the
 * transaction open in this async flow (`Transactions.run`), so the event exists if and only if the
 * change commits; it is dispatched after the commit (nothing is dispatched for a rollback). Called
 * outside a transaction it commits the event on its own.
 */
@Injectable()
export class DomainEvents {
  constructor(
    private readonly tx: Transactions,
    private readonly dispatcher: DomainEventDispatcher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Records the event; returns its id. */
  async publish<K extends DomainEventName>(type: K, payload: DomainEventMap[K]): Promise<string> {
    const record = Object.assign(new DomainEventRecord(), {
      id: randomUUID(),
      type,
      payload: JSON.stringify(payload),
      occurredAt: this.clock.now(),
      availableAt: new Date(Date.now() + DISPATCH_GRACE_MS),
      dispatchedAt: null,
      attempts: 0,
      lastError: null,
    });
    await this.tx.run((em) => em.insert(DomainEventRecord, record));
    this.tx.afterCommit(() => this.dispatcher.dispatchSoon(record));
    return record.id;
  }
}
