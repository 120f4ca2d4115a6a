import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';

const active = new AsyncLocalStorage<EntityManager>();
const queues = new WeakMap<DataSource, Promise<void>>();

/** True for the embedded databases, which have one connection for the whole process. */
export function isEmbeddedDatabase(dataSource: DataSource): boolean {
  const type = dataSource.options.type;
  return type === 'sqljs' || type === 'better-sqlite3';
}

/**
 * Runs `work` in a database transaction that is safe under concurrency on every database we support:
 * - MySQL/MariaDB: `dataSource.transaction` (each on its own pooled connection; row locks do the rest);
 * - sql.js: its single connection cannot hold two transactions ("cannot start a transaction within a
 *   transaction"), so transactions run one after another, in call order.
 * Called again inside `work` (same async flow) it joins the open transaction instead of waiting for it.
 * Use it for every transaction that may run concurrently (payments, refunds, numbering).
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  const current = active.getStore();
  if (current && current.connection === dataSource) return work(current);
  const run = () => dataSource.transaction((em) => active.run(em, () => work(em)));
  if (!isEmbeddedDatabase(dataSource)) return run();

  const previous = queues.get(dataSource) ?? Promise.resolve();
  let release!: () => void;
  const turn = new Promise<void>((resolve) => (release = resolve));
  queues.set(
    dataSource,
    previous.then(() => turn),
  );
  await previous;
  try {
    return await run();
  } finally {
    release();
  }
}

/** The manager of the transaction opened by `inTransaction` in this async flow, if any. */
export function currentTransaction(dataSource: DataSource): EntityManager | undefined {
  const current = active.getStore();
  return current && current.connection === dataSource ? current : undefined;
}
