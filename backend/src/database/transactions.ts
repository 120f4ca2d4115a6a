import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import {
  DataSource,
  QueryFailedError,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type Repository,
  type SelectQueryBuilder,
} from 'typeorm';

const MYSQL_RETRYABLE = new Set([1213 /* deadlock */, 1205 /* lock wait timeout */]);
const ATTEMPTS = 8;

/** The transaction open in this async flow: its manager and what waits for its commit. */
interface Scope {
  em: EntityManager;
  afterCommit: Array<() => void>;
}

const active = new AsyncLocalStorage<Scope>();
/** sql.js: the tail of the queue of transactions waiting for the single connection. */
const queues = new WeakMap<DataSource, Promise<void>>();

function retryable(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const e = error as QueryFailedError & { errno?: number };
  return e.errno !== undefined && MYSQL_RETRYABLE.has(e.errno);
}

/** True for the embedded databases, which have one connection for the whole process. */
export function isEmbeddedDatabase(dataSource: DataSource): boolean {
  const type = dataSource.options.type;
  return type === 'sqljs' || type === 'better-sqlite3';
}

/**
 * The one transaction helper (a unit of work in AsyncLocalStorage). `run(work)` opens a transaction,
 * and everything called inside `work` in the same async flow finds it through `manager()` (or the
 * `em` handed to `work`): a nested `run` joins the open transaction instead of opening another.
 *
 * - MySQL/MariaDB: a real transaction on its own pooled connection, READ COMMITTED, row locks through
 *   `forUpdate`/`lockOrCreate`; the whole unit is retried (up to 8 times, jittered) on a deadlock or
 *   a lock wait timeout, so `work` must only change the database (or be safe to repeat).
 * - sql.js (one connection, "cannot start a transaction within a transaction", no row locks): the
 *   transactions of the process run one after another, in call order; each is exclusive.
 *
 * `afterCommit(fn)` runs `fn` once the outermost transaction has committed (never after a rollback,
 * nor for an attempt that was retried); outside a transaction it runs at once. The domain events'
 * dispatcher uses it.
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  get isMysql(): boolean {
    return this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb';
  }

  get isEmbedded(): boolean {
    return isEmbeddedDatabase(this.dataSource);
  }

  /** The manager of the transaction open in this async flow, if any. */
  current(): EntityManager | undefined {
    const scope = active.getStore();
    return scope && scope.em.connection === this.dataSource ? scope.em : undefined;
  }

  /**
   * The manager of the transaction open in this async flow, for work that must be part of its caller's
   * transaction (locks, a settlement's writes, an erasure): it throws when none is open, so such work
   * never runs on the data source's manager by mistake. The one way into a transaction besides `run`
   * (ADR 0014): no `EntityManager` is passed through signatures outside `database/`.
   */
  open(): EntityManager {
    const em = this.current();
    if (!em) throw new Error('This work must run inside a transaction (Transactions.run)');
    return em;
  }

  /** The open transaction's manager, else the data source's (each query on its own). */
  manager(): EntityManager {
    return this.current() ?? this.dataSource.manager;
  }

  /**
   * `repository` working in the transaction open at each call (its connection, its locks, its
   * uncommitted rows), else on its own as before. An owner's service wraps its injected repositories
   * with it, so a method called inside another unit of work (a domain event's delivery, a payment's
   * settlement) never takes a second pool connection while the first is held: with N deliveries each
   * holding one and waiting for another, a pool of N would starve.
   */
  ambient<T extends ObjectLiteral>(repository: Repository<T>): Repository<T> {
    return new Proxy(repository, {
      get: (target, prop) => {
        const open = this.current();
        const repo = open ? open.getRepository<T>(target.target) : target;
        const value: unknown = Reflect.get(repo, prop, repo);
        return typeof value === 'function'
          ? (value as (...a: unknown[]) => unknown).bind(repo)
          : value;
      },
    });
  }

  async run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const open = this.current();
    if (open) return work(open);
    if (this.isEmbedded) return this.serially(() => this.once(work));
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(work);
      } catch (error) {
        if (attempt >= ATTEMPTS || !retryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }

  /** Runs `fn` after the open transaction commits (at once when none is open). Errors are its own. */
  afterCommit(fn: () => void): void {
    const scope = active.getStore();
    if (scope && scope.em.connection === this.dataSource) scope.afterCommit.push(fn);
    else fn();
  }

  /** One attempt: a transaction, then (committed) its after-commit callbacks. */
  private async once<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    const callbacks: Array<() => void> = [];
    const inside = (em: EntityManager) =>
      active.run({ em, afterCommit: callbacks }, () => work(em));
    const result = this.isMysql
      ? await this.dataSource.transaction('READ COMMITTED', inside)
      : await this.dataSource.transaction(inside);
    // Outside the committed transaction's async context: what they start is not part of it.
    active.exit(() => {
      for (const fn of callbacks) fn();
    });
    return result;
  }

  private async serially<T>(job: () => Promise<T>): Promise<T> {
    const previous = queues.get(this.dataSource) ?? Promise.resolve();
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    queues.set(
      this.dataSource,
      previous.then(() => turn),
    );
    await previous;
    try {
      return await job();
    } finally {
      release();
    }
  }

  /**
   * Locks the row matching `where` (an equality on its key columns), creating it from `values` when
   * missing, in the open transaction. An existing row is locked directly: INSERT IGNORE on a present
   * key would take a shared lock that concurrent transactions then deadlock upgrading.
   */
  async lockOrCreate<T extends ObjectLiteral>(
    target: EntityTarget<T>,
    where: Record<string, string | number>,
    values: Partial<T>,
  ): Promise<T> {
    const em = this.manager();
    const select = () => {
      const qb = em.getRepository(target).createQueryBuilder('locked_row');
      Object.keys(where).forEach((column, i) =>
        qb.andWhere(`locked_row.${column} = :w${i}`, { [`w${i}`]: where[column] }),
      );
      return this.forUpdate(qb).getOne();
    };
    const found = await select();
    if (found) return found;
    await em.createQueryBuilder().insert().into(target).values(values).orIgnore().execute();
    const created = await select();
    if (!created) throw new Error('row vanished while locking');
    return created;
  }

  /** SELECT … FOR UPDATE where row locks exist (on sql.js the transaction is already exclusive). */
  forUpdate<T extends object>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
    return this.isMysql ? qb.setLock('pessimistic_write') : qb;
  }
}
