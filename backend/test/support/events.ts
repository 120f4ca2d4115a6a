import { DataSource } from 'typeorm';
import { DomainEventDispatcher, DomainEventRecord } from '../../src/events/index.js';
import type { TestApp } from './test-app.js';

/**
 * Waits until every domain event published so far has reached its subscribers (in-process delivery):
 * poller passes that join the after-commit dispatches still running and take up the rest, until no
 * event is left undispatched (the events a handler publishes are dispatched by the next pass).
 */
export async function settleEvents(t: Pick<TestApp, 'app'>): Promise<void> {
  const records = t.app.get(DataSource).getRepository(DomainEventRecord);
  for (let pass = 0; pass < 5; pass++) {
    await t.app.get(DomainEventDispatcher).poll(new Date(Date.now() + 3_600_000));
    const left = await records.createQueryBuilder('e').where('e.dispatched_at IS NULL').getCount();
    if (!left) return;
  }
}

/** The payloads of the events of `type` in the outbox table, oldest first, with their ids. */
export async function publishedEvents<T>(
  t: Pick<TestApp, 'app'>,
  type: string,
): Promise<(T & { eventId: string })[]> {
  const rows = await t.app
    .get(DataSource)
    .getRepository(DomainEventRecord)
    .find({ where: { type }, order: { occurredAt: 'ASC' } });
  return rows.map((r) => ({ ...(JSON.parse(r.payload) as T), eventId: r.id }));
}
