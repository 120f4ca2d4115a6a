import type { DataSource } from 'typeorm';

const isMysql = (ds: DataSource) => ds.options.type === 'mysql' || ds.options.type === 'mariadb';

/** The embedded database serves one process: a queue per lock name in this process is enough. */
const localLocks = new Map<string, Promise<unknown>>();
function withLocalLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const previous = localLocks.get(name) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  localLocks.set(name, next);
  void next
    .finally(() => {
      if (localLocks.get(name) === next) localLocks.delete(name);
    })
    .catch(() => undefined);
  return next;
}

/**
 * Runs `work` while holding a named MySQL/MariaDB advisory lock (GET_LOCK), so several instances
 * starting at once do it one after another. The lock belongs to one pooled connection, held for the
 * duration; it is asked for in short waits so no single query outlasts the query timeout. On the
 * embedded database (one process) the lock is a queue in this process.
 */
export async function withDatabaseLock<T>(
  ds: DataSource,
  name: string,
  work: () => Promise<T>,
  waitSeconds = 120,
): Promise<T> {
  if (!isMysql(ds)) return withLocalLock(name, work);
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    const deadline = Date.now() + waitSeconds * 1000;
    for (;;) {
      const rows = (await runner.query('SELECT GET_LOCK(?, 1) AS got', [name])) as {
        got: number | string | null;
      }[];
      if (Number(rows[0]?.got) === 1) break;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the database lock ${name}`);
    }
    try {
      return await work();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
