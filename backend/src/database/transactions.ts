import { Injectable } from '@nestjs/common';
import {
  DataSource,
  QueryFailedError,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type SelectQueryBuilder,
} from 'typeorm';
import { currentTransaction, inTransaction } from './transaction.js';

const MYSQL_RETRYABLE = new Set([1213 /* deadlock */, 1205 /* lock wait timeout */]);
const ATTEMPTS = 8;

function retryable(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const e = error as QueryFailedError & { errno?: number };
  return e.errno !== undefined && MYSQL_RETRYABLE.has(e.errno);
}

/**
 * Money and membership writes in one place: a real transaction with row locks on MySQL/MariaDB
 * (retried on deadlock), and on the embedded sql.js database (one connection, no row locks) the
 * same transactions run one at a time in this process. Both go through `inTransaction`, so they
 * queue with every other transaction (invoice numbering...) and a nested call joins the open one.
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  get isMysql(): boolean {
    return this.dataSource.options.type === 'mysql' || this.dataSource.options.type === 'mariadb';
  }

  run<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (!this.isMysql || currentTransaction(this.dataSource))
      return inTransaction(this.dataSource, work);
    return this.withRetry(() => inTransaction(this.dataSource, work, 'READ COMMITTED'));
  }

  private async withRetry<T>(job: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await job();
      } catch (error) {
        if (attempt >= ATTEMPTS || !retryable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }

  /**
   * Locks the row matching `where` (an equality on its key columns), creating it from `values` when
   * missing. An existing row is locked directly: INSERT IGNORE on a present key would take a shared
   * lock that concurrent transactions then deadlock upgrading.
   */
  async lockOrCreate<T extends ObjectLiteral>(
    em: EntityManager,
    target: EntityTarget<T>,
    where: Record<string, string | number>,
    values: Partial<T>,
  ): Promise<T> {
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
